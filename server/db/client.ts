/**
 * Opens the sandbox database: embedded PGlite by default, PostgreSQL when a URL is given.
 * Both drivers yield the same Drizzle database type, so nothing above this file knows which one runs.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database (the default). */
  dataDir?: string;
  /** A PGlite data-dir tarball (from `dumpDataDir`) to start from, e.g. a pre-seeded test snapshot. */
  loadDataDir?: Blob;
}

export interface OpenedDatabase {
  db: Database;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Fail at startup, not on the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePostgres({ client: pool, schema });
    return { db, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return { db, close: () => client.close() };
}

/**
 * Applies server/db/migrations. Both drizzle migrators (pglite, node-postgres) are this same
 * two-liner over the dialect, so one implementation serves either driver.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const internals = db as unknown as {
    dialect: { migrate(m: typeof migrations, session: unknown, config: { migrationsFolder: string }): Promise<void> };
    session: unknown;
  };
  await internals.dialect.migrate(migrations, internals.session, { migrationsFolder: MIGRATIONS_FOLDER });
}
