/**
 * Restores the sandbox to its seed: every table emptied and the seed written again, in one
 * transaction so a failed reset leaves the previous data in place.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { seedDatabase } from '../seed/index';
import type { Database } from './client';
import * as schema from './schema';

/** Every table the schema declares, so a table added later is wiped too. */
export const ALL_TABLES: string[] = Object.values(schema).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
);

/** pg_advisory_xact_lock key of resets ("reset" in ASCII), held until the reset commits. */
const RESET_LOCK = 0x7265736574;

/**
 * `seedMore` adds seed data that lives partly outside the database (the demo investors, whose
 * pool users are made first), inside the same transaction.
 */
export async function resetDatabase(
  db: Database,
  now: Date,
  seedMore?: (tx: Database) => Promise<void>,
): Promise<void> {
  const tables = sql.raw(ALL_TABLES.map((name) => `"${name}"`).join(', '));
  await db.transaction(async (tx) => {
    // Servers sharing one database reset one after the other, never into each other's seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${RESET_LOCK})`);
    await tx.execute(sql`truncate table ${tables} restart identity cascade`);
    await seedDatabase(tx, now);
    await seedMore?.(tx);
  });
}

/**
 * True once this version of the seed has run on this database (sandbox_state holds its
 * bookkeeping row); a database seeded by an older version is seeded again.
 */
export async function isSeeded(db: Database, version: number): Promise<boolean> {
  const rows = await db.select({ version: schema.sandboxState.seedVersion }).from(schema.sandboxState).limit(1);
  return rows[0]?.version === version;
}
