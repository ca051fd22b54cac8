/**
 * GET /orders (001 §2.14, §9): paged and sorted by the server, filtered, only the caller's; and
 * the verified demo investor's seeded history, which agrees with their ledger.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, schemes, sipRegistrations, unitLedger } from '../../../server/db/schema';
import { seedDemoBuying } from '../../../server/seed/demo-buying';
import { createTestServer, type TestServer } from '../support/test-app';
import { call, demoInvestor, EQUITY, freshInvestor, type Investor, type OrderRowBody, placeLumpSum } from './support';

interface Page {
  totalElements: number;
  currentPage: number;
  perPage: number;
  orders: OrderRowBody[];
}

let server: TestServer;
let demo: Investor;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

const list = (investor: Investor, query = '') => call<Page>(server, 'GET', `/api/us/orders${query}`, investor.token);

describe("the demo investor's history", () => {
  it('has one COMPLETED order per ledger allotment, SIP instalments among them, and a FAILED one with remarks', async () => {
    const allotments = await server.db
      .select()
      .from(unitLedger)
      .where(and(eq(unitLedger.userId, demo.userId), eq(unitLedger.kind, 'ALLOTMENT')));
    const page = await list(demo, '?pageSize=100');
    expect(page.status).toBe(200);
    const completed = page.body.orders.filter((o) => o.status === 'COMPLETED');
    expect(completed).toHaveLength(allotments.length);
    expect(completed.filter((o) => o.orderType === 'SIP')).toHaveLength(
      allotments.filter((row) => row.purchaseType === 'SIP').length,
    );
    expect(completed.every((o) => o.quantity !== null && o.remarks?.startsWith('Allotted'))).toBe(true);
    const failed = page.body.orders.filter((o) => o.status === 'FAILED');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.remarks).toBeTruthy();
    const [sip] = await server.db.select().from(sipRegistrations).where(eq(sipRegistrations.userId, demo.userId));
    expect(sip).toMatchObject({ status: 'ACTIVE', mandateId: 'MDT4817263' });
    expect(sip && sip.nextInstalmentDate > server.clock.today()).toBe(true);
  });

  it('is seeded once however often the seed runs', async () => {
    const before = await server.rowCounts();
    await seedDemoBuying(server.db, demo.userId, server.clock.now());
    expect(await server.rowCounts()).toEqual(before);
  });
});

describe('paging, sorting and filtering', () => {
  let investor: Investor;
  const ids: number[] = [];

  beforeAll(async () => {
    investor = await freshInvestor(server, 'orders.list@example.com', '+919811100004', true);
    for (const amount of ['1000.00', '2000.00', '3000.00']) {
      ids.push((await placeLumpSum(server, investor, EQUITY.uniqueNo, amount)).body.orderId);
    }
  });

  it('answers newest first, 10 a page by default, with the contract row shape', async () => {
    const page = await list(investor);
    expect(page.body).toMatchObject({ totalElements: 3, currentPage: 0, perPage: 10 });
    expect(page.body.orders.map((o) => o.orderId)).toEqual([...ids].reverse());
    const [row] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.id, ids[2] ?? 0));
    const [scheme] = await server.db
      .select({ schemeName: schemes.schemeName, schemeType: schemes.schemeType })
      .from(schemes)
      .where(eq(schemes.uniqueNo, EQUITY.uniqueNo));
    expect(page.body.orders[0]).toEqual({
      orderId: ids[2],
      fundId: EQUITY.uniqueNo,
      // Beyond the spec (issue 30): the scheme comes with the row, so the page asks for no Scheme details.
      schemeName: scheme?.schemeName,
      schemeType: scheme?.schemeType,
      orderType: 'LUMP_SUM',
      amount: '3000.00',
      quantity: null,
      status: 'INITIATED',
      remarks: null,
      placedOn: row?.placedAt.toISOString(),
    });
  });

  it('pages and sorts as asked', async () => {
    const second = await list(investor, '?pageNo=1&pageSize=2&sortBy=id&direction=ASC');
    expect(second.body).toMatchObject({ totalElements: 3, currentPage: 1, perPage: 2 });
    expect(second.body.orders.map((o) => o.orderId)).toEqual([ids[2]]);
    const byDate = await list(investor, '?sortBy=placedOn&direction=ASC');
    expect(byDate.body.orders.map((o) => o.orderId)).toEqual(ids);
  });

  it('filters by a part of the type or status, case-insensitively', async () => {
    expect((await list(investor, '?filter=initiated')).body.totalElements).toBe(3);
    expect((await list(investor, '?filter=lump')).body.totalElements).toBe(3);
    expect((await list(investor, '?filter=completed')).body.totalElements).toBe(0);
    expect((await list(investor, '?filter=%25')).body.totalElements).toBe(0);
  });

  it('refuses a page size over 100', async () => {
    expect((await list(investor, '?pageSize=101')).status).toBe(400);
  });
});

describe('a page kept between reads (issue 30)', () => {
  it('gives way to the next order placed, and to nobody else’s', async () => {
    const investor = await freshInvestor(server, 'orders.kept@example.com', '+919811100005', true);
    const first = (await placeLumpSum(server, investor, EQUITY.uniqueNo, '1500.00')).body.orderId;
    const before = await list(investor);
    expect(before.body.orders.map((o) => o.orderId)).toEqual([first]);
    expect((await list(investor)).body).toEqual(before.body);
    const second = (await placeLumpSum(server, investor, EQUITY.uniqueNo, '2500.00')).body.orderId;
    const after = await list(investor);
    expect(after.body.totalElements).toBe(2);
    expect(after.body.orders.map((o) => o.orderId)).toEqual([second, first]);
    expect((await list(demo)).body.orders.map((o) => o.orderId)).not.toContain(second);
  });
});
