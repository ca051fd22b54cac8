/**
 * Investors in the database, kept in step with the identity pool: a row is made the first time a
 * user's token is seen, the signup status is written to both, and deleting an account removes
 * both. Each change to the pool happens inside the database transaction that records it, so a
 * failure on either side leaves both as they were.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { Identity } from './identity';
import { attributeOf, isUserNotFound, type PoolUser } from './identity-api';
import { SIGNUP_STATUS_ATTRIBUTE } from './pool-extensions';
import { INITIAL_SIGNUP_STATUS, isSignupStatus, type SignupStatus } from './signup-status';

export type UserRow = typeof users.$inferSelect;

export interface UserDirectory {
  findBySub(sub: string): Promise<UserRow | undefined>;
  /**
   * The row for a pool user seen for the first time (or the existing one). A row left with the
   * same e-mail by an earlier pool user of that address (the pool was wiped, or the user was
   * removed from it directly) belongs to nobody any more and is replaced.
   */
  recordPoolUser(poolUser: PoolUser, now: Date): Promise<UserRow>;
  setSignupStatus(userId: number, status: SignupStatus): Promise<void>;
  /** Removes the pool user and the row (every table referencing it cascades). */
  deleteAccount(userId: number): Promise<void>;
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

export function createUserDirectory(db: Database, identity: Identity): UserDirectory {
  const poolId = identity.client.userPoolId;

  const findById = async (userId: number) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`User ${userId} does not exist`);
    return row;
  };

  return {
    async findBySub(sub) {
      const [row] = await db.select().from(users).where(eq(users.sub, sub));
      return row;
    },

    async recordPoolUser(poolUser, now) {
      const values = poolUserRow(poolUser, now);
      return db.transaction(async (tx) => {
        await tx.delete(users).where(and(eq(users.email, values.email), ne(users.sub, values.sub)));
        await tx.insert(users).values(values).onConflictDoNothing({ target: users.sub });
        const [row] = await tx.select().from(users).where(eq(users.sub, values.sub));
        if (!row) throw new Error(`The row for ${values.sub} vanished`);
        return row;
      });
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
