import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAGR_PERIODS, cagrPercent } from '../../domain/cagr';
import { navChange } from '../../domain/nav-change';
import { navHistoryDigest } from '../../domain/nav-digest';
import type { NavPoint } from '../../domain/nav-history';
import { NAV_CARD_WINDOW_DAYS, NAV_WINDOWS, navWindowSeries, pointsWithin } from '../../domain/nav-windows';
import { dailyHistory } from './nav-fixtures';

/** A history with gaps (holidays, a NAV that stopped) ending on 2026-11-20. */
const historyArbitrary = fc
  .array(fc.record({ gap: fc.integer({ min: 1, max: 12 }), paise: fc.integer({ min: 1, max: 9_000_000 }) }), {
    minLength: 1,
    maxLength: 1500,
  })
  .map((steps) => {
    let day = Date.parse('2026-11-20T00:00:00Z');
    const points: NavPoint[] = [];
    for (const { gap, paise } of steps.reverse()) {
      points.unshift({ date: new Date(day).toISOString().slice(0, 10), value: (paise / 10_000).toFixed(4) });
      day -= gap * 86_400_000;
    }
    return points;
  });

describe('navHistoryDigest', () => {
  it('is empty for an empty history', () => {
    expect(navHistoryDigest([], 50)).toEqual([]);
  });

  it('gives the CAGR of every period and the NAV change exactly as the whole history does', () => {
    fc.assert(
      fc.property(historyArbitrary, fc.integer({ min: 2, max: 80 }), (history, points) => {
        const digest = navHistoryDigest(history, points);
        for (const { key } of CAGR_PERIODS) expect(cagrPercent(digest, key)).toBe(cagrPercent(history, key));
        expect(navChange(pointsWithin(digest, NAV_CARD_WINDOW_DAYS))).toEqual(
          navChange(pointsWithin(history, NAV_CARD_WINDOW_DAYS)),
        );
      }),
    );
  });

  it('holds each window’s own series, so every window draws about the asked number of points', () => {
    const history = dailyHistory('2026-11-20', 3650, (i) => (10 + i / 100).toFixed(4));
    const digest = navHistoryDigest(history, 50);
    expect(digest.length).toBeLessThan(6 * 50 + 5);
    expect(digest.map((p) => p.date)).toEqual([...new Set(digest.map((p) => p.date))].sort());
    for (const { key } of NAV_WINDOWS) {
      const own = navWindowSeries(history, key);
      for (const point of own) expect(digest).toContainEqual(point);
      const drawn = navWindowSeries(digest, key);
      expect(drawn).toHaveLength(50);
      expect(drawn[0]).toEqual(own[0]);
      expect(drawn.at(-1)).toEqual(own.at(-1));
    }
  });
});
