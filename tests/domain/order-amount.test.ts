import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AmountScheme,
  addToAmount,
  amountError,
  amountLimits,
  DEFAULT_MAX_AMOUNT,
  lumpSumMaximum,
  lumpSumMinimum,
  QUICK_ADD_AMOUNTS,
  sipMaximum,
  sipMinimum,
  sipMultiplier,
  toAmountDigits,
  toWireAmount,
} from '../../domain/order-amount';

const noSipRules = { minInstAmt: null, maxInstAmt: null, multiplierAmt: null, sipMultiplierAmount: null };

function scheme(overrides: Partial<AmountScheme> = {}): AmountScheme {
  return {
    minimumPurchaseAmount: '5000.00',
    maximumPurchaseAmount: '0.00',
    additionalPurchaseAmount: '1000.00',
    sipDetails: noSipRules,
    ...overrides,
  };
}

describe('SIP limits (000 §5)', () => {
  it('uses the SIP instalment limits when present', () => {
    const s = scheme({ sipDetails: { ...noSipRules, minInstAmt: '500.00', maxInstAmt: '200000.00' } });
    expect(sipMinimum(s)).toBe('500.00');
    expect(sipMaximum(s)).toBe('200000.00');
  });

  it('falls back to the larger of the minimum and the additional purchase amount', () => {
    expect(sipMinimum(scheme())).toBe('5000.00');
    expect(sipMinimum(scheme({ additionalPurchaseAmount: '6000.00' }))).toBe('6000.00');
    expect(sipMinimum(scheme({ additionalPurchaseAmount: '0.00' }))).toBe('5000.00');
    expect(sipMinimum(scheme({ sipDetails: undefined }))).toBe('5000.00');
  });

  it('falls back to the scheme maximum when above 0, else 100000000', () => {
    expect(sipMaximum(scheme({ maximumPurchaseAmount: '900000.00' }))).toBe('900000.00');
    expect(sipMaximum(scheme())).toBe(DEFAULT_MAX_AMOUNT);
    expect(sipMaximum(scheme({ sipDetails: null }))).toBe('100000000.00');
  });

  it('reads the multiplier, defaulting to 1', () => {
    expect(sipMultiplier(scheme())).toBe('1.00');
    expect(sipMultiplier(scheme({ sipDetails: { ...noSipRules, multiplierAmt: '100.00' } }))).toBe('100.00');
    expect(sipMultiplier(scheme({ sipDetails: { ...noSipRules, sipMultiplierAmount: '50.00' } }))).toBe('50.00');
  });

  it('the minimum never undercuts either purchase amount without SIP rules', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Big(n).div(100).toFixed(2));
    fc.assert(
      fc.property(amount, amount, (minimumPurchaseAmount, additionalPurchaseAmount) => {
        const min = new Big(sipMinimum(scheme({ minimumPurchaseAmount, additionalPurchaseAmount })));
        expect(min.gte(minimumPurchaseAmount) && min.gte(additionalPurchaseAmount)).toBe(true);
        expect(min.eq(minimumPurchaseAmount) || min.eq(additionalPurchaseAmount)).toBe(true);
      }),
    );
  });
});

describe('lump-sum limits', () => {
  it('runs from the minimum purchase amount to the maximum or 100000000', () => {
    expect(lumpSumMinimum(scheme())).toBe('5000.00');
    expect(lumpSumMaximum(scheme())).toBe('100000000.00');
    expect(lumpSumMaximum(scheme({ maximumPurchaseAmount: '2500000.00' }))).toBe('2500000.00');
    expect(amountLimits(scheme(), 'LUMP_SUM')).toEqual({ min: '5000.00', max: '100000000.00' });
    expect(amountLimits(scheme(), 'SIP')).toEqual({ min: '5000.00', max: '100000000.00', multiplier: '1.00' });
  });
});

describe('amountError (000 §5)', () => {
  const limits = { min: '500.00', max: '100000.00', multiplier: '100.00' };

  it('names what is wrong', () => {
    expect(amountError('', limits)).toBe('Please enter an amount.');
    expect(amountError('0', limits)).toBe('Please enter an amount.');
    expect(amountError('400', limits)).toBe('The minimum amount is ₹500.');
    expect(amountError('100100', limits)).toBe('The maximum amount is ₹1,00,000.');
    expect(amountError('10', { min: '12.50', max: '100.00' })).toBe('The minimum amount is ₹12.50.');
    expect(amountError('1000000000', { min: '1.00', max: DEFAULT_MAX_AMOUNT })).toBe(
      'The maximum amount is ₹10,00,00,000.',
    );
    expect(amountError('550', limits)).toBe('The amount should be a multiple of ₹100.');
    expect(amountError('500', limits)).toBeNull();
    expect(amountError('100000', limits)).toBeNull();
    expect(amountError('501', { min: '500.00', max: '1000.00' })).toBeNull();
  });

  it('accepts exactly the amounts within the limits that are multiples', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300_000 }), (n) => {
        const ok = n >= 500 && n <= 100000 && n % 100 === 0;
        expect(amountError(String(n), limits) === null).toBe(ok);
      }),
    );
  });
});

describe('typing and quick add', () => {
  it('keeps digits only, and never the paise after a point (issue 26: 1000.5 is not 10005)', () => {
    expect(toAmountDigits('₹1,00,000.50')).toBe('100000');
    expect(toAmountDigits('1000.5')).toBe('1000');
    expect(toAmountDigits('00120')).toBe('120');
    expect(toAmountDigits('0')).toBe('');
    expect(toAmountDigits('abc')).toBe('');
  });

  it('never lets a non-digit through', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(toAmountDigits(text)).toMatch(/^(|[1-9]\d*)$/);
      }),
    );
  });

  it('adds 1, 2 or 5 lakh to the current amount', () => {
    expect(QUICK_ADD_AMOUNTS).toEqual([100000, 200000, 500000]);
    expect(addToAmount('', 100000)).toBe('100000');
    expect(addToAmount('5000', 200000)).toBe('205000');
  });

  it('sends two decimals', () => {
    expect(toWireAmount('5000')).toBe('5000.00');
  });
});
