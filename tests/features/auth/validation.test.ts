import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewPasswordSchema, SignInSchema, SignUpSchema } from '../../../domain/auth';
import { formatCountdown } from '../../../src/features/auth/countdown';
import {
  isWrongCredentials,
  mobileOtpFailureText,
  passwordResetFailureText,
  signInFailureText,
  signUpFailureText,
} from '../../../src/features/auth/failure-text';

/** The first message per field, as the form shows it. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    first[key] ??= issue.message;
  }
  return first;
}

const VALID_SIGN_UP = { email: 'asha@example.in', phone: '9876543210', password: 'Sanchay@2026', terms: true };

describe('sign-up rules (001 §5, global validators)', () => {
  it('accepts a complete, valid form', () => {
    expect(messages(SignUpSchema, VALID_SIGN_UP)).toEqual({});
  });

  it.each([
    ['', 'Email is required.'],
    ['   ', 'Email is required.'],
    ['asha@', 'Enter a valid email.'],
    ['asha example.in', 'Enter a valid email.'],
    [`${'a'.repeat(50)}@example.in`, 'Email must be at most 60 characters.'],
  ])('email %j → %s', (email, message) => {
    expect(messages(SignUpSchema, { ...VALID_SIGN_UP, email }).email).toBe(message);
  });

  it('allows exactly 60 characters of e-mail', () => {
    expect(messages(SignUpSchema, { ...VALID_SIGN_UP, email: `${'a'.repeat(49)}@example.in` })).toEqual({});
  });

  it.each([
    ['', 'Phone number is required'],
    ['987654321', 'Phone number must contain exactly 10 numbers'],
    ['98765432101', 'Phone number must contain exactly 10 numbers'],
    ['98765 4321', 'Phone number must contain exactly 10 numbers'],
    ['+919876543', 'Phone number must contain exactly 10 numbers'],
  ])('phone %j → %s', (phone, message) => {
    expect(messages(SignUpSchema, { ...VALID_SIGN_UP, phone }).phone).toBe(message);
  });

  it.each([
    ['', 'Password is required.'],
    ['Ab@1', 'Password must be at least 8 characters long.'],
    ['sanchay@2026', 'Password must have an uppercase letter.'],
    ['SANCHAY@2026', 'Password must have a lowercase letter.'],
    ['Sanchay@ABC', 'Password must include a number.'],
    ['Sanchay2026', 'Password must include a special character.'],
  ])('password %j → %s', (password, message) => {
    expect(messages(SignUpSchema, { ...VALID_SIGN_UP, password }).password).toBe(message);
  });

  it("requires the terms: 'Please accept the terms and conditions.'", () => {
    expect(messages(SignUpSchema, { ...VALID_SIGN_UP, terms: false }).terms).toBe(
      'Please accept the terms and conditions.',
    );
  });
});

describe('sign-in rules (001 §5)', () => {
  it('needs a valid e-mail and any password', () => {
    expect(messages(SignInSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(messages(SignInSchema, { email: 'asha@example.in', password: 'x' })).toEqual({});
  });
});

describe('new password rules (001 §5)', () => {
  const VALID = { email: 'asha@example.in', code: 'ab12', password: 'Sanchay@2027', confirmPassword: 'Sanchay@2027' };

  it('needs the code (text, at most 6), the password rule and a matching confirmation', () => {
    expect(messages(NewPasswordSchema, VALID)).toEqual({});
    expect(messages(NewPasswordSchema, { ...VALID, code: '' }).code).toBe('OTP is required.');
    expect(messages(NewPasswordSchema, { ...VALID, code: '1234567' }).code).toBe('OTP must be at most 6 characters.');
    expect(messages(NewPasswordSchema, { ...VALID, password: 'short' }).password).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(messages(NewPasswordSchema, { ...VALID, confirmPassword: 'Sanchay@2028' }).confirmPassword).toBe(
      'Passwords must match',
    );
  });
});

describe('failure texts (000 §8, 001 §8)', () => {
  it("maps wrong credentials to 'Invalid username/password combination'", () => {
    for (const failure of [
      { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
      { code: 'NotAuthorizedException', message: 'User not authorized' },
      { code: 'UserNotFoundException', message: 'User does not exist.' },
      { code: 'InvalidPasswordException', message: 'Invalid password' },
    ]) {
      expect(signInFailureText(failure)).toBe('Invalid username/password combination');
    }
  });

  it('keeps every other sign-in message, the challenge rejections included', () => {
    expect(signInFailureText({ code: 'NotAuthorizedException', message: 'User is disabled.' })).toBe(
      'User is disabled.',
    );
    expect(isWrongCredentials({ code: 'NotAuthorizedException', message: 'Password attempts exceeded' })).toBe(false);
    expect(signInFailureText({ code: 'MfaRequired', message: 'Mfa required' })).toBe('Mfa required');
    expect(signInFailureText({ code: 'NewPasswordRequired', message: 'New password required' })).toBe(
      'New password required',
    );
    expect(signInFailureText({ code: 'NetworkError', message: '' })).toMatch(/could not reach/);
  });

  it("uses 'OTP validation failed, please request a new one or contact support.' when the server says nothing", () => {
    expect(mobileOtpFailureText({ code: 'CodeMismatchException', message: 'Incorrect confirmation code' })).toBe(
      'Incorrect confirmation code',
    );
    expect(mobileOtpFailureText({ code: 'NetworkError', message: '' })).toBe(
      'OTP validation failed, please request a new one or contact support.',
    );
  });

  it('shows the server message for sign-up and password reset', () => {
    expect(signUpFailureText({ code: 'InvalidParameterException', message: 'Invalid phone number format.' })).toBe(
      'Invalid phone number format.',
    );
    expect(passwordResetFailureText({ code: 'LimitExceededException', message: 'Attempt limit exceeded' })).toBe(
      'Attempt limit exceeded',
    );
  });
});

describe('countdown (001 §9 "shown as minutes:seconds")', () => {
  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [61, '1:01'],
    [59, '0:59'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s → %s', (seconds, shown) => expect(formatCountdown(seconds)).toBe(shown));
});
