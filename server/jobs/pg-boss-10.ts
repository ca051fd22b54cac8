/**
 * The queue a database kept under pg-boss 10 (schema version 24), carried over to the current
 * pg-boss. pg-boss 11 rewrote its tables and ships no migration from 10's: its start fails on
 * them ('oldest supported starting version is 25'), and its author's advice is to move the jobs
 * across by SQL. So a server starting over such a database first sets 10's schema aside under
 * another name, lets pg-boss install its own, then moves every unfinished job across and drops
 * the old schema, in one transaction.
 *
 * Each job is moved as waiting, whatever it was: a job that was running belonged to a worker of
 * the old version, stopped by the upgrade or killed before it, so its work is due again (the work
 * is idempotent, ./work.ts). Where one piece of work had two jobs (a waiting twin beside a killed
 * running job, or a retry beside a waiting one) one waiting job is kept, as the queues' policy
 * allows ('short'): the oldest, with its id. Finished jobs (completed, failed, cancelled) are
 * history and stay behind. Both steps take the same lock and look again under it, so servers
 * starting together over one PostgreSQL database do it once; a start interrupted between them
 * finds the schema set aside and finishes the move.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { SCHEMA } from './queue';

/** Where pg-boss 10's schema waits while its jobs move. */
const ASIDE = `${SCHEMA}_v10`;
/** The first schema version of pg-boss 11. */
const FIRST_CURRENT_VERSION = 25;
/** pg_advisory_xact_lock key of both steps ("pgb10" in ASCII), held until each commits. */
const MOVE_LOCK = 0x7067623130;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Renames pg-boss 10's schema out of the way, before pg-boss starts; false when there is none. */
export async function setAsidePgBoss10(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK})`);
    const [installed] = rowsOf<{ present: boolean }>(
      await tx.execute(sql.raw(`select to_regclass('${SCHEMA}.version') is not null as present`)),
    );
    if (!installed?.present) return false;
    const [found] = rowsOf<{ version: number | null }>(
      await tx.execute(sql.raw(`select max(version) as version from ${SCHEMA}.version`)),
    );
    const version = found?.version;
    if (version === null || version === undefined || version >= FIRST_CURRENT_VERSION) return false;
    await tx.execute(sql.raw(`alter schema ${SCHEMA} rename to ${ASIDE}`));
    return true;
  });
}

/**
 * Moves the unfinished jobs of the schema set aside onto the current queues (made already, by
 * ./queue.ts prepareQueues) and drops it; the number of jobs moved, or undefined when there was
 * nothing to move from. Jobs of a queue the current version does not have stay behind.
 */
export async function movePgBoss10Jobs(db: Database): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK})`);
    const [aside] = rowsOf<{ present: boolean }>(
      await tx.execute(sql.raw(`select to_regnamespace('${ASIDE}') is not null as present`)),
    );
    if (!aside?.present) return undefined;
    const [moved] = rowsOf<{ count: number }>(
      await tx.execute(
        sql.raw(`with moved as (
          insert into ${SCHEMA}.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
            retry_backoff, expire_seconds, singleton_key, singleton_on, start_after, created_on, keep_until, policy)
          select old.id, old.name, old.priority, old.data, 'created', old.retry_limit, old.retry_count, old.retry_delay,
            old.retry_backoff, extract(epoch from old.expire_in)::int, old.singleton_key, old.singleton_on,
            old.start_after, old.created_on, old.keep_until, queue.policy
          from ${ASIDE}.job as old join ${SCHEMA}.queue as queue on queue.name = old.name
          where old.state < 'completed'
          order by old.created_on, old.id
          on conflict do nothing
          returning 1)
        select count(*)::int as count from moved`),
      ),
    );
    await tx.execute(sql.raw(`drop schema ${ASIDE} cascade`));
    return moved?.count ?? 0;
  });
}
