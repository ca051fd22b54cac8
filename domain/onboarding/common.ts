/**
 * Rules shared by the onboarding subjects (001 §5 "Global validators", 001 §9). Kept apart so
 * PAN, basic info, nominees and bank read the same wording and limits.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN } from '../field-patterns';

/** 001 §9 "Text input default max length is 30." */
export const TEXT_MAX_LENGTH = 30;

/** The spec quotes no wording for an empty required text field; this one is chosen here. */
export const REQUIRED_MESSAGE = 'This field is required.';
/** Chosen here: the spec says "letters and spaces only" without quoting a message. */
export const LETTERS_MESSAGE = 'Please use letters and spaces only.';
/** Chosen here for the 30-character default limit (001 §9). */
export const TOO_LONG_MESSAGE = `Please use at most ${TEXT_MAX_LENGTH} characters.`;

/** 001 §5 global validators: email. */
export const EMAIL_REQUIRED_MESSAGE = 'Email is required.';
export const EMAIL_INVALID_MESSAGE = 'Enter a valid email.';
/** 001 §5 global validators: phone. */
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const PHONE_INVALID_MESSAGE = 'Phone number must contain exactly 10 numbers';
/** 001 §5 global validators: requiredSelect. */
export const CHOICE_MESSAGE = 'Please select a valid option.';
/** 001 §5 global validators: check. */
export const CHECK_MESSAGE = 'Select the checkbox above to proceed.';

const LETTERS_PATTERN = /^[A-Za-z ]+$/;

export interface Choice<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** Form values may arrive missing from a JSON body, so every rule accepts null/undefined as empty. */
export type Text = string | null | undefined;

export function isBlank(value: Text): boolean {
  return value == null || value.trim() === '';
}

/** Letters and spaces (names, cities), required unless told otherwise, at most 30 characters. */
export function lettersError(value: Text, options: { required?: boolean } = {}): string | null {
  const { required = true } = options;
  if (isBlank(value)) return required ? REQUIRED_MESSAGE : null;
  const text = (value ?? '').trim();
  if (!LETTERS_PATTERN.test(text)) return LETTERS_MESSAGE;
  if (text.length > TEXT_MAX_LENGTH) return TOO_LONG_MESSAGE;
  return null;
}

/** Free text such as an address line: required unless told otherwise, at most 30 characters. */
export function textError(value: Text, options: { required?: boolean } = {}): string | null {
  const { required = true } = options;
  if (isBlank(value)) return required ? REQUIRED_MESSAGE : null;
  return (value ?? '').trim().length > TEXT_MAX_LENGTH ? TOO_LONG_MESSAGE : null;
}

export function emailError(value: Text): string | null {
  if (isBlank(value)) return EMAIL_REQUIRED_MESSAGE;
  const text = (value ?? '').trim();
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text) ? null : EMAIL_INVALID_MESSAGE;
}

export function phoneError(value: Text): string | null {
  if (isBlank(value)) return PHONE_REQUIRED_MESSAGE;
  return PHONE_PATTERN.test((value ?? '').trim()) ? null : PHONE_INVALID_MESSAGE;
}

/** 001 §5 requiredSelect: the value must be one of the offered options (a placeholder is not). */
export function choiceError(value: Text, options: readonly Choice[]): string | null {
  return options.some((option) => option.value === value) ? null : CHOICE_MESSAGE;
}

/** Collects the non-null messages of a field → message map. */
export function collectErrors<F extends string>(checks: Record<F, string | null>): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(checks) as F[]) {
    const message = checks[field];
    if (message !== null) errors[field] = message;
  }
  return errors;
}
