/**
 * The job queue: pg-boss (a maintained PostgreSQL job queue, tables in schema `pgboss`) over the
 * app's own database connection, so it runs on PostgreSQL and on embedded PGlite alike. Every
 * server on one database shares the queue; pg-boss hands each job to one worker (SKIP LOCKED).
 */
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's `db.executeSql` over the drizzle database's client. PGlite runs one statement per
 * parameterised query, and pg-boss's schema set-up sends many statements without parameters.
 */
function executeSqlOver(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: SqlClient | PGlite }).$client;
  if (client instanceof PGlite) {
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

export function createJobQueue(db: Database): PgBoss {
  return new PgBoss({
    db: executeSqlOver(db),
    // Work is found by scanning for what is due (server/jobs/runner.ts), not by pg-boss's cron.
    schedule: false,
  });
}
