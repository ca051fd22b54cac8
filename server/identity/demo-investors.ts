/**
 * The demo investors every seed and reset creates, in the user pool and in `users`, so a tester
 * can sign in without signing up first. Listed with their password by GET /sandbox/investors.
 */
import type { Database } from '../db/client';
import { resetDatabase } from '../db/reset';
import { users } from '../db/schema';
import { seedDemoHoldings } from '../holdings/demo-holdings';
import { seedDemoOnboarding } from '../onboarding/demo-onboarding';
import { seedDemoBuying } from '../seed/demo-buying';
import type { Identity } from './identity';
import { attributeOf, isUserNotFound, type PoolUser } from './identity-api';
import { SIGNUP_STATUS_ATTRIBUTE } from './pool-extensions';
import type { SignupStatus } from './signup-status';
import { poolUserRow } from './users';

export interface DemoInvestor {
  email: string;
  password: string;
  /** +91XXXXXXXXXX, already confirmed. */
  phone: string;
  name: string;
  signupStatus: SignupStatus;
  /** PAN and date of birth of an investor past the PAN step. */
  pan: string | null;
  dob: string | null;
  description: string;
}

export const DEMO_PASSWORD = 'Sanchay@2026';

export const DEMO_INVESTORS: readonly DemoInvestor[] = [
  {
    email: 'new.investor@sanchay.example',
    password: DEMO_PASSWORD,
    phone: '+919000000001',
    name: 'Asha Rao',
    signupStatus: 'USER_CREATED',
    pan: null,
    dob: null,
    description:
      'Signed up with the phone confirmed and nothing else done: signs in to the dashboard and can start creating the investment account (PAN first).',
  },
  {
    email: 'verified.investor@sanchay.example',
    password: DEMO_PASSWORD,
    phone: '+919000000002',
    name: 'Vikram Mehta',
    signupStatus: 'VERIFIED',
    pan: 'BQKPM4821L',
    dob: '1986-03-14',
    description: 'Onboarding finished and the account verified: every signed-in feature is available.',
  },
];

type UserInsert = typeof users.$inferInsert;

function demoRow(demo: DemoInvestor, poolUser: PoolUser, now: Date): UserInsert {
  return { ...poolUserRow(poolUser, now), signupStatus: demo.signupStatus, pan: demo.pan, dob: demo.dob };
}

async function createDemoIdentity(identity: Identity, demo: DemoInvestor, now: Date): Promise<UserInsert> {
  const poolId = identity.client.userPoolId;
  const created = await identity.api.adminCreateUser(poolId, demo.email, [
    { Name: 'email', Value: demo.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'phone_number', Value: demo.phone },
    { Name: 'phone_number_verified', Value: 'true' },
    { Name: 'name', Value: demo.name },
    { Name: SIGNUP_STATUS_ATTRIBUTE, Value: demo.signupStatus },
  ]);
  // A permanent password also confirms the user, as if the phone code had been entered.
  await identity.api.adminSetUserPassword(poolId, created.Username, demo.password);
  return demoRow(demo, created, now);
}

/**
 * The pool side of a seed or reset: every user removed, then each demo investor created
 * afresh (new `sub`, so tokens issued before the reset stop working). Returns the rows the
 * seed inserts for them.
 */
export async function restoreDemoIdentities(identity: Identity, now: Date): Promise<UserInsert[]> {
  const poolId = identity.client.userPoolId;
  for (const user of await identity.api.listUsers(poolId)) {
    await identity.api.adminDeleteUser(poolId, user.Username);
  }
  const rows: UserInsert[] = [];
  for (const demo of DEMO_INVESTORS) rows.push(await createDemoIdentity(identity, demo, now));
  return rows;
}

/**
 * On a start over an existing database: a demo investor missing from the pool (its data
 * directory was removed) is created again and its row follows the new `sub`, keeping whatever
 * the row already held. Nobody else is touched.
 */
export async function ensureDemoInvestors(db: Database, identity: Identity, now: Date): Promise<void> {
  const poolId = identity.client.userPoolId;
  for (const demo of DEMO_INVESTORS) {
    const existing = await identity.api.adminGetUser(poolId, demo.email).catch((error: unknown) => {
      if (isUserNotFound(error)) return undefined;
      throw error;
    });
    const values = existing ? demoRow(demo, existing, now) : await createDemoIdentity(identity, demo, now);
    const [row] = await db
      .insert(users)
      .values(values)
      .onConflictDoUpdate({ target: users.email, set: { sub: values.sub } })
      .returning();
    if (!row) throw new Error(`No row for demo investor ${demo.email}`);
    const poolUser = existing ?? (await identity.api.adminGetUser(poolId, demo.email));
    if (attributeOf(poolUser, SIGNUP_STATUS_ATTRIBUTE) !== row.signupStatus) {
      await identity.api.adminUpdateUserAttributes(poolId, row.sub, [
        { Name: SIGNUP_STATUS_ATTRIBUTE, Value: row.signupStatus },
      ]);
    }
  }
}

/**
 * The seed's part: the demo investors' rows, inside the seed's transaction, and the verified
 * investor's holdings (dated from the seed's time, the rows' createdAt).
 */
export async function insertDemoUsers(db: Database, rows: UserInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await db.insert(users).values(rows).returning();
  for (const row of inserted) {
    if (row.signupStatus === 'VERIFIED') await seedDemoOnboarding(db, row, row.createdAt);
    if (row.signupStatus === 'VERIFIED') await seedDemoHoldings(db, row.id, row.createdAt);
    if (row.signupStatus === 'VERIFIED') await seedDemoBuying(db, row.id, row.createdAt);
  }
}

/** A seed or reset of the whole sandbox: the database and the pool, demo investors in both. */
export async function resetWithDemoInvestors(db: Database, identity: Identity, now: Date): Promise<void> {
  const rows = await restoreDemoIdentities(identity, now);
  await resetDatabase(db, now, (tx) => insertDemoUsers(tx, rows));
}
