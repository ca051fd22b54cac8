/**
 * Calendar dates (dates of birth, order and instalment days), parsed and formatted through
 * date-fns. They are calendar days, not instants, so they are compared by year, month and day
 * in local time: a wire date '1990-04-01' or '01-04-1990'
 * becomes local midnight of that day on both the browser and the server.
 */
import { format, isValid, parse, startOfDay, subYears } from 'date-fns';

const ISO_FORMAT = 'yyyy-MM-dd';
const DMY_FORMAT = 'dd-MM-yyyy';
/** date-fns accepts one-digit days and months for 'dd'/'MM'; the wire always has two. */
const ISO_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const DMY_SHAPE = /^\d{2}-\d{2}-\d{4}$/;

function parseStrict(value: string, shape: RegExp, pattern: string): Date | null {
  const text = value.trim();
  if (!shape.test(text)) return null;
  // Parsing against local midnight, and refusing days that do not exist (31-02-1990).
  const date = parse(text, pattern, startOfDay(new Date()));
  return isValid(date) ? date : null;
}

/** 'yyyy-MM-dd' → local midnight, or null when it is not a real calendar day. */
export function parseIsoDate(value: string): Date | null {
  return parseStrict(value, ISO_SHAPE, ISO_FORMAT);
}

/** 'DD-MM-YYYY' (001 §3 nominee dob, CKYC dateOfBirth) → local midnight, or null. */
export function parseDmyDate(value: string): Date | null {
  return parseStrict(value, DMY_SHAPE, DMY_FORMAT);
}

/** A date given as a Date, 'yyyy-MM-dd' (date pickers) or 'DD-MM-YYYY' (wire); null when absent or unreal. */
export function toCalendarDate(value: Date | string | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return isValid(value) ? startOfDay(value) : null;
  return parseIsoDate(value) ?? parseDmyDate(value);
}

/** Local midnight of the same calendar day. */
export function startOfCalendarDay(date: Date): Date {
  return startOfDay(date);
}

/** Local midnight of the same calendar day `years` earlier; 29 February falls back to 28 February in a common year. */
export function yearsBefore(date: Date, years: number): Date {
  return startOfDay(subYears(date, years));
}

/** 'yyyy-MM-dd' of the local calendar day. */
export function formatIsoDate(date: Date): string {
  return format(date, ISO_FORMAT);
}

/** 'DD-MM-YYYY' of the local calendar day. */
export function formatDmyDate(date: Date): string {
  return format(date, DMY_FORMAT);
}
