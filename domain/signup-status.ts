/**
 * What the signup status (`custom:user_signup_status`, 000 §4.1) decides in the signed-in
 * shell: whether the account is active, whether Create Account is offered, and whether the
 * verification notice shows. Statuses arrive as plain strings from the token payload, so an
 * unknown or missing value is handled rather than rejected.
 */

/** 000 §4.1 "The user is active (account fully verified) when the status is VERIFIED". */
const ACTIVE_STATUS = 'VERIFIED';

/** 000 §4.1 "Values valid for the verification notice", in the spec's order. */
export const NOTICE_STATUSES: ReadonlySet<string> = new Set([
  'EMAIL_VERIFIED',
  'VERIFIED',
  'USER_CREATED',
  'NOMINEE_ENROLLMENT_INITIATED',
  'CKYC_SEARCH_COMPLETED',
  'CKYC_DOWNLOAD_COMPLETED',
  'ADDITIONAL_INFO_INITIATED',
  'BANK_DETAILS_SAVED',
  'BANK_DETAILS_VERIFIED',
  'BSE_CLIENT_CREATION_INITIATED',
  'BSE_CLIENT_CREATION_COMPLETED',
  'BSE_CLIENT_CREATION_FAILED',
  'BSE_USER_MANDATE_INITIATED',
  'BSE_USER_MANDATE_COMPLETED',
  'BSE_USER_MANDATE_FAILED',
  'BASIC_INFO_INITIATED',
]);

/** 000 §4.1 "The Create Account button is hidden for …": onboarding is finished or with the exchange. */
export const CREATE_ACCOUNT_HIDDEN_STATUSES: ReadonlySet<string> = new Set([
  'VERIFIED',
  'BSE_USER_MANDATE_FAILED',
  'BSE_MANDATE_WAITING_APPROVAL',
  'BSE_USER_MANDATE_INITIATED',
  'BSE_USER_MANDATE_COMPLETED',
  'EMAIL_VERIFIED',
]);

type Status = string | null | undefined;

export function isActiveStatus(status: Status): boolean {
  return status === ACTIVE_STATUS;
}

/** Create Account shows for a signed-in user unless the status hides it (a missing status shows it). */
export function showsCreateAccount(status: Status): boolean {
  return !status || !CREATE_ACCOUNT_HIDDEN_STATUSES.has(status);
}

/**
 * 000 §2.2: the notice shows when the user is signed in, not active, and the status is in the
 * valid-notice list. (VERIFIED is in that list but is always active, so it never shows.)
 */
export function showsVerificationNotice(user: { signedIn: boolean; status: Status }): boolean {
  const { signedIn, status } = user;
  return signedIn && !isActiveStatus(status) && !!status && NOTICE_STATUSES.has(status);
}

/** The statuses from the exchange's client creation on (000 §4.1): the exchange has the client. */
const REGISTERED_STATUSES: ReadonlySet<string> = new Set([
  'BSE_CLIENT_CREATION_COMPLETED',
  'BSE_USER_MANDATE_INITIATED',
  'BSE_USER_MANDATE_COMPLETED',
  'BSE_USER_MANDATE_FAILED',
  'BSE_MANDATE_WAITING_APPROVAL',
  'VERIFIED',
]);

/** The exchange has registered the client: what is left is ELOG and the mandate (000 §4.4). */
export function isRegisteredWithExchange(status: Status): boolean {
  return !!status && REGISTERED_STATUSES.has(status);
}
