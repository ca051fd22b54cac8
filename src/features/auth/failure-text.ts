/**
 * What a failed identity call shows (000 §8, 001 §8): the provider's message, except where
 * the spec names the text. An empty message means the provider said nothing (network).
 */
import type { IdentityFailure } from '../../../machines/sign-in.machine';
import { mobileVerificationMessages, passwordResetMessages, signInMessages, signUpMessages } from './messages';

const WRONG_CREDENTIAL_CODES = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/**
 * Wrong e-mail or password → 'Invalid username/password combination' (000 §8). The provider
 * also says NotAuthorized for a disabled user or too many attempts; those keep their text.
 */
export function isWrongCredentials(failure: IdentityFailure): boolean {
  if (!WRONG_CREDENTIAL_CODES.has(failure.code)) return false;
  return !/disabled|exceeded/i.test(failure.message);
}

export function signInFailureText(failure: IdentityFailure): string {
  if (isWrongCredentials(failure)) return signInMessages.invalidCredentials;
  return failure.message || signInMessages.unreachable;
}

export function signUpFailureText(failure: IdentityFailure): string {
  return failure.message || signUpMessages.unreachable;
}

/** 001 §8 "server message, else 'OTP validation failed, please request a new one or contact support.'" */
export function mobileOtpFailureText(failure: IdentityFailure): string {
  return failure.message || mobileVerificationMessages.failed;
}

/** 001 §8 "Password reset: the server message is shown". */
export function passwordResetFailureText(failure: IdentityFailure): string {
  return failure.message || passwordResetMessages.unreachable;
}
