/**
 * A clock move never answers 200 with work it made due left undone (issue 26 item 8): when a job
 * of it fails, or a job leaves its work due however often it runs, POST /sandbox/clock answers
 * 503 WORK_PENDING naming the work; once the work can be done, the next move does it. (A move
 * while no worker runs, and one beside a killed worker's jobs: ./crash.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema';
import { JOB_BATCHES, JOB_KINDS } from '../../../server/jobs/work';
import { confirmedLumpSum, demoInvestor, EQUITY, type Investor, pay, signInAgain } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let demo: Investor;
const allot = JOB_KINDS['allot-order'];
const allotTogether = JOB_BATCHES['allot-order'];

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterEach(() => {
  JOB_KINDS['allot-order'] = allot;
  JOB_BATCHES['allot-order'] = allotTogether;
});
afterAll(() => server.close());

/** Paid by UPI now: allotted once the clock passes that day's NAV (11 PM IST). */
async function paidOrder(amount: string): Promise<number> {
  await signInAgain(server, demo);
  const orderId = await confirmedLumpSum(server, demo, EQUITY.uniqueNo, amount);
  expect((await pay(server, demo, { modeofpayment: 'UPI', id: orderId, vpaid: 'success@sanchay' })).status).toBe(200);
  expect(await server.jobs.idle()).toBe(true);
  return orderId;
}

const statusOf = async (orderId: number) =>
  (await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;

const moveBy = (days: number) =>
  server.sendJson<{ code: string; message: string }>('POST', '/sandbox/clock', { advance: { days } });

it('answers 503 naming a job that failed, and allots once the job can', async () => {
  const orderId = await paidOrder('6100.00');
  JOB_KINDS['allot-order'] = async () => {
    throw new Error('The exchange is not answering.');
  };
  // pg-boss tries it three times, a poll (2 s) apart, before the job fails.
  const moved = await moveBy(1);
  expect(moved.status).toBe(503);
  expect(moved.body.code).toBe('WORK_PENDING');
  expect(moved.body.message).toContain(`allot-order ${orderId}: The exchange is not answering.`);
  expect(await statusOf(orderId)).toBe('IN_PROGRESS');

  JOB_KINDS['allot-order'] = allot;
  expect((await moveBy(1)).status).toBe(200);
  expect(await statusOf(orderId)).toBe('COMPLETED');
}, 120_000);

it('answers 503 naming work still due after the last round, and allots once the job does its work', async () => {
  const orderId = await paidOrder('6200.00');
  // Completes, and leaves the order as it was.
  JOB_KINDS['allot-order'] = async () => {};
  const moved = await moveBy(1);
  expect(moved.status).toBe(503);
  expect(moved.body.code).toBe('WORK_PENDING');
  expect(moved.body.message).toContain(`still due after`);
  expect(moved.body.message).toContain(`allot-order ${orderId}`);

  JOB_KINDS['allot-order'] = allot;
  expect((await moveBy(1)).status).toBe(200);
  expect(await statusOf(orderId)).toBe('COMPLETED');
}, 120_000);

it('runs a batch whose run together fails job by job: the failing job fails alone, the others are allotted', async () => {
  const failing = await paidOrder('6300.00');
  const fine = await paidOrder('6400.00');
  JOB_BATCHES['allot-order'] = async () => {
    throw new Error('One of them cannot be allotted.');
  };
  JOB_KINDS['allot-order'] = async (context, id) => {
    if (id === failing) throw new Error('The exchange is not answering.');
    return allot(context, id);
  };
  const moved = await moveBy(1);
  expect(moved.status).toBe(503);
  expect(moved.body.message).toContain(`allot-order ${failing}: The exchange is not answering.`);
  expect(moved.body.message).not.toContain(`allot-order ${fine}`);
  expect([await statusOf(failing), await statusOf(fine)]).toEqual(['IN_PROGRESS', 'COMPLETED']);

  JOB_KINDS['allot-order'] = allot;
  JOB_BATCHES['allot-order'] = allotTogether;
  expect((await moveBy(1)).status).toBe(200);
  expect(await statusOf(failing)).toBe('COMPLETED');
}, 120_000);
