/**
 * Nominee rules (001 §5 "Nominee", 001 §3 "Nominee", 001 §9 "Maximum 3 nominees; shares are
 * whole numbers totalling 100"). Per-nominee field rules come from `nomineeErrors`; rules across
 * the list (total, duplicates, missing dates) from `nomineeListError`.
 */

import * as v from 'valibot';
import { toCalendarDate } from '../dates';
import {
  CHOICE_MESSAGE,
  type Choice,
  choice,
  dateOfBirth,
  email,
  isAdult,
  isBlank,
  letters,
  optional,
  PINCODE_REQUIRED_MESSAGE,
  panPattern,
  phone,
  pincode,
  plainText,
  REQUIRED_MESSAGE,
  required,
  type Text,
} from '../fields';
import { fieldErrors, firstError } from '../validate';

/** 001 §9 "Maximum 3 nominees". */
export const MAX_NOMINEES = 3;
export const TOTAL_SHARE = 100;
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
const SHARE_POSITIVE_MESSAGE = 'Nominee share should be a positive value for each nominee.';
export const SHARE_WHOLE_MESSAGE = 'Nominee share must be a whole number.';
export const TOTAL_NOT_100_MESSAGE = 'Please ensure the total shares sum up to 100% before proceeding.';
export const TOTAL_EXCEEDED_MESSAGE = 'Total shares have exceeded 100%';
export const DUPLICATE_MESSAGE = 'Duplicate entries are not allowed. Please check the nominee details.';
const MISSING_DOB_MESSAGE = 'Date of birth must be filled out for all nominees.';
export const INCOMPLETE_MESSAGE = 'Please complete all fields for existing nominees before adding a new one.';
export const FULL_SHARE_MESSAGE = 'Total shares have already reached 100%. No additional nominees can be added.';
// Chosen here: the spec quotes no wording for these.
const AADHAR_MESSAGE = 'Please enter the last 4 digits of the Aadhar number.';
const GUARDIAN_PAN_MESSAGE = 'Guardian PAN required for minors.';
const MAX_NOMINEES_MESSAGE = `You can add at most ${MAX_NOMINEES} nominees.`;
const NO_NOMINEES_MESSAGE = 'Please add at least one nominee.';
const PINCODE_FOREIGN_MESSAGE = 'Pincode must be at most 10 letters or digits.';

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

type NomineeField = keyof NomineeInput;

export interface NomineeContext {
  holderPan: string;
  /** The primary holder's tax status: INDIVIDUAL nominees have 6-digit pincodes (001 §5). */
  taxStatus: string;
  today: Date;
}

const AADHAR_PATTERN = /^\d{4}$/;
const FOREIGN_PINCODE = /^[A-Za-z0-9]{1,10}$/;
const NUMBER_PATTERN = /^[+-]?\d+(\.\d+)?$/;

/** The share as a number, or null when it is empty or not a number at all. */
function shareValue(percentage: NomineeInput['percentage']): number | null {
  if (typeof percentage === 'number') return Number.isFinite(percentage) ? percentage : null;
  if (percentage == null) return null;
  const text = percentage.trim();
  return NUMBER_PATTERN.test(text) ? Number(text) : null;
}

/** 001 §5: a whole, positive percent, typed (a string) or on the wire (a number). */
export const nomineeShare = v.pipe(
  v.union([v.number(), v.string()], REQUIRED_MESSAGE),
  v.check((value) => typeof value === 'number' || value.trim() !== '', REQUIRED_MESSAGE),
  v.transform((value: string | number) => shareValue(value)),
  v.number(SHARE_WHOLE_MESSAGE),
  v.integer(SHARE_WHOLE_MESSAGE),
  v.minValue(1, SHARE_POSITIVE_MESSAGE),
);

/** Under 18 on `today` (001 §5 "A nominee under 18 is a minor"). */
export function isMinor(dob: Date | string | null | undefined, today: Date): boolean {
  const date = toCalendarDate(dob);
  return date !== null && !isAdult(date, today);
}

/** 001 §3 idType: a PAN that is not the holder's own, or the last 4 digits of an Aadhar. */
function idNumberRule(idType: unknown, holderPan: string) {
  if (idType === 'AADHAR')
    return required(REQUIRED_MESSAGE, v.pipe(v.string(), v.regex(AADHAR_PATTERN, AADHAR_MESSAGE)));
  if (idType !== 'PAN') return required(REQUIRED_MESSAGE);
  const holder = holderPan.trim().toUpperCase();
  return required(
    REQUIRED_MESSAGE,
    v.pipe(
      panPattern,
      v.check((pan) => pan !== holder, SAME_AS_HOLDER_MESSAGE),
    ),
  );
}

/** 001 §5: residents' nominees have 6-digit pincodes; others up to 10 letters or digits. */
function nomineePincode(taxStatus: string) {
  return taxStatus === 'INDIVIDUAL'
    ? pincode({ required: true })
    : required(PINCODE_REQUIRED_MESSAGE, v.pipe(v.string(), v.regex(FOREIGN_PINCODE, PINCODE_FOREIGN_MESSAGE)));
}

/**
 * 001 §5 Nominee: the rules of one nominee. Which ID rule applies follows the chosen ID type,
 * and a minor (by the date of birth, on `today`) needs a guardian's name and PAN.
 */
export function nomineeSchema(context: NomineeContext) {
  return v.lazy((input: unknown): v.GenericSchema => {
    const nominee = (input ?? {}) as NomineeInput;
    const entries = {
      name: required(REQUIRED_MESSAGE, letters),
      relationship: choice(RELATIONSHIPS),
      idType: choice(ID_TYPES),
      idNumber: idNumberRule(nominee.idType, context.holderPan),
      email: email(),
      mobile: phone,
      address1: required(REQUIRED_MESSAGE, plainText),
      address2: optional(plainText),
      address3: optional(plainText),
      city: required(REQUIRED_MESSAGE, letters),
      pincode: nomineePincode(context.taxStatus),
      country: optional(v.pipe(v.string(), v.value(NOMINEE_COUNTRY, CHOICE_MESSAGE))),
      percentage: nomineeShare,
      dob: dateOfBirth(context.today, { adult: false }),
    };
    if (!isMinor(nominee.dob, context.today)) return v.object(entries);
    return v.object({
      ...entries,
      guardianName: required(GUARDIAN_NAME_MESSAGE, letters),
      guardianPan: required(GUARDIAN_PAN_MESSAGE, panPattern),
    });
  });
}

/** Every broken field rule of one nominee, keyed by field; empty when the nominee is complete. */
export function nomineeErrors(nominee: NomineeInput, context: NomineeContext): Partial<Record<NomineeField, string>> {
  return fieldErrors(nomineeSchema(context), nominee);
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

function hasNoDuplicates(nominees: readonly NomineeInput[]): boolean {
  const keys = nominees.map(duplicateKey).filter((key): key is string => key !== null);
  return new Set(keys).size === keys.length;
}

/**
 * 001 §5 rules across the list, in the order they are told: how many, every date given, no
 * duplicates, and shares totalling exactly 100. The contract's JSON Schema cannot say these.
 */
export const nomineeListSchema = v.pipe(
  v.array(v.custom<NomineeInput>((value) => typeof value === 'object' && value !== null)),
  v.minLength(1, NO_NOMINEES_MESSAGE),
  v.maxLength(MAX_NOMINEES, MAX_NOMINEES_MESSAGE),
  v.check(
    (nominees: NomineeInput[]) => nominees.every((nominee) => toCalendarDate(nominee.dob) !== null),
    MISSING_DOB_MESSAGE,
  ),
  v.check((nominees: NomineeInput[]) => hasNoDuplicates(nominees), DUPLICATE_MESSAGE),
  v.check((nominees: NomineeInput[]) => totalShare(nominees) <= TOTAL_SHARE, TOTAL_EXCEEDED_MESSAGE),
  v.check((nominees: NomineeInput[]) => totalShare(nominees) >= TOTAL_SHARE, TOTAL_NOT_100_MESSAGE),
);

/** The first rule across the list that is broken (count, dates, duplicates, total), or null. */
export function nomineeListError(nominees: readonly NomineeInput[]): string | null {
  return firstError(nomineeListSchema, nominees);
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
