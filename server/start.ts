/**
 * The server's start once the quick checks of server/main.ts have passed: opens the database
 * (PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL), applies migrations, starts the identity
 * provider (in sandbox mode the in-process user pool, data under DATA_DIR/cognito), seeds an empty
 * database together with the pool's demo investors, starts the job queue (server/jobs/) and
 * serves the app on PORT. SANCHAY_ROLE=worker runs only the job queue's workers; =api serves
 * without running jobs.
 */
import { join } from 'node:path';
import { serve as serveHttp } from '@hono/node-server';
import { createApp } from './app';
import { type Clock, createClock, followSharedClock } from './clock';
import type { Config } from './config';
import { type Database, migrateDatabase, openDatabase } from './db/client';
import { readPgliteTemplate } from './db/pglite-template';
import { isSeeded, resetDatabase } from './db/reset';
import { analyzeChangedTables, keepStatistics } from './db/statistics';
import { ensureDemoInvestors, resetWithDemoInvestors } from './identity/demo-investors';
import { connectHostedIdentity, type Identity } from './identity/identity';
import { createJobRunner } from './jobs/runner';
import { createOutbox } from './partners/outbox';
import { failListening } from './port-check';
import { SEED_VERSION } from './seed';

/** How often a worker looks for work that fell due as time passed (allotments, instalments, lapses). */
const JOB_SCAN_MS = 30_000;

/** Opens the database, then runs the job worker alone (SANCHAY_ROLE=worker) or serves the app. */
export async function start(config: Config): Promise<void> {
  // DATA_DIR=memory:// keeps everything in memory (tests, benches); otherwise PGlite lives in DATA_DIR/pglite.
  const pgliteDir = config.dataDir === 'memory://' ? 'memory://' : join(config.dataDir, 'pglite');
  const { db, close } = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: pgliteDir, keepReads: config.keepReads, template: await readPgliteTemplate() },
  );
  await migrateDatabase(db);
  const clock = await createClock(db);
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${pgliteDir}`;
  const jobs = createJobRunner({ db, clock, worker: config.role !== 'api', scanEveryMs: JOB_SCAN_MS });

  if (config.role === 'worker') {
    await jobs.start();
    console.info(`Sanchay job worker (${config.mode} mode, ${database})`);
    onStopSignals(async () => {
      await jobs.stop();
      await close();
    });
  } else {
    await serve(await startIdentity(config, db, clock));
  }

  /** Seeds an empty database, starts the job queue and serves the app. */
  async function serve(identity: Identity): Promise<void> {
    if (!(await isSeeded(db, SEED_VERSION))) {
      const started = Date.now();
      console.info('Seeding…');
      // Truncate-and-seed in one transaction, so an interrupted first start leaves nothing half-written.
      // A hosted pool holds real investors: only the sandbox's own pool is reset to the demo investors.
      if (config.mode === 'sandbox') await resetWithDemoInvestors(db, identity, new Date());
      else await resetDatabase(db, new Date());
      await clock.reload();
      console.info(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else if (config.mode === 'sandbox') {
      await ensureDemoInvestors(db, identity, clock.now());
    }
    // The planner's statistics, from the start: PostgreSQL's autovacuum keeps them after; PGlite
    // has none, so this process does (./db/statistics.ts).
    await analyzeChangedTables(db);
    const statistics = config.databaseUrl ? undefined : keepStatistics(db);
    await jobs.start();
    const app = createApp({ db, clock, config, identity, jobs });

    const server = serveHttp({ fetch: app.fetch, port: config.port }, (info) => {
      console.info(
        `Sanchay (${config.mode} mode, ${database}) on http://localhost:${info.port}/ (public URL ${config.publicUrl})`,
      );
    });
    // Another process may have taken the port since the check.
    server.once('error', (error: NodeJS.ErrnoException) => failListening(config.port, error));
    // Node closes idle keep-alive sockets after 5 s; a client (a browser, Playwright, a load
    // balancer) reusing one just then gets ECONNRESET, more so when a reset or seed keeps the event
    // loop busy. Idle sockets now outlive the usual client and load-balancer timeouts (60 s).
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    if (config.mode === 'sandbox') followSharedClock(clock);
    onStopSignals(async () => {
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      statistics?.stop();
      await jobs.stop();
      await identity.close();
      await close();
    });
  }
}

async function startIdentity(config: Config, db: Database, clock: Clock): Promise<Identity> {
  if (config.mode === 'production') {
    if (!config.cognito) throw new Error('Production mode needs the hosted user pool settings');
    return connectHostedIdentity(config.cognito);
  }
  // The sandbox's pool (cognito-local, a dev dependency) loads only in sandbox mode.
  const { startSandboxIdentity } = await import('./identity/sandbox-identity');
  return startSandboxIdentity({
    dataDir: config.dataDir,
    port: config.identityPort,
    // The pool is reached only through this process, so any free port serves when the usual one is taken.
    fallbackToFreePort: true,
    now: () => clock.now(),
    outbox: createOutbox(db, clock),
    brandName: config.brandName,
  });
}

/** Stops cleanly on SIGINT and SIGTERM, once. */
function onStopSignals(shutdown: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: shutting down`);
    await shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
