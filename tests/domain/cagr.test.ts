import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAGR_PERIODS,
  CAGR_UNAVAILABLE,
  cagrLabel,
  cagrPercent,
  cagrPeriodForWindow,
  formatCagr,
} from '../../domain/cagr';
import { dailyHistory } from './nav-fixtures';

describe('CAGR', () => {
  it('has the spec labels', () => {
    expect(CAGR_PERIODS.map((p) => p.label)).toEqual(['CAGR (1 Year)', 'CAGR (2 Year)', 'CAGR (3 Year)', 'CAGR (MAX)']);
    expect(cagrLabel('MAX')).toBe('CAGR (MAX)');
  });

  it('is the plain return over one year', () => {
    const history = [
      { date: '2023-06-30', value: '100.0000' },
      { date: '2024-01-15', value: '104.0000' },
      { date: '2024-06-29', value: '112.3456' },
    ];
    expect(cagrPercent(history, '1Y')).toBe('12.35');
    expect(formatCagr(history, '1Y')).toBe('12.35%');
  });

  it('annualises over 2 and 3 years', () => {
    // 100 → 121 over 730 days is 10% a year; 100 → 133.1 over 1095 days is 10% a year.
    // (2024 is a leap year: 1095 days before 2024-06-28 is 2021-06-29.)
    const two = [
      { date: '2022-06-30', value: '100.0000' },
      { date: '2024-06-29', value: '121.0000' },
    ];
    expect(cagrPercent(two, '2Y')).toBe('10.00');
    const three = [
      { date: '2021-06-29', value: '100.0000' },
      { date: '2024-06-28', value: '133.1000' },
    ];
    expect(cagrPercent(three, '3Y')).toBe('10.00');
  });

  it('uses the NAV in force at the window start (the last one on or before it)', () => {
    const history = [
      { date: '2023-06-20', value: '50.0000' },
      { date: '2023-06-28', value: '100.0000' },
      { date: '2023-07-03', value: '300.0000' },
      { date: '2024-06-28', value: '90.0000' },
    ];
    expect(cagrPercent(history, '1Y')).toBe('-10.00');
  });

  it("is '- -' when the history is shorter than the window", () => {
    const oneDayShort = [
      { date: '2021-06-30', value: '100.0000' },
      { date: '2024-06-28', value: '133.1000' },
    ];
    expect(formatCagr(oneDayShort, '3Y')).toBe('- -');
    const history = dailyHistory('2024-06-30', 364, (i) => `${100 + i}.0000`);
    expect(cagrPercent(history, '1Y')).toBeNull();
    expect(formatCagr(history, '1Y')).toBe(CAGR_UNAVAILABLE);
    expect(formatCagr(history, '3Y')).toBe('- -');
    expect(formatCagr([], 'MAX')).toBe('- -');
    expect(formatCagr([{ date: '2024-01-01', value: '10.0000' }], 'MAX')).toBe('- -');
  });

  it('annualises MAX over the whole history', () => {
    const history = [
      { date: '2014-06-30', value: '10.0000' },
      { date: '2019-06-30', value: '15.0000' },
      { date: '2024-06-27', value: '40.0000' },
    ];
    // 3650 days (three leap days) = 10 years exactly: 4^(1/10) − 1 = 14.87%
    expect(cagrPercent(history, 'MAX')).toBe('14.87');
  });

  it('gives up on a non-positive start NAV instead of dividing by zero', () => {
    const history = [
      { date: '2023-01-01', value: '0.0000' },
      { date: '2024-06-30', value: '10.0000' },
    ];
    expect(cagrPercent(history, '1Y')).toBeNull();
    expect(cagrPercent(history, 'MAX')).toBeNull();
  });

  it('is zero for a flat NAV and has the sign of the change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('1Y', '2Y', '3Y', 'MAX') as fc.Arbitrary<'1Y' | '2Y' | '3Y' | 'MAX'>,
        (startCents, endCents, key) => {
          const history = [
            { date: '2020-01-01', value: (startCents / 100).toFixed(4) },
            { date: '2024-01-01', value: (endCents / 100).toFixed(4) },
          ];
          const value = cagrPercent(history, key);
          expect(value).toMatch(/^-?\d+\.\d{2}$/);
          const n = Number(value);
          if (endCents === startCents) expect(n).toBe(0);
          if (endCents > startCents) expect(n).toBeGreaterThanOrEqual(0);
          if (endCents < startCents) expect(n).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});

describe('CAGR period of a chart tab', () => {
  it.each([
    ['3M', '1Y'],
    ['6M', '1Y'],
    ['1Y', '1Y'],
    ['2Y', '2Y'],
    ['3Y', '3Y'],
    ['MAX', 'MAX'],
  ] as const)('%s shows %s', (tab, period) => {
    expect(cagrPeriodForWindow(tab)).toBe(period);
  });
});
