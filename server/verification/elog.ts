/**
 * ELOG, the nominee declaration authenticated at the exchange (000 §4.4 "nominee/ELOG
 * approval", §7 GET users/elog): initiation hands out the sandbox exchange's ELOG page; pressing
 * Authenticate there makes ELOG ACTIVE, or FAILED when the `elog` partner says so. ACTIVE is
 * final: nothing moves it back.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { elogAuthentications, onboardingNominees, users } from '../db/schema';
import type { UserDirectory } from '../identity/users';
import { findRegistration, type RegistrationRow, recordExchangeRegistration } from '../orders/account-state';
import { partnerOutcome } from '../partners/outcomes';
import { verifyWhenActive } from './progress';

export const ELOG_PAGE_PATH = '/sandbox/exchange/elog';

const ELOG_REFUSALS = {
  notRegistered: 'Your client registration with the exchange is not complete yet.',
  alreadyActive: 'Your nominee declaration is already authenticated.',
} as const;

type ElogInitiation =
  | { statuscode: '100'; authurl: string; errordesc: null }
  | { statuscode: '101'; authurl: null; errordesc: string };

export async function initiateElog(
  db: Database,
  userId: number,
  publicUrl: string,
  now: Date,
): Promise<ElogInitiation> {
  const registration = await findRegistration(db, userId);
  if (registration?.regStatus !== 'ACTIVE') return refused(ELOG_REFUSALS.notRegistered);
  if (registration.elogStatus === 'ACTIVE') return refused(ELOG_REFUSALS.alreadyActive);
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(elogAuthentications)
    .values({ userId, token, createdAt: now })
    .onConflictDoUpdate({ target: elogAuthentications.userId, set: { token, createdAt: now } });
  return { statuscode: '100', authurl: `${publicUrl}${ELOG_PAGE_PATH}/${token}`, errordesc: null };
}

const refused = (errordesc: string): ElogInitiation => ({ statuscode: '101', authurl: null, errordesc });

interface ElogPage {
  userId: number;
  email: string;
  token: string;
  registration: RegistrationRow | undefined;
  nominees: { name: string; relationship: string; percentage: number }[];
}

export async function findElogPage(db: Database, token: string): Promise<ElogPage | undefined> {
  const [row] = await db
    .select({ userId: elogAuthentications.userId, token: elogAuthentications.token, email: users.email })
    .from(elogAuthentications)
    .innerJoin(users, eq(users.id, elogAuthentications.userId))
    .where(eq(elogAuthentications.token, token));
  if (!row) return undefined;
  const nominees = await db
    .select({
      name: onboardingNominees.name,
      relationship: onboardingNominees.relationship,
      percentage: onboardingNominees.percentage,
    })
    .from(onboardingNominees)
    .where(eq(onboardingNominees.userId, row.userId))
    .orderBy(asc(onboardingNominees.position));
  return { ...row, registration: await findRegistration(db, row.userId), nominees };
}

/**
 * The Authenticate button: ACTIVE (or FAILED as the partner decides); an ACTIVE ELOG stays so.
 * ELOG authenticated as the last step of verification makes the investor VERIFIED there and then.
 */
export async function authenticateElog(
  db: Database,
  directory: UserDirectory,
  page: ElogPage,
  now: Date,
): Promise<'ACTIVE' | 'FAILED'> {
  if (page.registration?.elogStatus !== 'ACTIVE') {
    const elogStatus = (await partnerOutcome(db, 'elog')) === 'failed' ? 'FAILED' : 'ACTIVE';
    await recordExchangeRegistration(db, page.userId, { elogStatus }, now);
    if (elogStatus === 'FAILED') return elogStatus;
  }
  await verifyWhenActive(db, directory, page.userId);
  return 'ACTIVE';
}
