import type { NavPoint } from '../../domain/nav-history';

/** A daily NAV series ending on `end`, `days + 1` points, values from `value(i)` (i = 0 oldest). */
export function dailyHistory(end: string, days: number, value: (i: number) => string): NavPoint[] {
  const endMs = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: days + 1 }, (_, i) => ({
    date: new Date(endMs - (days - i) * 86_400_000).toISOString().slice(0, 10),
    value: value(i),
  }));
}
