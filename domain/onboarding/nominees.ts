/**
 * Nominee rules (001 §5 "Nominee", 001 §3 "Nominee", 001 §9 "Maximum 3 nominees; shares are
 * whole numbers totalling 100"). Per-nominee field rules come from `nomineeErrors`; rules across
 * the list (total, duplicates, missing dates) from `nomineeListError`.
 */

import {
  CHOICE_MESSAGE,
  type Choice,
  choiceError,
  collectErrors,
  emailError,
  isBlank,
  lettersError,
  phoneError,
  REQUIRED_MESSAGE,
  type Text,
  textError,
} from './common';
import { startOfCalendarDay, toCalendarDate } from './dates';
import { ADULT_AGE, DOB_INVALID_MESSAGE, isAdult, PAN_INVALID_MESSAGE, PAN_PATTERN } from './pan';

/** 001 §9 "Maximum 3 nominees". */
export const MAX_NOMINEES = 3;
export const TOTAL_SHARE = 100;
/** 001 §9 "the minor threshold for nominees is also 18". */
export const MINOR_AGE = ADULT_AGE;
/** 001 §3 "country (India)": fixed. */
export const NOMINEE_COUNTRY = 'India';

/** 001 §3 "Relationship values", in the spec's order. */
export const RELATIONSHIPS = [
  { value: 'SPOUSE', label: 'Spouse' },
  { value: 'FATHER', label: 'Father' },
  { value: 'MOTHER', label: 'Mother' },
  { value: 'AUNT', label: 'Aunt' },
  { value: 'BROTHER_IN_LAW', label: 'Brother-in-law' },
  { value: 'FATHER_IN_LAW', label: 'Father-in-law' },
  { value: 'MOTHER_IN_LAW', label: 'Mother-in-law' },
  { value: 'NEPHEW', label: 'Nephew' },
  { value: 'NIECE', label: 'Niece' },
  { value: 'SISTER_IN_LAW', label: 'Sister-in-law' },
  { value: 'SON_IN_LAW', label: 'Son-in-law' },
  { value: 'UNCLE', label: 'Uncle' },
  { value: 'DAUGHTER_IN_LAW', label: 'Daughter-in-law' },
  { value: 'BROTHER', label: 'Brother' },
  { value: 'SON', label: 'Son' },
  { value: 'DAUGHTER', label: 'Daughter' },
  { value: 'SISTER', label: 'Sister' },
  { value: 'GRAND_SON', label: 'Grandson' },
  { value: 'GRAND_DAUGHTER', label: 'Granddaughter' },
  { value: 'GRAND_FATHER', label: 'Grandfather' },
  { value: 'GRAND_MOTHER', label: 'Grandmother' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Choice[];

/** 001 §3 "idType (PAN or AADHAR)". */
export const ID_TYPES = [
  { value: 'PAN', label: 'PAN' },
  { value: 'AADHAR', label: 'Aadhar (last 4 digits)' },
] as const satisfies readonly Choice[];

// 001 §5 quoted messages.
export const SAME_AS_HOLDER_MESSAGE = 'Cannot be the same as the primary holder.';
export const GUARDIAN_NAME_MESSAGE = 'Guardian name required for minors.';
export const SHARE_POSITIVE_MESSAGE = 'Nominee share should be a positive value for each nominee.';
export const SHARE_WHOLE_MESSAGE = 'Nominee share must be a whole number.';
export const TOTAL_NOT_100_MESSAGE = 'Please ensure the total shares sum up to 100% before proceeding.';
export const TOTAL_EXCEEDED_MESSAGE = 'Total shares have exceeded 100%';
export const DUPLICATE_MESSAGE = 'Duplicate entries are not allowed. Please check the nominee details.';
export const MISSING_DOB_MESSAGE = 'Date of birth must be filled out for all nominees.';
export const INCOMPLETE_MESSAGE = 'Please complete all fields for existing nominees before adding a new one.';
export const FULL_SHARE_MESSAGE = 'Total shares have already reached 100%. No additional nominees can be added.';
// Chosen here: the spec quotes no wording for these.
export const AADHAR_MESSAGE = 'Please enter the last 4 digits of the Aadhar number.';
export const GUARDIAN_PAN_MESSAGE = 'Guardian PAN required for minors.';
export const MAX_NOMINEES_MESSAGE = `You can add at most ${MAX_NOMINEES} nominees.`;
export const NO_NOMINEES_MESSAGE = 'Please add at least one nominee.';
export const PINCODE_REQUIRED_MESSAGE = 'Pincode is required.';
export const PINCODE_SIX_DIGITS_MESSAGE = 'Pincode must be exactly 6 digits.';
export const PINCODE_FOREIGN_MESSAGE = 'Pincode must be at most 10 letters or digits.';

/** One nominee as the form (and session storage `nomineeData`) holds it. */
export interface NomineeInput {
  name?: Text;
  relationship?: Text;
  idType?: Text;
  idNumber?: Text;
  email?: Text;
  mobile?: Text;
  address1?: Text;
  address2?: Text;
  address3?: Text;
  city?: Text;
  pincode?: Text;
  country?: Text;
  /** Whole percent; a string while typed, a number on the wire. */
  percentage?: string | number | null;
  /** A Date, 'yyyy-MM-dd' (picker) or 'DD-MM-YYYY' (wire). */
  dob?: Date | string | null;
  guardianName?: Text;
  guardianPan?: Text;
}

export type NomineeField = keyof NomineeInput;

export interface NomineeContext {
  holderPan: string;
  /** The primary holder's tax status: INDIVIDUAL nominees have 6-digit pincodes (001 §5). */
  taxStatus: string;
  today: Date;
}

const AADHAR_PATTERN = /^\d{4}$/;
const SIX_DIGITS = /^\d{6}$/;
const FOREIGN_PINCODE = /^[A-Za-z0-9]{1,10}$/;
const NUMBER_PATTERN = /^[+-]?\d+(\.\d+)?$/;

/** The share as a number, or null when it is empty or not a number at all. */
export function shareValue(percentage: NomineeInput['percentage']): number | null {
  if (typeof percentage === 'number') return Number.isFinite(percentage) ? percentage : null;
  if (percentage == null) return null;
  const text = percentage.trim();
  return NUMBER_PATTERN.test(text) ? Number(text) : null;
}

export function shareError(percentage: NomineeInput['percentage']): string | null {
  if (percentage == null || (typeof percentage === 'string' && percentage.trim() === '')) return REQUIRED_MESSAGE;
  const share = shareValue(percentage);
  if (share === null || !Number.isInteger(share)) return SHARE_WHOLE_MESSAGE;
  return share >= 1 ? null : SHARE_POSITIVE_MESSAGE;
}

/** Under 18 on `today` (001 §5 "A nominee under 18 is a minor"). */
export function isMinor(dob: Date | string | null | undefined, today: Date): boolean {
  const date = toCalendarDate(dob);
  return date !== null && !isAdult(date, today);
}

function panPatternError(value: Text): string | null {
  return PAN_PATTERN.test((value ?? '').trim()) ? null : PAN_INVALID_MESSAGE;
}

function idNumberError(nominee: NomineeInput, holderPan: string): string | null {
  if (isBlank(nominee.idNumber)) return REQUIRED_MESSAGE;
  const idNumber = (nominee.idNumber ?? '').trim();
  if (nominee.idType === 'AADHAR') return AADHAR_PATTERN.test(idNumber) ? null : AADHAR_MESSAGE;
  if (nominee.idType !== 'PAN') return null;
  return panPatternError(idNumber) ?? (idNumber === holderPan.trim().toUpperCase() ? SAME_AS_HOLDER_MESSAGE : null);
}

function nomineePincodeError(value: Text, taxStatus: string): string | null {
  if (isBlank(value)) return PINCODE_REQUIRED_MESSAGE;
  const pincode = (value ?? '').trim();
  if (taxStatus === 'INDIVIDUAL') return SIX_DIGITS.test(pincode) ? null : PINCODE_SIX_DIGITS_MESSAGE;
  return FOREIGN_PINCODE.test(pincode) ? null : PINCODE_FOREIGN_MESSAGE;
}

function nomineeDobError(dob: NomineeInput['dob'], today: Date): string | null {
  const date = toCalendarDate(dob);
  if (date === null) return DOB_INVALID_MESSAGE;
  return date.getTime() > startOfCalendarDay(today).getTime() ? DOB_INVALID_MESSAGE : null;
}

/** Every broken field rule of one nominee, keyed by field; empty when the nominee is complete. */
export function nomineeErrors(nominee: NomineeInput, context: NomineeContext): Partial<Record<NomineeField, string>> {
  const minor = isMinor(nominee.dob, context.today);
  return collectErrors<NomineeField>({
    name: lettersError(nominee.name),
    relationship: choiceError(nominee.relationship, RELATIONSHIPS),
    idType: choiceError(nominee.idType, ID_TYPES),
    idNumber: idNumberError(nominee, context.holderPan),
    email: emailError(nominee.email),
    mobile: phoneError(nominee.mobile),
    address1: textError(nominee.address1),
    address2: textError(nominee.address2, { required: false }),
    address3: textError(nominee.address3, { required: false }),
    city: lettersError(nominee.city),
    pincode: nomineePincodeError(nominee.pincode, context.taxStatus),
    country: isBlank(nominee.country) || nominee.country === NOMINEE_COUNTRY ? null : CHOICE_MESSAGE,
    percentage: shareError(nominee.percentage),
    dob: nomineeDobError(nominee.dob, context.today),
    guardianName: minor
      ? isBlank(nominee.guardianName)
        ? GUARDIAN_NAME_MESSAGE
        : lettersError(nominee.guardianName)
      : null,
    guardianPan: minor
      ? isBlank(nominee.guardianPan)
        ? GUARDIAN_PAN_MESSAGE
        : panPatternError(nominee.guardianPan)
      : null,
  });
}

/** The sum of the shares that are numbers (an unreadable share counts as 0 here; its field says why). */
export function totalShare(nominees: readonly NomineeInput[]): number {
  return nominees.reduce((sum, nominee) => sum + (shareValue(nominee.percentage) ?? 0), 0);
}

/** What a new nominee starts with (001 §5 "A new nominee starts with the remaining share"). */
export function remainingShare(nominees: readonly NomineeInput[]): number {
  return Math.max(0, TOTAL_SHARE - Math.floor(totalShare(nominees)));
}

function duplicateKey(nominee: NomineeInput): string | null {
  const date = toCalendarDate(nominee.dob);
  if (isBlank(nominee.name) || date === null) return null;
  return `${(nominee.name ?? '').trim().replace(/\s+/g, ' ').toLowerCase()}|${date.getTime()}`;
}

/** The first rule across the list that is broken (count, dates, duplicates, total), or null. */
export function nomineeListError(nominees: readonly NomineeInput[]): string | null {
  if (nominees.length === 0) return NO_NOMINEES_MESSAGE;
  if (nominees.length > MAX_NOMINEES) return MAX_NOMINEES_MESSAGE;
  if (nominees.some((nominee) => toCalendarDate(nominee.dob) === null)) return MISSING_DOB_MESSAGE;
  const keys = nominees.map(duplicateKey).filter((key): key is string => key !== null);
  if (new Set(keys).size !== keys.length) return DUPLICATE_MESSAGE;
  const total = totalShare(nominees);
  if (total > TOTAL_SHARE) return TOTAL_EXCEEDED_MESSAGE;
  return total === TOTAL_SHARE ? null : TOTAL_NOT_100_MESSAGE;
}

const REQUIRED_FIELDS = [
  'name',
  'relationship',
  'idType',
  'idNumber',
  'email',
  'mobile',
  'address1',
  'city',
  'pincode',
] as const satisfies readonly NomineeField[];

function isFilled(nominee: NomineeInput, today: Date | undefined): boolean {
  const textsFilled = REQUIRED_FIELDS.every((field) => !isBlank(nominee[field]));
  const shareFilled = shareValue(nominee.percentage) !== null;
  const dobFilled = toCalendarDate(nominee.dob) !== null;
  const guardianFilled =
    today === undefined ||
    !isMinor(nominee.dob, today) ||
    (!isBlank(nominee.guardianName) && !isBlank(nominee.guardianPan));
  return textsFilled && shareFilled && dobFilled && guardianFilled;
}

/**
 * 001 §5 "Adding a nominee needs the existing [nominees] complete … and the total below 100",
 * at most 3. With `today`, a minor's guardian fields count as required too.
 */
export function canAddNominee(
  nominees: readonly NomineeInput[],
  options: { today?: Date } = {},
): { ok: true } | { ok: false; message: string } {
  if (nominees.length >= MAX_NOMINEES) return { ok: false, message: MAX_NOMINEES_MESSAGE };
  if (!nominees.every((nominee) => isFilled(nominee, options.today))) return { ok: false, message: INCOMPLETE_MESSAGE };
  if (totalShare(nominees) >= TOTAL_SHARE) return { ok: false, message: FULL_SHARE_MESSAGE };
  return { ok: true };
}

/** 001 §5 "Delete is offered when there is more than one nominee." */
export function canDeleteNominee(nominees: readonly NomineeInput[]): boolean {
  return nominees.length > 1;
}
