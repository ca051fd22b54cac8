/**
 * Calendar dates for onboarding rules. Dates of birth are calendar days, not instants, so they
 * are compared by year, month and day in local time: a wire date '1990-04-01' or '01-04-1990'
 * becomes local midnight of that day on both the browser and the server.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

/** 'yyyy-MM-dd' → local midnight, or null when it is not a real calendar day. */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** 'DD-MM-YYYY' (001 §3 nominee dob, CKYC dateOfBirth) → local midnight, or null. */
export function parseDmyDate(value: string): Date | null {
  const match = DMY_DATE.exec(value.trim());
  if (!match) return null;
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** A date given as a Date, 'yyyy-MM-dd' (date pickers) or 'DD-MM-YYYY' (wire); null when absent or unreal. */
export function toCalendarDate(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : new Date(value.getFullYear(), value.getMonth(), value.getDate());
  }
  return parseIsoDate(value) ?? parseDmyDate(value);
}

/** Local midnight of the same calendar day. */
export function startOfCalendarDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The same calendar day `years` earlier; 29 February falls back to 28 February in a common year. */
export function yearsBefore(date: Date, years: number): Date {
  const year = date.getFullYear() - years;
  const lastDay = new Date(year, date.getMonth() + 1, 0).getDate();
  return new Date(year, date.getMonth(), Math.min(date.getDate(), lastDay));
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'yyyy-MM-dd' of the local calendar day. */
export function formatIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'DD-MM-YYYY' of the local calendar day. */
export function formatDmyDate(date: Date): string {
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${pad(date.getFullYear(), 4)}`;
}
