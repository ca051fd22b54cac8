/**
 * A worker's timed scan: as time passes without anyone moving the sandbox clock (wall time in
 * production), the worker finds what fell due every `scanEveryMs` and runs it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { orders } from '../../../server/db/schema';
import { createJobRunner, type JobRunner } from '../../../server/jobs/runner';
import { LAPSED_REMARK } from '../../../server/orders/lapsing';
import { demoInvestor, EQUITY, placeLumpSum } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';

const SCAN_EVERY_MS = 30_000;

let server: TestServer;
let worker: JobRunner | undefined;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  vi.useRealTimers();
  await worker?.stop();
  await server.close();
});

const statusOf = async (orderId: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

/** The scan runs off the timer: give its queries and the job a moment of real time. */
async function settled(orderId: number, status: string) {
  for (let tries = 0; tries < 100 && (await statusOf(orderId)) !== status; tries++) {
    await worker?.idle();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('runs what fell due at its next scan, not before', async () => {
  const demo = await demoInvestor(server);
  const placed = await placeLumpSum(server, demo, EQUITY.uniqueNo, '6900.00');
  expect(placed.status).toBe(200);
  const orderId = placed.body.orderId;
  // Straight on the clock, as wall time passes: the code expires, nobody is told.
  await server.clock.advanceBy(10 * 60_000);

  // Only the scan's interval is faked; pg-boss's own polling runs on real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  worker = createJobRunner({ db: server.db, clock: server.clock, worker: true, scanEveryMs: SCAN_EVERY_MS });
  await worker.start();

  await vi.advanceTimersByTimeAsync(SCAN_EVERY_MS - 1);
  expect(await worker.idle()).toBe(true);
  expect(await statusOf(orderId)).toBe('INITIATED');

  await vi.advanceTimersByTimeAsync(1);
  await settled(orderId, 'FAILED');
  const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ status: 'FAILED', remarks: LAPSED_REMARK });
});
