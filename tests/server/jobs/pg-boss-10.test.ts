/**
 * A database whose job queue pg-boss 10 kept (server/jobs/pg-boss-10.ts), made here by pg-boss 10
 * itself: a payment's settlement waiting, a 'stately' queue (as before the queues were 'short')
 * stalled by a job whose worker was killed beside its waiting twin, a job waiting to be tried
 * again, and a finished one. A server starting over it moves the unfinished work onto the current
 * queue once, each piece of work once, drops the old tables, and the work gets done.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import PgBoss10 from 'pg-boss-10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type OpenedDatabase, openDatabase } from '../../../server/db/client';
import { payments } from '../../../server/db/schema';
import { movePgBoss10Jobs, setAsidePgBoss10 } from '../../../server/jobs/pg-boss-10';
import { createJobRunner, type JobRunner } from '../../../server/jobs/runner';
import { JOB_KINDS, type JobKind } from '../../../server/jobs/work';
import { confirmedLumpSum, demoInvestor, EQUITY, type Investor, pay, paymentStatus } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';

/** No such order: its jobs complete without changing anything. */
const NO_ORDER = 999_999;
const KINDS = Object.keys(JOB_KINDS) as JobKind[];

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss 10 over the app's database client, as server/jobs/queue.ts gave it before the upgrade. */
function pgBoss10Over(db: Database): PgBoss10 {
  const client = (db as unknown as { $client: SqlClient | PGlite }).$client;
  const executeSql: PgBoss10.Db['executeSql'] =
    client instanceof PGlite
      ? async (text, values) =>
          values && values.length > 0 ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] })
      : (text, values) => client.query(text, values);
  return new PgBoss10({ db: { executeSql }, schema: 'pgboss', schedule: false });
}

/** The queues as the server on pg-boss 10 made them, allot-order 'stately' as before issue 26. */
async function pgBoss10Queues(db: Database): Promise<PgBoss10> {
  const old = pgBoss10Over(db);
  await old.start();
  for (const kind of KINDS)
    await old.createQueue(kind, { name: kind, policy: kind === 'allot-order' ? 'stately' : 'short' });
  return old;
}

async function rows<T>(db: Database, text: string): Promise<T[]> {
  const client = (db as unknown as { $client: SqlClient }).$client;
  return (await client.query(text)).rows as T[];
}

const jobsNow = (db: Database) =>
  rows<{ id: string; name: string; key: string; state: string; policy: string }>(
    db,
    `SELECT id, name, singleton_key AS key, state::text AS state, policy FROM pgboss.job ORDER BY name, singleton_key, created_on`,
  );

const schemaVersion = async (db: Database) =>
  (await rows<{ version: number }>(db, 'SELECT max(version) AS version FROM pgboss.version'))[0]?.version;

const pgBoss10Left = async (db: Database) =>
  (await rows<{ left: boolean }>(db, `SELECT to_regnamespace('pgboss_v10') IS NOT NULL AS left`))[0]?.left;

/** Back to a database no server on the current pg-boss has started on. */
async function withoutCurrentQueue(server: TestServer): Promise<void> {
  await server.jobs.stop();
  await rows(server.db, 'DROP SCHEMA pgboss CASCADE');
}

describe('a database whose job queue pg-boss 10 kept', () => {
  let server: TestServer;
  let demo: Investor;
  let runner: JobRunner | undefined;
  const old = { payment: 0, orderId: 0, settle: '', killed: '', twin: '', other: '', retried: '', finished: '' };

  beforeAll(async () => {
    // API-only: the payment's settlement is queued and waits.
    server = await createTestServer({ worker: false });
    demo = await demoInvestor(server);
    old.orderId = await confirmedLumpSum(server, demo, EQUITY.uniqueNo, '5100.00');
    expect((await pay(server, demo, { modeofpayment: 'UPI', id: old.orderId, vpaid: 'success@sanchay' })).status).toBe(
      200,
    );
    const [payment] = await server.db.select().from(payments).where(eq(payments.orderId, old.orderId));
    old.payment = payment?.id ?? 0;
    await withoutCurrentQueue(server);

    const boss = await pgBoss10Queues(server.db);
    old.settle = (await boss.send('settle-payment', { id: old.payment }, { singletonKey: String(old.payment) })) ?? '';
    // Fetched by a worker that was then killed: active until it expires, its twin queued again beside it.
    old.killed = (await boss.send('allot-order', { id: NO_ORDER }, { singletonKey: String(NO_ORDER) })) ?? '';
    expect((await boss.fetch('allot-order')).map((job) => job.id)).toEqual([old.killed]);
    old.twin = (await boss.send('allot-order', { id: NO_ORDER }, { singletonKey: String(NO_ORDER) })) ?? '';
    old.other = (await boss.send('allot-order', { id: NO_ORDER - 1 }, { singletonKey: String(NO_ORDER - 1) })) ?? '';
    // pg-boss 10's stall: the batch holding the twin cannot start beside the killed job, nor anything after it.
    expect(await boss.fetch('allot-order', { batchSize: 20 })).toEqual([]);
    old.finished = (await boss.send('lapse-order', { id: NO_ORDER - 1 }, { singletonKey: String(NO_ORDER - 1) })) ?? '';
    await boss.fetch('lapse-order');
    await boss.complete('lapse-order', old.finished);
    old.retried = (await boss.send('lapse-order', { id: NO_ORDER }, { singletonKey: String(NO_ORDER) })) ?? '';
    await boss.fetch('lapse-order');
    await boss.fail('lapse-order', old.retried, { message: 'The exchange is not answering.' });
    await boss.stop({ graceful: false, wait: true });
    expect((await jobsNow(server.db)).map(({ id, state }) => [id, state])).toEqual([
      [old.other, 'created'],
      [old.killed, 'active'],
      [old.twin, 'created'],
      [old.finished, 'completed'],
      [old.retried, 'retry'],
      [old.settle, 'created'],
    ]);
  }, 120_000);

  afterAll(async () => {
    await runner?.stop();
    await server.close();
  });

  it('moves each piece of unfinished work onto the current queue once, at start, and drops the old tables', async () => {
    const apiOnly = createJobRunner({ db: server.db, clock: server.clock, worker: false, scanEveryMs: 0 });
    try {
      await apiOnly.start();
    } finally {
      await apiOnly.stop();
    }
    expect(await pgBoss10Left(server.db)).toBe(false);
    expect(await schemaVersion(server.db)).toBeGreaterThanOrEqual(25);
    expect(await jobsNow(server.db)).toEqual([
      { id: old.other, name: 'allot-order', key: String(NO_ORDER - 1), state: 'created', policy: 'short' },
      { id: old.killed, name: 'allot-order', key: String(NO_ORDER), state: 'created', policy: 'short' },
      { id: old.retried, name: 'lapse-order', key: String(NO_ORDER), state: 'created', policy: 'short' },
      { id: old.settle, name: 'settle-payment', key: String(old.payment), state: 'created', policy: 'short' },
    ]);
  }, 90_000);

  it('runs the moved work: the payment is settled, the stalled queue runs', async () => {
    runner = createJobRunner({ db: server.db, clock: server.clock, worker: true, scanEveryMs: 0 });
    await runner.start();
    await expect
      .poll(async () => (await jobsNow(server.db)).map(({ state }) => state), { timeout: 30_000 })
      .toEqual(['completed', 'completed', 'completed', 'completed']);
    expect((await paymentStatus(server, demo, old.orderId)).body.status).toBe('100');
  }, 90_000);
});

describe('a move from pg-boss 10 that a start left half done', () => {
  let server: TestServer;
  let second: OpenedDatabase | undefined;

  beforeAll(async () => {
    server = await createTestServer({ worker: false });
    // On PostgreSQL a second instance of its own; PGlite is one process's database.
    second = server.databaseUrl ? await openDatabase({ databaseUrl: server.databaseUrl }) : undefined;
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await server.close();
  });

  it('is finished by the next start, once however many servers start', async () => {
    await withoutCurrentQueue(server);
    const boss = await pgBoss10Queues(server.db);
    const waiting = await boss.send('lapse-order', { id: NO_ORDER }, { singletonKey: String(NO_ORDER) });
    await boss.stop({ graceful: false, wait: true });
    // The start that set the old schema aside ended there.
    expect(await setAsidePgBoss10(server.db)).toBe(true);
    expect(await setAsidePgBoss10(server.db)).toBe(false);

    const starts = [server.db, second?.db ?? server.db].map((db) =>
      createJobRunner({ db, clock: server.clock, worker: false, scanEveryMs: 0 }),
    );
    try {
      // Together on PostgreSQL; PGlite serves one server, which starts once.
      if (second) await Promise.all(starts.map((runner) => runner.start()));
      else for (const runner of starts) await runner.start();
    } finally {
      await Promise.all(starts.map((runner) => runner.stop()));
    }
    expect(await pgBoss10Left(server.db)).toBe(false);
    expect(await movePgBoss10Jobs(server.db)).toBeUndefined();
    expect((await jobsNow(server.db)).map(({ id, state }) => [id, state])).toEqual([[waiting, 'created']]);
  }, 90_000);
});
