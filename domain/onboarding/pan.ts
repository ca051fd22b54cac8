/**
 * PAN and date-of-birth rules of the PAN screens (001 §5 PAN, 001 §2.6, 001 §9 "Minimum age
 * for the PAN step: 18 years"). The server re-checks the same rules on the KYC and CKYC calls.
 */

import { isBlank, type Text } from './common';
import { startOfCalendarDay, yearsBefore } from './dates';

/** 001 §5: "five capital letters, four digits, one capital letter; max 10". */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_MAX_LENGTH = 10;
/** 001 §9 "Minimum age for the PAN step: 18 years; the minor threshold for nominees is also 18." */
export const ADULT_AGE = 18;

export const PAN_REQUIRED_MESSAGE = 'PAN is required.';
/** The spec quotes no pattern message; chosen here. */
export const PAN_INVALID_MESSAGE = 'Please enter a valid PAN (five capital letters, four digits, one capital letter).';
/** 001 §5: "empty message 'Please enter a valid date of birth'" — also used for unreal or future dates. */
export const DOB_INVALID_MESSAGE = 'Please enter a valid date of birth';
/** Chosen here: the picker disables later dates, so this only shows for a forged or stale value. */
export const DOB_UNDERAGE_MESSAGE = 'You must be at least 18 years old.';

/** 001 §5 "automatically upper-cased", max 10: what the PAN input keeps of what was typed. */
export function normalisePan(value: Text): string {
  return (value ?? '').trim().toUpperCase().slice(0, PAN_MAX_LENGTH);
}

export function panError(value: Text): string | null {
  if (isBlank(value)) return PAN_REQUIRED_MESSAGE;
  return PAN_PATTERN.test((value ?? '').trim()) ? null : PAN_INVALID_MESSAGE;
}

/** The latest date of birth of someone who is 18 today: the same calendar day 18 years ago. */
export function latestAdultDob(today: Date): Date {
  return yearsBefore(startOfCalendarDay(today), ADULT_AGE);
}

/** At least 18 on `today` (the birthday itself counts). */
export function isAdult(dob: Date, today: Date): boolean {
  return startOfCalendarDay(dob).getTime() <= latestAdultDob(today).getTime();
}

/** 001 §5: required, a real date, in the past, and at least 18 years old. */
export function dobError(dob: Date | null, today: Date): string | null {
  if (dob === null || Number.isNaN(dob.getTime())) return DOB_INVALID_MESSAGE;
  if (startOfCalendarDay(dob).getTime() > startOfCalendarDay(today).getTime()) return DOB_INVALID_MESSAGE;
  return isAdult(dob, today) ? null : DOB_UNDERAGE_MESSAGE;
}
