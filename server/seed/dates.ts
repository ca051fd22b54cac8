/**
 * Calendar dates as `yyyy-MM-dd` strings and day numbers (days since 1970-01-01, UTC), without
 * time zones getting in the way: a NAV date or an NFO date is a date, not an instant.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** India has no daylight saving: IST is always UTC+05:30. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

export function toDayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const [, year, month, day] = match;
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const dayNumber = ms / MS_PER_DAY;
  if (fromDayNumber(dayNumber) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return dayNumber;
}

/** Civil date from a day number (Howard Hinnant's algorithm; no Date allocation, it runs per NAV point). */
export function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** Monday to Friday. Day 0 (1970-01-01) was a Thursday. */
export function isWeekdayNumber(dayNumber: number): boolean {
  const weekday = (((dayNumber + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
}

export function isWeekday(date: string): boolean {
  return isWeekdayNumber(toDayNumber(date));
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** The calendar date in Asia/Kolkata at that instant: the sandbox's "today". */
export function kolkataDate(instant: Date): string {
  return fromDayNumber(Math.floor((instant.getTime() + KOLKATA_OFFSET_MS) / MS_PER_DAY));
}
