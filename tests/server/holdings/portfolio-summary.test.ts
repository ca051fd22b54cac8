/**
 * GET /portfolios/summary and the XIRR fields of GET /portfolios over the real database, pool
 * and contract check: the counters and chart rows agree with the holdings, the XIRR comes from
 * the ledger's real cash flows (checked against a closed form and against the present value it
 * zeroes), an investor sees only their own figures, and a kept valuation never outlives a
 * ledger change.
 */
import Big from 'big.js';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../domain/contract/user';
import { schemes, unitLedger, users } from '../../../server/db/schema';
import { DEMO_BANK } from '../../../server/holdings/demo-holdings';
import { allotUnits, openFolio, redeemUnits } from '../../../server/holdings/ledger';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { latestNav } from '../../../server/seed/nav';
import { callApi, newInvestor, signIn } from '../identity/support';
import { createTestServer, TEST_NOW, type TestServer } from '../support/test-app';

type Holding = components['schemas']['Holding'];
type PortfolioSummary = components['schemas']['PortfolioSummary'];

let server: TestServer;
let demoToken: string;

beforeAll(async () => {
  server = await createTestServer();
  const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'VERIFIED');
  if (!demo) throw new Error('No verified demo investor');
  const token = (await signIn(server, demo.email, demo.password)).body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('Demo sign-in failed');
  demoToken = token;
});
afterAll(() => server.close());

async function summaryOf(token: string): Promise<PortfolioSummary> {
  const answer = await callApi(server, 'GET', '/api/us/portfolios/summary', token);
  expect(answer.status).toBe(200);
  return answer.body as unknown as PortfolioSummary;
}

async function holdingsOf(token: string): Promise<Holding[]> {
  const answer = await callApi(server, 'GET', '/api/us/portfolios', token);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Holding[];
}

async function investor(email: string, phone: string) {
  const { sub, tokens } = await newInvestor(server, email, phone);
  // The first API call records the investor in `users`.
  expect(await holdingsOf(tokens.AccessToken)).toEqual([]);
  const [row] = await server.db.select().from(users).where(eq(users.sub, sub));
  if (!row) throw new Error('No users row');
  return { userId: row.id, token: tokens.AccessToken };
}

/** An equity scheme no one holds yet, with NAVs since before 2020. */
async function spareScheme() {
  const held = (await server.db.selectDistinct({ id: unitLedger.fundId }).from(unitLedger)).map((row) => row.id);
  const rows = await server.db
    .select()
    .from(schemes)
    .where(
      and(
        eq(schemes.isNfo, false),
        eq(schemes.schemeType, 'EQUITY'),
        held.length > 0 ? notInArray(schemes.uniqueNo, held) : undefined,
      ),
    )
    .orderBy(asc(schemes.amcCode), asc(schemes.schemeName));
  const scheme = rows.find((row) => row.navModel && row.navModel.from < '2020-01-01');
  if (!scheme) throw new Error('No spare scheme');
  return scheme;
}

const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Big(0)).toFixed(2);

const EMPTY_SUMMARY = {
  invested: '0.00',
  currentValue: '0.00',
  gainLoss: '0.00',
  returns: '0.00',
  xirr: null,
  returnFigure: { kind: 'ABSOLUTE', percent: null },
  assetAllocation: [],
  topFunds: [],
  funds: [],
};

describe('without a valid token', () => {
  it('answers 401 and changes nothing', async () => {
    const before = await server.rowCounts();
    for (const token of [undefined, 'not-a-token']) {
      const answer = await callApi(server, 'GET', '/api/us/portfolios/summary', token);
      expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    }
    expect(await server.rowCounts()).toEqual(before);
  });
});

describe('the verified demo investor', () => {
  it('gets counters that add up the holdings GET /portfolios lists', async () => {
    const [holdings, summary] = [await holdingsOf(demoToken), await summaryOf(demoToken)];
    expect(summary.asOn).toBe(server.clock.today());
    expect(summary.invested).toBe(sum(holdings.map((h) => h.amount)));
    expect(summary.currentValue).toBe(sum(holdings.map((h) => h.currentValue)));
    expect(summary.gainLoss).toBe(sum(holdings.map((h) => h.gainLoss)));
    expect(summary.returns).toBe(
      new Big(summary.gainLoss).div(summary.invested).times(100).round(2, Big.roundHalfUp).toFixed(2),
    );
  });

  it('gets the asset allocation by class and the funds by invested value', async () => {
    const [holdings, summary] = [await holdingsOf(demoToken), await summaryOf(demoToken)];
    const investedIn = (type: string) => sum(holdings.filter((h) => h.schemeType === type).map((h) => h.amount));
    expect(summary.assetAllocation.map((row) => [row.name, row.amount])).toEqual([
      ['Equity', investedIn('EQUITY')],
      ['Debt', investedIn('DEBT')],
      ['ELSS', investedIn('ELSS')],
    ]);
    expect(sum(summary.assetAllocation.map((row) => row.amount))).toBe(summary.invested);
    // Three funds: ELSS 1,50,000, debt 80,000 after the redemption, equity 75,000 over two folios.
    expect(summary.topFunds.map((row) => row.amount)).toEqual(['150000.00', '80000.00', '75000.00']);
    expect(summary.topFunds[0]?.percentage).toBe('49.18');
  });

  it('gets an XIRR for the portfolio, each fund and each holding', async () => {
    const [holdings, summary] = [await holdingsOf(demoToken), await summaryOf(demoToken)];
    expect(summary.xirr).toMatch(/^-?\d+\.\d{2}$/);
    expect(summary.funds.map((fund) => fund.fundId)).toEqual([...new Set(holdings.map((h) => h.fundId))]);
    for (const fund of summary.funds) expect(fund.xirr).toMatch(/^-?\d+\.\d{2}$/);
    for (const holding of holdings) expect(holding.xirr).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('shows the XIRR where the money is a year old or more, the absolute return where it is younger', async () => {
    const [holdings, summary] = [await holdingsOf(demoToken), await summaryOf(demoToken)];
    // The demo ledger: equity since 420 days ago, ELSS 182 days, debt 270 days (20% redeemed at 45).
    expect(summary.returnFigure).toEqual({ kind: 'XIRR', percent: summary.xirr });
    const fundOf = (type: string) => {
      const fundId = holdings.find((h) => h.schemeType === type)?.fundId;
      return summary.funds.find((fund) => fund.fundId === fundId);
    };
    expect(fundOf('EQUITY')?.returnFigure).toEqual({ kind: 'XIRR', percent: fundOf('EQUITY')?.xirr });
    // The ELSS was bought once and never sold: its absolute return is its Returns %.
    const elss = holdings.find((h) => h.schemeType === 'ELSS');
    expect(fundOf('ELSS')?.returnFigure).toEqual({ kind: 'ABSOLUTE', percent: elss?.returns });
    expect(fundOf('DEBT')?.returnFigure).toMatchObject({
      kind: 'ABSOLUTE',
      percent: expect.stringMatching(/^-?\d+\.\d{2}$/),
    });
    // Per folio: the equity lump sum is 420 days old, the SIP folio's first instalment 150.
    const equity = holdings.filter((h) => h.schemeType === 'EQUITY').map((h) => h.returnFigure.kind);
    expect(equity.sort()).toEqual(['ABSOLUTE', 'XIRR']);
  });
});

describe('XIRR from the ledger', () => {
  it('of one purchase is the annualised growth of its value: (value ÷ paid)^(365 ÷ days) − 1', async () => {
    const a = await investor('xirr.a@example.in', '+919876520001');
    const scheme = await spareScheme();
    await openFolio(server.db, {
      userId: a.userId,
      amcCode: scheme.amcCode,
      folioNo: 'X-1/1',
      ...DEMO_BANK,
      openedOn: '2024-01-01',
    });
    await allotUnits(server.db, {
      userId: a.userId,
      fundId: scheme.uniqueNo,
      folio: 'X-1/1',
      purchaseType: 'LUMP_SUM',
      units: '100.0000',
      amount: '5000.00',
      nav: '50.0000',
      tradeDate: '2024-03-01',
      now: TEST_NOW,
    });
    const [holding] = await holdingsOf(a.token);
    const today = server.clock.today();
    const days = (Date.parse(today) - Date.parse('2024-03-01')) / 86_400_000;
    const expected = ((Number(holding?.currentValue) / 5000) ** (365 / days) - 1) * 100;
    expect(Number(holding?.xirr)).toBeCloseTo(expected, 2);
    const summary = await summaryOf(a.token);
    expect(summary.xirr).toBe(holding?.xirr);
    // Bought 2024-03-01, more than a year before the sandbox day: the XIRR is what shows.
    const figure = { kind: 'XIRR', percent: holding?.xirr };
    expect(holding?.returnFigure).toEqual(figure);
    expect(summary.returnFigure).toEqual(figure);
    expect(summary.funds).toEqual([{ fundId: scheme.uniqueNo, xirr: holding?.xirr, returnFigure: figure }]);
  });

  it('under a year shows the absolute return, (value − paid) ÷ paid, beside the XIRR it replaces', async () => {
    const f = await investor('xirr.f@example.in', '+919876520006');
    const scheme = await spareScheme();
    const today = server.clock.today();
    const tenDaysAgo = new Date(Date.parse(today) - 10 * 86_400_000).toISOString().slice(0, 10);
    await openFolio(server.db, {
      userId: f.userId,
      amcCode: scheme.amcCode,
      folioNo: 'X-6/1',
      ...DEMO_BANK,
      openedOn: tenDaysAgo,
    });
    // Bought at the scheme's own NAV, so ten days move it by a realistic amount.
    const nav = scheme.navModel ? latestNav(scheme.navModel, tenDaysAgo) : null;
    if (!nav) throw new Error('No NAV ten days ago');
    await allotUnits(server.db, {
      userId: f.userId,
      fundId: scheme.uniqueNo,
      folio: 'X-6/1',
      purchaseType: 'LUMP_SUM',
      units: new Big(5000).div(nav.value).round(4, Big.roundDown).toFixed(4),
      amount: '5000.00',
      nav: nav.value,
      tradeDate: nav.date,
      now: TEST_NOW,
    });
    const [holding] = await holdingsOf(f.token);
    const absolute = new Big(holding?.currentValue ?? '0').minus(5000).div(5000).times(100).round(2, Big.roundHalfUp);
    const figure = { kind: 'ABSOLUTE', percent: absolute.eq(0) ? '0.00' : absolute.toFixed(2) };
    expect(holding?.returnFigure).toEqual(figure);
    // The annualised rate is still answered as `xirr`: (value ÷ paid)^(365 ÷ days) − 1.
    const days = (Date.parse(today) - Date.parse(nav.date)) / 86_400_000;
    const annualised = ((Number(holding?.currentValue) / 5000) ** (365 / days) - 1) * 100;
    expect(Number(holding?.xirr)).toBeCloseTo(annualised, 1);
    const summary = await summaryOf(f.token);
    expect(summary.returnFigure).toEqual(figure);
    expect(summary.funds).toEqual([{ fundId: scheme.uniqueNo, xirr: holding?.xirr, returnFigure: figure }]);
  });

  it('counts a redemption’s proceeds (units × NAV), not its cost, and zeroes the present value', async () => {
    const b = await investor('xirr.b@example.in', '+919876520002');
    const scheme = await spareScheme();
    const folio = { userId: b.userId, fundId: scheme.uniqueNo, folio: 'X-2/1', now: TEST_NOW };
    await openFolio(server.db, {
      userId: b.userId,
      amcCode: scheme.amcCode,
      folioNo: 'X-2/1',
      ...DEMO_BANK,
      openedOn: '2023-01-01',
    });
    await allotUnits(server.db, {
      ...folio,
      purchaseType: 'LUMP_SUM',
      units: '200.0000',
      amount: '10000.00',
      nav: '50.0000',
      tradeDate: '2023-01-02',
    });
    await allotUnits(server.db, {
      ...folio,
      purchaseType: 'SIP',
      units: '80.0000',
      amount: '5000.00',
      nav: '62.5000',
      tradeDate: '2023-07-03',
    });
    // 100 units at 40.0000: proceeds 4,000 (their cost, ledger amount, is 5,357.14).
    await redeemUnits(server.db, {
      ...folio,
      units: '100.0000',
      nav: '40.0000',
      tradeDate: '2024-02-01',
      today: '2024-02-01',
    });
    const [holding] = await holdingsOf(b.token);
    const today = server.clock.today();
    const flows = [
      { date: '2023-01-02', amount: -10000 },
      { date: '2023-07-03', amount: -5000 },
      { date: '2024-02-01', amount: 4000 },
      { date: today, amount: Number(holding?.currentValue) },
    ];
    const rate = Number(holding?.xirr) / 100;
    const presentValue = (r: number) =>
      flows.reduce((total, flow) => {
        const years = (Date.parse(flow.date) - Date.parse('2023-01-02')) / (365 * 86_400_000);
        return total + flow.amount / (1 + r) ** years;
      }, 0);
    // The rate is rounded to 0.01 %: the present value changes sign within half a hundredth.
    expect(Math.sign(presentValue(rate - 0.00005))).not.toBe(Math.sign(presentValue(rate + 0.00005)));
  });

  it('is null for a holding bought today, while the counters and the absolute return still count it', async () => {
    const c = await investor('xirr.c@example.in', '+919876520003');
    const scheme = await spareScheme();
    const today = server.clock.today();
    await openFolio(server.db, {
      userId: c.userId,
      amcCode: scheme.amcCode,
      folioNo: 'X-3/1',
      ...DEMO_BANK,
      openedOn: today,
    });
    await allotUnits(server.db, {
      userId: c.userId,
      fundId: scheme.uniqueNo,
      folio: 'X-3/1',
      purchaseType: 'LUMP_SUM',
      units: '10.0000',
      amount: '1000.00',
      nav: '100.0000',
      tradeDate: today,
      now: TEST_NOW,
    });
    const [holding] = await holdingsOf(c.token);
    expect(holding?.xirr).toBeNull();
    // The absolute return is defined from day one: today's value against the 1,000 paid.
    const absolute = new Big(holding?.currentValue ?? '0').minus(1000).div(1000).times(100).round(2, Big.roundHalfUp);
    const figure = { kind: 'ABSOLUTE', percent: absolute.eq(0) ? '0.00' : absolute.toFixed(2) };
    expect(holding?.returnFigure).toEqual(figure);
    expect(await summaryOf(c.token)).toMatchObject({ invested: '1000.00', xirr: null, returnFigure: figure });
  });
});

describe('an investor’s own figures', () => {
  it('are empty for a new investor, never another investor’s, and follow every ledger change', async () => {
    const d = await investor('xirr.d@example.in', '+919876520004');
    expect(await summaryOf(d.token)).toMatchObject(EMPTY_SUMMARY);
    const scheme = await spareScheme();
    await openFolio(server.db, {
      userId: d.userId,
      amcCode: scheme.amcCode,
      folioNo: 'X-4/1',
      ...DEMO_BANK,
      openedOn: '2024-01-01',
    });
    await allotUnits(server.db, {
      userId: d.userId,
      fundId: scheme.uniqueNo,
      folio: 'X-4/1',
      purchaseType: 'LUMP_SUM',
      units: '10.0000',
      amount: '1000.00',
      nav: '100.0000',
      tradeDate: '2024-01-02',
      now: TEST_NOW,
    });
    // The kept (empty) valuation gives way to the new allotment.
    expect((await summaryOf(d.token)).invested).toBe('1000.00');
    expect((await holdingsOf(d.token)).map((h) => h.folio)).toEqual(['X-4/1']);
    const e = await investor('xirr.e@example.in', '+919876520005');
    expect(await summaryOf(e.token)).toMatchObject(EMPTY_SUMMARY);
    expect((await summaryOf(demoToken)).funds.map((fund) => fund.fundId)).not.toContain(scheme.uniqueNo);
    // Naming another investor in the query changes nothing: the token alone says whose figures.
    const [demoRow] = await server.db.select().from(users).where(eq(users.signupStatus, 'VERIFIED'));
    const spoof = `userId=${demoRow?.id}&sub=${demoRow?.sub}`;
    expect(await callApi(server, 'GET', `/api/us/portfolios/summary?${spoof}`, e.token)).toMatchObject({
      status: 200,
      body: EMPTY_SUMMARY,
    });
    expect(await callApi(server, 'GET', `/api/us/portfolios?${spoof}`, e.token)).toMatchObject({
      status: 200,
      body: [],
    });
  });
});
