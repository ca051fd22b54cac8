/**
 * The identity port (001 §7 "Identity calls ... go to a hosted identity provider's user
 * pool"): sign-up, confirmation codes, sign-in, token refresh, password reset and sign-out,
 * plus the API's phone-info question that sign-up asks when a user already exists.
 * The app talks to Cognito through `createCognitoIdentityProvider`; tests use a fake.
 */
import type { Session } from '../../../machines/session.machine';
import type { Credentials } from '../../../machines/sign-in.machine';
import type { PhoneInfo, SignUpDetails } from '../../../machines/sign-up.machine';

export type { Credentials, PhoneInfo, Session, SignUpDetails };

export interface IdentityProvider {
  /** Creates the user; the provider texts a confirmation code to the phone (+91). */
  signUp(details: SignUpDetails): Promise<void>;
  /** Confirms the sign-up with the texted code (001 §7 otpVerification: email, otp). */
  confirmSignUp(input: { email: string; code: string }): Promise<void>;
  resendConfirmationCode(input: { email: string }): Promise<void>;
  /** USER_PASSWORD_AUTH; rejects with 'Mfa required' or 'New password required' on those challenges. */
  signIn(credentials: Credentials): Promise<Session>;
  /** REFRESH_TOKEN_AUTH (001 §7 refreshAccessToken: email, refreshToken). */
  refresh(input: { email: string; refreshToken: string }): Promise<Session>;
  /** E-mails a password-reset code. */
  forgotPassword(input: { email: string }): Promise<void>;
  /** Sets the new password with the e-mailed code (001 §7 newPassword: email, otp, password). */
  confirmPassword(input: { email: string; code: string; password: string }): Promise<void>;
  /** Rejects with 'No user is currently logged in.' when there is no session (000 §8). */
  signOut(session: Session | null): Promise<void>;
  /** GET /users/getPhone/{email} on the user service, without a token (001 §7). */
  getPhoneInfo(input: { email: string }): Promise<PhoneInfo>;
}

/**
 * Codes the screens tell apart; anything else keeps the provider's own code. The two
 * challenge codes and NoCurrentUser are ours (the provider reports those as callbacks).
 */
export type IdentityErrorCode =
  | 'UserNotConfirmedException'
  | 'NotAuthorizedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'PasswordResetRequiredException'
  | 'MfaRequired'
  | 'NewPasswordRequired'
  | 'NoCurrentUser'
  | 'NetworkError'
  | 'Unknown';

/**
 * A failed identity call. `message` is the provider's own text, or '' when there is none
 * (network failure, unexpected exception): screens then show their spec default.
 */
export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode | (string & {}),
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/** 000 §4.2 "Sign-in can report 'Mfa required' or 'New password required' as failures". */
export const challengeErrors = {
  mfaRequired: () => new IdentityError('MfaRequired', 'Mfa required'),
  newPasswordRequired: () => new IdentityError('NewPasswordRequired', 'New password required'),
  /** 000 §8 "Logout with no user: 'No user is currently logged in.'" */
  noCurrentUser: () => new IdentityError('NoCurrentUser', 'No user is currently logged in.'),
};

/** Any failure of the identity library (or of loading it) as an IdentityError. */
export function normaliseIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  if (error && typeof error === 'object') {
    const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    const known =
      typeof code === 'string' && code ? code : typeof name === 'string' && isProviderCode(name) ? name : '';
    if (known === 'NetworkError' || text === 'Network error') return new IdentityError('NetworkError', '');
    if (known) return new IdentityError(known, text);
  }
  return new IdentityError('Unknown', '');
}

/** Provider error names end in Exception (the library copies the code into `name`). */
function isProviderCode(name: string): boolean {
  return /Exception$/.test(name);
}
