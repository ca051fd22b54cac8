/**
 * Processing as jobs: every kind of job is idempotent (run again, alone or at the same time as
 * itself, it changes nothing), the queue runs what the clock made due before the clock-move
 * answers, and duplicates on the queue run the work once.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, sipRegistrations, unitLedger } from '../../../server/db/schema';
import { JOB_KINDS, type JobKind } from '../../../server/jobs/work';
import { orderReference } from '../../../server/orders/placement';
import { DEMO_MANDATE_ID } from '../../../server/seed/demo-buying';
import {
  call,
  confirm,
  confirmedLumpSum,
  demoInvestor,
  EQUITY,
  freshInvestor,
  type Investor,
  latestOrderCode,
  pay,
  placeLumpSum,
  schemeCodeOf,
  signInAgain,
} from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let buyer: Investor;
let demo: Investor;

beforeAll(async () => {
  server = await createTestServer();
  buyer = await freshInvestor(server, 'jobs.buyer@example.com', '+919811100031', true);
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

/** Everything processing writes, row by row. */
async function processed() {
  const db = server.db;
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    registrations: await db.select().from(sipRegistrations).orderBy(asc(sipRegistrations.id)),
    ledger: await db.select().from(unitLedger).orderBy(asc(unitLedger.id)),
    counts: await server.rowCounts(),
  };
}

async function moveClockBy(days: number) {
  const to = new Date(server.clock.now().getTime() + days * 86_400_000).toISOString();
  expect((await server.sendJson('POST', '/sandbox/clock', { to })).status).toBe(200);
  await signInAgain(server, buyer);
  await signInAgain(server, demo);
}

async function upiPaid(amount: string) {
  const orderId = await confirmedLumpSum(server, buyer, EQUITY.uniqueNo, amount);
  expect((await pay(server, buyer, { modeofpayment: 'UPI', id: orderId, vpaid: 'success@sanchay' })).status).toBe(200);
  return orderId;
}

async function confirmedSip() {
  const body = {
    type: 'SIP',
    amount: '1500.00',
    fundId: EQUITY.uniqueNo,
    frequencyType: 'MONTHLY',
    mandateId: DEMO_MANDATE_ID,
    sipStartDate: 10,
    schemeCode: await schemeCodeOf(server, EQUITY.uniqueNo),
  };
  const placed = await call<{ orderId: number }>(server, 'POST', '/api/us/orders/SIP', demo.token, body);
  expect(placed.status).toBe(200);
  const code = await latestOrderCode(server, demo.email);
  expect((await confirm(server, demo, placed.body.orderId, EQUITY.uniqueNo, code)).status).toBe(200);
  return placed.body.orderId;
}

describe('jobs', () => {
  const ids = { paid: 0, sip: 0, unconfirmed: 0 };

  beforeAll(async () => {
    ids.paid = await upiPaid('7100.00');
    ids.sip = await confirmedSip();
    ids.unconfirmed = (await placeLumpSum(server, buyer, EQUITY.uniqueNo, '7300.00')).body.orderId;
  });

  it('settle a UPI payment once, even when its job runs twice at the same time', async () => {
    const [payment] = await server.db.select().from(payments).where(eq(payments.orderId, ids.paid));
    if (!payment) throw new Error('No payment');
    expect(await server.jobs.idle()).toBe(true);
    const before = await processed();
    expect(before.orders.find((o) => o.id === ids.paid)?.status).toBe('IN_PROGRESS');
    const run = () => JOB_KINDS['settle-payment']({ db: server.db, clock: server.clock }, payment.id);
    await Promise.all([run(), run()]);
    expect(await processed()).toEqual(before);
  });

  it('have the clock move answer once the queue has run everything it made due', async () => {
    // Past the lapse, the first SIP instalment (the 10th) and two more, and their NAVs.
    await moveClockBy(85);
    const after = await processed();
    const status = (id: number) => after.orders.find((o) => o.id === id)?.status;
    expect(status(ids.paid)).toBe('COMPLETED');
    expect(status(ids.sip)).toBe('COMPLETED');
    expect(status(ids.unconfirmed)).toBe('FAILED');
    const instalments = after.orders.filter((o) => o.sipRegistrationId !== null && o.id !== ids.sip);
    expect(instalments.length).toBeGreaterThanOrEqual(2);
    expect(instalments.every((o) => o.status === 'COMPLETED')).toBe(true);
    // One ledger row per order allotted here.
    for (const order of after.orders.filter((o) => o.id >= ids.paid && o.status === 'COMPLETED')) {
      expect(after.ledger.filter((row) => row.orderRef === orderReference(order.id))).toHaveLength(1);
    }
    expect(await server.jobs.idle()).toBe(true);
  });

  it('change nothing when every one of them runs again, twice at once', async () => {
    const before = await processed();
    const context = { db: server.db, clock: server.clock };
    const work: [JobKind, number][] = [
      ...before.payments.map((p): [JobKind, number] => ['settle-payment', p.id]),
      ...before.registrations.map((r): [JobKind, number] => ['run-instalments', r.id]),
      ...before.orders.map((o): [JobKind, number] => ['allot-order', o.id]),
      ...before.orders.map((o): [JobKind, number] => ['lapse-order', o.id]),
    ];
    for (const [kind, id] of work) await Promise.all([JOB_KINDS[kind](context, id), JOB_KINDS[kind](context, id)]);
    expect(await processed()).toEqual(before);
  });

  it('run duplicates on the queue once', async () => {
    const orderId = await upiPaid('7200.00');
    expect(await server.jobs.idle()).toBe(true);
    await server.clock.advanceBy(3 * 86_400_000);
    for (let i = 0; i < 3; i++) await server.jobs.dispatch('allot-order', orderId);
    expect(await server.jobs.idle()).toBe(true);
    const ledger = await server.db
      .select()
      .from(unitLedger)
      .where(eq(unitLedger.orderRef, orderReference(orderId)));
    expect(ledger).toHaveLength(1);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('COMPLETED');
  });
});
