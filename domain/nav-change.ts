/**
 * NAV change (000 §9): the last published NAV against the one before it, as a
 * percentage with 2 decimals, computed on decimal strings.
 */
import Big from 'big.js';
import type { NavPoint } from './nav-history';

type NavDirection = 'up' | 'down' | 'flat';

interface NavChange {
  /** Rupee change per unit, 4 decimals ("-0.1234"). */
  amount: string;
  /** Percentage with 2 decimals ("1.23", "-0.40"). */
  percent: string;
  direction: NavDirection;
}

/** Null when there are fewer than two points or the previous NAV is not positive. */
export function navChange(history: readonly NavPoint[]): NavChange | null {
  const last = history.at(-1);
  const previous = history.at(-2);
  if (!last || !previous) return null;
  const before = new Big(previous.value);
  if (before.lte(0)) return null;
  const difference = new Big(last.value).minus(before);
  const percent = difference.div(before).times(100).round(2, Big.roundHalfUp);
  const direction: NavDirection = percent.gt(0) ? 'up' : percent.lt(0) ? 'down' : 'flat';
  return {
    amount: difference.eq(0) ? '0.0000' : difference.toFixed(4),
    percent: percent.eq(0) ? '0.00' : percent.toFixed(2),
    direction,
  };
}
