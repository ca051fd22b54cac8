/**
 * The demo investors every seed and reset creates, in the user pool and in `users`, so a tester
 * can sign in without signing up first. Listed with their password by GET /sandbox/investors.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { resetDatabase } from '../db/reset';
import { users } from '../db/schema';
import { seedDemoHoldings } from '../holdings/demo-holdings';
import {
  type DemoOnboarding,
  REGISTERED_ONBOARDING,
  seedDemoOnboarding,
  VERIFIED_ONBOARDING,
} from '../onboarding/demo-onboarding';
import { clientCodeFor, recordClientWithExchange } from '../partners/exchange-client';
import { seedDemoBuying } from '../seed/demo-buying';
import type { Identity } from './identity';
import { attributeOf, isUserNotFound, type PoolUser } from './identity-api';
import type { SignupStatus } from './signup-status';
import { SIGNUP_STATUS_ATTRIBUTE } from './signup-status';
import { poolUserRow } from './users';

interface DemoInvestor {
  email: string;
  password: string;
  /** +91XXXXXXXXXX, already confirmed. */
  phone: string;
  name: string;
  signupStatus: SignupStatus;
  /** PAN and date of birth of an investor past the PAN step. */
  pan: string | null;
  dob: string | null;
  /** What the onboarding screens saved, for an investor who finished them. */
  onboarding: DemoOnboarding | null;
  description: string;
}

const DEMO_PASSWORD = 'Sanchay@2026';

export const DEMO_INVESTORS: readonly DemoInvestor[] = [
  {
    email: 'new.investor@sanchay.example',
    password: DEMO_PASSWORD,
    phone: '+919000000001',
    name: 'Asha Rao',
    signupStatus: 'USER_CREATED',
    pan: null,
    dob: null,
    onboarding: null,
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
    onboarding: VERIFIED_ONBOARDING,
    description: 'Onboarding finished and the account verified: every signed-in feature is available.',
  },
  {
    email: 'registered.investor@sanchay.example',
    password: DEMO_PASSWORD,
    phone: '+919000000003',
    name: 'Priya Kumar',
    signupStatus: 'BSE_CLIENT_CREATION_COMPLETED',
    pan: 'AFKPK4821M',
    dob: '1988-07-21',
    onboarding: REGISTERED_ONBOARDING,
    description:
      'Onboarding finished and registered with the exchange, not yet verified: ELOG and the autopay mandate are still to do from Account verification on the Dashboard.',
  },
];

type UserInsert = typeof users.$inferInsert;

function demoRow(demo: DemoInvestor, poolUser: PoolUser, now: Date): UserInsert {
  return { ...poolUserRow(poolUser, now), signupStatus: demo.signupStatus, pan: demo.pan, dob: demo.dob };
}

/**
 * Creates the demo investor in the pool, confirmed with the listed password. `sub` keeps the id
 * of an existing row: cognito-local lets the admin API set it, which a hosted pool (and the
 * public /identity/ proxy) never allows.
 */
async function createDemoPoolUser(identity: Identity, demo: DemoInvestor, sub?: string): Promise<PoolUser> {
  const poolId = identity.client.userPoolId;
  const created = await identity.api.adminCreateUser(poolId, demo.email, [
    ...(sub ? [{ Name: 'sub', Value: sub }] : []),
    { Name: 'email', Value: demo.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'phone_number', Value: demo.phone },
    { Name: 'phone_number_verified', Value: 'true' },
    { Name: 'name', Value: demo.name },
    { Name: SIGNUP_STATUS_ATTRIBUTE, Value: demo.signupStatus },
  ]);
  // A permanent password also confirms the user, as if the phone code had been entered.
  await identity.api.adminSetUserPassword(poolId, created.Username, demo.password);
  return created;
}

/** The pool user known by `username` (e-mail, sub or username), or undefined. */
async function findPoolUser(identity: Identity, username: string): Promise<PoolUser | undefined> {
  return identity.api.adminGetUser(identity.client.userPoolId, username).catch((error: unknown) => {
    if (isUserNotFound(error)) return undefined;
    throw error;
  });
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
  for (const demo of DEMO_INVESTORS) rows.push(demoRow(demo, await createDemoPoolUser(identity, demo), now));
  return rows;
}

/**
 * On a start over an existing database, identity stays keyed by `sub`: a demo investor's row
 * whose pool user is missing (its data directory was removed) gets that user back under the
 * row's own `sub`, keeping everything the row holds; a demo investor without a row gets one.
 * When the pool has another user with a demo e-mail, that user and the row are left alone.
 */
export async function ensureDemoInvestors(db: Database, identity: Identity, now: Date): Promise<void> {
  for (const demo of DEMO_INVESTORS) {
    const [row] = await db.select().from(users).where(eq(users.email, demo.email));
    if (!row) {
      const poolUser = (await findPoolUser(identity, demo.email)) ?? (await createDemoPoolUser(identity, demo));
      // A demo investor added since the database was seeded comes with its records, as seeded.
      await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values(demoRow(demo, poolUser, now))
          .onConflictDoNothing()
          .returning();
        if (inserted) await seedDemoRecords(tx, inserted);
      });
      continue;
    }
    let poolUser = await findPoolUser(identity, row.sub);
    if (!poolUser) {
      if (await findPoolUser(identity, demo.email)) {
        console.warn(`Demo investor ${demo.email}: another pool user has this e-mail; left alone.`);
        continue;
      }
      poolUser = await createDemoPoolUser(identity, demo, row.sub);
    }
    if (attributeOf(poolUser, SIGNUP_STATUS_ATTRIBUTE) !== row.signupStatus) {
      await identity.api.adminUpdateUserAttributes(identity.client.userPoolId, poolUser.Username, [
        { Name: SIGNUP_STATUS_ATTRIBUTE, Value: row.signupStatus },
      ]);
    }
  }
}

/**
 * What a demo investor's row comes with, dated from its createdAt: the onboarding record of one
 * who finished onboarding; then the verified investor's holdings and standing with the exchange,
 * or for one only registered with the exchange, what completing the registration records (ELOG
 * and a pending mandate still to do, as after the exchange's authentication page).
 */
async function seedDemoRecords(db: Database, row: typeof users.$inferSelect): Promise<void> {
  const demo = DEMO_INVESTORS.find((investor) => investor.email === row.email);
  if (!demo?.onboarding) return;
  await seedDemoOnboarding(db, row, row.createdAt, demo.onboarding);
  if (row.signupStatus === 'VERIFIED') {
    await seedDemoHoldings(db, row.id, row.createdAt);
    await seedDemoBuying(db, row.id, row.createdAt);
  } else {
    await recordClientWithExchange(db, row.id, clientCodeFor(row.id), row.createdAt);
  }
}

/** The seed's part: the demo investors' rows and their records, inside the seed's transaction. */
export async function insertDemoUsers(db: Database, rows: UserInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await db.insert(users).values(rows).returning();
  for (const row of inserted) await seedDemoRecords(db, row);
}

/** A seed or reset of the whole sandbox: the database and the pool, demo investors in both. */
export async function resetWithDemoInvestors(db: Database, identity: Identity, now: Date): Promise<void> {
  const rows = await restoreDemoIdentities(identity, now);
  await resetDatabase(db, now, (tx) => insertDemoUsers(tx, rows));
}
