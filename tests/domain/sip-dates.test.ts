import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consentSchema,
  defaultSipDay,
  firstInstalmentDate,
  isSelectableSipDay,
  ordinalDay,
  sipDayLabel,
  sipDaySchema,
} from '../../domain/sip-dates';
import { firstError } from '../../domain/validate';

const sipDayError = (day: number | null) => firstError(sipDaySchema, day);
const consentError = (consented: boolean) => firstError(consentSchema, consented);

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('SIP days (000 §4.3, §5, §9)', () => {
  it('only 1 to 28 are selectable', () => {
    expect(isSelectableSipDay(1)).toBe(true);
    expect(isSelectableSipDay(28)).toBe(true);
    expect(isSelectableSipDay(29)).toBe(false);
    expect(isSelectableSipDay(0)).toBe(false);
    expect(isSelectableSipDay(31)).toBe(false);
  });

  it('defaults to the scheme default day, else today', () => {
    expect(defaultSipDay({ defaultDate: 7 }, day(2026, 11, 22))).toBe(7);
    expect(defaultSipDay({ defaultDate: null }, day(2026, 11, 22))).toBe(22);
    expect(defaultSipDay(null, day(2026, 11, 3))).toBe(3);
    expect(defaultSipDay(null, day(2026, 11, 30))).toBeNull();
  });

  it('requires a start day and consent', () => {
    expect(sipDayError(null)).toBe('Please select a start date .');
    expect(sipDayError(29)).toBe('Please select a start date .');
    expect(sipDayError(5)).toBeNull();
    expect(consentError(false)).toBe('You must provide consent');
    expect(consentError(true)).toBeNull();
  });

  it('reads like "5th of every month"', () => {
    expect(sipDayLabel(5)).toBe('5th of every month');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28, 31].map(ordinalDay)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
      '31st',
    ]);
  });
});

describe('first instalment date (000 §4.3)', () => {
  it('is next month when the day is still ahead, the month after when it is today or past', () => {
    expect(firstInstalmentDate(25, day(2026, 11, 22))).toEqual(day(2026, 12, 25));
    expect(firstInstalmentDate(22, day(2026, 11, 22))).toEqual(day(2027, 1, 22));
    expect(firstInstalmentDate(5, day(2026, 11, 22))).toEqual(day(2027, 1, 5));
    expect(firstInstalmentDate(28, day(2026, 12, 31))).toEqual(day(2027, 2, 28));
  });

  it('is always one or two calendar months ahead, on the chosen day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (sipDay, today) => {
          const first = firstInstalmentDate(sipDay, today);
          expect(first.getDate()).toBe(sipDay);
          const months = (first.getFullYear() - today.getFullYear()) * 12 + (first.getMonth() - today.getMonth());
          expect(months).toBe(sipDay <= today.getDate() ? 2 : 1);
          expect(first.getTime()).toBeGreaterThan(today.getTime());
        },
      ),
    );
  });
});
