import { describe, expect, it } from 'vitest';
import {
  calendarStartDate,
  dateRangeError,
  folioChoices,
  nextWeekday,
  preselectedFolio,
  type StpOutOption,
  type StpPlanValues,
  stpAmountLimits,
  stpHoldings,
  stpInstalmentLimits,
  stpPlanSchema,
  stpTargetRefusal,
  switchAmountError,
  switchHoldings,
  switchTargetRefusal,
  swpHoldings,
  swpPlanSchema,
  wireStartDate,
} from '../../domain/transfer-wizards';
import { fieldErrors } from '../../domain/validate';
import { holding, target } from '../features/transfers/harness';

const TODAY = new Date(2026, 10, 24); // Tuesday

const option = (frequency: StpOutOption['frequency'], overrides: Partial<StpOutOption> = {}): StpOutOption => ({
  frequency,
  outMinInstAmt: '500.00',
  outMaxInstAmt: '100000.00',
  minInstNumbers: 6,
  maxInstNumbers: 12,
  regOut: 'Y',
  status: true,
  outMultiplierAmt: '100.00',
  ...overrides,
});

describe('folio locking (001 §4.4)', () => {
  it('sorts by value, offers the floor of the unlocked amount, and disables a fully locked folio', () => {
    const choices = folioChoices([
      holding('A', '1000.50'),
      holding('B', '9000.00', '90.0000'), // 90 × 100 = 9000: fully locked
      holding('C', '5000.75', '10.0000'), // 1000 locked: 4000.75 free
    ]);
    expect(choices).toEqual([
      { folio: 'B', currentValue: '9000.00', lock: 'fullyLocked', amount: null, promised: false },
      { folio: 'C', currentValue: '5000.75', lock: 'partiallyLocked', amount: '4000', promised: false },
      { folio: 'A', currentValue: '1000.50', lock: 'unlocked', amount: '1000', promised: false },
    ]);
    expect(preselectedFolio(choices)?.folio).toBe('C');
    expect(preselectedFolio(choices.slice(0, 1))).toBeNull();
  });
});

describe('which folios each wizard lists (001 §5)', () => {
  it('switch: current value at least the minimum redemption amount', () => {
    expect(switchHoldings([holding('A', '499.99'), holding('B', '500.00')]).map((h) => h.folio)).toEqual(['B']);
  });

  it('STP: a registered, open frequency whose out limits hold the value', () => {
    const holdings = [holding('A', '400.00'), holding('B', '5000.00'), holding('C', '200000.00')];
    expect(stpHoldings(holdings, [option('MONTHLY')]).map((h) => h.folio)).toEqual(['B']);
    expect(stpHoldings(holdings, [option('MONTHLY', { regOut: 'N' })])).toEqual([]);
    expect(stpHoldings(holdings, [option('MONTHLY', { status: false })])).toEqual([]);
  });

  it('SWP: only with an SWP status, the value within the instalment limits', () => {
    const rules = {
      status: 'ACTIVE',
      minInstAmt: '1000.00',
      maxInstAmt: '9000.00',
      minInstNumbers: 0,
      maxInstNumbers: 0,
      multiplierAmt: '1.00',
      minGap: 0,
      maxGap: 0,
    };
    const holdings = [holding('A', '999.00'), holding('B', '1000.00'), holding('C', '9000.01')];
    expect(swpHoldings(holdings, rules).map((h) => h.folio)).toEqual(['B']);
    expect(swpHoldings(holdings, { ...rules, status: null })).toEqual([]);
  });
});

describe('switch amount and target (001 §5 Switch flow)', () => {
  it('is required, at least the minimum, at most the maximum or the folio amount when that is 0', () => {
    const source = holding('A', '20000.00');
    expect(switchAmountError('', source, '20000')).toBe('Please enter an amount.');
    expect(switchAmountError('499', source, '20000')).toBe('The minimum amount is ₹500.');
    expect(switchAmountError('20001', source, '20000')).toBe('The maximum amount is ₹20,000.');
    expect(switchAmountError('20000', source, '20000')).toBeNull();
    expect(switchAmountError('15001', { ...source, maximumRedemptionAmount: '15000.00' }, '20000')).toBe(
      'The maximum amount is ₹15,000.',
    );
  });

  it('allows a target only with every flag Y, mode DP or P, the amount in its purchase limits, never the source', () => {
    const refused = 'Switch is currently not allowed in this scheme.';
    const candidate = target('T1', 'Target');
    expect(switchTargetRefusal(candidate, 'SRC', '5000')).toBeNull();
    expect(switchTargetRefusal({ ...candidate, purchaseTransactionMode: 'P' }, 'SRC', '5000')).toBeNull();
    expect(switchTargetRefusal(candidate, 'T1', '5000')).toBe(refused);
    for (const flag of ['switchFlag', 'purchaseAllowed', 'redemptionAllowed'] as const) {
      expect(switchTargetRefusal({ ...candidate, [flag]: 'N' }, 'SRC', '5000')).toBe(refused);
    }
    expect(switchTargetRefusal({ ...candidate, purchaseTransactionMode: 'D' }, 'SRC', '5000')).toBe(refused);
    expect(switchTargetRefusal(candidate, 'SRC', '999')).toBe(refused);
    // A maximum of 0 means 100000000.
    expect(switchTargetRefusal(candidate, 'SRC', '100000000')).toBeNull();
    expect(switchTargetRefusal({ ...candidate, maximumPurchaseAmount: '50000.00' }, 'SRC', '50001')).toBe(refused);
  });
});

describe('STP rules (001 §5 STP flow)', () => {
  it('takes the frequency’s minimum (the highest when none is chosen) and the lesser maximum', () => {
    const options = [option('WEEKLY', { outMinInstAmt: '1000.00' }), option('MONTHLY', { outMaxInstAmt: '3000.00' })];
    expect(stpAmountLimits(options, null, '8000')).toEqual({ min: '1000.00', max: '8000' });
    expect(stpAmountLimits(options, 'MONTHLY', '8000')).toEqual({ min: '500.00', max: '3000.00' });
    expect(stpAmountLimits(options, 'WEEKLY', '8000')).toEqual({ min: '1000.00', max: '8000' });
  });

  it('counts instalments from the option, 0 for DAILY, and the floor of folio over amount', () => {
    expect(stpInstalmentLimits(option('DAILY'), '10000', '1000')).toEqual({ min: 0, max: 0 });
    expect(stpInstalmentLimits(option('MONTHLY'), '10000', '1000')).toEqual({ min: 6, max: 12 });
    expect(stpInstalmentLimits(option('MONTHLY'), '100000', '1000')).toEqual({ min: 6, max: 100 });
    expect(stpInstalmentLimits(option('MONTHLY', { minInstNumbers: 0, maxInstNumbers: 0 }), '500', '1000')).toEqual({
      min: 1,
      max: 1,
    });
  });

  it('checks frequency, start date, range, multiple and total, in that order', () => {
    const schema = stpPlanSchema({ options: [option('MONTHLY'), option('DAILY')], folioAmount: '6000', today: TODAY });
    const plan: StpPlanValues = {
      frequency: 'MONTHLY',
      startDate: new Date(2026, 11, 1),
      amount: '1000',
      instalments: '6',
    };
    const formError = (changes: Partial<StpPlanValues>) => fieldErrors(schema, { ...plan, ...changes })[''];
    expect(formError({ frequency: null, startDate: null, amount: '1050' })).toBe('Please select a frequency.');
    expect(formError({ startDate: null, amount: '1050' })).toBe('Please select a start date .');
    expect(formError({ startDate: new Date(2027, 0, 24), amount: '1050' })).toBe(
      'The selected date must be between 0 and 60 days from the current date.',
    );
    expect(formError({ amount: '1050', instalments: '12' })).toBe('The amount should be a multiple of 100.');
    expect(formError({ instalments: '7' })).toBe('Total Transfer amount should not exceed existing total amount');
    expect(fieldErrors(schema, plan)).toEqual({});
    // DAILY: no instalments, the amount alone is the total.
    expect(fieldErrors(schema, { ...plan, frequency: 'DAILY', instalments: '0' })).toEqual({});
  });

  it('puts the amount’s and the instalments’ messages on their fields, beside the first Next check', () => {
    const schema = stpPlanSchema({ options: [option('MONTHLY')], folioAmount: '6000', today: TODAY });
    expect(
      fieldErrors(schema, { frequency: 'MONTHLY', startDate: null, amount: '', instalments: '' } as StpPlanValues),
    ).toEqual({
      amount: 'Please enter an amount.',
      instalments: 'Please enter the number of installments.',
      '': 'Please select a start date .',
    });
    expect(
      fieldErrors(schema, { frequency: 'MONTHLY', startDate: null, amount: '7000', instalments: '13' }),
    ).toMatchObject({
      amount: 'The maximum amount is ₹6,000.',
      instalments: 'The number of installments must be at most 12.',
    });
    expect(
      fieldErrors(schema, { frequency: 'MONTHLY', startDate: null, amount: '400', instalments: '5' }),
    ).toMatchObject({
      amount: 'The minimum amount is ₹500.',
      instalments: 'The number of installments must be at least 6.',
    });
  });

  it('allows a target with STP-in registered and its limits met (instalments waived for DAILY)', () => {
    const refused = 'STP is currently not allowed in this scheme.';
    const candidate = target('T1', 'Target');
    const plan = { amount: '1000', instalments: 6, frequency: 'MONTHLY' as const };
    expect(stpTargetRefusal(candidate, 'SRC', plan)).toBeNull();
    expect(stpTargetRefusal({ ...candidate, stpMasterBean: null }, 'SRC', plan)).toBe(refused);
    expect(stpTargetRefusal(candidate, 'T1', plan)).toBe(refused);
    expect(stpTargetRefusal(candidate, 'SRC', { ...plan, amount: '400' })).toBe(refused);
    expect(stpTargetRefusal(candidate, 'SRC', { ...plan, instalments: 5 })).toBe(refused);
    expect(stpTargetRefusal(candidate, 'SRC', { ...plan, instalments: 0, frequency: 'DAILY' })).toBeNull();
    const multiple = {
      ...candidate,
      stpMasterBean: {
        ...(candidate.stpMasterBean as NonNullable<typeof candidate.stpMasterBean>),
        inMultiplierAmt: '500.00',
      },
    };
    expect(stpTargetRefusal(multiple, 'SRC', { ...plan, amount: '1200' })).toBe(refused);
  });
});

describe('SWP checks (001 §5 SWP flow)', () => {
  const rules = {
    status: 'ACTIVE',
    minInstAmt: '500.00',
    maxInstAmt: '9000.00',
    minInstNumbers: 0,
    maxInstNumbers: 0,
    multiplierAmt: '0.00',
    minGap: 7,
    maxGap: 0,
  };
  it('checks the start date, the scheme’s gaps (defaults 0 and 60) and the multiple (default 1)', () => {
    const formError = (startDate: Date | null, amount: string, multiplierAmt = rules.multiplierAmt) =>
      fieldErrors(swpPlanSchema({ rules: { ...rules, multiplierAmt }, folioAmount: '9000', today: TODAY }), {
        startDate,
        amount,
        instalments: '2',
      })[''];
    expect(formError(null, '1000')).toBe('Please select a start date .');
    expect(formError(new Date(2026, 10, 30), '1000')).toBe(
      'The selected date must be between 7 and 60 days from the current date.',
    );
    expect(formError(new Date(2026, 11, 1), '1001')).toBeUndefined();
    expect(formError(new Date(2026, 11, 1), '1001', '10.00')).toBe('The amount should be a multiple of 10.');
  });

  it('checks the amount within the lesser maximum and the withdrawals within 1 to 100 by default', () => {
    const schema = swpPlanSchema({ rules, folioAmount: '8000', today: TODAY });
    const plan = { startDate: new Date(2026, 11, 1), amount: '8001', instalments: '101' };
    expect(fieldErrors(schema, plan)).toEqual({
      amount: 'The maximum amount is ₹8,000.',
      instalments: 'The number of installments must be at most 100.',
    });
    expect(fieldErrors(schema, { ...plan, amount: '', instalments: '0' })).toEqual({
      amount: 'Please enter an amount.',
      instalments: 'The number of installments must be at least 1.',
    });
  });
});

describe('start dates (001 §5)', () => {
  it('gives the next chosen weekday at least one day ahead', () => {
    expect(nextWeekday(2, TODAY)).toEqual(new Date(2026, 11, 1)); // Tuesday → next Tuesday
    expect(nextWeekday(3, TODAY)).toEqual(new Date(2026, 10, 25));
    expect(nextWeekday(1, new Date(2026, 10, 27))).toEqual(new Date(2026, 10, 30)); // Friday → Monday
  });

  it('moves a calendar day on or before today to next month', () => {
    expect(calendarStartDate(new Date(2026, 10, 24), TODAY)).toEqual(new Date(2026, 11, 24));
    expect(calendarStartDate(new Date(2026, 10, 2), TODAY)).toEqual(new Date(2026, 11, 2));
    expect(calendarStartDate(new Date(2026, 10, 25), TODAY)).toEqual(new Date(2026, 10, 25));
    expect(calendarStartDate(new Date(2027, 0, 31), new Date(2027, 0, 31))).toEqual(new Date(2027, 1, 28));
  });

  it('checks the range in days from today and writes the wire formats', () => {
    expect(dateRangeError(new Date(2027, 0, 23), TODAY, {})).toBeNull(); // 60 days
    expect(dateRangeError(new Date(2027, 0, 24), TODAY, {})).toBe(
      'The selected date must be between 0 and 60 days from the current date.',
    );
    expect(wireStartDate(new Date(2026, 11, 1), '/')).toBe('01/12/2026');
    expect(wireStartDate(new Date(2026, 11, 1), '-')).toBe('01-12-2026');
  });
});
