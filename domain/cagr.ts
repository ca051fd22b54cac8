/**
 * CAGR per 000 §9: (current NAV / NAV at window start)^(1/years) − 1, as a
 * percentage rounded to 2 decimals, or '- -' when the history is shorter than
 * the window. The NAV ratio is taken with big.js; the fractional power has no
 * exact decimal form, so that one step is done in floating point on a ratio,
 * never on money, and the result is rounded once at the end.
 */
import Big from 'big.js';
import { daysBefore, daysBetween, type NavPoint } from './nav-history';
import type { NavWindowKey } from './nav-windows';

export const CAGR_PERIODS = [
  { key: '1Y', label: 'CAGR (1 Year)', days: 365 },
  { key: '2Y', label: 'CAGR (2 Year)', days: 730 },
  { key: '3Y', label: 'CAGR (3 Year)', days: 1095 },
  { key: 'MAX', label: 'CAGR (MAX)', days: null },
] as const;

type CagrPeriodKey = (typeof CAGR_PERIODS)[number]['key'];

/** Shown when the history does not reach back over the whole period. */
export const CAGR_UNAVAILABLE = '- -';

const DAYS_PER_YEAR = 365;

/**
 * The CAGR shown beside a NAV chart tab. CAGR is an annual rate, so the sub-year
 * tabs (3M, 6M) keep the 1-year figure rather than annualising a few months.
 */
export function cagrPeriodForWindow(window: NavWindowKey): CagrPeriodKey {
  return window === '3M' || window === '6M' ? '1Y' : window;
}

export function cagrLabel(key: CagrPeriodKey): string {
  return CAGR_PERIODS.find((period) => period.key === key)?.label ?? CAGR_PERIODS[0].label;
}

/**
 * The NAV in force at `date`: the latest point on or before it. Null when the
 * history starts after that date (the history is shorter than the window).
 */
export function navOnOrBefore(history: readonly NavPoint[], date: string): NavPoint | null {
  let found: NavPoint | null = null;
  for (const point of history) {
    if (point.date > date) break;
    found = point;
  }
  return found;
}

/**
 * CAGR over a period as a percentage string with 2 decimals ("12.34"), or null
 * when it cannot be computed: too short a history, or a non-positive start NAV.
 * `history` is ascending by date, as the API returns it.
 */
export function cagrPercent(history: readonly NavPoint[], key: CagrPeriodKey): string | null {
  const last = history.at(-1);
  const first = history[0];
  if (!last || !first) return null;
  const period = CAGR_PERIODS.find((p) => p.key === key);
  if (!period) return null;

  let start: NavPoint | null;
  let years: number;
  if (period.days === null) {
    start = first;
    years = daysBetween(first.date, last.date) / DAYS_PER_YEAR;
  } else {
    start = navOnOrBefore(history, daysBefore(last.date, period.days));
    years = period.days / DAYS_PER_YEAR;
  }
  if (!start || years <= 0) return null;
  const startNav = new Big(start.value);
  if (startNav.lte(0)) return null;

  const ratio = Number(new Big(last.value).div(startNav).toPrecision(15));
  const growth = ratio ** (1 / years) - 1;
  if (!Number.isFinite(growth)) return null;
  const rounded = new Big(growth.toPrecision(15)).times(100).round(2, Big.roundHalfUp);
  return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
}

/** "12.34%" or '- -'. */
export function formatCagr(history: readonly NavPoint[], key: CagrPeriodKey): string {
  const value = cagrPercent(history, key);
  return value === null ? CAGR_UNAVAILABLE : `${value}%`;
}
