/**
 * A job worker process that hangs mid-job, for crash.test.ts to kill -9: the production runner
 * (server/jobs/runner.ts) over the test's database, on a client that never answers chosen
 * statements of chosen jobs. Run as `node --import tsx tests/server/jobs/crash-worker.ts` with
 *
 * - CRASH_DATABASE: a PostgreSQL URL, or a PGlite data directory no other process has open;
 * - CRASH_AT: JSON `[{ kind, id, statement }, …]`: the job of that kind for that id hangs at its
 *   first statement that contains `statement` and has `id` among its parameters. They hang in that
 *   order: the queue of a later one is not fetched from until the ones before it hang, since on
 *   PGlite a statement hung inside a transaction holds up every other one (so that one goes last).
 *
 * It queues what is due, as a scan does, prints `hung <kind> <id>` as each job hangs, then `stuck`.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { createClock } from '../../../server/clock';
import { openDatabase } from '../../../server/db/client';
import { createJobRunner } from '../../../server/jobs/runner';
import type { JobKind } from '../../../server/jobs/work';
import { TEST_NOW } from '../support/test-database';

interface HangAt {
  kind: JobKind;
  id: number;
  statement: string;
}

const database = process.env.CRASH_DATABASE;
const hangs = JSON.parse(process.env.CRASH_AT ?? '[]') as HangAt[];
if (!database || hangs.length === 0) throw new Error('Set CRASH_DATABASE and CRASH_AT');

// Never outlive the test: its end closes our stdin.
process.stdin.on('end', () => process.exit(1));
process.stdin.resume();

const print = (line: string) => process.stdout.write(`${line}\n`);

const hung = hangs.map(() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve, done: false };
});
const never = new Promise<never>(() => {});
/** pg-boss's fetch of a queue's next jobs (plans.js fetchNextJob), which names the queue in its text. */
const FETCH = /pgboss\.job[\s\S]*FOR UPDATE OF j SKIP LOCKED/;
const FETCHED_QUEUE = /\bj\.name = '([^']+)'/;

/** When the statement may run: now (undefined), later, or never. */
function gate(text: string, params: readonly unknown[]): Promise<unknown> | undefined {
  if (FETCH.test(text)) {
    const queue = FETCHED_QUEUE.exec(text)?.[1];
    const index = hangs.findIndex((hang) => hang.kind === queue);
    return index > 0 ? Promise.all(hung.slice(0, index).map((h) => h.promise)) : undefined;
  }
  const index = hangs.findIndex(
    (hang, i) => !hung[i]?.done && text.includes(hang.statement) && params.includes(hang.id),
  );
  const target = hung[index];
  const hang = hangs[index];
  if (!target || !hang) return undefined;
  target.done = true;
  print(`hung ${hang.kind} ${hang.id}`);
  target.resolve();
  if (hung.every((h) => h.done)) print('stuck');
  return never;
}

type Query = (this: unknown, ...args: unknown[]) => unknown;

/** node-postgres: every statement, pooled or in a transaction, goes through Client#query. */
function gatePostgres(): void {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const query = prototype.query;
  prototype.query = function (this: unknown, config: unknown, values?: unknown, callback?: unknown) {
    const text = typeof config === 'string' ? config : ((config as { text?: string }).text ?? '');
    const params = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
    const wait = gate(text, params);
    if (!wait) return query.call(this, config, values, callback);
    const run = wait.then(() => query.call(this, config, values, callback));
    return typeof values === 'function' || typeof callback === 'function' ? undefined : run;
  };
}

/** PGlite: statements outside a transaction go through PGlite#query or #exec, inside one through the transaction's query. */
function gatePglite(): void {
  const prototype = PGlite.prototype as unknown as { query: Query; exec: Query; transaction: Query };
  const gated =
    (query: Query, self: unknown) =>
    (text: string, params: unknown[] = [], options?: unknown) => {
      const wait = gate(text, params);
      return wait ? wait.then(() => query.call(self, text, params, options)) : query.call(self, text, params, options);
    };
  const { query, exec, transaction } = prototype;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    return gated(query, this)(...(args as [string, unknown[], unknown]));
  };
  // Statements without parameters (pg-boss's fetch among them) go through exec.
  prototype.exec = function (this: unknown, text: unknown, options?: unknown) {
    const wait = gate(text as string, []);
    return wait ? wait.then(() => exec.call(this, text, options)) : exec.call(this, text, options);
  };
  prototype.transaction = function (this: unknown, run: unknown) {
    return transaction.call(this, (tx: Transaction) =>
      (run as (tx: Transaction) => Promise<unknown>)(
        new Proxy(tx, {
          get: (target, property) =>
            property === 'query' ? gated(target.query as Query, target) : Reflect.get(target, property, target),
        }),
      ),
    );
  };
}

const onPostgres = /^postgres(ql)?:/.test(database);
if (onPostgres) gatePostgres();
else gatePglite();

const { db } = await openDatabase(onPostgres ? { databaseUrl: database } : { dataDir: database });
const clock = await createClock(db, () => TEST_NOW.getTime());
const runner = createJobRunner({ db, clock, worker: true, scanEveryMs: 0 });
await runner.start();
await runner.enqueueDue();
// The hung jobs keep nothing alive; the test's kill ends this.
setInterval(() => {}, 60_000);
