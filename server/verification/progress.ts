/**
 * How verification moves the signup status (000 §4.1): forward only, except that the mandate
 * stage may move between its own values (a rejected mandate authorised again goes from
 * BSE_USER_MANDATE_FAILED back to _COMPLETED), and nothing ever leaves VERIFIED.
 *
 * 000 §4.4 "When verification becomes active, the stored signup status is set to VERIFIED": the
 * server does it the moment the last of registration, ELOG and the mandate becomes active,
 * wherever that happens (the bank's page, the exchange's page), so the investor's next token and
 * every status read say VERIFIED without the app having to ask for it.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { SignupStatus } from '../identity/signup-status';
import type { UserDirectory, UserRow } from '../identity/users';
import { advance } from '../onboarding/progress';
import { verificationStatus } from '../orders/account-state';

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

/** Sets VERIFIED when registration, ELOG and the mandate are all active; answers whether they are. */
export async function verifyWhenActive(db: Database, directory: UserDirectory, userId: number): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return false;
  const { active } = await verificationStatus(db, user);
  if (active) await moveSignupStatus(directory, user, 'VERIFIED');
  return active;
}
