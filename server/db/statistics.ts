/**
 * The planner's statistics (issue 30). PostgreSQL's autovacuum ANALYZEs a table once enough of it
 * has changed; PGlite runs no autovacuum, so its tables had no statistics at all and the planner
 * guessed: at 5,000 lots it joined an investor's lots to what redemptions took from them by nested
 * loop (server/holdings/ledger.ts), 400 ms a read against 20 ms once the tables were analysed.
 *
 * `analyzeChangedTables` applies autovacuum's own rule (a table changed by more than 50 rows and a
 * tenth of its size since it was last analysed; PostgreSQL's autovacuum_analyze_threshold and
 * _scale_factor defaults) and analyses tables never analysed. The server runs it once it has
 * migrated and seeded, and on PGlite every few minutes after (`keepStatistics`).
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** autovacuum_analyze_threshold's default: rows changed before a table is analysed again. */
const BASE_THRESHOLD = 50;
/** autovacuum_analyze_scale_factor's default: and this share of the table's rows. */
const SCALE_FACTOR = 0.1;

/** How often a PGlite server looks for tables to analyse (autovacuum_naptime is one minute). */
const KEEP_STATISTICS_MS = 60_000;

/**
 * Analyses the app's tables and the job queue's (schemas public and pgboss) that were never
 * analysed or have changed past autovacuum's threshold, and returns their names (the queue's as
 * pgboss.name). Cheap when nothing changed: one read of the catalogue.
 */
export async function analyzeChangedTables(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select n.nspname as schema, c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname in ('public', 'pgboss') and c.relkind in ('r', 'p')
      and (c.reltuples < 0
        or coalesce(s.n_mod_since_analyze, 0) > ${BASE_THRESHOLD} + ${SCALE_FACTOR} * greatest(c.reltuples, 0))
    order by n.nspname, c.relname`);
  const tables = (result as unknown as { rows: { schema: string; name: string }[] }).rows;
  for (const { schema, name } of tables)
    await db.execute(sql`analyze ${sql.identifier(schema)}.${sql.identifier(name)}`);
  return tables.map(({ schema, name }) => (schema === 'public' ? name : `${schema}.${name}`));
}

/**
 * Runs `analyzeChangedTables` every `everyMs` until stopped (PGlite, which has no autovacuum).
 * A run never overlaps the one before, and a failure is logged, never thrown: statistics only
 * make the planner better informed.
 */
export function keepStatistics(db: Database, everyMs = KEEP_STATISTICS_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeChangedTables(db)
      .catch((error: unknown) => console.error('Statistics: ANALYZE failed:', error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
