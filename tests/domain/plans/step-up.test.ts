import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  instalmentAmountOn,
  nextStepUpDate,
  type SipStepUp,
  steppedAmount,
  stepUpError,
  stepUpMessages,
  yearsSince,
} from '../../../domain/plans/step-up';

const limits = { max: '100000.00', multiplier: '100.00' };
const byAmount: SipStepUp = { type: 'AMOUNT', value: '500.00', cap: '6000.00' };
const byPercent: SipStepUp = { type: 'PERCENTAGE', value: '10.00', cap: '7000.00' };

describe('stepUpError', () => {
  it('accepts a fixed step and a percentage within their rules', () => {
    expect(stepUpError(byAmount, '5000.00', limits)).toBeNull();
    expect(stepUpError(byPercent, '5000.00', limits)).toBeNull();
    expect(stepUpError({ type: 'PERCENTAGE', value: '1.00', cap: '5100.00' }, '5000.00', limits)).toBeNull();
    expect(stepUpError({ type: 'PERCENTAGE', value: '100.00', cap: '100000.00' }, '5000.00', limits)).toBeNull();
  });

  it('says which rule a step-up breaks, in order', () => {
    expect(stepUpError({ ...byAmount, value: '0.00' }, '5000.00', limits)).toBe(stepUpMessages.amount);
    expect(stepUpError({ ...byAmount, value: '-100.00' }, '5000.00', limits)).toBe(stepUpMessages.amount);
    expect(stepUpError({ ...byAmount, value: '150.00' }, '5000.00', limits)).toBe(
      'The step-up amount should be a multiple of ₹100.',
    );
    expect(stepUpError({ ...byPercent, value: '0.99' }, '5000.00', limits)).toBe(stepUpMessages.percentage);
    expect(stepUpError({ ...byPercent, value: '100.01' }, '5000.00', limits)).toBe(stepUpMessages.percentage);
    expect(stepUpError({ ...byAmount, cap: '5000.00' }, '5000.00', limits)).toBe(stepUpMessages.capAboveAmount);
    expect(stepUpError({ ...byAmount, cap: '100100.00' }, '5000.00', limits)).toBe(
      'The step-up cap must not exceed ₹1,00,000.',
    );
    expect(stepUpError({ ...byAmount, cap: '6050.00' }, '5000.00', limits)).toBe(
      'The step-up cap should be a multiple of ₹100.',
    );
  });
});

describe('steppedAmount', () => {
  it('adds the fixed step, or the percentage rounded down to the multiplier, never past the cap', () => {
    expect(steppedAmount('5000.00', byAmount, '100.00')).toBe('5500.00');
    expect(steppedAmount('5800.00', byAmount, '100.00')).toBe('6000.00');
    expect(steppedAmount('6000.00', byAmount, '100.00')).toBe('6000.00');
    expect(steppedAmount('5000.00', byPercent, '100.00')).toBe('5500.00');
    // 5500 × 1.1 = 6050 → 6000 at a multiplier of 100; 6050 at a multiplier of 1.
    expect(steppedAmount('5500.00', byPercent, '100.00')).toBe('6000.00');
    expect(steppedAmount('5500.00', byPercent, '1.00')).toBe('6050.00');
    // 1% of 500 is lost to a multiplier of 100: the instalment stays.
    expect(steppedAmount('500.00', { type: 'PERCENTAGE', value: '1.00', cap: '1000.00' }, '100.00')).toBe('500.00');
  });

  it('never lowers an instalment and never passes the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom<SipStepUp['type']>('AMOUNT', 'PERCENTAGE'),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.constantFrom('1.00', '100.00', '0.00'),
        (amount, type, value, extra, multiplier) => {
          const stepUp: SipStepUp = { type, value: `${value}.00`, cap: `${amount + extra}.00` };
          const next = new Big(steppedAmount(`${amount}.00`, stepUp, multiplier));
          return next.gte(amount) && next.lte(stepUp.cap);
        },
      ),
    );
  });
});

describe('yearsSince and addYears', () => {
  it('counts whole years between instalment dates', () => {
    expect(yearsSince('2025-07-05', '2025-07-05')).toBe(0);
    expect(yearsSince('2025-07-05', '2026-07-04')).toBe(0);
    expect(yearsSince('2025-07-05', '2026-07-05')).toBe(1);
    expect(yearsSince('2025-07-05', '2028-06-05')).toBe(2);
    expect(yearsSince('2025-07-05', '2028-07-05')).toBe(3);
  });

  it('takes the 28th of February for the 29th in a year without one, and back', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
    expect(yearsSince('2028-02-29', '2029-02-28')).toBe(1);
    expect(yearsSince('2027-02-28', '2028-02-28')).toBe(1);
    expect(yearsSince('2027-02-28', '2028-02-27')).toBe(0);
  });
});

describe('instalmentAmountOn and nextStepUpDate', () => {
  it('rises on each anniversary of the first instalment, until the cap', () => {
    const on = (date: string) => instalmentAmountOn('5000.00', byAmount, '100.00', '2025-07-05', date);
    expect(on('2025-07-05')).toBe('5000.00');
    expect(on('2026-06-05')).toBe('5000.00');
    expect(on('2026-07-05')).toBe('5500.00');
    expect(on('2027-07-05')).toBe('6000.00');
    expect(on('2030-07-05')).toBe('6000.00');
    const next = (due: string) => nextStepUpDate('5000.00', byAmount, '100.00', '2025-07-05', due);
    expect(next('2025-08-05')).toBe('2026-07-05');
    expect(next('2026-07-05')).toBe('2027-07-05');
    expect(next('2027-07-05')).toBeNull();
  });

  it('compounds a percentage from the instalment before it', () => {
    const on = (date: string) => instalmentAmountOn('5000.00', byPercent, '1.00', '2024-02-28', date);
    expect(on('2025-02-28')).toBe('5500.00');
    expect(on('2026-02-28')).toBe('6050.00');
    expect(on('2027-02-28')).toBe('6655.00');
    expect(on('2028-02-28')).toBe('7000.00');
  });

  it('stays the same without a step-up', () => {
    expect(instalmentAmountOn('5000.00', null, '100.00', '2025-07-05', '2035-07-05')).toBe('5000.00');
    expect(nextStepUpDate('5000.00', null, '100.00', '2025-07-05', '2025-08-05')).toBeNull();
  });
});
