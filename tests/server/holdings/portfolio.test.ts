/**
 * GET /portfolios and GET /mfc/folio over the real database, pool and contract check (every
 * answer is validated against openapi/user.yaml by the test server): the caller's own holdings
 * only, values at the latest NAV on the sandbox clock, lock-in, a NAV that cannot be found,
 * nothing invested, and the demo investor's seeded holdings.
 */
import Big from 'big.js';
import { and, asc, eq, ne, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../domain/contract/user';
import { externalHoldings, schemes, unitLedger, users } from '../../../server/db/schema';
import { DEMO_BANK, DEMO_FOLIOS } from '../../../server/holdings/demo-holdings';
import { allotUnits, openFolio } from '../../../server/holdings/ledger';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { callApi, newInvestor, signIn } from '../identity/support';
import { createTestServer, TEST_NOW, type TestServer } from '../support/test-app';

type Holding = components['schemas']['Holding'];
type ExternalHolding = components['schemas']['ExternalHolding'];

let server: TestServer;
let demoToken: string;

async function signInDemo() {
  const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'VERIFIED');
  if (!demo) throw new Error('No verified demo investor');
  const answer = await signIn(server, demo.email, demo.password);
  const token = answer.body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('Demo sign-in failed');
  demoToken = token;
}

beforeAll(async () => {
  server = await createTestServer();
  await signInDemo();
});
afterAll(() => server.close());

const holdingsOf = async (token: string) => {
  const answer = await callApi(server, 'GET', '/api/us/portfolios', token);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Holding[];
};

const externalOf = async (token: string) => {
  const answer = await callApi(server, 'GET', '/api/us/mfc/folio', token);
  expect(answer.status).toBe(200);
  return answer.body as unknown as ExternalHolding[];
};

async function navOf(fundId: string): Promise<string> {
  const { status, body } = await server.getJson<{ navValue: string }>(`/api/ms/bo/navs/${fundId}`);
  expect(status).toBe(200);
  return body.navValue;
}

/** A signed-up investor, recorded in `users` by one API call. */
async function investor(email: string, phone: string) {
  const { sub, tokens } = await newInvestor(server, email, phone);
  expect(await holdingsOf(tokens.AccessToken)).toEqual([]);
  const [row] = await server.db.select().from(users).where(eq(users.sub, sub));
  if (!row) throw new Error('No users row');
  return { userId: row.id, token: tokens.AccessToken };
}

/** Growth schemes of one fund house that no demo holding uses, with a NAV today. */
async function spareSchemes(count: number) {
  const held = (await server.db.selectDistinct({ id: unitLedger.fundId }).from(unitLedger)).map((row) => row.id);
  const rows = await server.db
    .select()
    .from(schemes)
    .where(
      and(
        eq(schemes.isNfo, false),
        eq(schemes.schemeType, 'EQUITY'),
        ne(schemes.amcCode, ''),
        held.length > 0 ? notInArray(schemes.uniqueNo, held) : undefined,
      ),
    )
    .orderBy(asc(schemes.amcCode), asc(schemes.schemeName));
  const amc = rows.find((row) => row.navModel && row.navModel.from < '2020-01-01')?.amcCode;
  const picked = rows.filter((row) => row.amcCode === amc && row.navModel && row.navModel.from < '2020-01-01');
  if (picked.length < count) throw new Error('Not enough spare schemes');
  return picked.slice(0, count);
}

const unauthorised = { code: 'UNAUTHORIZED' };

describe('without a valid token', () => {
  it('answers 401 on both calls', async () => {
    for (const path of ['/api/us/portfolios', '/api/us/mfc/folio']) {
      const answer = await callApi(server, 'GET', path);
      expect(answer).toMatchObject({ status: 401, body: unauthorised });
      expect((await callApi(server, 'GET', path, 'not-a-token')).status).toBe(401);
    }
  });
});

describe('the verified demo investor', () => {
  it('holds an equity scheme over two folios, a locked ELSS and a partly redeemed debt fund', async () => {
    const holdings = await holdingsOf(demoToken);
    expect(holdings.map((h) => [h.schemeType, h.folio])).toEqual(
      expect.arrayContaining([
        ['EQUITY', DEMO_FOLIOS[0]],
        ['EQUITY', DEMO_FOLIOS[1]],
        ['ELSS', DEMO_FOLIOS[0]],
        ['DEBT', DEMO_FOLIOS[0]],
      ]),
    );
    expect(holdings).toHaveLength(4);
    const sip = holdings.find((h) => h.folio === DEMO_FOLIOS[1]);
    expect(sip).toMatchObject({ type: 'SIP', amount: '25000.00' });
    const elss = holdings.find((h) => h.schemeType === 'ELSS');
    expect(elss).toMatchObject({
      amount: '150000.00',
      lockinPeriodFlag: 'Y',
      lockinPeriod: 1095,
      lockInQuantity: elss?.quantity,
      lockInAmount: elss?.currentValue,
    });
    const debt = holdings.find((h) => h.schemeType === 'DEBT');
    // A fifth of the units went, taking a fifth of the invested value with them.
    expect(debt?.amount).toBe('80000.00');
    for (const holding of holdings) {
      expect(holding).toMatchObject({ ...DEMO_BANK, fundId: holding.isin, switchFlag: 'Y', redemptionAllowed: 'Y' });
    }
  });

  it('values every holding at the catalogue’s latest NAV: units × NAV to 2 decimals, gain and return %', async () => {
    for (const holding of await holdingsOf(demoToken)) {
      const nav = await navOf(holding.fundId);
      const currentValue = new Big(holding.quantity).times(nav).round(2, Big.roundHalfUp);
      const gainLoss = currentValue.minus(holding.amount);
      expect(holding.nav).toBe(nav);
      expect(holding.currentValue).toBe(currentValue.toFixed(2));
      expect(holding.gainLoss).toBe(gainLoss.toFixed(2));
      expect(holding.returns).toBe(gainLoss.div(holding.amount).times(100).round(2, Big.roundHalfUp).toFixed(2));
    }
  });

  it('has no external holdings', async () => {
    expect(await externalOf(demoToken)).toEqual([]);
  });
});

describe('an investor’s own holdings', () => {
  it('are all a new investor sees, and never another investor’s', async () => {
    const a = await investor('holder.a@example.in', '+919876510001');
    const b = await investor('holder.b@example.in', '+919876510002');
    const [scheme] = await spareSchemes(1);
    if (!scheme) throw new Error('No scheme');
    await openFolio(server.db, {
      userId: a.userId,
      amcCode: scheme.amcCode,
      folioNo: 'A-1/1',
      openedOn: '2024-01-01',
      ...DEMO_BANK,
    });
    await allotUnits(server.db, {
      userId: a.userId,
      fundId: scheme.uniqueNo,
      folio: 'A-1/1',
      purchaseType: 'LUMP_SUM',
      units: '12.3456',
      amount: '1000.00',
      nav: '81.0000',
      tradeDate: '2024-01-02',
      now: TEST_NOW,
    });
    await server.db.insert(externalHoldings).values({
      userId: a.userId,
      fundId: null,
      schemeName: 'Outside Fund Direct Growth',
      amcName: 'Outside Mutual Fund',
      folio: '991/7',
      units: '10.5000',
      investedAmount: '1000.00',
      nav: '101.2345',
      asOf: '2025-06-13',
      importedAt: TEST_NOW,
    });

    const own = await holdingsOf(a.token);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ fundId: scheme.uniqueNo, folio: 'A-1/1', quantity: '12.3456', amount: '1000.00' });
    expect(await holdingsOf(b.token)).toEqual([]);
    expect((await holdingsOf(demoToken)).map((h) => h.folio)).not.toContain('A-1/1');

    expect(await externalOf(a.token)).toEqual([
      {
        isin: null,
        schemeName: 'Outside Fund Direct Growth',
        amcName: 'Outside Mutual Fund',
        folio: '991/7',
        quantity: '10.5000',
        nav: '101.2345',
        amount: '1000.00',
        // 10.5 × 101.2345 = 1062.96225
        currentValue: '1062.96',
        gainLoss: '62.96',
        asOn: '2025-06-13',
      },
    ]);
    expect(await externalOf(b.token)).toEqual([]);

    // Deleting the account takes the ledger, folios and statement rows with it.
    expect((await callApi(server, 'PUT', '/api/us/users/delete', a.token)).status).toBe(200);
    expect(await server.db.select().from(unitLedger).where(eq(unitLedger.userId, a.userId))).toEqual([]);
    expect(await server.db.select().from(externalHoldings).where(eq(externalHoldings.userId, a.userId))).toEqual([]);
  });

  it('show nav, current value and returns as 0 when the NAV cannot be found, and 0 % when nothing was invested', async () => {
    const c = await investor('holder.c@example.in', '+919876510003');
    const [noNav, bonus] = await spareSchemes(3).then((rows) => rows.slice(1));
    if (!noNav || !bonus) throw new Error('No schemes');
    await openFolio(server.db, {
      userId: c.userId,
      amcCode: noNav.amcCode,
      folioNo: 'C-1/1',
      openedOn: '2024-01-01',
      ...DEMO_BANK,
    });
    const allot = (fundId: string, amount: string) =>
      allotUnits(server.db, {
        userId: c.userId,
        fundId,
        folio: 'C-1/1',
        purchaseType: 'LUMP_SUM',
        units: '10.0000',
        amount,
        nav: '50.0000',
        tradeDate: '2024-01-02',
        now: TEST_NOW,
      });
    await allot(noNav.uniqueNo, '500.00');
    await allot(bonus.uniqueNo, '0.00');
    // The scheme's NAV series starts after today: the lookup finds nothing.
    await server.db
      .update(schemes)
      .set({ navModel: { seed: 1, from: '2099-01-01', startNav: '10.0000', drift: 0, volatility: 0.1 } })
      .where(eq(schemes.uniqueNo, noNav.uniqueNo));

    const holdings = await holdingsOf(c.token);
    expect(holdings.find((h) => h.fundId === noNav.uniqueNo)).toMatchObject({
      nav: '0.0000',
      currentValue: '0.00',
      returns: '0.00',
      gainLoss: '0.00',
      lockInAmount: '0.00',
      amount: '500.00',
      quantity: '10.0000',
    });
    const nav = await navOf(bonus.uniqueNo);
    const value = new Big('10').times(nav).round(2, Big.roundHalfUp).toFixed(2);
    expect(holdings.find((h) => h.fundId === bonus.uniqueNo)).toMatchObject({
      amount: '0.00',
      currentValue: value,
      gainLoss: value,
      returns: '0.00',
    });
  });
});

describe('lock-in on the sandbox clock', () => {
  it('releases the ELSS units once the lock-in period has passed', async () => {
    await server.clock.moveTo(new Date(TEST_NOW.getTime() + 1000 * 86_400_000));
    // Tokens issued before the move have expired on the moved clock.
    await signInDemo();
    const elss = (await holdingsOf(demoToken)).find((h) => h.schemeType === 'ELSS');
    expect(elss).toMatchObject({ lockInQuantity: '0.0000', lockInAmount: '0.00', lockinPeriodFlag: 'N' });
    const nav = await navOf(elss?.fundId ?? '');
    expect(elss?.nav).toBe(nav);
  });
});
