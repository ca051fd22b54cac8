/**
 * The job queue: pg-boss (a maintained PostgreSQL job queue, tables in schema `pgboss`) over the
 * app's own database connection, so it runs on PostgreSQL and on embedded PGlite alike. Every
 * server on one database shares the queue; pg-boss hands each job to one worker (SKIP LOCKED).
 * The statements here read pg-boss's job table for what its API does not say: how the jobs a
 * clock move waits for have ended (all at once, by id), and how many wait or run.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { type Db, fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export const SCHEMA = 'pgboss';

/**
 * Every queue's policy. 'short' keeps one waiting job per key, so scans by several servers do
 * not pile up duplicates, and puts no limit on running ones: the work locks its row and is
 * idempotent (./work.ts). The queues were 'stately' (also one running job per key) until a
 * worker killed mid-job showed what that costs: its job stays active until it expires (15
 * minutes), the next scan queues the same key again, and pg-boss 10's fetch of a batch holding
 * that twin failed on the unique index of running jobs, which it swallowed; as a batch always
 * takes the oldest jobs first, the whole queue of that kind stood still until the expiry.
 * A killed job still expires after pg-boss's 15 minutes, on purpose: under 'short' it holds up
 * nothing, the next scan queues its work again, and a shorter expiry would have pg-boss fail and
 * run again a long batch that is still running.
 */
const POLICY = 'short';

/**
 * How long a finished job (completed, failed or cancelled) stays in pg-boss's table before its
 * supervision deletes it: pg-boss keeps them 7 days by default, so a day's batch of 10,000 SIPs
 * left 20,000 rows that every scan of the table walked past for a week (issue 30). Nothing here
 * reads a finished job after the clock move that waited for it has answered; the work's outcome
 * is in the orders, payments and plans themselves.
 */
export const FINISHED_JOBS_KEPT_SECONDS = 60 * 60;

/**
 * pg-boss over the drizzle database's client: PGlite through pg-boss's own adapter (statements
 * without parameters, its multi-statement blocks among them, go through `exec`, and a block that
 * fails midway is rolled back straight after, where the adapter this file had before left the one
 * connection the app shares in an aborted transaction), a PostgreSQL pool as it is.
 */
function queueDatabase(db: Database): { db: Db; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: SqlClient | PGlite }).$client;
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' };
  return { db: { executeSql: (text, values) => client.query(text, values) }, backend: 'postgres' };
}

/**
 * `worker`: this server runs jobs, and so also keeps the queue (pg-boss's supervision: expiring
 * jobs whose worker died, deleting old finished ones, counting). An API-only server only queues:
 * supervision writes to the database every minute or so even when there is nothing to do, and
 * keeping a queue that no worker here runs is left to the servers that do.
 */
export function createJobQueue(db: Database, { worker }: { worker: boolean }): PgBoss {
  return new PgBoss({
    ...queueDatabase(db),
    schema: SCHEMA,
    // Work is found by scanning for what is due (server/jobs/runner.ts), not by pg-boss's cron.
    schedule: false,
    supervise: worker,
    // No job here waits on another (pg-boss's flows), so the flow resolver, which stamps the
    // database every 5 s by default, looks once an hour.
    flowIntervalSeconds: 60 * 60,
    // Nothing reads pg-boss's registry of instances, which each would refresh every 30 s.
    registerInstance: false,
  });
}

/** Creates the queues that do not exist yet, and sets how long each keeps its finished jobs. */
export async function prepareQueues(boss: PgBoss, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const queue = await boss.getQueue(name);
    if (!queue) await boss.createQueue(name, { policy: POLICY, deleteAfterSeconds: FINISHED_JOBS_KEPT_SECONDS });
    else if (queue.deleteAfterSeconds !== FINISHED_JOBS_KEPT_SECONDS) {
      await boss.updateQueue(name, { deleteAfterSeconds: FINISHED_JOBS_KEPT_SECONDS });
    }
  }
}

/**
 * Queues one job per key on queue `name` in one statement, and returns the job that will do each
 * key's work: the new one, or the one already waiting (the policy keeps one per key, and the
 * insert skips a key that has one). A key whose waiting job started between the two statements has
 * neither; it is left out, for the caller to queue again.
 */
export async function queueJobs(boss: PgBoss, name: string, keys: readonly number[]): Promise<Map<number, string>> {
  const jobs = new Map<number, string>();
  if (keys.length === 0) return jobs;
  const wanted = keys.map((key) => ({ id: randomUUID(), data: { id: key }, singletonKey: String(key) }));
  const inserted = new Set(await boss.insert(name, wanted, { returnId: true }));
  for (const job of wanted) if (inserted.has(job.id)) jobs.set(job.data.id, job.id);
  const refused = wanted.filter((job) => !inserted.has(job.id)).map((job) => job.singletonKey);
  if (refused.length === 0) return jobs;
  const { rows } = await boss.getDb().executeSql(
    `SELECT id, singleton_key AS key FROM ${SCHEMA}.job
     WHERE name = $1 AND state = 'created' AND singleton_key = ANY($2::text[])`,
    [name, refused],
  );
  for (const row of rows as { id: string; key: string }[]) jobs.set(Number(row.key), row.id);
  return jobs;
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
