/**
 * What a holding is worth (001 §9): current value = units × NAV rounded to 2 decimals, gain or
 * loss against the invested value, return % to 2 decimals and 0 when nothing is invested.
 * All in big.js on decimal strings, never floats.
 */
import Big from 'big.js';

interface Valuation {
  /** 4 decimals; '0.0000' when the NAV could not be found. */
  nav: string;
  currentValue: string;
  gainLoss: string;
  returns: string;
  /** nav × locked units, 2 decimals (001 §4.4 Folio locking). */
  lockInAmount: string;
}

const ZERO_NAV = '0.0000';

/** Rupees to 2 decimals, half up, without a "-0.00". */
export function money(value: Big): string {
  const rounded = value.round(2, Big.roundHalfUp);
  return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
}

/** (gain ÷ invested) × 100 to 2 decimals; '0.00' when nothing is invested (001 §9). */
export function returnPercent(gainLoss: string, invested: string): string {
  const base = new Big(invested);
  if (base.lte(0)) return '0.00';
  return money(new Big(gainLoss).div(base).times(100));
}

/**
 * Values units at `nav`. With no NAV (000 §8 "When a NAV lookup for a holding fails, nav,
 * current value and returns are set to 0") the gain or loss is 0 too: an unknown price is
 * not a loss of the whole investment.
 */
export function valueUnits({
  units,
  invested,
  lockedUnits,
  nav,
}: {
  units: string;
  invested: string;
  lockedUnits: string;
  nav: string | null;
}): Valuation {
  if (nav === null) {
    return { nav: ZERO_NAV, currentValue: '0.00', gainLoss: '0.00', returns: '0.00', lockInAmount: '0.00' };
  }
  const price = new Big(nav);
  const currentValue = money(new Big(units).times(price));
  const gainLoss = money(new Big(currentValue).minus(invested));
  return {
    nav: price.toFixed(4),
    currentValue,
    gainLoss,
    returns: returnPercent(gainLoss, invested),
    lockInAmount: money(new Big(lockedUnits).times(price)),
  };
}
