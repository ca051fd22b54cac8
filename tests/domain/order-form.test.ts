/**
 * The order modal's form as one schema (000 §5, issue 15's step-up; issue 27 item 5): the
 * amount for both types, and for a SIP the day, the consent and a chosen step-up, each message
 * under the field it is about. The order machine and the server read these same schemas.
 */
import { describe, expect, it } from 'vitest';
import type { AmountScheme } from '../../domain/order-amount';
import { type OrderFormValues, orderFormSchema } from '../../domain/order-form';
import { NO_STEP_UP, stepUpError, stepUpMessages } from '../../domain/plans/step-up';
import { fieldErrors } from '../../domain/validate';

const scheme: AmountScheme = {
  minimumPurchaseAmount: '5000.00',
  maximumPurchaseAmount: '0.00',
  additionalPurchaseAmount: '1000.00',
  sipDetails: { minInstAmt: '500.00', maxInstAmt: '50000.00', multiplierAmt: '100.00', sipMultiplierAmount: null },
};

const sip: OrderFormValues = { amount: '1500', sipDay: 5, consent: true, stepUp: NO_STEP_UP };
const stepUp = (change: Partial<OrderFormValues['stepUp']>) => ({
  ...sip,
  stepUp: { ...sip.stepUp, enabled: true, ...change },
});
const sipErrors = (values: OrderFormValues) => fieldErrors(orderFormSchema(scheme, 'SIP'), values);

describe('orderFormSchema', () => {
  it('checks only the amount of a lump sum, against the lump-sum limits', () => {
    expect(fieldErrors(orderFormSchema(scheme, 'LUMP_SUM'), { ...sip, consent: false, sipDay: null })).toEqual({
      amount: 'The minimum amount is ₹5,000.',
    });
    expect(fieldErrors(orderFormSchema(scheme, 'LUMP_SUM'), { ...sip, amount: '5000' })).toEqual({});
  });

  it('needs a SIP’s amount, its day 1 to 28 and the consent tick, each under its field', () => {
    expect(sipErrors(sip)).toEqual({});
    expect(sipErrors({ ...sip, amount: '', sipDay: 29, consent: false })).toEqual({
      amount: 'Please enter an amount.',
      sipDay: 'Please select a start date .',
      consent: 'You must provide consent',
    });
    expect(sipErrors({ ...sip, amount: '1550', sipDay: null })).toEqual({
      amount: 'The amount should be a multiple of ₹100.',
      sipDay: 'Please select a start date .',
    });
  });

  it('checks a step-up only once chosen, and asks for what is missing', () => {
    expect(sipErrors({ ...sip, stepUp: { ...NO_STEP_UP, value: '7' } })).toEqual({});
    expect(sipErrors(stepUp({}))).toEqual({
      'stepUp.value': stepUpMessages.valueRequired,
      'stepUp.cap': stepUpMessages.capRequired,
    });
  });

  it('checks the rise first and the cap only once the rise is right', () => {
    expect(sipErrors(stepUp({ value: '25', cap: '1000' }))).toEqual({
      'stepUp.value': 'The step-up amount should be a multiple of ₹100.',
    });
    expect(sipErrors(stepUp({ value: '200', cap: '1000' }))).toEqual({ 'stepUp.cap': stepUpMessages.capAboveAmount });
    expect(sipErrors(stepUp({ type: 'PERCENTAGE', value: '120', cap: '3000' }))).toEqual({
      'stepUp.value': stepUpMessages.percentage,
    });
    expect(sipErrors(stepUp({ value: '200', cap: '60000' }))).toEqual({
      'stepUp.cap': 'The step-up cap must not exceed ₹50,000.',
    });
    expect(sipErrors(stepUp({ value: '200', cap: '3050' }))).toEqual({
      'stepUp.cap': 'The step-up cap should be a multiple of ₹100.',
    });
    expect(sipErrors(stepUp({ value: '200', cap: '3000' }))).toEqual({});
  });

  it('gives the server, reading wire amounts, the message the form shows under the field', () => {
    const limits = { max: '50000.00', multiplier: '100.00' };
    const cases: [OrderFormValues['stepUp'], string][] = [
      [{ enabled: true, type: 'AMOUNT', value: '25', cap: '1000' }, 'stepUp.value'],
      [{ enabled: true, type: 'AMOUNT', value: '200', cap: '1000' }, 'stepUp.cap'],
      [{ enabled: true, type: 'PERCENTAGE', value: '120', cap: '3000' }, 'stepUp.value'],
    ];
    for (const [choice, field] of cases) {
      const wire = { type: choice.type, value: `${choice.value}.00`, cap: `${choice.cap}.00` };
      expect(stepUpError(wire, '1500.00', limits)).toBe(sipErrors({ ...sip, stepUp: choice })[field]);
    }
  });
});
