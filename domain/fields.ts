/**
 * The field rules of the spec (001 §5 "Global validators", 001 §9, 000 §5) as valibot schemas,
 * one per kind of field, with the spec's messages. Every form builds its schema from these;
 * the server runs the same schemas where the contract's JSON Schema cannot say the rule.
 *
 * Form values and JSON bodies may hold null or leave a field out, so every text rule reads a
 * missing value as blank, trims, and treats a blank value as absent: a required rule then
 * gives its "required" message, an optional one passes.
 */
import * as v from 'valibot';
import { startOfCalendarDay, toCalendarDate, yearsBefore } from './dates';

/** 001 §9 "Text input default max length is 30." */
export const TEXT_MAX_LENGTH = 30;
/** 001 §9 "E-mail: max 60 characters." */
export const EMAIL_MAX_LENGTH = 60;
/** 001 §9 "Phone: 10 digits, country code +91" (the +91 is added, never typed). */
export const PHONE_LENGTH = 10;
/** 001 §5 PAN "max 10". */
export const PAN_MAX_LENGTH = 10;
/** 001 §9 "IFSC: 11 characters." */
export const IFSC_LENGTH = 11;
/** 001 §9 "Account number: 9 to 18 digits". */
const ACCOUNT_NUMBER_MIN_DIGITS = 9;
export const ACCOUNT_NUMBER_MAX_DIGITS = 18;
/** 001 §9 "Minimum age for the PAN step: 18 years; the minor threshold for nominees is also 18." */
const ADULT_AGE = 18;

/** A standard address: a local part, a dot-separated domain, a top-level domain of two letters or more. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\d{10}$/;
/** 001 §5: "five capital letters, four digits, one capital letter; max 10". */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** 001 §5 "IFSC format (four capitals, zero, six alphanumerics), max 11". */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const PINCODE_PATTERN = /^\d{6}$/;
const LETTERS_PATTERN = /^[A-Za-z ]+$/;
const DIGITS_PATTERN = /^\d+$/;

/** The spec quotes no wording for an empty required text field; this one is chosen here. */
export const REQUIRED_MESSAGE = 'This field is required.';
/** Chosen here: the spec says "letters and spaces only" without quoting a message. */
const LETTERS_MESSAGE = 'Please use letters and spaces only.';
/** Chosen here for the 30-character default limit (001 §9). */
const TOO_LONG_MESSAGE = `Please use at most ${TEXT_MAX_LENGTH} characters.`;
// 001 §5 global validators, quoted: email, phone, requiredSelect, check, IFSC.
export const EMAIL_REQUIRED_MESSAGE = 'Email is required.';
export const EMAIL_INVALID_MESSAGE = 'Enter a valid email.';
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_INVALID_MESSAGE = 'Phone number must contain exactly 10 numbers';
export const CHOICE_MESSAGE = 'Please select a valid option.';
export const CHECK_MESSAGE = 'Select the checkbox above to proceed.';
const IFSC_REQUIRED_MESSAGE = 'The IFSC Code is required';
const IFSC_INVALID_MESSAGE = 'Invalid IFSC Code format';
export const PAN_REQUIRED_MESSAGE = 'PAN is required.';
/** The spec quotes no pattern message; chosen here. */
export const PAN_INVALID_MESSAGE = 'Please enter a valid PAN (five capital letters, four digits, one capital letter).';
// Chosen here: the spec states the account-number and pincode rules without quoting messages.
const ACCOUNT_NUMBER_REQUIRED_MESSAGE = 'Account number is required.';
const ACCOUNT_NUMBER_DIGITS_MESSAGE = 'Account number must contain digits only.';
const ACCOUNT_NUMBER_LENGTH_MESSAGE = 'Account number must be 9 to 18 digits.';
export const PINCODE_REQUIRED_MESSAGE = 'Pincode is required.';
export const PINCODE_INVALID_MESSAGE = 'Pincode must be exactly 6 digits.';
/** 001 §5: "empty message 'Please enter a valid date of birth'" — also used for unreal or future dates. */
export const DOB_INVALID_MESSAGE = 'Please enter a valid date of birth';
/** Chosen here: the picker disables later dates, so this only shows for a forged or stale value. */
export const DOB_UNDERAGE_MESSAGE = 'You must be at least 18 years old.';

/** Form values may arrive missing from a JSON body, so every text rule accepts null/undefined as blank. */
export type Text = string | null | undefined;

export interface Choice<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

export function isBlank(value: Text): boolean {
  return value == null || value.trim() === '';
}

/** A rule on the trimmed, non-blank text of a field. */
type TextRule = v.GenericSchema<string, unknown>;

/** Trimmed text, or undefined when missing or blank (a non-string is refused with `message`). */
function presentText(message: string) {
  return v.pipe(
    v.nullish(v.string(message)),
    v.transform((value) => {
      const text = value?.trim() ?? '';
      return text === '' ? undefined : text;
    }),
  );
}

/** The field must be given (`message` when blank), then meet `rule`. */
export function required(message: string, rule: TextRule = v.string()) {
  return v.pipe(presentText(message), v.string(message), rule);
}

/** A blank field passes; a given one must meet `rule`. */
export function optional(rule: TextRule = v.string()) {
  return v.pipe(presentText(REQUIRED_MESSAGE), v.optional(rule));
}

/** Free text such as an address line: at most 30 characters. */
export const plainText = v.pipe(v.string(), v.maxLength(TEXT_MAX_LENGTH, TOO_LONG_MESSAGE));
/** Names and cities: letters and spaces, at most 30 characters. */
export const letters = v.pipe(
  v.string(),
  v.regex(LETTERS_PATTERN, LETTERS_MESSAGE),
  v.maxLength(TEXT_MAX_LENGTH, TOO_LONG_MESSAGE),
);

/** 001 §5 email: a standard address of at most 60 characters; sign-up says "too long" in words of its own. */
export function email(tooLongMessage = EMAIL_INVALID_MESSAGE) {
  return required(
    EMAIL_REQUIRED_MESSAGE,
    v.pipe(v.string(), v.regex(EMAIL_PATTERN, EMAIL_INVALID_MESSAGE), v.maxLength(EMAIL_MAX_LENGTH, tooLongMessage)),
  );
}

/** 001 §5 phone: exactly 10 digits. */
export const phone = required(
  PHONE_REQUIRED_MESSAGE,
  v.pipe(v.string(), v.regex(PHONE_PATTERN, PHONE_INVALID_MESSAGE)),
);

/** The PAN pattern alone, for fields whose "required" message is their own (a guardian's PAN). */
export const panPattern = v.pipe(v.string(), v.regex(PAN_PATTERN, PAN_INVALID_MESSAGE));
export const pan = required(PAN_REQUIRED_MESSAGE, panPattern);

export const ifsc = required(IFSC_REQUIRED_MESSAGE, v.pipe(v.string(), v.regex(IFSC_PATTERN, IFSC_INVALID_MESSAGE)));

export const accountNumber = required(
  ACCOUNT_NUMBER_REQUIRED_MESSAGE,
  v.pipe(
    v.string(),
    v.regex(DIGITS_PATTERN, ACCOUNT_NUMBER_DIGITS_MESSAGE),
    v.minLength(ACCOUNT_NUMBER_MIN_DIGITS, ACCOUNT_NUMBER_LENGTH_MESSAGE),
    v.maxLength(ACCOUNT_NUMBER_MAX_DIGITS, ACCOUNT_NUMBER_LENGTH_MESSAGE),
  ),
);

/** 001 §5 "Pincode numeric and exactly 6 characters (also when optional for a non-resident)". */
const pincodeDigits = v.pipe(v.string(), v.regex(PINCODE_PATTERN, PINCODE_INVALID_MESSAGE));
export function pincode(options: { required: boolean }) {
  return options.required ? required(PINCODE_REQUIRED_MESSAGE, pincodeDigits) : optional(pincodeDigits);
}

/** 001 §5 requiredSelect: one of the offered values (a placeholder, blank or null is not). */
export function choice<const T extends string>(options: readonly Choice<T>[], message = CHOICE_MESSAGE) {
  return v.picklist(
    options.map((option) => option.value),
    message,
  );
}

/** 001 §5 check: the box must be ticked. */
export const checked = v.literal(true, CHECK_MESSAGE);

/** The latest date of birth of someone who is 18 on `today`: the same calendar day 18 years ago. */
export function latestAdultDob(today: Date): Date {
  return yearsBefore(startOfCalendarDay(today), ADULT_AGE);
}

/** At least 18 on `today` (the birthday itself counts). */
export function isAdult(dob: Date, today: Date): boolean {
  return startOfCalendarDay(dob).getTime() <= latestAdultDob(today).getTime();
}

/**
 * A date of birth given as a Date, 'yyyy-MM-dd' (date pickers) or 'DD-MM-YYYY' (wire): a real
 * calendar day, not after `today`, and with `adult` at least 18 years before it.
 */
export function dateOfBirth(today: Date, options: { adult: boolean }) {
  const day = v.pipe(
    v.unknown(),
    v.transform((value) => (value instanceof Date || typeof value === 'string' ? toCalendarDate(value) : null)),
    v.date(DOB_INVALID_MESSAGE),
    v.maxValue(startOfCalendarDay(today), DOB_INVALID_MESSAGE),
  );
  return options.adult ? v.pipe(day, v.maxValue(latestAdultDob(today), DOB_UNDERAGE_MESSAGE)) : day;
}
