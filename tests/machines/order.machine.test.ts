import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ORDER_FAILED_DEFAULT,
  type OrderScheme,
  orderFailureMessage,
  orderFormErrors,
  orderMachine,
  type PlacedOrder,
  type PlaceOrderInput,
} from '../../machines/order.machine';

const scheme: OrderScheme = {
  fundId: 'INF0A1B01234',
  schemeCode: 'SBEF-DG',
  schemeName: 'Sanchay Bluechip',
  minimumPurchaseAmount: '5000.00',
  maximumPurchaseAmount: '0.00',
  additionalPurchaseAmount: '1000.00',
  sipDetails: {
    minInstAmt: '500.00',
    maxInstAmt: null,
    multiplierAmt: '100.00',
    sipMultiplierAmount: null,
    defaultDate: null,
  },
};

function start(type: 'LUMP_SUM' | 'SIP', today = new Date(2026, 10, 22), placed: PlaceOrderInput[] = []) {
  const machine = orderMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(({ input }) => {
        placed.push(input);
        return new Promise<PlacedOrder>(() => {});
      }),
    },
  });
  return createActor(machine, { input: { type, scheme, email: 'a@b.in', today, mandateId: 'MND-1' } }).start();
}

describe('order machine rules', () => {
  it("shows the server's message, else the default (000 §8)", () => {
    expect(orderFailureMessage({ body: { code: 'X', message: 'Scheme closed for purchase' } })).toBe(
      'Scheme closed for purchase',
    );
    expect(orderFailureMessage({ body: { code: 'X', message: '  ' } })).toBe(ORDER_FAILED_DEFAULT);
    expect(orderFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'An error occurred during the transaction. Please try again.',
    );
    expect(orderFailureMessage(undefined)).toBe(ORDER_FAILED_DEFAULT);
  });

  it('keeps digits only in the amount and shows its message once touched', () => {
    const actor = start('LUMP_SUM');
    actor.send({ type: 'amount.changed', value: '4,0a00' });
    expect(actor.getSnapshot().context.amount).toBe('4000');
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('amountForm');
    actor.send({ type: 'amount.added', amount: 100000 });
    expect(actor.getSnapshot().context.amount).toBe('104000');
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('placing');
  });

  it('defaults the SIP day to today when the scheme has none, and needs consent', () => {
    const actor = start('SIP');
    expect(actor.getSnapshot().context.sipDay).toBe(22);
    actor.send({ type: 'amount.changed', value: '1500' });
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('amountForm');
    actor.send({ type: 'consent.changed', checked: true });
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('placing');
  });

  it('leaves the SIP day empty on the 29th to 31st, and resets when the type changes', () => {
    const actor = start('SIP', new Date(2026, 9, 30));
    expect(actor.getSnapshot().context.sipDay).toBeNull();
    actor.send({ type: 'sipDay.changed', day: 12 });
    actor.send({ type: 'amount.changed', value: '900' });
    actor.send({ type: 'orderType.changed', orderType: 'LUMP_SUM' });
    expect(actor.getSnapshot().context).toMatchObject({ type: 'LUMP_SUM', amount: '', sipDay: null, consent: false });
  });

  describe('SIP step-up (beyond the spec, issue 15)', () => {
    function sipWithStepUp(placed: PlaceOrderInput[] = []) {
      const actor = start('SIP', new Date(2026, 10, 22), placed);
      actor.send({ type: 'amount.changed', value: '1500' });
      actor.send({ type: 'consent.changed', checked: true });
      actor.send({ type: 'stepUp.changed', change: { enabled: true } });
      return actor;
    }

    it('needs the rise and the cap once turned on, and says which is missing after Invest', () => {
      const actor = sipWithStepUp();
      expect(orderFormErrors(actor.getSnapshot().context)).toEqual({});
      actor.send({ type: 'order.invest' });
      expect(actor.getSnapshot().value).toBe('amountForm');
      expect(orderFormErrors(actor.getSnapshot().context)).toEqual({
        stepUpValue: 'Please enter the step-up.',
        stepUpCap: 'Please enter the step-up cap.',
      });
    });

    it('puts each rule’s message on its field: the rise’s multiple, the percentage, the cap', () => {
      const actor = sipWithStepUp();
      actor.send({ type: 'stepUp.changed', change: { value: '25O', cap: '1,000' } });
      expect(actor.getSnapshot().context.stepUp).toMatchObject({ value: '25', cap: '1000' });
      actor.send({ type: 'order.invest' });
      expect(orderFormErrors(actor.getSnapshot().context)).toEqual({
        stepUpValue: 'The step-up amount should be a multiple of ₹100.',
      });
      actor.send({ type: 'stepUp.changed', change: { value: '200' } });
      expect(orderFormErrors(actor.getSnapshot().context)).toEqual({
        stepUpCap: 'The step-up cap must be more than the SIP amount.',
      });
      actor.send({ type: 'stepUp.changed', change: { type: 'PERCENTAGE', value: '120', cap: '3000' } });
      expect(orderFormErrors(actor.getSnapshot().context)).toEqual({
        stepUpValue: 'The step-up percentage must be between 1 and 100.',
      });
    });

    it('places the SIP with the step-up in wire amounts; turned off, with none', () => {
      const placed: PlaceOrderInput[] = [];
      const actor = sipWithStepUp(placed);
      actor.send({ type: 'stepUp.changed', change: { type: 'PERCENTAGE', value: '10', cap: '3000' } });
      actor.send({ type: 'order.invest' });
      expect(actor.getSnapshot().value).toBe('placing');
      expect(placed[0]?.stepUp).toEqual({ type: 'PERCENTAGE', value: '10.00', cap: '3000.00' });

      const off: PlaceOrderInput[] = [];
      const again = sipWithStepUp(off);
      again.send({ type: 'stepUp.changed', change: { value: '500', cap: '' } });
      again.send({ type: 'stepUp.changed', change: { enabled: false } });
      again.send({ type: 'order.invest' });
      expect(off[0]?.stepUp).toBeNull();
    });
  });
});
