/**
 * The NAV history the details page needs, without the whole history (issue 17): each chart
 * window downsampled, plus the points its figures read exactly. See the contract's
 * `GET /bo/navs/{id}/history?points=` for the promise this keeps.
 */
import { CAGR_PERIODS, navOnOrBefore } from './cagr';
import { daysBefore, type NavPoint } from './nav-history';
import { NAV_WINDOWS, navWindowSeries } from './nav-windows';

/**
 * The union, date ascending, of every window's `points`-point series, the first point, the
 * latest two (the NAV change) and the NAV in force at each CAGR period's start, so
 * `cagrPercent` and `navChange` give on it what they give on `history`.
 */
export function navHistoryDigest(history: readonly NavPoint[], points: number): NavPoint[] {
  const last = history.at(-1);
  if (!last) return [];
  const kept = new Map<string, NavPoint>();
  const keep = (point: NavPoint | null | undefined) => {
    if (point) kept.set(point.date, point);
  };
  for (const { key } of NAV_WINDOWS) for (const point of navWindowSeries(history, key, points)) keep(point);
  keep(history[0]);
  keep(history.at(-2));
  keep(last);
  for (const { days } of CAGR_PERIODS) if (days !== null) keep(navOnOrBefore(history, daysBefore(last.date, days)));
  return [...kept.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
