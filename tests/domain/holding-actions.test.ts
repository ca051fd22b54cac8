import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableValue,
  canRedeem,
  canStartStp,
  canStartSwp,
  canSwitch,
  fundActions,
  type HoldingFigures,
  lockedValue,
  lockState,
  openStpOptions,
  type StpRule,
  type SwpRule,
} from '../../domain/holding-actions';

function holding(overrides: Partial<HoldingFigures> = {}): HoldingFigures {
  return {
    currentValue: '10000.00',
    nav: '100.0000',
    lockInQuantity: '0.0000',
    pendingQuantity: '0.0000',
    minimumRedemptionAmount: '1000.00',
    redemptionAllowed: 'Y',
    switchFlag: 'Y',
    lockinPeriodFlag: 'N',
    ...overrides,
  };
}

const swp = (overrides: Partial<SwpRule> = {}): SwpRule => ({ status: 'ACTIVE', minInstAmt: '500.00', ...overrides });
const stp = (overrides: Partial<StpRule> = {}): StpRule => ({
  frequency: 'MONTHLY',
  regOut: 'Y',
  status: true,
  outMinInstAmt: '1000.00',
  ...overrides,
});

/** 60 units locked at NAV 100: 6000.00 of 10000.00 locked. */
const partlyLocked = (overrides: Partial<HoldingFigures> = {}) =>
  holding({ lockInQuantity: '60.0000', lockinPeriodFlag: 'Y', ...overrides });
const fullyLocked = (overrides: Partial<HoldingFigures> = {}) =>
  holding({ lockInQuantity: '100.0000', lockinPeriodFlag: 'Y', ...overrides });

describe('folio locking (001 §4.4)', () => {
  it('locked value is nav × lock-in quantity to 2 decimals, half up', () => {
    expect(lockedValue({ nav: '12.3456', lockInQuantity: '10.0005' }).toFixed(2)).toBe('123.46');
    expect(lockedValue({ nav: '10.0050', lockInQuantity: '1.0000' }).toFixed(2)).toBe('10.01');
  });

  it('available value is current less locked, never below 0', () => {
    expect(availableValue(partlyLocked()).toFixed(2)).toBe('4000.00');
    expect(availableValue(fullyLocked()).toFixed(2)).toBe('0.00');
    // Rounding can put the locked value a paisa above the current value.
    expect(
      availableValue({
        currentValue: '100.00',
        nav: '10.0050',
        lockInQuantity: '10.0000',
        pendingQuantity: '0.0000',
      }).toFixed(2),
    ).toBe('0.00');
  });

  it('names the lock state', () => {
    expect(lockState(holding())).toBe('unlocked');
    expect(lockState(partlyLocked())).toBe('partiallyLocked');
    expect(lockState(fullyLocked())).toBe('fullyLocked');
  });
});

describe('Redeem (000 §5)', () => {
  it('needs redemptionAllowed Y and an available value reaching the minimum redemption amount', () => {
    expect(canRedeem([holding()])).toBe(true);
    expect(canRedeem([holding({ redemptionAllowed: 'N' })])).toBe(false);
    expect(canRedeem([holding({ minimumRedemptionAmount: '10000.00' })])).toBe(true);
    expect(canRedeem([holding({ minimumRedemptionAmount: '10000.01' })])).toBe(false);
  });

  it('counts only the unlocked part', () => {
    expect(canRedeem([partlyLocked({ minimumRedemptionAmount: '4000.00' })])).toBe(true);
    expect(canRedeem([partlyLocked({ minimumRedemptionAmount: '4000.01' })])).toBe(false);
    expect(canRedeem([fullyLocked({ minimumRedemptionAmount: '0.00' })])).toBe(false);
  });

  it('is enough for one holding of the fund to qualify', () => {
    expect(canRedeem([fullyLocked(), holding({ currentValue: '1500.00' })])).toBe(true);
    expect(canRedeem([fullyLocked(), holding({ currentValue: '999.99' })])).toBe(false);
    expect(canRedeem([])).toBe(false);
  });

  it('offers nothing to redeem when the value is 0 (NAV lookup failed)', () => {
    expect(canRedeem([holding({ currentValue: '0.00', nav: '0.0000', minimumRedemptionAmount: '0.00' })])).toBe(false);
  });
});

describe('Switch Fund (000 §5)', () => {
  it('needs switchFlag Y plus the Redeem conditions', () => {
    expect(canSwitch([holding()])).toBe(true);
    expect(canSwitch([holding({ switchFlag: 'N' })])).toBe(false);
    expect(canSwitch([holding({ redemptionAllowed: 'N' })])).toBe(false);
    expect(canSwitch([fullyLocked()])).toBe(false);
  });
});

describe('Start SWP (000 §5)', () => {
  it('needs an SWP status, no lock-in and an available value at or above the minimum instalment', () => {
    expect(canStartSwp([holding()], swp())).toBe(true);
    expect(canStartSwp([holding()], swp({ minInstAmt: '10000.00' }))).toBe(true);
    expect(canStartSwp([holding()], swp({ minInstAmt: '10000.01' }))).toBe(false);
    expect(canStartSwp([holding()], null)).toBe(false);
    expect(canStartSwp([holding()], swp({ status: null }))).toBe(false);
    expect(canStartSwp([holding()], swp({ status: ' ' }))).toBe(false);
    expect(canStartSwp([partlyLocked()], swp())).toBe(false);
    expect(canStartSwp([partlyLocked(), holding()], swp())).toBe(true);
  });
});

describe('Start STP (000 §5)', () => {
  it('opens only DAILY, WEEKLY and MONTHLY with regOut Y and status true', () => {
    const options = [
      stp({ frequency: 'DAILY' }),
      stp({ frequency: 'WEEKLY', regOut: 'N' }),
      stp({ frequency: 'MONTHLY', status: false }),
      stp({ frequency: 'QUARTERLY' }),
    ];
    expect(openStpOptions(options).map((o) => o.frequency)).toEqual(['DAILY']);
  });

  it('needs an open option, no lock-in and an available value reaching every open option’s minimum', () => {
    expect(canStartStp([holding()], [stp()])).toBe(true);
    expect(canStartStp([holding()], [])).toBe(false);
    expect(canStartStp([holding()], [stp({ frequency: 'QUARTERLY' })])).toBe(false);
    expect(canStartStp([partlyLocked()], [stp()])).toBe(false);
    expect(canStartStp([holding()], [stp(), stp({ frequency: 'DAILY', outMinInstAmt: '10000.01' })])).toBe(false);
    // A closed option's minimum does not count.
    expect(
      canStartStp([holding()], [stp(), stp({ frequency: 'DAILY', outMinInstAmt: '99999.00', status: false })]),
    ).toBe(true);
  });
});

describe('fundActions', () => {
  const rules = { swp: swp(), stp: [stp()] };

  it('lists details and every eligible action in menu order', () => {
    expect(fundActions({ holdings: [holding()], rules, accountActive: true })).toEqual([
      'details',
      'redeem',
      'switch',
      'swp',
      'stp',
    ]);
  });

  it('offers a fully locked fund only its details', () => {
    expect(fundActions({ holdings: [fullyLocked()], rules, accountActive: true })).toEqual(['details']);
  });

  it('leaves out SWP and STP while the rules are unknown', () => {
    expect(fundActions({ holdings: [holding()], rules: null, accountActive: true })).toEqual([
      'details',
      'redeem',
      'switch',
    ]);
  });

  it('offers an account that is not verified only details (000 §6)', () => {
    expect(fundActions({ holdings: [holding()], rules, accountActive: false })).toEqual(['details']);
  });
});

describe('properties', () => {
  const money = fc.integer({ min: 0, max: 10_000_000_00 }).map((paise) => new Big(paise).div(100).toFixed(2));
  const nav = fc.integer({ min: 1, max: 5_000_0000 }).map((v) => new Big(v).div(10000).toFixed(4));
  const units = fc.integer({ min: 0, max: 1_000_000_0000 }).map((v) => new Big(v).div(10000).toFixed(4));
  const yesNo = fc.constantFrom<'Y' | 'N'>('Y', 'N');
  const figures = fc.record<HoldingFigures>({
    currentValue: money,
    nav,
    lockInQuantity: units,
    pendingQuantity: units,
    minimumRedemptionAmount: money,
    redemptionAllowed: yesNo,
    switchFlag: yesNo,
    lockinPeriodFlag: yesNo,
  });
  const swpRule = fc.option(
    fc.record<SwpRule>({ status: fc.option(fc.constantFrom('ACTIVE', '')), minInstAmt: money }),
  );
  const stpRules = fc.array(
    fc.record<StpRule>({
      frequency: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'FORTNIGHTLY'),
      regOut: yesNo,
      status: fc.boolean(),
      outMinInstAmt: money,
    }),
    { maxLength: 5 },
  );
  const holdings = fc.array(figures, { maxLength: 4 });

  it('available value lies between 0 and the current value', () => {
    fc.assert(
      fc.property(figures, (h) => {
        const available = availableValue(h);
        return available.gte(0) && available.lte(h.currentValue);
      }),
    );
  });

  it('Switch implies Redeem, and both need some holding to qualify on its own', () => {
    fc.assert(
      fc.property(holdings, (hs) => {
        if (canSwitch(hs)) expect(canRedeem(hs)).toBe(true);
        expect(canRedeem(hs)).toBe(hs.some((h) => canRedeem([h])));
      }),
    );
  });

  it('a locked or redemption-barred fund is never offered Redeem; a fully locked one nothing but details', () => {
    fc.assert(
      fc.property(holdings, swpRule, stpRules, (hs, swpDetails, stpDetails) => {
        const actions = fundActions({ holdings: hs, rules: { swp: swpDetails, stp: stpDetails }, accountActive: true });
        expect(actions[0]).toBe('details');
        if (hs.every((h) => h.redemptionAllowed === 'N')) expect(actions).not.toContain('redeem');
        if (hs.every((h) => lockState(h) === 'fullyLocked')) expect(actions).toEqual(['details']);
        if (hs.every((h) => h.lockinPeriodFlag === 'Y')) {
          expect(actions).not.toContain('swp');
          expect(actions).not.toContain('stp');
        }
      }),
    );
  });

  it('raising a minimum never makes an action appear', () => {
    fc.assert(
      fc.property(holdings, swpRule, stpRules, money, (hs, swpDetails, stpDetails, extra) => {
        const raised = hs.map((h) => ({
          ...h,
          minimumRedemptionAmount: new Big(h.minimumRedemptionAmount).plus(extra).toFixed(2),
        }));
        const raisedSwp = swpDetails && {
          ...swpDetails,
          minInstAmt: new Big(swpDetails.minInstAmt).plus(extra).toFixed(2),
        };
        const raisedStp = stpDetails.map((r) => ({
          ...r,
          outMinInstAmt: new Big(r.outMinInstAmt).plus(extra).toFixed(2),
        }));
        const before = fundActions({ holdings: hs, rules: { swp: swpDetails, stp: stpDetails }, accountActive: true });
        const after = fundActions({ holdings: raised, rules: { swp: raisedSwp, stp: raisedStp }, accountActive: true });
        for (const action of after) expect(before).toContain(action);
      }),
    );
  });

  it('the menu keeps its order whatever is eligible', () => {
    const order = ['details', 'redeem', 'switch', 'swp', 'stp'];
    fc.assert(
      fc.property(holdings, swpRule, stpRules, fc.boolean(), (hs, swpDetails, stpDetails, active) => {
        const actions = fundActions({
          holdings: hs,
          rules: { swp: swpDetails, stp: stpDetails },
          accountActive: active,
        });
        expect([...actions].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(actions);
      }),
    );
  });
});
