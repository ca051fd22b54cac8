/**
 * The job queue: pg-boss (a maintained PostgreSQL job queue, tables in schema `pgboss`) over the
 * app's own database connection, so it runs on PostgreSQL and on embedded PGlite alike. Every
 * server on one database shares the queue; pg-boss hands each job to one worker (SKIP LOCKED).
 * The statements here read pg-boss's job table for what its API does not say: which job is
 * already waiting for a key, and how the jobs a clock move waits for have ended.
 */
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const SCHEMA = 'pgboss';

/**
 * Every queue's policy. 'short' keeps one waiting job per key, so scans by several servers do
 * not pile up duplicates, and puts no limit on running ones: the work locks its row and is
 * idempotent (./work.ts). The queues were 'stately' (also one running job per key) until a
 * worker killed mid-job showed what that costs: its job stays active until it expires (15
 * minutes), the next scan queues the same key again, and pg-boss's fetch of a batch holding that
 * twin fails on the unique index of running jobs, which pg-boss swallows; as a batch always
 * takes the oldest jobs first, the whole queue of that kind stood still until the expiry.
 * A killed job still expires after pg-boss's 15 minutes, on purpose: under 'short' it holds up
 * nothing, the next scan queues its work again, and a shorter expiry would have pg-boss fail and
 * run again a long batch that is still running.
 */
const POLICY = 'short';

/**
 * pg-boss's `db.executeSql` over the drizzle database's client. PGlite runs one statement per
 * parameterised query, and pg-boss's schema set-up sends many statements without parameters.
 */
function executeSqlOver(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: SqlClient | PGlite }).$client;
  if (client instanceof PGlite) {
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

export function createJobQueue(db: Database): PgBoss {
  return new PgBoss({
    db: executeSqlOver(db),
    schema: SCHEMA,
    // Work is found by scanning for what is due (server/jobs/runner.ts), not by pg-boss's cron.
    schedule: false,
  });
}

/** Creates the queues, and moves queues made by an earlier version, and their unfinished jobs, to `POLICY`. */
export async function prepareQueues(boss: PgBoss, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const queue = await boss.getQueue(name);
    if (!queue) await boss.createQueue(name, { name, policy: POLICY });
    else if (queue.policy !== POLICY) await boss.updateQueue(name, { name, policy: POLICY });
  }
  // A job keeps the policy it was queued under, so a killed 'stately' job and its twin would still
  // block their queue under the new one. Only databases from before the change have any; a
  // 'stately' job waiting beside a 'short' one of its key (queued by a server not yet upgraded)
  // stays as it is, as the index of waiting jobs allows one each, and runs all the same.
  await boss.getDb().executeSql(
    `UPDATE ${SCHEMA}.job AS j SET policy = '${POLICY}'
     WHERE j.name = ANY($1::text[]) AND j.policy = 'stately' AND j.state < 'completed'
       AND NOT (j.state = 'created' AND EXISTS (
         SELECT 1 FROM ${SCHEMA}.job AS w
         WHERE w.name = j.name AND w.state = 'created' AND w.policy = '${POLICY}'
           AND COALESCE(w.singleton_key, '') = COALESCE(j.singleton_key, '')))`,
    [names],
  );
}

/** The job waiting to run for `key` on queue `name` (pg-boss's send answers null when there is one). */
export async function waitingJob(boss: PgBoss, name: string, key: string): Promise<string | undefined> {
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state = 'created' LIMIT 1`, [
      name,
      key,
    ]);
  return (rows[0] as { id: string } | undefined)?.id;
}

export type UnfinishedState = 'created' | 'retry' | 'active' | 'failed' | 'cancelled';

interface UnfinishedJob {
  id: string;
  name: string;
  state: UnfinishedState;
  /** Why a failed job failed (what it threw), when it says. */
  error: string | undefined;
}

/** Those of `ids` (jobs on the queues `names`) that have not completed: waiting, running, failed or cancelled. */
export async function unfinishedJobs(
  boss: PgBoss,
  names: readonly string[],
  ids: readonly string[],
): Promise<UnfinishedJob[]> {
  if (ids.length === 0) return [];
  const { rows } = await boss.getDb().executeSql(
    `SELECT id, name, state::text AS state, output FROM ${SCHEMA}.job
     WHERE name = ANY($1::text[]) AND id = ANY($2::uuid[]) AND state <> 'completed'`,
    [[...new Set(names)], ids],
  );
  return (rows as { id: string; name: string; state: UnfinishedState; output: { message?: unknown } | null }[]).map(
    (row) => ({
      id: row.id,
      name: row.name,
      state: row.state,
      error: typeof row.output?.message === 'string' ? row.output.message : undefined,
    }),
  );
}

/** How many jobs on the queues `names` wait or run. */
export async function jobsNotDone(boss: PgBoss, names: readonly string[]): Promise<number> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      `SELECT count(*)::int AS count FROM ${SCHEMA}.job WHERE name = ANY($1::text[]) AND state < 'completed'`,
      [names],
    );
  return (rows[0] as { count: number } | undefined)?.count ?? 0;
}
