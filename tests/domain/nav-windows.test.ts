import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBefore, daysBetween } from '../../domain/nav-history';
import {
  downsample,
  NAV_CHART_POINTS,
  NAV_WINDOWS,
  navWindowSeries,
  pointsWithin,
  windowDays,
} from '../../domain/nav-windows';
import { dailyHistory } from './nav-fixtures';

describe('nav windows', () => {
  it('are 3M/6M/1Y/2Y/3Y/MAX = 90/180/365/730/1095 days and everything', () => {
    expect(NAV_WINDOWS.map((w) => [w.key, w.days])).toEqual([
      ['3M', 90],
      ['6M', 180],
      ['1Y', 365],
      ['2Y', 730],
      ['3Y', 1095],
      ['MAX', null],
    ]);
    expect(windowDays('1Y')).toBe(365);
    expect(windowDays('MAX')).toBeNull();
  });

  it('counts calendar days across leap years and month ends', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBefore('2024-03-01', 2)).toBe('2024-02-28');
    expect(daysBefore('2025-01-01', 365)).toBe('2024-01-02');
  });

  it('keeps the points within the window of the latest NAV', () => {
    const history = dailyHistory('2024-06-30', 400, (i) => `${100 + i}.0000`);
    const within = pointsWithin(history, 90);
    expect(within[0]?.date).toBe('2024-04-01');
    expect(within.at(-1)?.date).toBe('2024-06-30');
    expect(within).toHaveLength(91);
    expect(pointsWithin(history, null)).toHaveLength(401);
    expect(pointsWithin([], 90)).toEqual([]);
  });

  it('draws about 50 points per window, from the window start to the latest NAV', () => {
    const history = dailyHistory('2024-06-30', 4000, (i) => `${(10 + i / 100).toFixed(4)}`);
    for (const { key } of NAV_WINDOWS) {
      const series = navWindowSeries(history, key);
      expect(series).toHaveLength(NAV_CHART_POINTS);
      expect(series.at(-1)?.date).toBe('2024-06-30');
    }
    expect(navWindowSeries(history, 'MAX')[0]).toEqual(history[0]);
    expect(navWindowSeries(history, '1Y')[0]?.date).toBe('2023-07-01');
  });

  it('draws short histories whole', () => {
    const history = dailyHistory('2024-06-30', 10, () => '10.0000');
    expect(navWindowSeries(history, '3Y')).toEqual(history);
  });
});

describe('downsample', () => {
  it('refuses a target under two points', () => {
    expect(() => downsample([1, 2, 3], 1)).toThrow(RangeError);
  });

  it('keeps first and last, preserves order, returns exactly the target when longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 2, max: 120 }), (length, target) => {
        const points = Array.from({ length }, (_, i) => i);
        const picked = downsample(points, target);
        expect(picked).toHaveLength(Math.min(length, target));
        if (length > 0) {
          expect(picked[0]).toBe(0);
          expect(picked.at(-1)).toBe(length - 1);
        }
        for (let i = 1; i < picked.length; i += 1) {
          expect(picked[i]).toBeGreaterThan(picked[i - 1] ?? Number.NEGATIVE_INFINITY);
        }
      }),
    );
  });
});
