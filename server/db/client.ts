/**
 * Opens the sandbox database: embedded PGlite by default, PostgreSQL when a URL is given.
 * Both drivers yield the same Drizzle database type, so nothing above this file knows which one runs.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { fromProjectRoot } from '../project-root';
import { StartupError } from '../startup-error';
import { probePostgres } from './postgres-probe';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database (the default). */
  dataDir?: string;
  /** A PGlite data-dir tarball (from `dumpDataDir`) to start from, e.g. a pre-seeded test snapshot. */
  loadDataDir?: Blob;
  /**
   * A fresh cluster's tarball (./pglite-template.ts) for a database opened for the first time
   * (memory://, or a directory with no cluster yet), in place of PGlite's initdb.
   */
  template?: Blob | undefined;
  /** PGlite: false makes every read go to the database (no `writeCount`, so ./read-cache.ts keeps nothing). */
  keepReads?: boolean;
}

export interface OpenedDatabase {
  db: Database;
  close(): Promise<void>;
}

/**
 * PGlite's PostgreSQL keeps PostgreSQL's default buffer pool, 128 MB, inside its WebAssembly
 * memory, which only grows: the first start's seed (~60,000 rows) filled it and the server's RSS
 * stayed ~130 MB higher for good (issue 30: the 600 MB budget). The sandbox's whole database is
 * ~45 MB and a request touches a few pages of it; with PGlite on disk the operating system caches
 * the files anyway. Written to the cluster's postgresql.conf at every open.
 */
const PGLITE_SETTINGS = ["shared_buffers = '32MB'"];

const MIGRATIONS_FOLDER = fromProjectRoot('server/db/migrations');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    // Fail at startup, not on the first request, when the server is unreachable or the database
    // missing: with one line saying what to do, and within a bound (a connection to a host that
    // drops packets would otherwise wait for the system's TCP timeout).
    await probePostgres(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePostgres({ client: pool, schema });
    return { db, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.includes('://')) {
    await mkdir(dataDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      throw new StartupError(
        `DATA_DIR: cannot create ${dataDir} (${error.code ?? error.message}). Set DATA_DIR to a directory this user can write.`,
      );
    });
  }
  const isNew = dataDir.includes('://') || !existsSync(join(dataDir, 'PG_VERSION'));
  const loadDataDir = options.loadDataDir ?? (isNew ? options.template : undefined);
  const client = await PGlite.create({
    dataDir,
    postgresqlconf: PGLITE_SETTINGS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const counter = { writes: 0 };
  const db = drizzlePglite({ client: instrumented(client, counter), schema });
  if (options.keepReads !== false) writeCounts.set(db, () => counter.writes);
  return { db, close: () => client.close() };
}

const writeCounts = new WeakMap<Database, () => number>();

/**
 * For a database no other process can write (PGlite), the number of writes this process has
 * made so far; undefined for one that others may share (PostgreSQL), where nothing may be kept.
 */
export function writeCount(db: Database): (() => number) | undefined {
  return writeCounts.get(db);
}

/**
 * The type parsers drizzle's PGlite driver hands over with every query: dates, times and
 * intervals (and their arrays) stay text for drizzle to map.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

function installTextParsers(client: PGlite): void {
  const keepText = (value: string) => value;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = keepText;
}

/** Statements that only read: they leave the write count as it is. */
const READ_ONLY = /^\s*select\b/i;

/**
 * The PGlite client drizzle gets. Two things happen on the way to PGlite:
 *
 * - PGlite copies its table of several hundred type parsers to merge in a query's own parsers on
 *   every query that brings some, which drizzle's all do (about a third of a small query's time).
 *   So drizzle's parsers (text stays text) are installed in PGlite once and dropped from each
 *   query where they are exactly those; any other parsers pass through. Results are the same.
 * - Writes are counted (`writes`): after every statement that is not a plain select, every
 *   transaction and any other call on the client, the count goes up. Only this process can
 *   write a PGlite database, so a read kept under the count it was made at is current while the
 *   count is unchanged (./read-cache.ts).
 */
function instrumented(client: PGlite, counter: { writes: number }): PGlite {
  installTextParsers(client);
  const installed = new Set(DRIZZLE_TEXT_TYPES.map(String));
  const lighter = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const parsers = options?.parsers;
    if (!parsers || !Object.keys(parsers).every((type) => installed.has(type))) return options;
    const { parsers: _installed, ...rest } = options;
    return rest;
  };
  /** Runs `call` and counts a write once it has finished, whether it succeeded or not. */
  const counted = async <R>(call: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } finally {
      counter.writes++;
    }
  };
  const wrap = <T extends PGlite | Transaction>(object: T): T =>
    new Proxy(object, {
      get(_target, property) {
        if (property === 'query') {
          return (query: string, params?: unknown[], options?: QueryOptions) => {
            const run = () => object.query(query, params, lighter(options));
            return READ_ONLY.test(query) ? run() : counted(run);
          };
        }
        if (property === 'transaction' && object instanceof PGlite) {
          return <R>(run: (tx: Transaction) => Promise<R>) => counted(() => object.transaction((tx) => run(wrap(tx))));
        }
        const value: unknown = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        // PGlite's methods use private fields, so they run on the PGlite itself, not the proxy.
        return (...args: unknown[]) => {
          const result: unknown = value.apply(object, args);
          if (result instanceof Promise) return counted(() => result);
          counter.writes++;
          return result;
        };
      },
    });
  return wrap(client);
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
