/**
 * Whether PostgreSQL at DATABASE_URL can be opened, and why not in one line that says what to do
 * (the URL is named without its password). Light on purpose: server/main.ts runs it before loading
 * the rest of the server.
 */
import pg from 'pg';
import { StartupError } from '../startup-error';

interface PgFailure {
  code?: string;
  message?: string;
}

/** host:port/database of a postgres:// URL (a Unix socket's directory in `?host=` counts as the host). */
function describeTarget(databaseUrl: string): { server: string; database: string; user: string } {
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get('host');
  const host = socket ?? (url.hostname || 'localhost');
  return {
    server: `${host}:${url.port || '5432'}`,
    database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres',
    user: decodeURIComponent(url.username) || 'postgres',
  };
}

function connectionFailure(databaseUrl: string, error: unknown): StartupError {
  const { server, database, user } = describeTarget(databaseUrl);
  const { code, message = String(error) } = (error ?? {}) as PgFailure;
  const fix = (what: string) => new StartupError(`DATABASE_URL: ${what}`);
  switch (code) {
    case '3D000':
      return fix(
        `database "${database}" does not exist on PostgreSQL at ${server}. Create it (createdb ${database}) or name an existing database in DATABASE_URL.`,
      );
    case '28P01':
    case '28000':
      return fix(
        `PostgreSQL at ${server} refused user "${user}" (${message}). Fix the user or password in DATABASE_URL.`,
      );
    case 'ECONNREFUSED':
    case 'ENOENT':
      return fix(`nothing answers at ${server}. Start PostgreSQL there, or fix the host and port in DATABASE_URL.`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return fix(`the host of ${server} is unknown. Fix the host in DATABASE_URL.`);
    case '57P03':
      return fix(`PostgreSQL at ${server} is starting up or shutting down. Start the server again in a moment.`);
  }
  if (/timeout/i.test(message)) {
    return fix(
      `PostgreSQL at ${server} did not answer within ${CONNECT_TIMEOUT_MS / 1000} s. Check that it runs and that this machine can reach it.`,
    );
  }
  return fix(
    `cannot connect to PostgreSQL at ${server}: ${message.split('\n')[0]}. Check DATABASE_URL and the server.`,
  );
}

/** How long the start waits for PostgreSQL to answer before giving up with a message. */
const CONNECT_TIMEOUT_MS = 15_000;

/** Connects once, within CONNECT_TIMEOUT_MS, failing with a StartupError that says what to do. */
export async function probePostgres(databaseUrl: string): Promise<void> {
  const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection that fails after connecting reports here, not as an unhandled 'error' event.
  probe.on('error', () => {});
  try {
    await probe.connect();
  } catch (error) {
    throw connectionFailure(databaseUrl, error);
  } finally {
    await probe.end().catch(() => {});
  }
}
