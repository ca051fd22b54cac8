/**
 * How verification moves the signup status (000 §4.1): forward only, except that the mandate
 * stage may move between its own values (a rejected mandate authorised again goes from
 * BSE_USER_MANDATE_FAILED back to _COMPLETED), and nothing ever leaves VERIFIED.
 */
import type { SignupStatus } from '../identity/signup-status';
import type { UserDirectory, UserRow } from '../identity/users';
import { advance } from '../onboarding/progress';

const MANDATE_STAGE: ReadonlySet<SignupStatus> = new Set([
  'BSE_USER_MANDATE_INITIATED',
  'BSE_USER_MANDATE_COMPLETED',
  'BSE_USER_MANDATE_FAILED',
  'BSE_MANDATE_WAITING_APPROVAL',
]);

export async function moveSignupStatus(users: UserDirectory, user: UserRow, target: SignupStatus): Promise<void> {
  if (user.signupStatus === target || user.signupStatus === 'VERIFIED') return;
  if (MANDATE_STAGE.has(user.signupStatus) && MANDATE_STAGE.has(target)) {
    await users.setSignupStatus(user.id, target);
    return;
  }
  await advance(users, user, target);
}
