/**
 * The form rules of 001 §5 (sign-up, sign-in, new password) and its global validators, as
 * valibot schemas for Mantine's `schemaResolver`. Each field shows its first failing rule,
 * in the order the spec lists them.
 */
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from '../../../domain/field-patterns';
import { RESET_CODE_MAX_LENGTH } from '../../../machines/password-reset.machine';
import { validationMessages as m } from './messages';

export { EMAIL_MAX_LENGTH };
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 10;

export const emailRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(m.emailRequired),
  v.email(m.emailInvalid),
  v.maxLength(EMAIL_MAX_LENGTH, m.emailTooLong),
);

export const passwordRule = v.pipe(
  v.string(),
  v.nonEmpty(m.passwordRequired),
  v.minLength(PASSWORD_MIN_LENGTH, m.passwordMinLength),
  v.regex(/[A-Z]/, m.passwordUppercase),
  v.regex(/[a-z]/, m.passwordLowercase),
  v.regex(/\d/, m.passwordNumber),
  v.regex(/[^A-Za-z0-9]/, m.passwordSpecial),
);

export const phoneRule = v.pipe(
  v.string(),
  v.nonEmpty(m.phoneRequired),
  v.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), m.phoneDigits),
);

export const SignUpSchema = v.object({
  email: emailRule,
  phone: phoneRule,
  password: passwordRule,
  terms: v.literal(true, m.terms),
});

export const SignInSchema = v.object({
  email: emailRule,
  // 001 §5 "password required": the password rule is the provider's business at sign-in.
  password: v.pipe(v.string(), v.nonEmpty(m.passwordRequired)),
});

export const ResetRequestSchema = v.object({ email: emailRule });

export const NewPasswordSchema = v.pipe(
  v.object({
    email: emailRule,
    code: v.pipe(v.string(), v.trim(), v.nonEmpty(m.otpRequired), v.maxLength(RESET_CODE_MAX_LENGTH, m.otpTooLong)),
    password: passwordRule,
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

export type SignUpValues = v.InferInput<typeof SignUpSchema>;
export type SignInValues = v.InferInput<typeof SignInSchema>;
export type NewPasswordValues = v.InferInput<typeof NewPasswordSchema>;
