/**
 * SIP step-up (beyond the spec, issue 15): a yearly rise of the instalment, by a fixed amount or
 * a percentage, never beyond a cap. The SIP form and the server check a choice with the same
 * schema, and the server works out every instalment's amount from the SIP's first instalment
 * date, so nothing stored has to change on the anniversary. Amounts are decimal strings and go
 * through big.js; dates are 'yyyy-MM-dd' Kolkata calendar dates.
 */
import Big from 'big.js';
import * as v from 'valibot';
import { plainAmount } from '../order-amount';
import { firstError, inOrder } from '../validate';

type StepUpType = 'AMOUNT' | 'PERCENTAGE';

/** The contract's `SipStepUp`: `value` rupees or percent, `cap` rupees, 2 decimals each. */
export interface SipStepUp {
  type: StepUpType;
  value: string;
  cap: string;
}

/** The SIP form's step-up choice as typed: digits, rupees a year or the yearly percentage, and the cap in rupees. */
export interface StepUpChoice extends SipStepUp {
  enabled: boolean;
}

export const NO_STEP_UP: StepUpChoice = { enabled: false, type: 'AMOUNT', value: '', cap: '' };

/** The limits of a step-up: the scheme's SIP maximum and multiplier (domain/order-amount.ts). */
export interface StepUpLimits {
  max: string;
  multiplier: string;
}

const MIN_STEP_UP_PERCENT = '1';
const MAX_STEP_UP_PERCENT = '100';

export const stepUpMessages = {
  valueRequired: 'Please enter the step-up.',
  capRequired: 'Please enter the step-up cap.',
  amount: 'The step-up amount must be more than ₹0.',
  amountMultiple: (multiplier: string) => `The step-up amount should be a multiple of ₹${plainAmount(multiplier)}.`,
  percentage: `The step-up percentage must be between ${MIN_STEP_UP_PERCENT} and ${MAX_STEP_UP_PERCENT}.`,
  capAboveAmount: 'The step-up cap must be more than the SIP amount.',
  capMaximum: (max: string) => `The step-up cap must not exceed ₹${plainAmount(max)}.`,
  capMultiple: (multiplier: string) => `The step-up cap should be a multiple of ₹${plainAmount(multiplier)}.`,
} as const;

/** Digits as typed, or the wire's decimal (which may carry a sign). */
const DECIMAL = /^-?\d+(\.\d{1,2})?$/;

const isMultiple = (value: string, multiplier: string) =>
  !new Big(multiplier).gt(0) || new Big(value).mod(multiplier).eq(0);

const given = (message: string) => v.pipe(v.string(message), v.regex(DECIMAL, message));

/** The yearly rise of its type: a positive multiple of the SIP multiplier, or a percentage from 1 to 100. */
function riseSchema(type: StepUpType, multiplier: string) {
  return type === 'AMOUNT'
    ? v.pipe(
        given(stepUpMessages.valueRequired),
        v.check((value) => new Big(value).gt(0), stepUpMessages.amount),
        v.check((value) => isMultiple(value, multiplier), stepUpMessages.amountMultiple(multiplier)),
      )
    : v.pipe(
        given(stepUpMessages.valueRequired),
        v.check(
          (value) => new Big(value).gte(MIN_STEP_UP_PERCENT) && new Big(value).lte(MAX_STEP_UP_PERCENT),
          stepUpMessages.percentage,
        ),
      );
}

/**
 * The cap: above the SIP amount (once that is a number), within the SIP maximum, a multiple of
 * the multiplier. Its rules wait until the rise is right, so one mistake shows one message.
 */
function capSchema(amount: string, limits: StepUpLimits) {
  return v.pipe(
    given(stepUpMessages.capRequired),
    v.check((cap) => !DECIMAL.test(amount) || new Big(cap).gt(amount), stepUpMessages.capAboveAmount),
    v.check((cap) => new Big(cap).lte(limits.max), stepUpMessages.capMaximum(limits.max)),
    v.check((cap) => isMultiple(cap, limits.multiplier), stepUpMessages.capMultiple(limits.multiplier)),
  );
}

/**
 * The step-up of a SIP of `amount` (typed digits or wire decimals), keyed `value` and `cap`:
 * what the SIP form shows under each field and what the server answers 422 with.
 */
export function stepUpSchema(amount: string, limits: StepUpLimits) {
  return v.lazy((input: unknown) => {
    const { type, value } = (input ?? {}) as Partial<SipStepUp>;
    const rise = inOrder(riseSchema(type === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT', limits.multiplier));
    const riseIsRight = v.is(rise, value);
    return v.object({
      type: v.picklist(['AMOUNT', 'PERCENTAGE']),
      value: rise,
      cap: riseIsRight ? inOrder(capSchema(amount, limits)) : inOrder(given(stepUpMessages.capRequired)),
    });
  });
}

/** The first rule the step-up breaks for a SIP of `amount`, or null when it may be chosen. */
export function stepUpError(stepUp: SipStepUp, amount: string, limits: StepUpLimits): string | null {
  return firstError(stepUpSchema(amount, limits), stepUp);
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
