/**
 * Where the sandbox pool keeps its attempt records (attempt-limits.ts): a JSON file beside the
 * pool's own, so lockouts and code tries survive a restart. A known user's record is keyed by
 * the pool's username and removed with the user; a username nobody has gets a record of its own
 * too (keyed by a hash), so the limits answer alike whether or not an account exists. Those are
 * forgotten a day after their last use.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import { type AttemptRecord, lastActivity } from './attempt-limits';

const FORGET_UNKNOWN_AFTER_MS = 24 * 60 * 60_000;
const UNKNOWN_PREFIX = 'name:';

/** The record key of a pool user, or of a username no user has. */
export const attemptKey = (user: User | null, username: string): string =>
  user
    ? `user:${user.Username}`
    : `${UNKNOWN_PREFIX}${createHash('sha256').update(username.toLowerCase()).digest('hex')}`;

type SaveRecord = (next: AttemptRecord) => Promise<void>;

export interface AttemptLedger {
  /**
   * Runs `work` with the key's record and a way to store its successor, one at a time per key,
   * so attempts sent in parallel cannot slip past a limit.
   */
  guard<T>(key: string, work: (record: AttemptRecord, save: SaveRecord) => Promise<T>): Promise<T>;
  /** Runs `work` one at a time per key, without a record. */
  serialise<T>(key: string, work: () => Promise<T>): Promise<T>;
  forget(key: string): Promise<void>;
  /** A random value kept with the records, for answers that must look the same on every call. */
  readonly secret: string;
}

interface LedgerFile {
  Secret: string;
  Records: Record<string, AttemptRecord>;
}

export async function createAttemptLedger(
  ctx: Context,
  dataStoreFactory: DataStoreFactory,
  now: () => Date,
): Promise<AttemptLedger> {
  const store = await dataStoreFactory.create(ctx, 'attempts', {
    Secret: randomBytes(32).toString('hex'),
    Records: {},
  } satisfies LedgerFile);
  const secret = await store.get<string>(ctx, 'Secret');
  if (!secret) throw new Error('The attempt ledger has no secret');

  const queues = new Map<string, Promise<unknown>>();
  const serialise = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(work);
    const settled = run.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return run;
  };

  const pruneUnknown = async () => {
    const records = await store.get<Record<string, AttemptRecord>>(ctx, 'Records', {});
    const cutoff = now().getTime() - FORGET_UNKNOWN_AFTER_MS;
    for (const [key, record] of Object.entries(records)) {
      if (key.startsWith(UNKNOWN_PREFIX) && lastActivity(record) < cutoff) await store.delete(ctx, ['Records', key]);
    }
  };

  return {
    secret,
    serialise,
    guard: (key, work) =>
      serialise(key, async () => {
        const record = await store.get<AttemptRecord>(ctx, ['Records', key], {});
        return work(record, async (next) => {
          await store.set(ctx, ['Records', key], next);
          if (key.startsWith(UNKNOWN_PREFIX)) await pruneUnknown();
        });
      }),
    forget: (key) => serialise(key, () => store.delete(ctx, ['Records', key])),
  };
}
