/**
 * GET /portfolios/capital-gains (beyond the spec) over the real database: the demo investor's
 * seeded part-redemption of a debt fund is one short-term sale of 2025-26, worked out from the
 * lot it came from; another investor sees only their own (none).
 */
import Big from 'big.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../domain/contract/user';
import { unitLedger } from '../../../server/db/schema';
import { redeemUnits } from '../../../server/holdings/ledger';
import { call, demoInvestor, freshInvestor } from '../orders/support';
import { createTestServer, TEST_NOW, type TestServer } from '../support/test-app';

type CapitalGains = components['schemas']['CapitalGains'];

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /portfolios/capital-gains', () => {
  it('lists each sale of a lot by financial year with its holding period and gain', async () => {
    const demo = await demoInvestor(server);
    const answer = await call<CapitalGains>(server, 'GET', '/api/us/portfolios/capital-gains', demo.token);
    expect(answer.status).toBe(200);
    expect(answer.body.asOn).toBe('2025-06-16');
    const [year] = answer.body.years;
    expect(year?.financialYear).toBe('2025-26');
    expect(year?.rows).toHaveLength(1);
    const [sale] = year?.rows ?? [];
    // Bought 270 days before the seed's day, a fifth sold 45 days before it: 225 days, and a
    // debt fund bought after 1 April 2023 is short term however long it is held.
    expect(sale).toMatchObject({ schemeType: 'DEBT', daysHeld: 225, term: 'SHORT', soldOn: '2025-05-02' });
    const proceeds = new Big(sale?.units ?? '0').times(sale?.saleNav ?? '0').round(2, Big.roundHalfUp);
    expect(sale?.proceeds).toBe(proceeds.toFixed(2));
    expect(sale?.gain).toBe(proceeds.minus(sale?.cost ?? '0').toFixed(2));
    expect(year?.shortTermGain).toBe(sale?.gain);
    expect(year?.longTermGain).toBe('0.00');
    // Issue 31: a specified fund's gain is taxed at the slab rate, which the statement does not
    // know, so nothing is estimated and the year's 112A exemption is untouched.
    expect(year?.tax).toEqual({
      exemption: '125000.00',
      exemptionUsed: '0.00',
      exemptionLeft: '125000.00',
      estimatedTax: '0.00',
      notEstimated: new Big(sale?.gain ?? '0').gt(0) ? sale?.gain : '0.00',
      shortTermLossCarriedForward: new Big(sale?.gain ?? '0').lt(0)
        ? new Big(sale?.gain ?? '0').abs().toFixed(2)
        : '0.00',
      longTermLossCarriedForward: '0.00',
    });
  });

  it('keeps the statement only until the ledger changes: a new sale shows on the next read', async () => {
    const demo = await demoInvestor(server);
    const read = async () =>
      (await call<CapitalGains>(server, 'GET', '/api/us/portfolios/capital-gains', demo.token)).body;
    const before = await read();
    expect(await read()).toEqual(before);
    // Another sale from a folio the demo investor holds, on the day the statement is read.
    const [lot] = await server.db
      .select()
      .from(unitLedger)
      .where(and(eq(unitLedger.userId, demo.userId), eq(unitLedger.kind, 'ALLOTMENT')))
      .orderBy(asc(unitLedger.id))
      .limit(1);
    if (!lot) throw new Error('The demo investor holds no lot');
    await redeemUnits(server.db, {
      userId: demo.userId,
      fundId: lot.fundId,
      folio: lot.folio,
      units: '0.5000',
      nav: lot.nav,
      tradeDate: before.asOn,
      today: before.asOn,
      now: TEST_NOW,
    });
    const after = await read();
    const sales = (statement: CapitalGains) => statement.years.flatMap((year) => year.rows);
    expect(sales(after)).toHaveLength(sales(before).length + 1);
  });

  it('shows nobody else’s sales, and needs a token', async () => {
    const stranger = await freshInvestor(server, 'gains.stranger@example.com', '+919811100073');
    const answer = await call<CapitalGains>(server, 'GET', '/api/us/portfolios/capital-gains', stranger.token);
    expect(answer.body).toEqual({ asOn: '2025-06-16', years: [] });
    expect((await call(server, 'GET', '/api/us/portfolios/capital-gains', '')).status).toBe(401);
  });
});
