/**
 * SIP start day and first instalment (000 §4.3, §5, §9). The picker shows days 1 to 31 but
 * only 1 to 28 can be chosen, so every month has the day; frequency is always monthly.
 */
import * as v from 'valibot';

export const SIP_FREQUENCY = 'MONTHLY';

/** 000 §9 "SIP days: 1 to 28 selectable (31 shown)". */
const LAST_SELECTABLE_SIP_DAY = 28;
export const SHOWN_SIP_DAYS = 31;

export const sipMessages = {
  startDateRequired: 'Please select a start date .',
  consentRequired: 'You must provide consent',
} as const;

export function isSelectableSipDay(day: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= LAST_SELECTABLE_SIP_DAY;
}

/**
 * 000 §4.3 "Default SIP day: defaultDate from the SIP details, else today's day." A default
 * that cannot be chosen (today the 29th to 31st) leaves the day empty so the user picks one.
 */
export function defaultSipDay(
  sipDetails: { defaultDate: number | null } | null | undefined,
  today: Date,
): number | null {
  const day = sipDetails?.defaultDate ?? today.getDate();
  return isSelectableSipDay(day) ? day : null;
}

/** 000 §5: the start day is required and limited to 1–28. */
export const sipDaySchema = v.pipe(
  v.nullable(v.number(sipMessages.startDateRequired)),
  v.check((day) => day !== null && isSelectableSipDay(day), sipMessages.startDateRequired),
);

/** 000 §5: the consent checkbox is required. */
export const consentSchema = v.literal(true, sipMessages.consentRequired);

/**
 * 000 §4.3 "SIP first instalment date: this month plus 1, or plus 2 if the chosen day is on
 * or before today (year rolls over)." Calendar arithmetic in local time; the day is 1–28 so
 * it exists in every month.
 */
export function firstInstalmentDate(day: number, today: Date): Date {
  if (!isSelectableSipDay(day)) throw new RangeError(`Not a selectable SIP day: ${day}`);
  const months = day <= today.getDate() ? 2 : 1;
  return new Date(today.getFullYear(), today.getMonth() + months, day);
}

/** 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th', 22 → '22nd'. */
export function ordinalDay(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}

/** The picker's reading, e.g. '5th of every month' (000 §2.6). */
export function sipDayLabel(day: number): string {
  return `${ordinalDay(day)} of every month`;
}
