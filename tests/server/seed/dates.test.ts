import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  fromDayNumber,
  isWeekday,
  isWeekdayNumber,
  kolkataDate,
  toDayNumber,
} from '../../../server/seed/dates';

describe('calendar dates', () => {
  it('agrees with Date for every day from 1900 to 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_567, max: 84_000 }), (dayNumber) => {
        const expected = new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
        expect(fromDayNumber(dayNumber)).toBe(expected);
        expect(toDayNumber(expected)).toBe(dayNumber);
        const weekday = new Date(dayNumber * 86_400_000).getUTCDay();
        expect(isWeekdayNumber(dayNumber)).toBe(weekday !== 0 && weekday !== 6);
      }),
    );
  });

  it('rejects strings that are not calendar dates', () => {
    expect(() => toDayNumber('2025-02-29')).toThrow(RangeError);
    expect(() => toDayNumber('2025-6-1')).toThrow(RangeError);
    expect(toDayNumber('2024-02-29')).toBe(19_782);
  });

  it('knows weekends and moves across months and years', () => {
    expect(isWeekday('2025-06-14')).toBe(false);
    expect(isWeekday('2025-06-15')).toBe(false);
    expect(isWeekday('2025-06-16')).toBe(true);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it("takes today's date in India, not in UTC", () => {
    expect(kolkataDate(new Date('2025-06-16T18:29:59.999Z'))).toBe('2025-06-16');
    expect(kolkataDate(new Date('2025-06-16T18:30:00.000Z'))).toBe('2025-06-17');
    expect(kolkataDate(new Date('2025-06-15T19:00:00.000Z'))).toBe('2025-06-16');
  });
});
