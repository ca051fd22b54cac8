/**
 * NAV chart windows (000 §9): 3M, 6M, 1Y, 2Y, 3Y and MAX, each drawn with about
 * 50 points. Windows are anchored on the latest published NAV rather than on
 * today, so a scheme whose NAV stopped a week ago still shows a full window.
 */
import { daysBefore, type NavPoint } from './nav-history';

export const NAV_WINDOWS = [
  { key: '3M', days: 90 },
  { key: '6M', days: 180 },
  { key: '1Y', days: 365 },
  { key: '2Y', days: 730 },
  { key: '3Y', days: 1095 },
  { key: 'MAX', days: null },
] as const;

export type NavWindowKey = (typeof NAV_WINDOWS)[number]['key'];

/** The window the Current NAV card looks back over (000 §9 "30 days (card)"). */
export const NAV_CARD_WINDOW_DAYS = 30;

/** About this many points are drawn per window (000 §9). */
export const NAV_CHART_POINTS = 50;

export function windowDays(key: NavWindowKey): number | null {
  return NAV_WINDOWS.find((window) => window.key === key)?.days ?? null;
}

/**
 * The points of an ascending history that fall within `days` of its latest point
 * (all of them when `days` is null).
 */
export function pointsWithin(history: readonly NavPoint[], days: number | null): NavPoint[] {
  const last = history.at(-1);
  if (!last || days === null) return [...history];
  const from = daysBefore(last.date, days);
  return history.filter((point) => point.date >= from);
}

/**
 * Picks `target` evenly spaced points, always keeping the first and the last, so
 * a 10-year history and a 3-month one draw with the same density.
 */
export function downsample<T>(points: readonly T[], target: number = NAV_CHART_POINTS): T[] {
  if (target < 2) throw new RangeError('downsample needs a target of at least 2 points');
  if (points.length <= target) return [...points];
  const step = (points.length - 1) / (target - 1);
  const picked: T[] = [];
  for (let i = 0; i < target; i += 1) {
    const point = points[Math.round(i * step)];
    if (point !== undefined) picked.push(point);
  }
  return picked;
}

/** The series drawn for one chart tab. */
export function navWindowSeries(
  history: readonly NavPoint[],
  key: NavWindowKey,
  target: number = NAV_CHART_POINTS,
): NavPoint[] {
  return downsample(pointsWithin(history, windowDays(key)), target);
}
