/**
 * A SIP's instalments land in the SIP's own folio (issue 26 item 3), against real PGlite. The
 * verified demo investor holds the equity scheme in two folios of one fund house: a lump sum in
 * the first, the SIP's instalments in the second. As the sandbox clock passes the next
 * instalment dates (across months, one on a Sunday), each new instalment is allotted in the
 * SIP's folio, never in the fund house's first, so a redeem-all of the SIP's folio takes them.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import Big from 'big.js';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sipRegistrations, unitLedger } from '../../../server/db/schema';
import { demoInvestor, type Investor, orderOf } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { codeFor, confirmRedemption, DEMO_FOLIOS, eveningOf, holdingOf, redeem } from '../transfers/support';

let server: TestServer;
let demo: Investor;

const MIGRATION = resolve(import.meta.dirname, '../../../server/db/migrations/0009_exact_outflows_and_sip_folios.sql');

const [LUMP_SUM_FOLIO, SIP_FOLIO] = DEMO_FOLIOS;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

async function demoSip() {
  const [sip] = await server.db.select().from(sipRegistrations).where(eq(sipRegistrations.userId, demo.userId));
  if (!sip) throw new Error('The demo investor has no SIP');
  return sip;
}

describe('a SIP of an investor with two folios at the fund house', () => {
  it('is registered with the folio its first instalment was allotted in', async () => {
    expect((await demoSip()).folio).toBe(SIP_FOLIO);
  });

  it('allots every later instalment in that folio, across months and weekends', async () => {
    const sip = await demoSip();
    const lumpSum = await holdingOf(server, demo, 'EQUITY', LUMP_SUM_FOLIO);
    const before = await holdingOf(server, demo, 'EQUITY', SIP_FOLIO);
    // Monday 16 June 2025: the next instalments fall on the 17th of June, July and August (a Sunday: Monday's NAV).
    expect(sip.nextInstalmentDate).toBe('2025-06-17');
    await eveningOf(server, '2025-08-18', demo);

    const later = await server.db
      .select()
      .from(orders)
      .where(and(eq(orders.sipRegistrationId, sip.id), gt(orders.id, sip.orderId), eq(orders.orderType, 'SIP')))
      .orderBy(asc(orders.id));
    const placedSince = later.filter((order) => order.placedAt.getTime() > Date.parse('2025-06-16T00:00:00Z'));
    expect(placedSince.map((order) => [order.tradeDate, order.status, order.folio])).toEqual([
      ['2025-06-17', 'COMPLETED', SIP_FOLIO],
      ['2025-07-17', 'COMPLETED', SIP_FOLIO],
      ['2025-08-18', 'COMPLETED', SIP_FOLIO],
    ]);
    const allotted = placedSince.reduce((sum, order) => sum.plus(order.units ?? '0'), new Big(0));
    expect((await holdingOf(server, demo, 'EQUITY', SIP_FOLIO)).quantity).toBe(
      new Big(before.quantity).plus(allotted).toFixed(4),
    );
    expect((await holdingOf(server, demo, 'EQUITY', LUMP_SUM_FOLIO)).quantity).toBe(lumpSum.quantity);
  });

  it('lets a redeem-all of the SIP folio take the instalments’ lots, leaving the other folio whole', async () => {
    const lumpSum = await holdingOf(server, demo, 'EQUITY', LUMP_SUM_FOLIO);
    const sipHolding = await holdingOf(server, demo, 'EQUITY', SIP_FOLIO);
    const placed = await redeem(server, demo, SIP_FOLIO, '0.0000');
    expect(placed.status).toBe(200);
    const confirmed = await confirmRedemption(
      server,
      demo,
      placed.body.orderId,
      sipHolding.fundId,
      await codeFor(server, demo),
    );
    expect(confirmed.body).toEqual({ orderId: placed.body.orderId, status: 'IN_PROGRESS' });
    await eveningOf(server, '2025-08-19', demo);
    expect(await orderOf(server, demo, placed.body.orderId)).toMatchObject({
      status: 'COMPLETED',
      quantity: sipHolding.quantity,
    });
    const [sold] = await server.db
      .select({ units: sql<string>`sum(${unitLedger.units})` })
      .from(unitLedger)
      .where(
        and(eq(unitLedger.userId, demo.userId), eq(unitLedger.folio, SIP_FOLIO), eq(unitLedger.kind, 'REDEMPTION')),
      );
    expect(new Big(sold?.units ?? '0').toFixed(4)).toBe(sipHolding.quantity);
    expect((await holdingOf(server, demo, 'EQUITY', LUMP_SUM_FOLIO)).quantity).toBe(lumpSum.quantity);
  });
});

describe('the migration that gave SIP registrations a folio', () => {
  it('fills it in from the order that placed the SIP', async () => {
    // Back to the schema before the migration (the columns it adds gone), then its statements run as written.
    await server.db.execute(sql`alter table sip_registrations drop column folio`);
    await server.db.execute(sql`alter table orders drop column all_units`);
    const migration = await readFile(MIGRATION, 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await server.db.execute(sql.raw(statement));
    expect((await demoSip()).folio).toBe(SIP_FOLIO);
  });
});
