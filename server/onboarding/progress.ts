/**
 * Where an investor stands in onboarding and what that allows (001 §4.2, 000 §4.1). The signup
 * statuses are ordered as the contract lists them; a step needs its predecessor's status (else
 * 409 CONFLICT and nothing is written), may be repeated later (Previous, then save again), and
 * only ever moves the status forward.
 */
import { ApiError } from '../contract/api-error';
import { SIGNUP_STATUSES, type SignupStatus } from '../identity/signup-status';
import type { UserDirectory, UserRow } from '../identity/users';

/** The contract lists the statuses in the order onboarding moves through them. */
const ORDER: readonly SignupStatus[] = SIGNUP_STATUSES;

function statusRank(status: SignupStatus): number {
  return ORDER.indexOf(status);
}

export function hasReached(user: Pick<UserRow, 'signupStatus'>, status: SignupStatus): boolean {
  return statusRank(user.signupStatus) >= statusRank(status);
}

export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);

/** What each step needs done first, in the words the investor reads. */
export const PREREQUISITES = {
  pan: { status: 'PAN_SAVED', message: 'Please verify your PAN and date of birth first.' },
  ckyc: { status: 'CKYC_DOWNLOAD_COMPLETED', message: 'Please fetch your KYC record with your PAN details first.' },
  basicInfo: { status: 'BASIC_INFO', message: 'Please save your basic information first.' },
  additionalInfo: { status: 'ADDITIONAL_INFO', message: 'Please save your additional information first.' },
  nominees: { status: 'NOMINEE_ENROLLMENT_INITIATED', message: 'Please confirm your nominee details first.' },
  bank: { status: 'BANK_DETAILS_VERIFIED', message: 'Please verify your bank account first.' },
} as const satisfies Record<string, { status: SignupStatus; message: string }>;

type Prerequisite = keyof typeof PREREQUISITES;

const ONBOARDING_COMPLETE_MESSAGE = 'Your onboarding is complete, so these details can no longer be changed here.';

/** Refuses the call unless the investor has done `step`. */
export function requireDone(user: UserRow, step: Prerequisite): void {
  const { status, message } = PREREQUISITES[step];
  if (!hasReached(user, status)) throw conflict(message);
}

/**
 * Refuses changes to onboarding details once the e-mail is verified: from then on the exchange
 * holds them (client creation), so the onboarding screens show a finished state instead.
 */
export function requireOnboardingOpen(user: UserRow): void {
  if (hasReached(user, 'EMAIL_VERIFIED')) throw conflict(ONBOARDING_COMPLETE_MESSAGE);
}

/** Moves the status to `target` unless the investor is already there or beyond; answers the status now held. */
export async function advance(users: UserDirectory, user: UserRow, target: SignupStatus): Promise<SignupStatus> {
  if (hasReached(user, target)) return user.signupStatus;
  await users.setSignupStatus(user.id, target);
  return target;
}
