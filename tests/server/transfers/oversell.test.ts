/**
 * No oversell (issue 14): 100 redemptions and switches of one folio, confirmed all at once,
 * then settled, never take more units than the folio held and never leave a lot below zero.
 * Runs on PGlite, and on PostgreSQL with real concurrent connections when TEST_DATABASE_URL is
 * set (`npm run test:pg`).
 */
import Big from 'big.js';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSends, lotConsumptions, orders, outboxMessages, schemes, unitLedger } from '../../../server/db/schema';
import { HOLDING_MESSAGES } from '../../../server/transfers/holding';
import { call, demoInvestor, type Investor, orderOf } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { DEMO_FOLIOS, eveningOf, holdingOf, holdingsOf, type Reply, redeem } from './support';

let server: TestServer;
let demo: Investor;
const FOLIO = DEMO_FOLIOS[1];

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

const reference = (orderId: number) => `OS-${String(orderId).padStart(2, '0')}`;

async function codeOf(orderId: number): Promise<string> {
  const [mail] = await server.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.subject, `%order ${reference(orderId)}`));
  if (!mail?.code) throw new Error(`No code for ${reference(orderId)}`);
  return mail.code;
}

describe('100 concurrent redemptions and switches of one folio', () => {
  it('never take more units than the folio holds, and never leave a lot below zero', { timeout: 240_000 }, async () => {
    const holding = await holdingOf(server, demo, 'EQUITY', FOLIO);
    const held = new Big(holding.quantity);
    const target = (await holdingsOf(server, demo)).find((row) => row.schemeType === 'DEBT')?.fundId;
    if (!target) throw new Error('The demo investor holds no second scheme of the fund house');
    // A target that takes any switch amount, so only the source's units decide.
    await server.db
      .update(schemes)
      .set({
        switchFlag: 'Y',
        purchaseAllowed: 'Y',
        redemptionAllowed: 'Y',
        purchaseTransactionMode: 'DP',
        minimumPurchaseAmount: '100.00',
        maximumPurchaseAmount: '0.00',
      })
      .where(eq(schemes.uniqueNo, target));
    await server.db
      .update(schemes)
      .set({
        switchFlag: 'Y',
        redemptionAllowed: 'Y',
        minimumRedemptionAmount: '100.00',
        maximumRedemptionAmount: '0.00',
        minimumRedemptionQty: '0.0010',
        maximumRedemptionQty: '0.0000',
      })
      .where(eq(schemes.uniqueNo, holding.fundId));

    // Each order asks for about a tenth of the folio: together ten times what it holds.
    const tenth = held.div(10).round(4, Big.roundDown);
    const placed: { orderId: number; kind: 'REDEEM' | 'SWITCH' }[] = [];
    for (let n = 0; n < 100; n++) {
      // The send limits (30 codes an hour) are not under test here.
      if (n % 25 === 0) await server.db.delete(codeSends).where(eq(codeSends.userId, demo.userId));
      const answer =
        n % 2 === 0
          ? await redeem(server, demo, FOLIO, tenth.plus(new Big(n).div(10_000)).toFixed(4))
          : ((await call(server, 'POST', '/api/us/orders/migrate/SWITCH', demo.token, {
              type: 'SWITCH',
              folioNo: FOLIO,
              amount: new Big(holding.currentValue).div(10).plus(n).round(0, Big.roundDown).toFixed(2),
              fundId: target,
              fromFundId: holding.fundId,
            })) as Reply);
      expect(answer.body).toMatchObject({ orderId: expect.any(Number) });
      placed.push({ orderId: answer.body.orderId, kind: n % 2 === 0 ? 'REDEEM' : 'SWITCH' });
    }
    expect(new Set(placed.map((order) => order.orderId)).size).toBe(100);

    const codes = await Promise.all(placed.map((order) => codeOf(order.orderId)));
    const answers = await Promise.all(
      placed.map(({ orderId, kind }, n) =>
        kind === 'REDEEM'
          ? call(server, 'DELETE', `/api/us/orders/${orderId}/${holding.fundId}`, demo.token, { otp: codes[n] })
          : call(server, 'PUT', `/api/us/orders/migrate/${target}/${orderId}`, demo.token, { otp: codes[n] }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(10);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect((answer.body as { message: string }).message).toBe(HOLDING_MESSAGES.insufficient);
    }
    // Every refused order says why in Order Status.
    const failed = await server.db
      .select()
      .from(orders)
      .where(
        and(
          inArray(
            orders.id,
            placed.map((order) => order.orderId),
          ),
          eq(orders.status, 'FAILED'),
        ),
      );
    expect(failed).toHaveLength(refused.length);

    await eveningOf(server, '2025-06-16', demo);
    const sold = await server.db
      .select({ units: sql<string>`coalesce(sum(${unitLedger.units}), 0)` })
      .from(unitLedger)
      .where(
        and(
          eq(unitLedger.userId, demo.userId),
          eq(unitLedger.fundId, holding.fundId),
          eq(unitLedger.folio, FOLIO),
          eq(unitLedger.kind, 'REDEMPTION'),
        ),
      );
    expect(new Big(sold[0]?.units ?? '0').lte(held)).toBe(true);
    expect(new Big(sold[0]?.units ?? '0').gt(0)).toBe(true);

    // No lot gave more than it had.
    const overdrawn = await server.db
      .select({ lot: unitLedger.id })
      .from(unitLedger)
      .innerJoin(lotConsumptions, eq(lotConsumptions.lotId, unitLedger.id))
      .where(eq(unitLedger.userId, demo.userId))
      .groupBy(unitLedger.id, unitLedger.units)
      .having(sql`sum(${lotConsumptions.units}) > ${unitLedger.units}`);
    expect(overdrawn).toEqual([]);

    const left = (await holdingsOf(server, demo)).find((row) => row.fundId === holding.fundId && row.folio === FOLIO);
    expect(new Big(left?.quantity ?? '0').gte(0)).toBe(true);
    expect(new Big(left?.quantity ?? '0').plus(sold[0]?.units ?? '0').toFixed(4)).toBe(held.toFixed(4));
    for (const { orderId } of placed) {
      const order = await orderOf(server, demo, orderId);
      expect(['COMPLETED', 'FAILED']).toContain(order?.status);
    }
  });
});
