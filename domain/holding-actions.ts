/**
 * Which actions a fund in the portfolio offers (000 §5 "Action eligibility on holdings", §6),
 * and the folio-locking figures they rest on (001 §4.4 "Folio locking"). A fund's row stands
 * for all its holdings (one per folio); an action is offered when at least one holding
 * qualifies. Decimal strings in, big.js inside, never floats.
 */
import Big from 'big.js';

/** The fields of a Holding (000 §3) these rules read. */
export interface HoldingFigures {
  /** 2 decimals. */
  currentValue: string;
  /** 4 decimals. */
  nav: string;
  /** 4 decimals. */
  lockInQuantity: string;
  /**
   * Units promised to redemptions, switches and STP/SWP instalments that have gone to the fund
   * house and are not settled yet (beyond the spec); they cannot be promised again. 4 decimals.
   */
  pendingQuantity: string;
  minimumRedemptionAmount: string;
  redemptionAllowed: 'Y' | 'N';
  switchFlag: 'Y' | 'N';
  lockinPeriodFlag: 'Y' | 'N';
}

/** The scheme's SWP rules (getScheme `swpDetails`); only these fields matter here. */
export interface SwpRule {
  status: string | null;
  minInstAmt: string;
}

/** One STP option of the scheme (getScheme `stpDetails`). */
export interface StpRule {
  frequency: string;
  regOut: 'Y' | 'N';
  status: boolean;
  outMinInstAmt: string;
}

/** The scheme's transfer rules, read with getScheme(type=STP&type=SWP) (000 §7). */
export interface TransferRules {
  swp: SwpRule | null;
  stp: readonly StpRule[];
}

export type HoldingAction = 'details' | 'redeem' | 'switch' | 'swp' | 'stp';

export type LockState = 'unlocked' | 'partiallyLocked' | 'fullyLocked';

/** 001 §4.4: locked value = nav × lock-in quantity, rounded to 2 decimals. */
export function lockedValue(holding: Pick<HoldingFigures, 'nav' | 'lockInQuantity'>): Big {
  return new Big(holding.nav).times(holding.lockInQuantity).round(2, Big.roundHalfUp);
}

/** The value of the units promised to unsettled outflows: nav × pending quantity, rounded to 2 decimals. */
function promisedValue(holding: Pick<HoldingFigures, 'nav' | 'pendingQuantity'>): Big {
  return new Big(holding.nav).times(holding.pendingQuantity).round(2, Big.roundHalfUp);
}

/**
 * 000 §5 "available value (current value minus the lock-in part)", less what is already
 * promised to outflows in progress (beyond the spec: those units cannot be sold twice). Never
 * below 0: a locked value can round above the current value by a paisa.
 */
export function availableValue(
  holding: Pick<HoldingFigures, 'currentValue' | 'nav' | 'lockInQuantity' | 'pendingQuantity'>,
): Big {
  const available = new Big(holding.currentValue).minus(lockedValue(holding)).minus(promisedValue(holding));
  return available.gt(0) ? available : new Big(0);
}

/** 001 §4.4: fully locked when the locked value equals the current value, partially when it is between. */
export function lockState(holding: Pick<HoldingFigures, 'currentValue' | 'nav' | 'lockInQuantity'>): LockState {
  const locked = lockedValue(holding);
  if (locked.lte(0)) return 'unlocked';
  return locked.gte(holding.currentValue) ? 'fullyLocked' : 'partiallyLocked';
}

/** Something is left to act on and it reaches `minimum`. */
function reaches(available: Big, minimum: string | null | undefined): boolean {
  return available.gt(0) && available.gte(minimum ?? '0');
}

function redeemable(holding: HoldingFigures): boolean {
  return holding.redemptionAllowed === 'Y' && reaches(availableValue(holding), holding.minimumRedemptionAmount);
}

/** Redeem: redemptionAllowed Y and a holding whose available value reaches the minimum redemption amount. */
export function canRedeem(holdings: readonly HoldingFigures[]): boolean {
  return holdings.some(redeemable);
}

/** Switch Fund: switchFlag Y plus the Redeem conditions. */
export function canSwitch(holdings: readonly HoldingFigures[]): boolean {
  return holdings.some((holding) => holding.switchFlag === 'Y' && redeemable(holding));
}

const notLocked = (holding: HoldingFigures) => holding.lockinPeriodFlag === 'N';

/** Start SWP: the scheme's SWP status is present, and an unlocked holding's value reaches the minimum instalment. */
export function canStartSwp(holdings: readonly HoldingFigures[], swp: SwpRule | null): boolean {
  if (!swp?.status?.trim()) return false;
  return holdings.some((holding) => notLocked(holding) && reaches(availableValue(holding), swp.minInstAmt));
}

/** The frequencies 000 §5 lets an STP start with. */
const STP_START_FREQUENCIES: readonly string[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/** The scheme's STP options that are open: DAILY, WEEKLY or MONTHLY, regOut Y, status true. */
export function openStpOptions(stp: readonly StpRule[]): StpRule[] {
  return stp.filter((rule) => STP_START_FREQUENCIES.includes(rule.frequency) && rule.regOut === 'Y' && rule.status);
}

/**
 * Start STP: at least one open option, and an unlocked holding whose available value reaches
 * the minimum out-instalment amount of every open option.
 */
export function canStartStp(holdings: readonly HoldingFigures[], stp: readonly StpRule[]): boolean {
  const open = openStpOptions(stp);
  if (open.length === 0) return false;
  return holdings.some(
    (holding) => notLocked(holding) && open.every((rule) => reaches(availableValue(holding), rule.outMinInstAmt)),
  );
}

interface FundActionInput {
  holdings: readonly HoldingFigures[];
  /** Unknown (still loading or failed): SWP and STP are not offered. */
  rules: TransferRules | null;
  /** 000 §6: the account is verified (signup status VERIFIED). */
  accountActive: boolean;
}

/** Details always; the transactions only for a verified account and as 000 §5 allows, in menu order. */
export function fundActions({ holdings, rules, accountActive }: FundActionInput): HoldingAction[] {
  const actions: HoldingAction[] = ['details'];
  if (!accountActive) return actions;
  if (canRedeem(holdings)) actions.push('redeem');
  if (canSwitch(holdings)) actions.push('switch');
  if (rules && canStartSwp(holdings, rules.swp)) actions.push('swp');
  if (rules && canStartStp(holdings, rules.stp)) actions.push('stp');
  return actions;
}
