/**
 * Investors in the database, kept in step with the identity pool: a row is made the first time a
 * user's token is seen, the signup status is written to both, and deleting an account removes
 * both. Each change to the pool happens inside the database transaction that records it, so a
 * failure on either side leaves both as they were.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ReadCache } from '../db/read-cache';
import { users } from '../db/schema';
import type { Identity } from './identity';
import { attributeOf, isUserNotFound, type PoolUser } from './identity-api';
import { INITIAL_SIGNUP_STATUS, isSignupStatus, SIGNUP_STATUS_ATTRIBUTE, type SignupStatus } from './signup-status';

export type UserRow = typeof users.$inferSelect;

export interface UserDirectory {
  findBySub(sub: string): Promise<UserRow | undefined>;
  /**
   * The row for a pool user seen for the first time (or the existing one). Rows are keyed by
   * `sub` alone: when another pool user's row already holds the e-mail, nothing is changed and
   * EmailTakenError is thrown, since that row and everything hanging off it is someone else's.
   */
  recordPoolUser(poolUser: PoolUser, now: Date): Promise<UserRow>;
  setSignupStatus(userId: number, status: SignupStatus): Promise<void>;
  /** Removes the pool user and the row (every table referencing it cascades). */
  deleteAccount(userId: number): Promise<void>;
}

/** A pool user whose e-mail is already recorded for another `sub`. */
export class EmailTakenError extends Error {
  constructor(
    readonly sub: string,
    readonly ownerSub: string,
  ) {
    super(`Pool user ${sub} has the e-mail of the recorded user ${ownerSub}`);
    this.name = 'EmailTakenError';
  }
}

export function poolUserRow(poolUser: PoolUser, now: Date): typeof users.$inferInsert {
  const sub = attributeOf(poolUser, 'sub');
  const email = attributeOf(poolUser, 'email');
  if (!sub || !email) throw new Error(`Pool user ${poolUser.Username} has no sub or e-mail`);
  const status = attributeOf(poolUser, SIGNUP_STATUS_ATTRIBUTE);
  return {
    sub,
    email: email.toLowerCase(),
    phone: attributeOf(poolUser, 'phone_number') ?? null,
    name: attributeOf(poolUser, 'name') ?? null,
    signupStatus: status && isSignupStatus(status) ? status : INITIAL_SIGNUP_STATUS,
    createdAt: now,
  };
}

/** Investors' rows kept between requests (every signed-in request reads one). */
const KEPT_USERS = 10_000;

export function createUserDirectory(db: Database, identity: Identity): UserDirectory {
  const poolId = identity.client.userPoolId;
  const bySub = db
    .select()
    .from(users)
    .where(eq(users.sub, sql.placeholder('sub')))
    .prepare('users_by_sub');
  const kept = new ReadCache<UserRow | undefined>(db, KEPT_USERS);

  const findById = async (userId: number) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`User ${userId} does not exist`);
    return row;
  };

  return {
    findBySub: (sub) => kept.read(sub, async () => (await bySub.execute({ sub }))[0]),

    async recordPoolUser(poolUser, now) {
      const values = poolUserRow(poolUser, now);
      // Either unique column (sub, email) may already be taken; neither is ever overwritten.
      const [inserted] = await db.insert(users).values(values).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [own] = await db.select().from(users).where(eq(users.sub, values.sub));
      if (own) return own;
      const [owner] = await db.select({ sub: users.sub }).from(users).where(eq(users.email, values.email));
      if (!owner) throw new Error(`The row for ${values.sub} could neither be written nor found`);
      throw new EmailTakenError(values.sub, owner.sub);
    },

    async setSignupStatus(userId, status) {
      const user = await findById(userId);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ signupStatus: status }).where(eq(users.id, userId));
        // The next ID token carries the new status, so the app can route without asking (000 §4.1).
        await identity.api.adminUpdateUserAttributes(poolId, user.sub, [
          { Name: SIGNUP_STATUS_ATTRIBUTE, Value: status },
        ]);
      });
    },

    async deleteAccount(userId) {
      const user = await findById(userId);
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, userId));
        try {
          await identity.api.adminDeleteUser(poolId, user.sub);
        } catch (error) {
          // Already gone from the pool: removing the row finishes the job.
          if (!isUserNotFound(error)) throw error;
        }
      });
    },
  };
}
