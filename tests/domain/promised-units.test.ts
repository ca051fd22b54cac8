/**
 * Promised units are promised (issue 26 item 2): every figure of what can be redeemed, switched,
 * transferred or withdrawn subtracts the units a holding has promised to outflows in progress
 * (`pendingQuantity`), as the server's own checks do: the redemption dialog's free units and
 * folios, the portfolio's actions, the wizards' folio amounts.
 */
import { describe, expect, it } from 'vitest';
import { availableValue, canRedeem, canStartSwp, canSwitch, type HoldingFigures } from '../../domain/holding-actions';
import {
  defaultUnits,
  folioOptions,
  freeUnits,
  initialFolio,
  REDEMPTION_MESSAGES,
  type RedemptionHolding,
  redemptionUnitsSchema,
  unitRules,
} from '../../domain/redemption';
import { folioChoice, folioChoices, preselectedFolio } from '../../domain/transfer-wizards';
import { firstError } from '../../domain/validate';
import { holding as wizardHolding } from '../features/transfers/harness';

function redemptionHolding(overrides: Partial<RedemptionHolding> = {}): RedemptionHolding {
  return {
    fundId: 'INF0A1B01234',
    folio: '4817263/52',
    quantity: '150.5000',
    nav: '100.0000',
    currentValue: '15050.00',
    lockInQuantity: '0.0000',
    pendingQuantity: '0.0000',
    minimumRedemptionQty: '1.0000',
    maximumRedemptionQty: '0.0000',
    ...overrides,
  };
}

function figures(overrides: Partial<HoldingFigures> = {}): HoldingFigures {
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

describe('the redemption dialog', () => {
  it('offers the units free of lock-in less those promised, never below 0', () => {
    expect(freeUnits(redemptionHolding({ lockInQuantity: '50.5000', pendingQuantity: '40.2500' })).toFixed(4)).toBe(
      '59.7500',
    );
    expect(freeUnits(redemptionHolding({ pendingQuantity: '150.5000' })).toFixed(4)).toBe('0.0000');
    expect(freeUnits(redemptionHolding({ lockInQuantity: '100.0000', pendingQuantity: '60.0000' })).toFixed(4)).toBe(
      '0.0000',
    );
  });

  it('fills the units field and checks Submit against what is left', () => {
    const partlyPromised = redemptionHolding({ pendingQuantity: '100.2500' });
    expect(defaultUnits(partlyPromised)).toBe('50');
    const submitError = (units: string) => firstError(redemptionUnitsSchema(unitRules(partlyPromised)), units);
    expect(submitError('50')).toBeNull();
    expect(submitError('51')).toBe(REDEMPTION_MESSAGES.insufficient);
  });

  it('cannot choose a folio whose every free unit is promised', () => {
    const options = folioOptions([
      redemptionHolding({ folio: 'A/1', pendingQuantity: '150.5000' }),
      redemptionHolding({ folio: 'B/2', currentValue: '100.00', quantity: '1.0000' }),
    ]);
    expect(options.map((option) => [option.holding.folio, option.selectable, option.freeUnits])).toEqual([
      ['A/1', false, '0.0000'],
      ['B/2', true, '1.0000'],
    ]);
    expect(initialFolio(options, 'A/1')).toBe('B/2');
  });
});

describe('the portfolio’s actions', () => {
  it('value only what is neither locked nor promised', () => {
    expect(availableValue(figures({ pendingQuantity: '30.0000' })).toFixed(2)).toBe('7000.00');
    expect(availableValue(figures({ lockInQuantity: '60.0000', pendingQuantity: '30.0000' })).toFixed(2)).toBe(
      '1000.00',
    );
    expect(availableValue(figures({ lockInQuantity: '60.0000', pendingQuantity: '50.0000' })).toFixed(2)).toBe('0.00');
  });

  it('offer no Redeem, Switch or SWP once what is left is below the minimum', () => {
    const promised = [figures({ pendingQuantity: '95.0000' })];
    expect(canRedeem(promised)).toBe(false);
    expect(canSwitch(promised)).toBe(false);
    expect(canStartSwp(promised, { status: 'ACTIVE', minInstAmt: '1000.00' })).toBe(false);
    expect(canRedeem([figures({ pendingQuantity: '90.0000' })])).toBe(true);
  });
});

describe('the wizards’ Folio step', () => {
  it('offers the floor of what is neither locked nor promised', () => {
    const choice = folioChoice({ ...wizardHolding('222/2', '50000.00', '100.0000'), pendingQuantity: '150.5050' });
    expect(choice).toMatchObject({ lock: 'partiallyLocked', amount: '24949', promised: true });
    expect(folioChoice(wizardHolding('111/1', '20000.00'))).toMatchObject({ amount: '20000', promised: false });
  });

  it('disables a folio whose every free unit is promised, and preselects the next', () => {
    const choices = folioChoices([
      { ...wizardHolding('111/1', '20000.00'), pendingQuantity: '200.0000' },
      wizardHolding('222/2', '5000.00'),
    ]);
    expect(choices.map((choice) => [choice.folio, choice.lock, choice.amount, choice.promised])).toEqual([
      ['111/1', 'unlocked', null, true],
      ['222/2', 'unlocked', '5000', false],
    ]);
    expect(preselectedFolio(choices)?.folio).toBe('222/2');
  });
});
