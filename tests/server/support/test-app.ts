/**
 * A real server over a real database for server tests: in-memory PGlite, or a PostgreSQL
 * database of its own when TEST_DATABASE_URL is set (./test-database.ts), started from the
 * seeded catalogue, with its own in-process user pool (cognito-local on a free loopback port,
 * data in a temporary directory) holding the demo investors, and its own job queue with a worker
 * (no timed scan: the wall clock stands still at TEST_NOW; `jobs.runDue()` is what a scan does).
 * Options make it an API-only server, give its worker a timed scan, or put PGlite on disk to
 * restart over.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { type Clock, createClock } from '../../../server/clock';
import type { Config } from '../../../server/config';
import { type Database, type OpenedDatabase, openDatabase } from '../../../server/db/client';
import { ALL_TABLES } from '../../../server/db/reset';
import { ensureDemoInvestors, insertDemoUsers, restoreDemoIdentities } from '../../../server/identity/demo-investors';
import type { Identity } from '../../../server/identity/identity';
import { startSandboxIdentity } from '../../../server/identity/sandbox-identity';
import { createJobRunner, type JobRunner } from '../../../server/jobs/runner';
import { createOutbox } from '../../../server/partners/outbox';
import { openTestDatabase, openTestDataDir, TEST_NOW } from './test-database';

export { TEST_NOW } from './test-database';

export interface TestServer {
  app: Hono;
  db: Database;
  clock: Clock;
  config: Config;
  identity: Identity;
  jobs: JobRunner;
  /** The PostgreSQL database's URL (TEST_DATABASE_URL runs), for a second server on it. */
  databaseUrl: string | undefined;
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
  /**
   * Another instance on that server's PostgreSQL database, as behind a load balancer: its own
   * connection pool, clock, caches and job queue worker, the same (hosted) identity pool.
   * Close it before that server, whose close drops the database.
   */
  sameDatabaseAs?: TestServer;
  /**
   * PGlite in this directory on disk instead of in memory (PGlite runs only): a new directory
   * starts from the seeded catalogue; one that holds a database is a restart over it, with a new
   * user pool to which the demo investors come back as main.ts brings them (ensureDemoInvestors).
   */
  dataDir?: string;
  /** Runs the job queue's workers (the default); false: an API-only server, which only queues work. */
  worker?: boolean;
  /** The worker's timed scan for due work (main.ts: every 30 s); 0, the default: only when asked. */
  scanEveryMs?: number;
  /** How long a clock move waits while none of its jobs finishes (the runner's default: a minute). */
  drainTimeoutMs?: number;
  /** Where the flow atlas's reports are read from; the default is a directory that does not exist. */
  pathReportsDir?: string;
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
  const shared = options.sameDatabaseAs;
  if (shared && !shared.databaseUrl) throw new Error('A second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const { db, close, url, restarted }: OpenedDatabase & { url?: string; restarted?: boolean } = shared?.databaseUrl
    ? await openDatabase({ databaseUrl: shared.databaseUrl })
    : options.dataDir
      ? await openTestDataDir(options.dataDir)
      : await openTestDatabase({ seeded: true });
  const clock = await createClock(db, () => TEST_NOW.getTime());
  const distDir = await createDist();
  const config: Config = {
    port: 0,
    identityPort: 0,
    cognito: undefined,
    databaseUrl: undefined,
    dataDir: '.data',
    mode: options.mode ?? 'sandbox',
    role: 'all',
    keepReads: true,
    distDir,
    pathReportsDir: options.pathReportsDir ?? join(distDir, 'no-path-reports'),
    brandName: 'Sanchay',
    supportEmail: 'support@sanchay.example',
    publicUrl: options.publicUrl ?? 'http://localhost:8080',
  };
  const identity =
    shared?.identity ??
    (await startSandboxIdentity({
      dataDir: 'memory://',
      port: 0,
      fallbackToFreePort: false,
      now: () => clock.now(),
      outbox: createOutbox(db, clock),
      brandName: config.brandName,
    }));
  if (restarted) await ensureDemoInvestors(db, identity, clock.now());
  else if (!shared) await insertDemoUsers(db, await restoreDemoIdentities(identity, TEST_NOW));
  const jobs = createJobRunner({
    db,
    clock,
    worker: options.worker ?? true,
    scanEveryMs: options.scanEveryMs ?? 0,
    drainTimeoutMs: options.drainTimeoutMs,
  });
  await jobs.start();
  const app = createApp({ db, clock, config, identity, jobs, validateResponses: true });
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
    jobs,
    databaseUrl: url ?? shared?.databaseUrl,
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
      await jobs.stop();
      if (!shared) await identity.close();
      await close();
      await rm(config.distDir, { recursive: true, force: true });
    },
  };
}
