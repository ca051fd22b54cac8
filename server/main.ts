/**
 * Starts the sandbox server: opens the database (PGlite under DATA_DIR, or PostgreSQL at
 * DATABASE_URL), applies migrations, seeds an empty database, and serves the app on PORT.
 */
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createClock } from './clock';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { isSeeded, resetDatabase } from './db/reset';
import { SEED_VERSION } from './seed';

const config = loadConfig();
// DATA_DIR=memory:// keeps everything in memory (tests, benches); otherwise PGlite lives in DATA_DIR/pglite.
const pgliteDir = config.dataDir === 'memory://' ? 'memory://' : join(config.dataDir, 'pglite');
const { db, close } = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: pgliteDir },
);
await migrateDatabase(db);
if (!(await isSeeded(db, SEED_VERSION))) {
  const started = Date.now();
  console.info('Seeding the catalogue…');
  // Truncate-and-seed in one transaction, so an interrupted first start leaves nothing half-written.
  await resetDatabase(db, new Date());
  console.info(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const clock = await createClock(db);
const app = createApp({ db, clock, config });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${pgliteDir}`;
  console.info(`Sanchay (${config.mode} mode, ${database}) on http://localhost:${info.port}/`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: shutting down`);
  server.close();
  if ('closeAllConnections' in server) server.closeAllConnections();
  await close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
