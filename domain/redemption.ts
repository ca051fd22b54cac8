/**
 * The redemption dialog's rules (001 §2.13, §4.3, §5 "Redemption units"): which folios of a
 * fund can be redeemed from and in what order, what each offers, and the checks on the units.
 * Decimal strings in, big.js inside, never floats.
 */
import Big from 'big.js';
import * as v from 'valibot';
import { availableValue, type LockState, lockState } from './holding-actions';
import { inOrder } from './validate';
import { wholeNumberDigits } from './whole-number';

/** The fields of a Holding (001 §3) the dialog reads; one holding per folio of the fund. */
export interface RedemptionHolding {
  fundId: string;
  folio: string;
  /** Units held, lock-in included; 4 decimals. */
  quantity: string;
  /** 4 decimals. */
  nav: string;
  /** 2 decimals. */
  currentValue: string;
  /** Units still under lock-in; 4 decimals. */
  lockInQuantity: string;
  /** Units promised to outflows in progress (beyond the spec); 4 decimals. */
  pendingQuantity: string;
  minimumRedemptionQty: string;
  /** 0: the folio's quantity is the maximum. */
  maximumRedemptionQty: string;
}

export const REDEMPTION_MESSAGES = {
  /** 001 §5, verbatim. */
  insufficient: 'Insufficient quantity in the selected folio. Please choose another folio.',
  /** 001 §5 Switch flow's folio text, used for the redemption's folio step too. */
  chooseFolio: 'Please select a folio before proceeding.',
  unitsRequired: 'Please enter the units to redeem.',
  minimum: (units: string) => `The minimum redemption quantity is ${units} units.`,
  maximum: (units: string) => `The maximum redemption quantity is ${units} units.`,
} as const;

/** One row of the folio step. */
export interface FolioOption {
  holding: RedemptionHolding;
  lock: LockState;
  /**
   * Fully locked folios are shown 'Locked' and cannot be chosen (001 §4.3); nor can one whose
   * every free unit is promised to outflows in progress.
   */
  selectable: boolean;
  /** What can be redeemed now: the current value less the locked and promised parts (2 decimals). */
  availableValue: string;
  /** Units free of lock-in and not promised (4 decimals, never below 0). */
  freeUnits: string;
}

/**
 * Units that can be redeemed now: free of lock-in and not already promised to a redemption,
 * switch or STP/SWP instalment in progress (the server refuses those, 'Insufficient quantity…').
 */
export function freeUnits(holding: Pick<RedemptionHolding, 'quantity' | 'lockInQuantity' | 'pendingQuantity'>): Big {
  const free = new Big(holding.quantity).minus(holding.lockInQuantity).minus(holding.pendingQuantity);
  return free.gt(0) ? free : new Big(0);
}

/** 001 §4.3: the fund's folios, highest current value first, each with its lock state and what it offers. */
export function folioOptions(holdings: readonly RedemptionHolding[]): FolioOption[] {
  return [...holdings]
    .sort((a, b) => new Big(b.currentValue).cmp(a.currentValue) || a.folio.localeCompare(b.folio))
    .map((holding) => {
      const lock = lockState(holding);
      const free = freeUnits(holding);
      return {
        holding,
        lock,
        selectable: lock !== 'fullyLocked' && free.gt(0),
        availableValue: availableValue(holding).toFixed(2),
        freeUnits: free.toFixed(4),
      };
    });
}

/** The folio chosen first: the one asked for when it can be chosen, else the only choosable one. */
export function initialFolio(options: readonly FolioOption[], wanted: string | null): string | null {
  const selectable = options.filter((option) => option.selectable);
  const asked = selectable.find((option) => option.holding.folio === wanted);
  if (asked) return asked.holding.folio;
  const [only] = selectable;
  return selectable.length === 1 && only ? only.holding.folio : null;
}

/**
 * 001 §5 "digits only": everything else is dropped as it is typed, and a decimal point ends the
 * number: 1.5 units are 1, never 15 (issue 26, domain/whole-number.ts).
 */
export function toUnitDigits(value: string): string {
  return wholeNumberDigits(value).replace(/^0+(?=\d)/, '');
}

/** 001 §4.3 "un-ticking sets units to the selected folio's quantity": its free whole units. */
export function defaultUnits(
  holding: Pick<RedemptionHolding, 'quantity' | 'lockInQuantity' | 'pendingQuantity'>,
): string {
  return freeUnits(holding).round(0, Big.roundDown).toFixed(0);
}

/** A units figure as the messages show it: no trailing zeros ('0.5', '1', '1500'). */
const shown = (units: string) => new Big(units).toString();

/** Whole units as typed, or the wire's quantity (4 decimals). */
const UNITS = /^\d+(\.\d{1,4})?$/;

/** The scheme's limits on the units of one redemption. */
type UnitLimits = Pick<RedemptionHolding, 'minimumRedemptionQty' | 'maximumRedemptionQty'>;

/**
 * 001 §5 "Redemption units", the field's rules: required, at least the scheme's minimum
 * quantity, at most its maximum where it sets one. With no maximum the folio is the limit,
 * which Submit checks (`redemptionUnitsSchema`).
 */
export function unitsSchema(limits: UnitLimits) {
  const minimum = new Big(limits.minimumRedemptionQty);
  const maximum = new Big(limits.maximumRedemptionQty);
  return inOrder(
    v.pipe(
      v.string(REDEMPTION_MESSAGES.unitsRequired),
      v.regex(UNITS, REDEMPTION_MESSAGES.unitsRequired),
      v.check(
        (units) => new Big(units).gt(0) && new Big(units).gte(minimum),
        REDEMPTION_MESSAGES.minimum(shown(minimum.gt(0) ? minimum.toString() : '1')),
      ),
      v.check(
        (units) => !maximum.gt(0) || new Big(units).lte(maximum),
        REDEMPTION_MESSAGES.maximum(shown(maximum.toString())),
      ),
    ),
  );
}

/** What Submit checks the units against: the scheme's limits and the units free to redeem now (4 decimals). */
interface UnitRules extends UnitLimits {
  freeUnits: string;
}

/** A holding's rules as the dialog reads them: its free units are what neither lock-in nor promises hold. */
export function unitRules(holding: RedemptionHolding): UnitRules {
  return { ...holding, freeUnits: freeUnits(holding).toFixed(4) };
}

/**
 * 001 §5 on Submit: the field's rules, then 'Insufficient quantity…' for units above those free
 * to redeem. The dialog and the server (which counts the free units in the ledger) both run it.
 */
export function redemptionUnitsSchema(rules: UnitRules) {
  return inOrder(
    v.pipe(
      unitsSchema(rules),
      v.check((units) => new Big(units).lte(rules.freeUnits), REDEMPTION_MESSAGES.insufficient),
    ),
  );
}

/** The quantity on the wire (4 decimals); redeem-all sends 0 (001 §4.3 "Ticking redeem-all sets units to 0"). */
export function wireUnits(units: string, redeemAll: boolean): string {
  return redeemAll ? '0.0000' : new Big(units).toFixed(4);
}

/** 001 §3 "folioNo (slashes replaced by the two characters ~-)". */
export function wireFolio(folio: string): string {
  return folio.replaceAll('/', '~-');
}
