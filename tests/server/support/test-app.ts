/**
 * A real server over a real (in-memory) PGlite database for server tests: migrated and seeded
 * once per test file, with its own in-process user pool (cognito-local on a free loopback port,
 * data in a temporary directory) holding the demo investors. Seeding the full catalogue takes a
 * while, so the global setup seeds one database and stores a snapshot of its data directory;
 * every test file (and later runs) starts from that snapshot. The snapshot's name is a hash of
 * the schema, the migrations, the seed code and the seed time, so a change to any of them makes a
 * fresh one.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { type Clock, createClock } from '../../../server/clock';
import type { Config } from '../../../server/config';
import { type Database, migrateDatabase, openDatabase } from '../../../server/db/client';
import { ALL_TABLES, resetDatabase } from '../../../server/db/reset';
import { insertDemoUsers, restoreDemoIdentities } from '../../../server/identity/demo-investors';
import { type Identity, startSandboxIdentity } from '../../../server/identity/identity';
import { createOutbox } from '../../../server/partners/outbox';

/** The wall time every test server lives at: a Monday morning in India. Tests move the sandbox clock from here. */
export const TEST_NOW = new Date('2025-06-16T04:30:00.000Z');

const ROOT = resolve(import.meta.dirname, '../../..');

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256').update(TEST_NOW.toISOString());
  // Every schema file and migration, and the seed: a change to any of them makes a new snapshot.
  for (const dir of ['server/db', 'server/seed']) {
    const files = (await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(ROOT.length)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The seeded database as a gzipped data directory: read from the snapshot file, or seeded and
 * stored when there is none. The vitest global setup (tests/global-setup.ts) calls it once before
 * any test file starts, so no file's hook pays for a cold seed.
 */
export async function seededSnapshot(): Promise<Blob> {
  const dir = join(tmpdir(), 'sanchay-test-snapshots');
  const file = join(dir, `seed-${await sourceHash()}.tar.gz`);
  const existing = await readFile(file).catch(() => undefined);
  if (existing) return new Blob([existing]);

  const { db, close } = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(db);
  await resetDatabase(db, TEST_NOW);
  const client = (db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(dir, { recursive: true });
  // Parallel test files may race to write it; a rename makes each write all-or-nothing.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return new Blob([bytes]);
}

export interface TestServer {
  app: Hono;
  db: Database;
  clock: Clock;
  config: Config;
  identity: Identity;
  /** `app.request` with the path relative to the server root. */
  request(path: string, init?: RequestInit): Promise<Response>;
  getJson<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  sendJson<T = unknown>(method: string, path: string, body: unknown): Promise<{ status: number; body: T }>;
  /** Row counts of every table, to show a refused request changed nothing. */
  rowCounts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  mode?: Config['mode'];
  /** PUBLIC_URL; the default is what loadConfig makes of PORT 8080. */
  publicUrl?: string;
}

/** A stand-in for the Vite build: an index.html and one fingerprinted asset. */
export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>Sanchay test build</title></head><body><div id="root"></div></body></html>';
export const TEST_ASSET = { path: '/assets/index-Ab12Cd34.js', body: 'console.log("sanchay");' };

async function createDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sanchay-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), TEST_INDEX_HTML);
  await writeFile(join(dir, TEST_ASSET.path), TEST_ASSET.body);
  return dir;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const snapshot = await seededSnapshot();
  const { db, close } = await openDatabase({ dataDir: 'memory://', loadDataDir: snapshot });
  await migrateDatabase(db);
  const clock = await createClock(db, () => TEST_NOW.getTime());
  const config: Config = {
    port: 0,
    identityPort: 0,
    cognito: undefined,
    databaseUrl: undefined,
    dataDir: '.data',
    mode: options.mode ?? 'sandbox',
    distDir: await createDist(),
    brandName: 'Sanchay',
    supportEmail: 'support@sanchay.example',
    publicUrl: options.publicUrl ?? 'http://localhost:8080',
  };
  const identity = await startSandboxIdentity({
    dataDir: 'memory://',
    port: 0,
    fallbackToFreePort: false,
    now: () => clock.now(),
    outbox: createOutbox(db, clock),
    brandName: config.brandName,
  });
  await insertDemoUsers(db, await restoreDemoIdentities(identity, TEST_NOW));
  const app = createApp({ db, clock, config, identity, validateResponses: true });
  const request = async (path: string, init?: RequestInit) => app.request(path, init);
  const readBody = async (response: Response) => {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  };
  return {
    app,
    db,
    clock,
    config,
    identity,
    request,
    async getJson(path) {
      const response = await request(path);
      return { status: response.status, body: await readBody(response) };
    },
    async sendJson(method, path, body) {
      const response = await request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: await readBody(response) };
    },
    async rowCounts() {
      const counts: Record<string, number> = {};
      for (const table of ALL_TABLES) {
        const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
        counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      }
      return counts;
    },
    async close() {
      await identity.close();
      await close();
      await rm(config.distDir, { recursive: true, force: true });
    },
  };
}
