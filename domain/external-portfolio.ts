/**
 * Rules of the external portfolio import's PAN modal (000 §4.5, §5 "External portfolio PAN",
 * §9): the PAN and date-of-birth form, the 18-year limit on the date of birth, and the OTP.
 * Quoted texts are the spec's.
 */
import * as v from 'valibot';
import { PAN_MAX_LENGTH, PAN_PATTERN } from './fields';

const EXTERNAL_OTP_PATTERN = /^\d{6}$/;
/** 000 §9 "External OTP validity / resend timer start: 10 minutes / 660 s". */
export const EXTERNAL_OTP_RESEND_SECONDS = 660;
/** 000 §9 "Portfolio retry wait: 15 s". */
export const PORTFOLIO_RETRY_SECONDS = 15;
/** 000 §8 code on the OTP request when the PAN holds no funds. */
export const NO_FUNDS_CODE = '8003';

export const externalPanRuleMessages = {
  required: 'Please fill in all required fields',
  pan: 'Please enter a valid PAN (five letters, four digits, one letter).',
  terms: 'Please accept the terms and conditions to continue.',
  otp: 'Please enter a valid 6-digit OTP',
} as const;

const required = externalPanRuleMessages.required;

/**
 * The first step's form: PAN, date of birth (yyyy-MM-dd, picked, never typed) and the terms.
 * Each field reports its first failure only.
 */
export const ExternalPanFormSchema = v.config(
  v.object({
    pan: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(PAN_MAX_LENGTH, externalPanRuleMessages.pan),
      v.regex(PAN_PATTERN, externalPanRuleMessages.pan),
    ),
    dob: v.pipe(v.nullable(v.string()), v.string(required), v.isoDate(required)),
    terms: v.literal(true, externalPanRuleMessages.terms),
  }),
  { abortPipeEarly: true },
);

/** Digits only, exactly 6 (000 §5). */
export function isValidExternalOtp(code: string): boolean {
  return EXTERNAL_OTP_PATTERN.test(code);
}
