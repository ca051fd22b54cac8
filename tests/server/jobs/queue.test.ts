/**
 * The queues' policy (server/jobs/queue.ts) on a database an earlier version left behind: its
 * queues were 'stately', and a job whose worker was killed, beside the same key queued again,
 * stalled the whole queue. A runner starting over it moves the queues and their unfinished jobs
 * to 'short', and the queue runs again at once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobQueue } from '../../../server/jobs/queue';
import type { JobRunner } from '../../../server/jobs/runner';
import { createJobRunner } from '../../../server/jobs/runner';
import { createTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let runner: JobRunner | undefined;

beforeAll(async () => {
  server = await createTestServer({ worker: false });
});
afterAll(async () => {
  await runner?.stop();
  await server.close();
});

/** No such order: the job completes without changing anything. */
const NO_ORDER = 999_999;

async function stateOf(name: string, id: string | null): Promise<string | undefined> {
  const { rows } = await createJobQueue(server.db)
    .getDb()
    .executeSql('SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND id = $2', [name, id]);
  return (rows[0] as { state: string } | undefined)?.state;
}

it('moves stately queues and their unfinished jobs to short at start, so a killed job no longer stalls its queue', async () => {
  const kind = 'allot-order';
  const old = createJobQueue(server.db);
  await old.start();
  await old.updateQueue(kind, { name: kind, policy: 'stately' });
  const killed = await old.send(kind, { id: NO_ORDER }, { singletonKey: String(NO_ORDER) });
  // Fetched by a worker that was then killed: active until it expires.
  expect((await old.fetch(kind)).map((job) => job.id)).toEqual([killed]);
  const twin = await old.send(kind, { id: NO_ORDER }, { singletonKey: String(NO_ORDER) });
  const other = await old.send(kind, { id: NO_ORDER - 1 }, { singletonKey: String(NO_ORDER - 1) });
  expect(twin).not.toBeNull();
  // The stall: the batch holding the twin cannot start beside the killed job, nor anything after it.
  expect(await old.fetch(kind, { batchSize: 20 })).toEqual([]);
  await old.stop({ graceful: false });

  runner = createJobRunner({ db: server.db, clock: server.clock, worker: true, scanEveryMs: 0 });
  await runner.start();
  expect((await old.getQueue(kind))?.policy).toBe('short');
  await expect.poll(() => stateOf(kind, twin), { timeout: 30_000 }).toBe('completed');
  await expect.poll(() => stateOf(kind, other), { timeout: 30_000 }).toBe('completed');
  expect(await stateOf(kind, killed)).toBe('active');
}, 90_000);
