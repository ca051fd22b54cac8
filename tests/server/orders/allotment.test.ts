/**
 * Allotment on the sandbox clock, one timeline from the test server's Monday 10:00 IST: paid
 * orders wait for the NAV of their date (cut-off 3 PM, 1 PM for debt; published 11 PM IST) and
 * are then allotted through the unit ledger into a folio (opened when the investor has none
 * with that fund house); the exchange can reject; a SIP's instalments are paid by the mandate
 * on their dates and allotted the same way.
 */
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folios, mandates, orders, schemes, sipRegistrations, unitLedger } from '../../../server/db/schema';
import { EXCHANGE_REJECTION } from '../../../server/partners/exchange';
import { DEMO_MANDATE_ID } from '../../../server/seed/demo-buying';
import { SEED_NFOS } from '../../../server/seed/fixtures';
import { navOn } from '../../../server/seed/nav';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  call,
  confirm,
  confirmedLumpSum,
  demoInvestor,
  EQUITY,
  freshInvestor,
  type Investor,
  latestOrderCode,
  moveClockTo,
  orderOf,
  pay,
  paymentStatus,
  purchasableScheme,
  schemeCodeOf,
  signInAgain,
} from './support';

let server: TestServer;
let buyer: Investor;
let demo: Investor;
let debtFund: string;

beforeAll(async () => {
  server = await createTestServer();
  buyer = await freshInvestor(server, 'orders.buyer@example.com', '+919811100003', true);
  demo = await demoInvestor(server);
  debtFund = (await purchasableScheme(server, 'DEBT')).uniqueNo;
});
afterAll(() => server.close());

/** Confirmed and paid by UPI at the current sandbox time. */
async function paidOrder(investor: Investor, fundId: string, amount: string): Promise<number> {
  const orderId = await confirmedLumpSum(server, investor, fundId, amount);
  expect(
    (await pay(server, investor, { modeofpayment: 'UPI', id: orderId, vpaid: 'success@sanchay' })).body.statuscode,
  ).toBe('100');
  expect(await server.jobs.idle()).toBe(true);
  expect((await paymentStatus(server, investor, orderId)).body.status).toBe('100');
  return orderId;
}

async function navOf(fundId: string, date: string): Promise<string> {
  const [scheme] = await server.db.select().from(schemes).where(eq(schemes.uniqueNo, fundId));
  const nav = scheme?.navModel ? navOn(scheme.navModel, date) : null;
  if (!nav) throw new Error(`No NAV of ${fundId} on ${date}`);
  return nav;
}

/** Moves the clock through the sandbox route and signs both investors in again (tokens last an hour). */
async function moveTo(iso: string) {
  const moved = await moveClockTo(server, iso);
  expect(moved.status).toBe(200);
  await signInAgain(server, buyer);
  await signInAgain(server, demo);
}

async function advanceDays(days: number) {
  await moveTo(new Date(server.clock.now().getTime() + days * 86_400_000).toISOString());
}

const statusOf = async (investor: Investor, orderId: number) => (await orderOf(server, investor, orderId))?.status;

describe('a day of orders around the cut-offs', () => {
  const ids: Record<'morning' | 'nfo' | 'equityAt2' | 'debtAt2' | 'equityAt330', number> = {
    morning: 0,
    nfo: 0,
    equityAt2: 0,
    debtAt2: 0,
    equityAt330: 0,
  };

  beforeAll(async () => {
    ids.morning = await paidOrder(buyer, EQUITY.uniqueNo, '10000.00');
    ids.nfo = await paidOrder(buyer, SEED_NFOS.closingToday.uniqueNo, '5000.00');
    await moveTo('2025-06-16T14:00:00+05:30');
    ids.equityAt2 = await paidOrder(buyer, EQUITY.uniqueNo, '20000.00');
    ids.debtAt2 = await paidOrder(buyer, debtFund, '30000.00');
    await moveTo('2025-06-16T15:30:00+05:30');
    ids.equityAt330 = await paidOrder(buyer, EQUITY.uniqueNo, '40000.00');
  });

  it('keeps every paid order IN_PROGRESS until the NAV is published', async () => {
    await moveTo('2025-06-16T22:59:00+05:30');
    for (const id of Object.values(ids)) expect(await statusOf(buyer, id)).toBe('IN_PROGRESS');
    const ledger = await server.db.select().from(unitLedger).where(eq(unitLedger.userId, buyer.userId));
    expect(ledger).toEqual([]);
  });

  it("allots the orders paid before their cut-off at that day's NAV at 11 PM", async () => {
    await moveTo('2025-06-16T23:00:00+05:30');
    const nav = await navOf(EQUITY.uniqueNo, '2025-06-16');
    for (const [id, amount] of [
      [ids.morning, '10000.00'],
      [ids.equityAt2, '20000.00'],
    ] as const) {
      const units = new Big(amount).div(nav).round(4, Big.roundDown).toFixed(4);
      const [order] = await server.db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({ status: 'COMPLETED', tradeDate: '2025-06-16', nav, units });
      expect(order?.remarks).toContain(`Allotted ${units} units at NAV ${nav}`);
      const [row] = await server.db
        .select()
        .from(unitLedger)
        .where(eq(unitLedger.orderRef, `OS-${String(id).padStart(2, '0')}`));
      expect(row).toMatchObject({
        kind: 'ALLOTMENT',
        purchaseType: 'LUMP_SUM',
        units,
        amount,
        nav,
        tradeDate: '2025-06-16',
      });
    }
    expect(await statusOf(buyer, ids.debtAt2)).toBe('IN_PROGRESS');
    expect(await statusOf(buyer, ids.equityAt330)).toBe('IN_PROGRESS');
  });

  it('allots an NFO bought during its offer at the offer price of ₹10 on the offer end date', async () => {
    const [nfo] = await server.db.select().from(orders).where(eq(orders.id, ids.nfo));
    expect(nfo).toMatchObject({ status: 'COMPLETED', nav: '10.0000', units: '500.0000', tradeDate: '2025-06-16' });
  });

  it('opened one folio with the registered bank for both allotments', async () => {
    const owned = await server.db.select().from(folios).where(eq(folios.userId, buyer.userId));
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({
      amcCode: EQUITY.amcCode,
      bankName: 'State Bank of India',
      accountNo: '30012345678',
    });
  });

  it("allots the later orders at the next business day's NAV", async () => {
    await moveTo('2025-06-17T23:00:00+05:30');
    const [debt] = await server.db.select().from(orders).where(eq(orders.id, ids.debtAt2));
    expect(debt).toMatchObject({
      status: 'COMPLETED',
      tradeDate: '2025-06-17',
      nav: await navOf(debtFund, '2025-06-17'),
    });
    const [late] = await server.db.select().from(orders).where(eq(orders.id, ids.equityAt330));
    expect(late).toMatchObject({ status: 'COMPLETED', tradeDate: '2025-06-17' });
  });

  it('shows the allotted units as holdings', async () => {
    const holdings = await call<{ fundId: string; quantity: string }[]>(
      server,
      'GET',
      '/api/us/portfolios',
      buyer.token,
    );
    const equity = holdings.body.find((h) => h.fundId === EQUITY.uniqueNo);
    const units = await server.db
      .select({ units: unitLedger.units })
      .from(unitLedger)
      .where(and(eq(unitLedger.userId, buyer.userId), eq(unitLedger.fundId, EQUITY.uniqueNo)));
    const total = units.reduce((sum, row) => sum.plus(row.units), new Big(0)).toFixed(4);
    expect(equity?.quantity).toBe(total);
  });
});

describe('allotment without a clock move', () => {
  it("waits for the worker's scan, never runs on a read", async () => {
    const orderId = await paidOrder(buyer, EQUITY.uniqueNo, '11000.00');
    // Time passes without the sandbox route (as wall time does): no listener runs.
    await server.clock.moveTo(new Date(server.clock.now().getTime() + 2 * 86_400_000));
    await signInAgain(server, buyer);
    for (const path of ['/api/us/portfolios', '/api/us/portfolios/summary', '/api/us/orders']) {
      expect((await call(server, 'GET', path, buyer.token)).status).toBe(200);
    }
    expect((await call(server, 'GET', `/api/us/orders/paymentStatus?orderId=${orderId}`, buyer.token)).status).toBe(
      200,
    );
    const [before] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(before?.status).toBe('IN_PROGRESS');
    // What a worker's timed scan does.
    await server.jobs.runDue();
    const [after] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after?.status).toBe('COMPLETED');
  });
});

describe('the exchange rejecting', () => {
  it('fails the paid order with remarks and allots nothing', async () => {
    await server.sendJson('PUT', '/sandbox/partners/exchange', { outcome: 'reject' });
    const orderId = await paidOrder(buyer, EQUITY.uniqueNo, '12000.00');
    const ledger = (await server.db.select().from(unitLedger).where(eq(unitLedger.userId, buyer.userId))).length;
    await advanceDays(4);
    expect(await orderOf(server, buyer, orderId)).toMatchObject({ status: 'FAILED', remarks: EXCHANGE_REJECTION });
    expect(await server.db.select().from(unitLedger).where(eq(unitLedger.userId, buyer.userId))).toHaveLength(ledger);
    await server.sendJson('PUT', '/sandbox/partners/exchange', { outcome: 'auto' });
  });
});

describe('a SIP', () => {
  it('is paid by the mandate on its first instalment date and allotted like a lump sum, then monthly', async () => {
    const today = server.clock.today();
    const body = {
      type: 'SIP',
      amount: '2500.00',
      fundId: EQUITY.uniqueNo,
      frequencyType: 'MONTHLY',
      mandateId: DEMO_MANDATE_ID,
      sipStartDate: 5,
      schemeCode: await schemeCodeOf(server, EQUITY.uniqueNo),
    };
    const placed = await call<{ orderId: number }>(server, 'POST', '/api/us/orders/SIP', demo.token, body);
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId;
    expect(
      (await confirm(server, demo, orderId, EQUITY.uniqueNo, await latestOrderCode(server, demo.email))).status,
    ).toBe(200);
    const [registration] = await server.db.select().from(sipRegistrations).where(eq(sipRegistrations.orderId, orderId));
    const first = registration?.firstInstalmentDate ?? '';
    expect(first > today).toBe(true);
    expect(first.endsWith('-05')).toBe(true);
    expect(await statusOf(demo, orderId)).toBe('AUTHENTICATED');

    await moveTo(`${first}T00:05:00+05:30`);
    expect(await statusOf(demo, orderId)).toBe('IN_PROGRESS');
    await moveTo(`${first}T23:30:00+05:30`);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('COMPLETED');
    const [row] = await server.db
      .select()
      .from(unitLedger)
      .where(eq(unitLedger.orderRef, `OS-${String(orderId).padStart(2, '0')}`));
    expect(row).toMatchObject({ purchaseType: 'SIP', amount: '2500.00', userId: demo.userId });

    const [year, month] = first.split('-').map(Number) as [number, number];
    const second = new Date(Date.UTC(year, month, 5)).toISOString().slice(0, 10);
    await moveTo(`${second}T23:30:00+05:30`);
    const instalments = await server.db
      .select()
      .from(orders)
      .where(and(eq(orders.sipRegistrationId, registration?.id ?? 0), eq(orders.userId, demo.userId)));
    expect(instalments.map((o) => o.status)).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('fails an instalment when the mandate is no longer approved', async () => {
    const [registration] = await server.db
      .select()
      .from(sipRegistrations)
      .where(and(eq(sipRegistrations.userId, demo.userId), eq(sipRegistrations.status, 'ACTIVE')));
    await server.db
      .update(mandates)
      .set({ approvalStatus: 'REJECTED' })
      .where(eq(mandates.mandateCfmId, DEMO_MANDATE_ID));
    const due = registration?.nextInstalmentDate ?? '';
    await moveTo(`${due}T12:00:00+05:30`);
    const [failed] = await server.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.sipRegistrationId, registration?.id ?? 0),
          eq(orders.placedAt, new Date(`${due}T00:00:00+05:30`)),
        ),
      );
    expect(failed?.status).toBe('FAILED');
    expect(failed?.remarks).toMatch(/mandate is not approved/);
  });
});
