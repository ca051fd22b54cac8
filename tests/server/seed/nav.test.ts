import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavModel } from '../../../server/db/schema';
import { addDays, fromDayNumber, isWeekday, toDayNumber } from '../../../server/seed/dates';
import { clearNavCache, latestNav, navOn, navSeries } from '../../../server/seed/nav';

const START = toDayNumber('2005-01-01');
const END = toDayNumber('2026-12-31');

const modelArbitrary: fc.Arbitrary<NavModel> = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  from: fc.integer({ min: START, max: END }).map(fromDayNumber),
  startNav: fc.constantFrom('10.0000', '1000.0000', '12.3456', '0.5000'),
  drift: fc.double({ min: -0.4, max: 0.5, noNaN: true }),
  volatility: fc.double({ min: 0, max: 0.8, noNaN: true }),
});

const equity: NavModel = { seed: 12345, from: '2013-06-03', startNav: '10.0000', drift: 0.12, volatility: 0.18 };

describe('navSeries', () => {
  it('publishes a positive 4-decimal NAV on every weekday from the start through the given date', () => {
    fc.assert(
      fc.property(modelArbitrary, fc.integer({ min: 0, max: 1500 }), (model, span) => {
        const until = addDays(model.from, span);
        const series = navSeries(model, until);
        const weekdays: string[] = [];
        for (let day = toDayNumber(model.from); day <= toDayNumber(until); day++) {
          if (isWeekday(fromDayNumber(day))) weekdays.push(fromDayNumber(day));
        }
        expect(series.map((point) => point.date)).toEqual(weekdays);
        for (const point of series) {
          expect(point.value).toMatch(/^\d+\.\d{4}$/);
          expect(Number(point.value)).toBeGreaterThan(0);
        }
        if (series.length > 0) expect(series[0]?.value).toBe(Number(model.startNav).toFixed(4));
      }),
      { numRuns: 60 },
    );
  });

  it('never changes earlier values when the series is extended, cached or recomputed', () => {
    fc.assert(
      fc.property(modelArbitrary, fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 800 }), (model, a, b) => {
        const shortUntil = addDays(model.from, Math.min(a, b));
        const longUntil = addDays(model.from, Math.max(a, b));
        clearNavCache();
        const extended = [navSeries(model, shortUntil), navSeries(model, longUntil)] as const;
        clearNavCache();
        const long = navSeries(model, longUntil);
        const sliced = navSeries(model, shortUntil);
        expect(extended[1]).toEqual(long);
        expect(extended[0]).toEqual(sliced);
        expect(long.slice(0, sliced.length)).toEqual(sliced);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same series for an equal model object', () => {
    const first = navSeries(equity, '2025-06-13');
    clearNavCache();
    expect(navSeries({ ...equity }, '2025-06-13')).toEqual(first);
    expect(navSeries({ ...equity, seed: equity.seed + 1 }, '2025-06-13')).not.toEqual(first);
  });

  it('is empty before the first NAV and does not let callers corrupt the cache', () => {
    expect(navSeries(equity, '2013-06-02')).toEqual([]);
    const series = navSeries(equity, '2014-01-01');
    series.length = 0;
    expect(navSeries(equity, '2014-01-01').length).toBeGreaterThan(100);
  });

  it('moves like the model says: drift sets the long-run growth, volatility the daily swings', () => {
    const liquid: NavModel = { seed: 7, from: '2014-01-01', startNav: '1000.0000', drift: 0.066, volatility: 0.0025 };
    const series = navSeries(liquid, '2024-12-31');
    const years = (toDayNumber('2024-12-31') - toDayNumber('2014-01-01')) / 365.25;
    const growth = (Number(series.at(-1)?.value) / 1000) ** (1 / years) - 1;
    expect(growth).toBeGreaterThan(0.06);
    expect(growth).toBeLessThan(0.072);
    const falls = series.filter((point, i) => i > 0 && Number(point.value) < Number(series[i - 1]?.value)).length;
    expect(falls / series.length).toBeLessThan(0.1);
  });
});

describe('latestNav and navOn', () => {
  it('returns the last NAV on or before a date, carrying Friday over the weekend', () => {
    const friday = latestNav(equity, '2025-06-13');
    expect(friday?.date).toBe('2025-06-13');
    expect(latestNav(equity, '2025-06-15')).toEqual(friday);
    expect(navOn(equity, '2025-06-13')).toBe(friday?.value);
    expect(navOn(equity, '2025-06-14')).toBeNull();
    expect(latestNav(equity, '2013-06-02')).toBeNull();
    expect(navOn(equity, '2013-06-03')).toBe('10.0000');
  });

  it('agrees with the series for any date', () => {
    fc.assert(
      fc.property(modelArbitrary, fc.integer({ min: -10, max: 600 }), (model, offset) => {
        const date = addDays(model.from, offset);
        const series = navSeries(model, date);
        expect(latestNav(model, date)).toEqual(series.at(-1) ?? null);
        expect(navOn(model, date)).toBe(series.at(-1)?.date === date ? (series.at(-1)?.value ?? null) : null);
      }),
      { numRuns: 60 },
    );
  });
});
