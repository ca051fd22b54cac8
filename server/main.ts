/**
 * Starts the server. First the checks of what whoever starts it may have to fix, loading only what
 * they need so a mistake is reported at once: the settings (./config.ts), whether PORT can be
 * listened on, and whether PostgreSQL at DATABASE_URL answers. Each failure is one line saying
 * what to do and a non-zero exit, never a stack trace (a stack trace means a bug). Then the rest
 * loads and runs (./start.ts).
 */
import { loadConfig } from './config';
import { probePostgres } from './db/postgres-probe';
import { checkPortFree } from './port-check';
import { StartupError } from './startup-error';

// The handler stays for the server's life: any other error still ends it with its stack and exit 1.
process.on('uncaughtException', (error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});

const config = loadConfig();
if (config.role !== 'worker') await checkPortFree(config.port);
if (config.databaseUrl) await probePostgres(config.databaseUrl);
const { start } = await import('./start');
await start(config);
