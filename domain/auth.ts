/**
 * The form rules of 001 §5 for sign-up, sign-in and the password reset, as valibot schemas
 * built on the shared field rules. Each field shows its first failing rule, in the order the
 * spec lists them.
 */
import * as v from 'valibot';
import { email, phone } from './fields';

const PASSWORD_MIN_LENGTH = 8;
/** 001 §5 "The reset-password OTP is text with max 6". */
export const RESET_CODE_MAX_LENGTH = 6;

export const authMessages = {
  emailTooLong: 'Email must be at most 60 characters.',
  passwordRequired: 'Password is required.',
  passwordMinLength: 'Password must be at least 8 characters long.',
  passwordUppercase: 'Password must have an uppercase letter.',
  passwordLowercase: 'Password must have a lowercase letter.',
  passwordNumber: 'Password must include a number.',
  passwordSpecial: 'Password must include a special character.',
  terms: 'Please accept the terms and conditions.',
  passwordsMustMatch: 'Passwords must match',
  otpRequired: 'OTP is required.',
  otpTooLong: 'OTP must be at most 6 characters.',
} as const;

const m = authMessages;

/** Sign-up and sign-in say "too long" in words of their own. */
const authEmail = email(m.emailTooLong);

const password = v.pipe(
  v.string(),
  v.nonEmpty(m.passwordRequired),
  v.minLength(PASSWORD_MIN_LENGTH, m.passwordMinLength),
  v.regex(/[A-Z]/, m.passwordUppercase),
  v.regex(/[a-z]/, m.passwordLowercase),
  v.regex(/\d/, m.passwordNumber),
  v.regex(/[^A-Za-z0-9]/, m.passwordSpecial),
);

export const SignUpSchema = v.object({
  email: authEmail,
  phone,
  password,
  terms: v.literal(true, m.terms),
});

export const SignInSchema = v.object({
  email: authEmail,
  // 001 §5 "password required": the password rule is the provider's business at sign-in.
  password: v.pipe(v.string(), v.nonEmpty(m.passwordRequired)),
});

export const ResetRequestSchema = v.object({ email: authEmail });

export const NewPasswordSchema = v.pipe(
  v.object({
    email: authEmail,
    code: v.pipe(v.string(), v.trim(), v.nonEmpty(m.otpRequired), v.maxLength(RESET_CODE_MAX_LENGTH, m.otpTooLong)),
    password,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      m.passwordsMustMatch,
    ),
    ['confirmPassword'],
  ),
);

export interface SignInValues {
  email: string;
  password: string;
}

export interface NewPasswordValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}
