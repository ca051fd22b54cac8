/**
 * SIP step-up (beyond the spec, issue 15): a yearly rise of the instalment, by a fixed amount or
 * a percentage, never beyond a cap. The SIP form and the server check a choice with the same
 * rules, and the server works out every instalment's amount from the SIP's first instalment
 * date, so nothing stored has to change on the anniversary. Amounts are decimal strings and go
 * through big.js; dates are 'yyyy-MM-dd' Kolkata calendar dates.
 */
import Big from 'big.js';
import { plainAmount } from '../order-amount';

export type StepUpType = 'AMOUNT' | 'PERCENTAGE';

/** The contract's `SipStepUp`: `value` rupees or percent, `cap` rupees, 2 decimals each. */
export interface SipStepUp {
  type: StepUpType;
  value: string;
  cap: string;
}

/** The limits of a step-up: the scheme's SIP maximum and multiplier (domain/order-amount.ts). */
export interface StepUpLimits {
  max: string;
  multiplier: string;
}

export const MIN_STEP_UP_PERCENT = '1';
export const MAX_STEP_UP_PERCENT = '100';

export const stepUpMessages = {
  amount: 'The step-up amount must be more than ₹0.',
  amountMultiple: (multiplier: string) => `The step-up amount should be a multiple of ₹${plainAmount(multiplier)}.`,
  percentage: `The step-up percentage must be between ${MIN_STEP_UP_PERCENT} and ${MAX_STEP_UP_PERCENT}.`,
  capAboveAmount: 'The step-up cap must be more than the SIP amount.',
  capMaximum: (max: string) => `The step-up cap must not exceed ₹${plainAmount(max)}.`,
  capMultiple: (multiplier: string) => `The step-up cap should be a multiple of ₹${plainAmount(multiplier)}.`,
} as const;

const isMultiple = (value: Big, multiplier: string) => !new Big(multiplier).gt(0) || value.mod(multiplier).eq(0);

/** The first rule the step-up breaks for a SIP of `amount`, or null when it may be chosen. */
export function stepUpError(stepUp: SipStepUp, amount: string, limits: StepUpLimits): string | null {
  const value = new Big(stepUp.value);
  if (stepUp.type === 'AMOUNT') {
    if (!value.gt(0)) return stepUpMessages.amount;
    if (!isMultiple(value, limits.multiplier)) return stepUpMessages.amountMultiple(limits.multiplier);
  } else if (value.lt(MIN_STEP_UP_PERCENT) || value.gt(MAX_STEP_UP_PERCENT)) {
    return stepUpMessages.percentage;
  }
  const cap = new Big(stepUp.cap);
  if (!cap.gt(amount)) return stepUpMessages.capAboveAmount;
  if (cap.gt(limits.max)) return stepUpMessages.capMaximum(limits.max);
  if (!isMultiple(cap, limits.multiplier)) return stepUpMessages.capMultiple(limits.multiplier);
  return null;
}

/** One year's rise: the fixed amount, or the percentage of `current` rounded down to the multiplier; capped. */
export function steppedAmount(current: string, stepUp: SipStepUp, multiplier: string): string {
  const before = new Big(current);
  let after: Big;
  if (stepUp.type === 'AMOUNT') {
    after = before.plus(stepUp.value);
  } else {
    const raised = before.times(new Big(stepUp.value).div(100).plus(1));
    const unit = new Big(multiplier).gt(0) ? new Big(multiplier) : new Big(1);
    after = raised.div(unit).round(0, Big.roundDown).times(unit);
  }
  const capped = after.gt(stepUp.cap) ? new Big(stepUp.cap) : after;
  return (capped.gt(before) ? capped : before).toFixed(2);
}

function parts(date: string): [number, number, number] {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  if (![year, month, day].every(Number.isInteger)) throw new RangeError(`Not a calendar date: ${date}`);
  return [year, month, day];
}

/** Whole years from `first` to `date` (0 before the first anniversary); the 29th of February counts from the 28th. */
export function yearsSince(first: string, date: string): number {
  const [y1, m1, d1] = parts(first);
  const [y2, m2, d2] = parts(date);
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < Math.min(d1, daysIn(y2, m2)) ? 1 : 0);
  return Math.max(0, Math.floor(months / 12));
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` moved by whole years, the day kept or clamped to the month's last (29 Feb → 28 Feb). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = parts(date);
  const target = year + years;
  const kept = Math.min(day, daysIn(target, month));
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(kept).padStart(2, '0')}`;
}

/**
 * The amount of the instalment dated `date` of a SIP of `amount` first debited on `first`: one
 * step for every anniversary reached, each from the amount before it.
 */
export function instalmentAmountOn(
  amount: string,
  stepUp: SipStepUp | null,
  multiplier: string,
  first: string,
  date: string,
): string {
  let current = new Big(amount).toFixed(2);
  if (!stepUp) return current;
  for (let year = yearsSince(first, date); year > 0; year--) {
    const next = steppedAmount(current, stepUp, multiplier);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The first anniversary after `nextDue` on which the instalment rises again, or null without a
 * step-up or once the instalment can rise no further.
 */
export function nextStepUpDate(
  amount: string,
  stepUp: SipStepUp | null,
  multiplier: string,
  first: string,
  nextDue: string,
): string | null {
  if (!stepUp) return null;
  const due = instalmentAmountOn(amount, stepUp, multiplier, first, nextDue);
  if (steppedAmount(due, stepUp, multiplier) === due) return null;
  return addYears(first, yearsSince(first, nextDue) + 1);
}
