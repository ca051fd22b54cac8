/**
 * Jobs run many at once (server/jobs/work.ts JOB_BATCHES): a worker runs a batch of SIP instalments,
 * and of allotments, in one transaction. Each SIP and order must come out as it would alone: the
 * `debits` partner's fail-next declines exactly one debit, a mandate not approved fails only its
 * own SIP, instalments of one investor's fund house share the folio the first opened, an order
 * paid after the cut-off waits in a batch for the next day's NAV, and a second run changes nothing.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mandates, orders, sipRegistrations, unitLedger } from '../../../server/db/schema';
import { JOB_BATCHES } from '../../../server/jobs/work';
import { formatRupees } from '../../../server/orders/order-description';
import { orderReference } from '../../../server/orders/placement';
import { PAYMENT_RECEIVED } from '../../../server/orders/processing';
import { DEBIT_REMARKS } from '../../../server/plans/sip-instalments';
import { confirmedLumpSum, EQUITY, pay, signInAgain } from '../orders/support';
import { type SipInvestor, setDebits, sipInvestor, startSip } from '../plans/support';
import { createTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let saver: SipInvestor;
let other: SipInvestor;

beforeAll(async () => {
  server = await createTestServer();
  // The demo investor's seeded SIP is not this test's business.
  await server.db.update(sipRegistrations).set({ status: 'CANCELLED' });
  saver = await sipInvestor(server, 'batch.saver@example.com', '+919811100171');
  other = await sipInvestor(server, 'batch.other@example.com', '+919811100172');
});
afterAll(() => server.close());

const runTogether = (kind: 'run-instalments' | 'allot-order', ids: number[]) => {
  const run = JOB_BATCHES[kind];
  if (!run) throw new Error(`${kind} jobs are not run together`);
  return run({ db: server.db, clock: server.clock }, ids);
};

async function rows(orderIds: number[], registrationIds: number[]) {
  return {
    orders: await server.db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id)),
    registrations: await server.db
      .select()
      .from(sipRegistrations)
      .where(inArray(sipRegistrations.id, registrationIds))
      .orderBy(asc(sipRegistrations.id)),
    ledger: await server.db
      .select()
      .from(unitLedger)
      .where(inArray(unitLedger.userId, [saver.userId, other.userId]))
      .orderBy(asc(unitLedger.id)),
  };
}

it('debits SIPs due on one day together as each alone, then allots them together in one folio', async () => {
  const started = [
    await startSip(server, saver, '1000.00', 10),
    await startSip(server, saver, '1100.00', 10),
    await startSip(server, saver, '1200.00', 10),
    await startSip(server, other, '1300.00', 10),
  ];
  const [first, second, third, notApproved] = started;
  if (!first || !second || !third || !notApproved) throw new Error('A SIP did not start');
  const dueDate = first.sip.dueDate;
  if (!dueDate) throw new Error('The SIP has no due date');
  expect(started.map(({ sip }) => sip.dueDate)).toEqual([dueDate, dueDate, dueDate, dueDate]);
  await server.db.update(mandates).set({ approvalStatus: 'PENDING' }).where(eq(mandates.mandateCfmId, other.mandateId));
  expect((await setDebits(server, 'fail-next')).status).toBe(200);
  expect(await server.jobs.idle()).toBe(true);

  await server.clock.moveTo(new Date(`${dueDate}T12:00:00+05:30`));
  const orderIds = started.map(({ orderId }) => orderId);
  const registrationIds = started.map(({ sip }) => sip.id);
  await runTogether('run-instalments', registrationIds);
  const debited = await rows(orderIds, registrationIds);
  expect(debited.orders.map((order) => [order.status, order.remarks])).toEqual([
    // fail-next declines the first debit through an approved mandate, and only that one.
    ['FAILED', DEBIT_REMARKS.declined],
    ['IN_PROGRESS', PAYMENT_RECEIVED],
    ['IN_PROGRESS', PAYMENT_RECEIVED],
    ['FAILED', DEBIT_REMARKS.mandate],
  ]);
  const due = new Date(`${dueDate}T00:00:00Z`);
  const nextMonth = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 10)).toISOString().slice(0, 10);
  expect(debited.registrations.map((r) => [r.status, r.failedDebits, r.nextInstalmentDate])).toEqual([
    ['ACTIVE', 1, nextMonth],
    ['ACTIVE', 0, nextMonth],
    ['ACTIVE', 0, nextMonth],
    ['ACTIVE', 1, nextMonth],
  ]);
  const partners = await server.getJson<{ partner: string; outcome: string }[]>('/sandbox/partners');
  expect(partners.body.find((p) => p.partner === 'debits')?.outcome).toBe('auto');
  await runTogether('run-instalments', registrationIds);
  expect(await rows(orderIds, registrationIds)).toEqual(debited);

  // Days later (a date on a weekend trades on the Monday) the NAV is out: the two paid instalments
  // are allotted, the failed ones left.
  await server.clock.moveTo(new Date(new Date(`${dueDate}T10:00:00+05:30`).getTime() + 4 * 86_400_000));
  await runTogether('allot-order', orderIds);
  const allotted = await rows(orderIds, registrationIds);
  expect(allotted.orders.map((order) => order.status)).toEqual(['FAILED', 'COMPLETED', 'COMPLETED', 'FAILED']);
  const folio = allotted.orders[1]?.folio;
  expect(folio).toBeTruthy();
  expect(allotted.orders[2]?.folio).toBe(folio);
  expect(allotted.registrations.map((r) => r.folio)).toEqual([null, folio, folio, null]);
  expect(allotted.ledger.map((row) => [row.orderRef, row.folio, row.amount])).toEqual([
    [orderReference(second.orderId), folio, '1100.00'],
    [orderReference(third.orderId), folio, '1200.00'],
  ]);
  for (const [index, order] of allotted.orders.entries()) {
    if (order.status !== 'COMPLETED') continue;
    expect([order.units, order.tradeDate]).toEqual([
      allotted.ledger[index - 1]?.units,
      allotted.ledger[index - 1]?.tradeDate,
    ]);
    expect(order.remarks).toBe(
      `Allotted ${order.units} units at NAV ${order.nav} of ${order.tradeDate} in folio ${folio} for ${formatRupees(order.amount ?? '0')}.`,
    );
  }
  await runTogether('allot-order', orderIds);
  expect(await rows(orderIds, registrationIds)).toEqual(allotted);
});

it('allots together only the orders whose NAV is out: one paid after the cut-off waits for the next day’s', async () => {
  const paidAt = async (iso: string, amount: string) => {
    await server.clock.moveTo(new Date(iso));
    await signInAgain(server, saver);
    const orderId = await confirmedLumpSum(server, saver, EQUITY.uniqueNo, amount);
    expect((await pay(server, saver, { modeofpayment: 'UPI', id: orderId, vpaid: 'success@sanchay' })).status).toBe(
      200,
    );
    expect(await server.jobs.idle()).toBe(true);
    return orderId;
  };
  // Wednesday 3 September 2025: one paid before the 3 PM cut-off, one after it.
  const early = await paidAt('2025-09-03T10:00:00+05:30', '2000.00');
  const late = await paidAt('2025-09-03T16:00:00+05:30', '3000.00');
  const statusOf = async () =>
    (
      await server.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [early, late]))
        .orderBy(asc(orders.id))
    ).map((order) => [order.status, order.tradeDate, order.nav]);

  // Wednesday's NAV is out at 11 PM: the early one is allotted at it, the late one waits.
  await server.clock.moveTo(new Date('2025-09-03T23:30:00+05:30'));
  await runTogether('allot-order', [early, late]);
  const wednesday = await statusOf();
  expect(wednesday.map(([status, tradeDate]) => [status, tradeDate])).toEqual([
    ['COMPLETED', '2025-09-03'],
    ['IN_PROGRESS', null],
  ]);

  // Thursday's NAV, another one, allots the late order; the early one is left as it was.
  await server.clock.moveTo(new Date('2025-09-04T23:30:00+05:30'));
  await runTogether('allot-order', [early, late]);
  const thursday = await statusOf();
  expect(thursday[0]).toEqual(wednesday[0]);
  expect(thursday[1]?.slice(0, 2)).toEqual(['COMPLETED', '2025-09-04']);
  expect(thursday[1]?.[2]).not.toBe(wednesday[0]?.[2]);
});
