import { describe, expect, it } from 'vitest';
import {
  formatDmyDate,
  formatIsoDate,
  parseDmyDate,
  parseIsoDate,
  startOfCalendarDay,
  toCalendarDate,
  yearsBefore,
} from '../../domain/dates';

const local = (year: number, month: number, day: number) => new Date(year, month - 1, day);

describe('onboarding calendar dates', () => {
  it('reads wire dates as local midnight of that day', () => {
    expect(parseIsoDate('1990-04-01')).toEqual(local(1990, 4, 1));
    expect(parseDmyDate('01-04-1990')).toEqual(local(1990, 4, 1));
    expect(parseIsoDate(' 2000-02-29 ')).toEqual(local(2000, 2, 29));
  });

  it('refuses days that do not exist and shapes the wire never has', () => {
    for (const text of ['1990-02-30', '1990-13-01', '1990-4-1', '90-04-01', '1990/04/01', '', '2001-02-29']) {
      expect(parseIsoDate(text), text).toBeNull();
    }
    for (const text of ['31-02-1990', '1-4-1990', '01-04-90', '01/04/1990', '29-02-2001']) {
      expect(parseDmyDate(text), text).toBeNull();
    }
  });

  it('takes a Date, an ISO date or a DD-MM-YYYY date, and nothing else', () => {
    expect(toCalendarDate(new Date(1990, 3, 1, 17, 45))).toEqual(local(1990, 4, 1));
    expect(toCalendarDate('1990-04-01')).toEqual(local(1990, 4, 1));
    expect(toCalendarDate('01-04-1990')).toEqual(local(1990, 4, 1));
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull();
    expect(toCalendarDate('April 1st')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
    expect(toCalendarDate(undefined)).toBeNull();
  });

  it('counts years back to local midnight, 29 February falling back to the 28th', () => {
    expect(yearsBefore(new Date(2026, 10, 24, 15, 30), 18)).toEqual(local(2008, 11, 24));
    expect(yearsBefore(local(2024, 2, 29), 18)).toEqual(local(2006, 2, 28));
    expect(startOfCalendarDay(new Date(2026, 0, 5, 23, 59))).toEqual(local(2026, 1, 5));
  });

  it('writes both wire formats with padded fields', () => {
    expect(formatIsoDate(local(1990, 4, 1))).toBe('1990-04-01');
    expect(formatDmyDate(local(1990, 4, 1))).toBe('01-04-1990');
    expect(formatIsoDate(local(987, 12, 9))).toBe('0987-12-09');
  });
});
