/**
 * The sandbox exchange's client creation (001 §2.12, §4.2 "proceeding opens the auth URL in a new
 * tab"). Verifying the e-mail opens a registration and hands out the URL of the exchange's
 * authentication page (`/sandbox/exchange/authenticate/{token}`); the investor stays at
 * EMAIL_VERIFIED until they press Complete there. Completing records BSE_CLIENT_CREATION_INITIATED
 * and then, as the `exchange` partner decides, BSE_CLIENT_CREATION_COMPLETED (or _FAILED when it
 * is set to `reject`). A token serves one registration; a new e-mail verification replaces it.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { needsStatement } from '../../domain/onboarding/bank';
import type { Database } from '../db/client';
import { type ExchangeClientState, exchangeClientRegistrations, onboardingBankAccounts, users } from '../db/schema';
import type { UserDirectory } from '../identity/users';
import { taxStatusOf } from '../onboarding/tax-status';
import { recordExchangeRegistration } from '../orders/account-state';
import { CHEQUE_RETRY } from '../verification/cheque';
import { registerMandate } from '../verification/mandates';
import { verifyWhenActive } from '../verification/progress';
import { partnerOutcome } from './outcomes';

export const EXCHANGE_AUTH_PATH = '/sandbox/exchange/authenticate';

interface ExchangeRegistration {
  userId: number;
  email: string;
  token: string;
  state: ExchangeClientState;
  clientCode: string | null;
}

/** Opens (or re-opens) the investor's registration; answers the token of its authentication page. */
export async function openClientRegistration(db: Database, userId: number, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(exchangeClientRegistrations)
    .values({ userId, token, state: 'AWAITING_AUTHENTICATION', createdAt: now })
    .onConflictDoUpdate({
      target: exchangeClientRegistrations.userId,
      set: { token, state: 'AWAITING_AUTHENTICATION', clientCode: null, createdAt: now, completedAt: null },
    });
  return token;
}

export async function findRegistration(db: Database, token: string): Promise<ExchangeRegistration | undefined> {
  const [row] = await db
    .select({
      userId: exchangeClientRegistrations.userId,
      email: users.email,
      token: exchangeClientRegistrations.token,
      state: exchangeClientRegistrations.state,
      clientCode: exchangeClientRegistrations.clientCode,
    })
    .from(exchangeClientRegistrations)
    .innerJoin(users, eq(users.id, exchangeClientRegistrations.userId))
    .where(eq(exchangeClientRegistrations.token, token));
  return row;
}

/** The exchange's client code for an investor (chosen here: 'SAN' and the id, 8 digits). */
export function clientCodeFor(userId: number): string {
  return `SAN${String(userId).padStart(8, '0')}`;
}

/**
 * The investor pressed Complete on the authentication page. Only a registration still awaiting
 * authentication changes; the answer is the registration as it now stands.
 */
export async function completeClientRegistration(
  db: Database,
  users: UserDirectory,
  registration: ExchangeRegistration,
  now: Date,
): Promise<ExchangeRegistration> {
  if (registration.state !== 'AWAITING_AUTHENTICATION') return registration;
  await users.setSignupStatus(registration.userId, 'BSE_CLIENT_CREATION_INITIATED');
  const accepted = (await partnerOutcome(db, 'exchange')) !== 'reject';
  const state: ExchangeClientState = accepted ? 'COMPLETED' : 'FAILED';
  const clientCode = accepted ? clientCodeFor(registration.userId) : null;
  await db
    .update(exchangeClientRegistrations)
    .set({ state, clientCode, completedAt: now })
    .where(eq(exchangeClientRegistrations.userId, registration.userId));
  await recordClientWithExchange(db, registration.userId, clientCode, now);
  await users.setSignupStatus(
    registration.userId,
    accepted ? 'BSE_CLIENT_CREATION_COMPLETED' : 'BSE_CLIENT_CREATION_FAILED',
  );
  // The registration may be the last step of verification to become active (000 §4.4).
  if (accepted) await verifyWhenActive(db, users, registration.userId);
  return { ...registration, state, clientCode };
}

/**
 * Hands the outcome to the exchange registration that verification and buying read
 * (server/orders/account-state.ts): the client code, tax status and the verified bank account
 * new folios pay into. ELOG and the mandate stay IN_PROGRESS until the investor completes them
 * from the dashboard's verification modal: the exchange registers a PENDING mandate on that
 * account, and a non-individual investor's cheque awaits its upload to the exchange (RETRY).
 */
export async function recordClientWithExchange(db: Database, userId: number, clientCode: string | null, now: Date) {
  const [user] = await db.select({ id: users.id, pan: users.pan }).from(users).where(eq(users.id, userId));
  const [bank] = await db.select().from(onboardingBankAccounts).where(eq(onboardingBankAccounts.userId, userId));
  const taxStatus = user ? await taxStatusOf(db, user) : null;
  await recordExchangeRegistration(
    db,
    userId,
    {
      clientCode,
      regStatus: clientCode ? 'ACTIVE' : 'FAILED',
      ...(taxStatus ? { taxStatus, chequeUpload: needsStatement(taxStatus) ? CHEQUE_RETRY : null } : {}),
      ...(bank
        ? { bankName: bank.bankName, ifsc: bank.ifsc, accountType: bank.accountType, accountNo: bank.accountNumber }
        : {}),
    },
    now,
  );
  if (clientCode) await registerMandate(db, userId, now);
}
