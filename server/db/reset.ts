/**
 * Restores the sandbox to its seed: every table emptied and the seed written again, in one
 * transaction so a failed reset leaves the previous data in place.
 */
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { kolkataDate } from '../seed/dates';
import { seedCatalogue, writeSandboxState } from '../seed/index';
import type { Database } from './client';
import * as schema from './schema';

/** Every table the schema declares, so a table added later is wiped too. */
export const ALL_TABLES: string[] = Object.values(schema).flatMap((value) =>
  is(value, PgTable) ? [getTableName(value)] : [],
);

/** The tables only the seed writes; their rows depend on nothing but the seed's day. */
const CATALOGUE_TABLES: PgTable[] = [schema.amcs, schema.schemes, schema.schemeHoldings];
const CATALOGUE_NAMES = new Set(CATALOGUE_TABLES.map((table) => getTableName(table)));

/** pg_advisory_xact_lock key of resets ("reset" in ASCII), held until the reset commits. */
const RESET_LOCK = 0x7265736574;

interface SeededCatalogue {
  /** The Kolkata day the catalogue was generated for. */
  day: string;
  checksum: string;
}

/** The catalogue this process last seeded into each database, as it was committed. */
const seededCatalogues = new WeakMap<Database, SeededCatalogue>();

/** A fingerprint of every catalogue row: any row deleted, added or changed gives another one. */
async function catalogueChecksum(db: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of CATALOGUE_TABLES) {
    // A table's name as a value is its whole row.
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(hashtext(${table}::text)::bigint), 0)::text`, rows: count() })
      .from(table);
    parts.push(`${row?.sum}:${row?.rows}`);
  }
  return parts.join(' ');
}

/**
 * `seedMore` adds seed data that lives partly outside the database (the demo investors, whose
 * pool users are made first), inside the same transaction.
 *
 * Writing the ~60,000 catalogue rows is most of a reset's time, and the catalogue is generated
 * from the day alone. So when this process seeded the catalogue for the same day and its rows
 * are still exactly as committed (same checksum), they stay and everything else is re-seeded;
 * otherwise (another day, a row changed, another server's reset) the catalogue is written again.
 */
export async function resetDatabase(
  db: Database,
  now: Date,
  seedMore?: (tx: Database) => Promise<void>,
): Promise<void> {
  const day = kolkataDate(now);
  const seeded = await db.transaction(async (tx) => {
    // Servers sharing one database reset one after the other, never into each other's seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${RESET_LOCK})`);
    const previous = seededCatalogues.get(db);
    const keepCatalogue = previous?.day === day && previous.checksum === (await catalogueChecksum(tx));
    const wiped = keepCatalogue ? ALL_TABLES.filter((name) => !CATALOGUE_NAMES.has(name)) : ALL_TABLES;
    const tables = sql.raw(wiped.map((name) => `"${name}"`).join(', '));
    await tx.execute(sql`truncate table ${tables} restart identity cascade`);
    if (!keepCatalogue) await seedCatalogue(tx, now);
    await writeSandboxState(tx, now);
    await seedMore?.(tx);
    return keepCatalogue && previous ? previous : { day, checksum: await catalogueChecksum(tx) };
  });
  seededCatalogues.set(db, seeded);
}

/**
 * True once this version of the seed has run on this database (sandbox_state holds its
 * bookkeeping row); a database seeded by an older version is seeded again.
 */
export async function isSeeded(db: Database, version: number): Promise<boolean> {
  const rows = await db.select({ version: schema.sandboxState.seedVersion }).from(schema.sandboxState).limit(1);
  return rows[0]?.version === version;
}
