/** The investor's progress through sign-up and onboarding (000 §4.1), as the contract spells it. */
import type { components } from '../../domain/contract/user';

export type SignupStatus = components['schemas']['SignupStatus'];

/** The pool's custom attribute holding the status (written by the server's admin calls only). */
export const SIGNUP_STATUS_ATTRIBUTE = 'custom:user_signup_status';

/** Where every new investor starts: signed up, nothing else done yet. */
export const INITIAL_SIGNUP_STATUS: SignupStatus = 'USER_CREATED';

/**
 * Every value the contract allows, in its order, which is also the order onboarding moves
 * through (server/onboarding/progress.ts); `satisfies` keeps the list and the contract equal.
 */
export const SIGNUP_STATUSES = [
  'USER_CREATED',
  'PAN_SAVED',
  'CKYC_SEARCH_COMPLETED',
  'CKYC_DOWNLOAD_COMPLETED',
  'BASIC_INFO_INITIATED',
  'BASIC_INFO',
  'ADDITIONAL_INFO_INITIATED',
  'ADDITIONAL_INFO',
  'NOMINEE_ENROLLMENT_INITIATED',
  'BANK_DETAILS_SAVED',
  'BANK_DETAILS_VERIFIED',
  'EMAIL_VERIFIED',
  'BSE_CLIENT_CREATION_INITIATED',
  'BSE_CLIENT_CREATION_COMPLETED',
  'BSE_CLIENT_CREATION_FAILED',
  'BSE_USER_MANDATE_INITIATED',
  'BSE_USER_MANDATE_COMPLETED',
  'BSE_USER_MANDATE_FAILED',
  'BSE_MANDATE_WAITING_APPROVAL',
  'VERIFIED',
] as const satisfies readonly SignupStatus[];

type Missing = Exclude<SignupStatus, (typeof SIGNUP_STATUSES)[number]>;
/** Fails to compile when the contract gains a status this list lacks. */
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

export function isSignupStatus(value: string): value is SignupStatus {
  return (SIGNUP_STATUSES as readonly string[]).includes(value);
}
