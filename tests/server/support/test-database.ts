/**
 * The database a server test opens: in-memory PGlite by default, or a PostgreSQL database when
 * TEST_DATABASE_URL names a cluster the tests may create databases in (its own database, e.g.
 * `postgres`, is only used to create and drop others).
 *
 * Seeding the full catalogue takes a while, so the global setup (tests/global-setup.ts) seeds
 * once: on PGlite it stores a snapshot of the seeded data directory; on PostgreSQL it builds two
 * template databases, one migrated and empty, one seeded. Every test database then starts as a
 * copy — from the snapshot, or by `CREATE DATABASE … TEMPLATE`, which copies files — and on
 * PostgreSQL it is dropped on close, so test files running in parallel never see each other's
 * rows. The snapshot's and templates' names carry a hash of the schema, the migrations, the seed
 * code and the seed time, so a change to any of them makes fresh ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createClock } from '../../../server/clock';
import { migrateDatabase, type OpenedDatabase, openDatabase } from '../../../server/db/client';
import { resetDatabase } from '../../../server/db/reset';
import { createJobRunner } from '../../../server/jobs/runner';

/** The wall time every test server lives at: a Monday morning in India. Tests move the sandbox clock from here. */
export const TEST_NOW = new Date('2025-06-16T04:30:00.000Z');

const ROOT = resolve(import.meta.dirname, '../../..');

/** The cluster to run on, or undefined for PGlite. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

async function sourceHash(): Promise<string> {
  // The snapshot's format: 2 is checkpointed, with the job queue's schema, before it is stored.
  const hash = createHash('sha256').update(TEST_NOW.toISOString()).update('format 2');
  // Every schema file and migration, the seed and the job queue: a change to any of them makes a new snapshot.
  for (const dir of ['server/db', 'server/seed', 'server/jobs']) {
    const files = (await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(ROOT.length)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Snapshots read in this process, by file. Held on globalThis: a worker runs many server files,
 * each with its own copy of this module (vi.resetModules), and reading the ~100 MB file again cost
 * each test server 0.2 s of CPU.
 */
const holder = globalThis as { sanchaySeedSnapshots?: Map<string, Blob> };
holder.sanchaySeedSnapshots ??= new Map();
const keptSnapshots = holder.sanchaySeedSnapshots;

/**
 * The seeded database as a PGlite data directory tarball: read from the snapshot file, or seeded
 * and stored when there is none. Uncompressed: every server test file opens it, and gunzipping
 * its ~100 MB cost each of them about half a second of CPU.
 */
export async function seededSnapshot(): Promise<Blob> {
  const dir = join(tmpdir(), 'sanchay-test-snapshots');
  const file = join(dir, `seed-${await sourceHash()}.tar`);
  const kept = keptSnapshots.get(file);
  if (kept) return kept;
  const existing = await readFile(file).catch(() => undefined);
  if (existing) {
    const snapshot = new Blob([existing]);
    keptSnapshots.set(file, snapshot);
    return snapshot;
  }

  const { db, close } = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(db);
  await resetDatabase(db, TEST_NOW);
  // With the job queue's schema and queues made, which every test server would otherwise make
  // again as its runner starts (0.2 s of CPU each). tests/server/jobs/pg-boss-10.test.ts drops them
  // where it needs a database without.
  const queue = createJobRunner({
    db,
    clock: await createClock(db, () => TEST_NOW.getTime()),
    worker: false,
    scanEveryMs: 0,
  });
  await queue.start();
  await queue.stop();
  const client = (db as unknown as { $client: PGlite }).$client;
  // A checkpoint first: a data directory copied while running opens as a crashed server would,
  // replaying the write-ahead log of the whole seed (about 0.4 s of CPU for every test server).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(dir, { recursive: true });
  // Parallel test files may race to write it; a rename makes each write all-or-nothing.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return new Blob([bytes]);
}

type Template = 'empty' | 'seeded';

const templateName = async (template: Template) => `sanchay_template_${template}_${await sourceHash()}`;

/** The URL of another database on the same cluster. */
function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Builds a template database unless it exists: under a temporary name first, renamed when
 * complete, so an interrupted build never passes for a template.
 */
async function ensureTemplate(url: string, template: Template): Promise<void> {
  const name = await templateName(template);
  const exists = await withAdmin(url, async (admin) => {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database "${building}"`));
  const { db, close } = await openDatabase({ databaseUrl: databaseUrl(url, building) });
  try {
    await migrateDatabase(db);
    if (template === 'seeded') await resetDatabase(db, TEST_NOW);
  } finally {
    await close();
  }
  await withAdmin(url, async (admin) => {
    await admin.query(`alter database "${building}" rename to "${name}"`);
    await admin.query(`alter database "${name}" is_template true`);
  });
}

/** Runs once before any test file, so no file's hook pays for a cold seed. */
export async function prepareTestDatabases(): Promise<void> {
  const url = testDatabaseUrl();
  if (!url) {
    await seededSnapshot();
    return;
  }
  await ensureTemplate(url, 'empty');
  await ensureTemplate(url, 'seeded');
}

/**
 * PGlite in a directory on disk, as a server started with DATA_DIR finds it: a new directory
 * starts from the seeded snapshot; one that holds a database is opened as it is (`restarted`),
 * e.g. after the process that had it open was killed.
 */
export async function openTestDataDir(dataDir: string): Promise<OpenedDatabase & { restarted: boolean }> {
  const restarted = existsSync(join(dataDir, 'PG_VERSION'));
  const { db, close } = await openDatabase({
    dataDir,
    ...(restarted ? {} : { loadDataDir: await seededSnapshot() }),
  });
  await migrateDatabase(db);
  return { db, close, restarted };
}

let opened = 0;

/**
 * A database of its own for one test file or server: migrated, and seeded with the catalogue
 * and sandbox state when `seeded` (the demo investors' pool users are the caller's to add). On
 * PostgreSQL its `url` lets a second server connect to the same database.
 */
export async function openTestDatabase(options: { seeded: boolean }): Promise<OpenedDatabase & { url?: string }> {
  const url = testDatabaseUrl();
  if (!url) {
    const { db, close } = await openDatabase({
      dataDir: 'memory://',
      ...(options.seeded ? { loadDataDir: await seededSnapshot() } : {}),
    });
    await migrateDatabase(db);
    return { db, close };
  }
  opened += 1;
  const name = `sanchay_test_${process.pid}_${opened}_${randomBytes(3).toString('hex')}`;
  const template = await templateName(options.seeded ? 'seeded' : 'empty');
  await withAdmin(url, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const { db, close } = await openDatabase({ databaseUrl: databaseUrl(url, name) });
  return {
    db,
    url: databaseUrl(url, name),
    async close() {
      await close();
      // Not WITH (FORCE): the pool's connections may still be closing, and dropping waits
      // for them; one still open after a few seconds is a leak the drop should report.
      await withAdmin(url, (admin) => admin.query(`drop database "${name}"`));
    },
  };
}
