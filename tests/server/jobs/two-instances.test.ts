/**
 * Two server instances on one PostgreSQL database, as behind a load balancer (issue 12): each
 * with its own connection pool, clock, catalogue cache and job queue worker, sharing the
 * database and the identity pool. Orders go through both, the clock moves on one while the
 * other scans, and every due order is allotted exactly once, every SIP instalment runs once,
 * and after a reset both serve the catalogue of the new sandbox day.
 *
 * PostgreSQL only: PGlite is one process's database. `npm run test:pg` runs it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followSharedClock } from '../../../server/clock';
import { orders, sipRegistrations, unitLedger } from '../../../server/db/schema';
import { nextMonthlyDate, orderReference } from '../../../server/orders/placement';
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
  schemeCodeOf,
  signInAgain,
} from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { testDatabaseUrl } from '../support/test-database';

const onPostgres = testDatabaseUrl() !== undefined;
if (!onPostgres) {
  console.info('Two-instance test skipped: it needs PostgreSQL. Set TEST_DATABASE_URL, or run npm run test:pg.');
}

describe.skipIf(!onPostgres)('two server instances on one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let buyer: Investor;
  let demo: Investor;
  const stopFollowing: (() => void)[] = [];
  const lumpSums: number[] = [];
  const sips: number[] = [];

  beforeAll(async () => {
    a = await createTestServer();
    b = await createTestServer({ sameDatabaseAs: a });
    // As main.ts does in sandbox mode, a little faster.
    stopFollowing.push(followSharedClock(a.clock, 50), followSharedClock(b.clock, 50));
    buyer = await freshInvestor(a, 'two.instances@example.com', '+919811100041', true);
    demo = await demoInvestor(b);
  }, 120_000);
  afterAll(async () => {
    for (const stop of stopFollowing) stop();
    await b?.close();
    await a?.close();
  });

  it('takes orders through both: placed on one, paid on the other', async () => {
    for (let i = 0; i < 6; i++) {
      const [placing, paying] = i % 2 === 0 ? [a, b] : [b, a];
      const orderId = await confirmedLumpSum(placing, buyer, EQUITY.uniqueNo, `${8000 + i}.00`);
      const paid = await pay(paying, buyer, { modeofpayment: 'UPI', id: orderId, vpaid: 'success@sanchay' });
      expect(paid.body.statuscode).toBe('100');
      lumpSums.push(orderId);
    }
    for (const [server, day] of [
      [a, 5],
      [b, 20],
    ] as const) {
      const body = {
        type: 'SIP',
        amount: day === 5 ? '2000.00' : '3000.00',
        fundId: EQUITY.uniqueNo,
        frequencyType: 'MONTHLY',
        mandateId: DEMO_MANDATE_ID,
        sipStartDate: day,
        schemeCode: await schemeCodeOf(server, EQUITY.uniqueNo),
      };
      const placed = await call<{ orderId: number }>(server, 'POST', '/api/us/orders/SIP', demo.token, body);
      expect(placed.status).toBe(200);
      const code = await latestOrderCode(server, demo.email);
      expect((await confirm(server, demo, placed.body.orderId, EQUITY.uniqueNo, code)).status).toBe(200);
      sips.push(placed.body.orderId);
    }
    expect(await a.jobs.idle()).toBe(true);
    const paid = await a.db.select().from(orders).where(inArray(orders.id, lumpSums));
    expect(paid.map((order) => order.status)).toEqual(lumpSums.map(() => 'IN_PROGRESS'));
  });

  it('allots every due order exactly once and runs every instalment once when the clock moves', async () => {
    // A Monday night four months on: every instalment date before it has its NAV published.
    const to = '2025-10-13T23:30:00+05:30';
    // One server moves the clock (and waits for the queue) while the other scans on its own.
    const [moved] = await Promise.all([a.sendJson('POST', '/sandbox/clock', { to }), b.jobs.runDue()]);
    expect(moved.status).toBe(200);
    await b.jobs.runDue();
    await signInAgain(a, buyer);

    const today = a.clock.today();
    const registrations = await a.db
      .select()
      .from(sipRegistrations)
      .where(inArray(sipRegistrations.orderId, sips))
      .orderBy(asc(sipRegistrations.id));
    expect(registrations).toHaveLength(2);
    const instalmentOrders: number[] = [];
    for (const registration of registrations) {
      // Every instalment date from the first up to today, and nothing more.
      const dates: string[] = [];
      for (let date = registration.firstInstalmentDate; date <= today; date = nextMonthlyDate(date)) dates.push(date);
      expect(dates.length).toBeGreaterThanOrEqual(2);
      expect(registration.nextInstalmentDate).toBe(nextMonthlyDate(dates.at(-1) ?? ''));
      const made = await a.db
        .select()
        .from(orders)
        .where(and(eq(orders.sipRegistrationId, registration.id)))
        .orderBy(asc(orders.placedAt));
      expect(made).toHaveLength(dates.length);
      expect(made[0]?.id).toBe(registration.orderId);
      instalmentOrders.push(...made.map((order) => order.id));
    }

    const due = [...lumpSums, ...instalmentOrders];
    const allotted = await a.db.select().from(orders).where(inArray(orders.id, due));
    expect(allotted.filter((order) => order.status !== 'COMPLETED')).toEqual([]);
    const ledger = await a.db
      .select()
      .from(unitLedger)
      .where(inArray(unitLedger.orderRef, due.map(orderReference)));
    expect(ledger.map((row) => row.orderRef).sort()).toEqual(due.map(orderReference).sort());
  });

  it('serves the catalogue of the new sandbox day on both after a reset on one', async () => {
    const nfos = (server: TestServer) => server.getJson('/api/ms/bo/nfos');
    const nav = (server: TestServer) => server.getJson(`/api/ms/bo/navs/${EQUITY.uniqueNo}`);
    await expect.poll(async () => (await nfos(b)).body).toEqual((await nfos(a)).body);
    const navBefore = (await nav(a)).body;
    await expect.poll(async () => (await nav(b)).body).toEqual(navBefore);

    expect((await a.sendJson('POST', '/sandbox/reset', undefined)).status).toBe(200);
    const navAfter = (await nav(a)).body;
    expect(navAfter).not.toEqual(navBefore);
    await expect.poll(async () => (await nav(b)).body).toEqual(navAfter);
    await expect.poll(async () => (await nfos(b)).body).toEqual((await nfos(a)).body);
    expect(b.clock.offsetMs()).toBe(0);
  });
});
