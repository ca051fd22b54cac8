/**
 * Writes the generated catalogue into the database. The caller provides an empty catalogue
 * (server/db/reset.ts truncates first); everything here runs in one transaction.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { amcs, sandboxState, schemeHoldings, schemes } from '../db/schema';
import { generateCatalogue } from './catalogue';

/** Bump when the generated data changes shape or content, so stored seeds can be recognised as stale. */
export const SEED_VERSION = 3;

/** Rows per statement: big enough that round trips stop mattering, small enough to keep the JSON modest. */
const BATCH_SIZE = 5000;

const quoted = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Inserts rows as one JSON document per batch, expanded by `json_to_recordset`. A multi-row
 * VALUES insert of the ~60,000 holdings costs PGlite seconds in parameter handling; one text
 * parameter per batch costs it a fraction of that, and the same SQL runs on PostgreSQL.
 * Column names and types come from the Drizzle table, so the schema stays the one authority.
 */
async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  if (columns.length === 0) return;
  const names = sql.raw(columns.map(([, column]) => quoted(column.name)).join(', '));
  const definitions = sql.raw(columns.map(([, column]) => `${quoted(column.name)} ${column.getSQLType()}`).join(', '));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await db.execute(
      sql`insert into ${sql.raw(quoted(getTableName(table)))} (${names}) select ${names} from json_to_recordset(${JSON.stringify(batch)}::json) as rows(${definitions})`,
    );
  }
}

/** The catalogue's rows (fund houses, schemes, their portfolios) for the day of `now`; run inside a transaction. */
export async function seedCatalogue(db: Database, now: Date): Promise<void> {
  const catalogue = generateCatalogue(now);
  await insertInBatches(db, amcs, catalogue.amcs);
  await insertInBatches(db, schemes, catalogue.schemes);
  await insertInBatches(db, schemeHoldings, catalogue.holdings);
}

/** The seed's bookkeeping row: seeded now, this seed version, the clock at wall time. */
export async function writeSandboxState(db: Database, now: Date): Promise<void> {
  await db
    .insert(sandboxState)
    .values({ id: 1, clockOffsetMs: 0, seedVersion: SEED_VERSION, seededAt: now })
    .onConflictDoUpdate({
      target: sandboxState.id,
      set: { clockOffsetMs: 0, seedVersion: SEED_VERSION, seededAt: now },
    });
}

export async function seedDatabase(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalogue(tx, now);
    await writeSandboxState(tx, now);
  });
}
