/**
 * Switches, STPs and SWPs over the real database (001 §2.15, §5, §7): each placed with an
 * e-mailed code and confirmed with it; a switch redeems the source and buys the target at their
 * NAVs of one day; STP and SWP plans run their instalments as the sandbox clock reaches their
 * dates, each instalment an order in Order Status. Every §5 rule refuses with its message and
 * changes nothing. The source and target schemes get known rules first, so the test does not
 * depend on what the seeded catalogue drew.
 */
import Big from 'big.js';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferMessages } from '../../../domain/transfer-wizards';
import { orders, schemes, transferPlans } from '../../../server/db/schema';
import { addDays } from '../../../server/seed/dates';
import { HOLDING_MESSAGES } from '../../../server/transfers/holding';
import { PLAN_MESSAGES } from '../../../server/transfers/plans';
import { SWITCH_MESSAGES } from '../../../server/transfers/switch';
import {
  allowResend,
  call,
  demoInvestor,
  freshInvestor,
  type Investor,
  orderMails,
  orderOf,
  signInAgain,
} from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { codeFor, DEMO_FOLIOS, eveningOf, holdingOf, holdingsOf, type Reply } from './support';

let server: TestServer;
let demo: Investor;
let stranger: Investor;
let source: string;
let target: string;
let otherAmcTarget: string;
let elss: string;

const FOLIO = DEMO_FOLIOS[1];
const MIXED_FOLIO = DEMO_FOLIOS[0];

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
  stranger = await freshInvestor(server, 'switch.stranger@example.com', '+919811100072', true);
  const equity = await holdingOf(server, demo, 'EQUITY', FOLIO);
  source = equity.fundId;
  elss = (await holdingOf(server, demo, 'ELSS', MIXED_FOLIO)).fundId;
  const candidates = await server.db
    .select()
    .from(schemes)
    .where(and(eq(schemes.amcCode, equity.amcCode), ne(schemes.uniqueNo, source), isNotNull(schemes.navModel)))
    .orderBy(asc(schemes.uniqueNo));
  const picked = candidates.find((row) => !row.isNfo && !(row.schemeType === 'ELSS'));
  if (!picked) throw new Error('No second scheme in the demo fund house');
  target = picked.uniqueNo;
  const [other] = await server.db
    .select()
    .from(schemes)
    .where(and(ne(schemes.amcCode, equity.amcCode), isNotNull(schemes.navModel), eq(schemes.isNfo, false)))
    .limit(1);
  otherAmcTarget = other?.uniqueNo ?? '';
  const transferable = {
    switchFlag: 'Y',
    purchaseAllowed: 'Y',
    redemptionAllowed: 'Y',
    purchaseTransactionMode: 'DP',
    minimumPurchaseAmount: '1000.00',
    maximumPurchaseAmount: '0.00',
    minimumRedemptionAmount: '500.00',
    maximumRedemptionAmount: '0.00',
    lockInPeriod: 0,
    stpInRules: {
      regIn: 'Y' as const,
      inMinInstAmt: '500.00',
      inMaxInstAmt: '99999999.00',
      minInstNumbers: 1,
      maxInstNumbers: 999,
      inMultiplierAmt: '1.00',
    },
  };
  const stpRule = (frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY', outMultiplierAmt = '1.00') => ({
    frequency,
    outMinInstAmt: '1000.00',
    outMaxInstAmt: '99999999.00',
    minInstNumbers: 1,
    maxInstNumbers: 12,
    regOut: 'Y' as const,
    status: true,
    outMultiplierAmt,
  });
  await server.db.update(schemes).set(transferable).where(eq(schemes.uniqueNo, target));
  await server.db
    .update(schemes)
    .set({
      ...transferable,
      stpDetails: [stpRule('DAILY'), stpRule('WEEKLY', '100.00'), stpRule('MONTHLY')],
      swpDetails: {
        status: 'ACTIVE',
        minInstAmt: '500.00',
        maxInstAmt: '99999999.00',
        minInstNumbers: 1,
        maxInstNumbers: 0,
        multiplierAmt: '100.00',
        minGap: 0,
        maxGap: 0,
      },
    })
    .where(eq(schemes.uniqueNo, source));
});
afterAll(() => server.close());

const switchBody = (amount: string, fundId = target, extra: Record<string, unknown> = {}) => ({
  type: 'SWITCH',
  folioNo: FOLIO,
  amount,
  fundId,
  ...extra,
});
const placeSwitch = (body: unknown, investor = demo) =>
  call(server, 'POST', '/api/us/orders/migrate/SWITCH', investor.token, body) as Promise<Reply>;

const stpBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'STP',
  folioNo: FOLIO,
  amount: '1000.00',
  noOfInstallment: 3,
  startDate: '20/06/2025',
  frequencyType: 'MONTHLY',
  fundId: target,
  ...overrides,
});
const placeStp = (body: unknown, investor = demo) =>
  call(server, 'POST', '/api/us/stps/migrate/STP', investor.token, body) as Promise<Reply>;

/** 'dd-MM-yyyy' of the sandbox day `days` after today. */
const dmyIn = (days: number) => addDays(server.clock.today(), days).split('-').reverse().join('-');

const swpBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'SWP',
  folioNo: FOLIO,
  installmentAmount: '500.00',
  noOfWithdrawals: 2,
  startDate: dmyIn(2),
  frequencyType: 'MONTHLY',
  fundId: source,
  ...overrides,
});
const placeSwp = (body: unknown, investor = demo) =>
  call(server, 'POST', '/api/us/swps/migrate/order/SWP', investor.token, body) as Promise<Reply>;

async function refusesUnchanged(send: () => Promise<Reply>, status: number, message?: string | RegExp) {
  const before = await server.rowCounts();
  const answer = await send();
  expect(answer.status).toBe(status);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
  expect(await server.rowCounts()).toEqual(before);
}

describe('switch', () => {
  it('redeems the source and buys the target at their NAVs of one day, in the same folio', async () => {
    const before = await holdingOf(server, demo, 'EQUITY', FOLIO);
    const placed = await placeSwitch(switchBody('5000.00'));
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId;
    const [mail] = await orderMails(server, demo.email);
    expect(mail?.body).toContain(`a switch of ₹5,000.00 from ${before.schemeName} to `);
    const code = await codeFor(server, demo);
    expect(
      (await call(server, 'PUT', `/api/us/orders/migrate/${source}/${orderId}`, demo.token, { otp: code })).status,
    ).toBe(404);
    const confirmed = await call(server, 'PUT', `/api/us/orders/migrate/${target}/${orderId}`, demo.token, {
      otp: code,
    });
    expect(confirmed.body).toEqual({ orderId, status: 'IN_PROGRESS' });
    expect(
      (await call(server, 'PUT', `/api/us/orders/migrate/${target}/${orderId}`, demo.token, { otp: code })).status,
    ).toBe(409);

    await eveningOf(server, '2025-06-16', demo, stranger);
    const order = await orderOf(server, demo, orderId);
    expect(order?.status).toBe('COMPLETED');
    expect(order?.remarks).toMatch(
      /^Switched \d+\.\d{4} units of .+ at NAV \d+\.\d{4} of 2025-06-16 \(₹5,000\.\d{2}\) into \d+\.\d{4} units of .+ in folio /,
    );
    const holdings = await holdingsOf(server, demo);
    const bought = holdings.find((row) => row.fundId === target && row.folio === FOLIO);
    const left = holdings.find((row) => row.fundId === source && row.folio === FOLIO);
    expect(new Big(bought?.amount ?? '0').gte('5000.00')).toBe(true);
    expect(new Big(left?.quantity ?? '0').lt(before.quantity)).toBe(true);
  });

  it('needs the source named once the folio holds several schemes', async () => {
    await refusesUnchanged(() => placeSwitch(switchBody('1000.00', otherAmcTarget)), 422, HOLDING_MESSAGES.whichScheme);
    const named = await placeSwitch(switchBody('1000.00', target, { fromFundId: source }));
    expect(named.status).toBe(200);
  });

  it('answers the same switch placed again within 10 minutes with STILL_VALID, sending nothing', async () => {
    const body = switchBody('1200.00', target, { fromFundId: source });
    const first = await placeSwitch(body);
    expect(first.body).toEqual({ orderId: expect.any(Number), otp: 'SENT' });
    const mails = await orderMails(server, demo.email);
    const before = await server.rowCounts();
    const again = await placeSwitch(body);
    expect(again.body).toEqual({ orderId: first.body.orderId, otp: 'STILL_VALID' });
    expect(await server.rowCounts()).toEqual(before);
    expect(await orderMails(server, demo.email)).toHaveLength(mails.length);
  });

  it.each([
    [
      'a target of another fund house',
      () => switchBody('1000.00', otherAmcTarget, { fromFundId: source }),
      422,
      SWITCH_MESSAGES.targetRefused,
    ],
    [
      'the source as its own target',
      () => switchBody('1000.00', source, { fromFundId: source }),
      422,
      SWITCH_MESSAGES.targetRefused,
    ],
    [
      'an amount below the minimum redemption amount',
      () => switchBody('499.00', target, { fromFundId: source }),
      422,
      'The minimum amount is ₹500.',
    ],
    [
      'more than the folio is worth',
      () => switchBody('99999999.00', target, { fromFundId: source }),
      422,
      // 001 §5: with no maximum of the scheme's, the folio amount is the maximum.
      /^The maximum amount is ₹[\d,]+\.$/,
    ],
    ['a zero amount', () => switchBody('0.00', target, { fromFundId: source }), 422, HOLDING_MESSAGES.amount],
    ['an amount that is not money', () => switchBody('1000', target, { fromFundId: source }), 400, undefined],
    ['a scheme the folio does not hold', () => switchBody('1000.00', target, { fromFundId: elss }), 404, undefined],
  ])('refuses %s, changing nothing', async (_name, body, status, message) => {
    await refusesUnchanged(() => placeSwitch(body()), status, message);
  });

  it('refuses another investor’s folio and order', async () => {
    await refusesUnchanged(() => placeSwitch(switchBody('1000.00', target, { fromFundId: source }), stranger), 404);
    const placed = await placeSwitch(switchBody('1100.00', target, { fromFundId: source }));
    const code = await codeFor(server, demo);
    await refusesUnchanged(
      () =>
        call(server, 'PUT', `/api/us/orders/migrate/${target}/${placed.body.orderId}`, stranger.token, {
          otp: code,
        }) as Promise<Reply>,
      404,
    );
    await refusesUnchanged(
      () =>
        call(
          server,
          'PATCH',
          `/api/us/orders/switch/${placed.body.orderId}/${target}`,
          stranger.token,
        ) as Promise<Reply>,
      404,
    );
    await allowResend(server);
    await signInAgain(server, demo);
    const resent = await call(server, 'PATCH', `/api/us/orders/switch/${placed.body.orderId}/${target}`, demo.token);
    expect(resent.status).toBe(200);
  });
});

describe('STP', () => {
  it.each([
    ['a start date beyond 60 days', { startDate: '31/12/2026' }, transferMessages.dateRange(0, 60)],
    [
      'a weekly start on a Sunday',
      { frequencyType: 'WEEKLY', startDate: '22/06/2025', amount: '1000.00' },
      PLAN_MESSAGES.weekday,
    ],
    [
      'an amount not a multiple of the weekly multiplier',
      { frequencyType: 'WEEKLY', startDate: '27/06/2025', amount: '1050.00' },
      transferMessages.multiple('100'),
    ],
    ['a total above the folio’s value', { amount: '99999999.00', noOfInstallment: 1 }, 'The maximum amount is ₹'],
    ['a frequency the scheme does not offer', { frequencyType: 'QUARTERLY' }, PLAN_MESSAGES.stpNotOffered('QUARTERLY')],
    ['a target of another fund house', { fundId: 'OTHER' }, PLAN_MESSAGES.stpTargetRefused],
    ['too many instalments', { noOfInstallment: 9999 }, 'The number of installments must be at most '],
  ])('refuses %s, changing nothing', async (_name, overrides, message) => {
    const body = stpBody({
      fromFundId: source,
      ...overrides,
      ...((overrides as Record<string, unknown>).fundId === 'OTHER' ? { fundId: otherAmcTarget } : {}),
    });
    const before = await server.rowCounts();
    const answer = await placeStp(body);
    expect(answer.status).toBe(422);
    expect(answer.body.message?.startsWith(message)).toBe(true);
    expect(await server.rowCounts()).toEqual(before);
  });

  it('refuses a total above what the folio holds, and units under lock-in', async () => {
    // 12 instalments are allowed (the rule's maximum), but 12 × ₹5,000 is more than the folio is worth.
    await refusesUnchanged(
      () => placeStp(stpBody({ fromFundId: source, amount: '5000.00', noOfInstallment: 12 })),
      422,
      transferMessages.totalExceeded,
    );
    await refusesUnchanged(() => placeStp(stpBody({ folioNo: MIXED_FOLIO, fromFundId: elss, fundId: target })), 422);
  });
  it('registers the plan on confirmation and runs each instalment on its date', async () => {
    const placed = await placeStp(stpBody({ fromFundId: source }));
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId;
    const code = await codeFor(server, demo);
    expect(
      (await call(server, 'PUT', `/api/us/stps/${orderId}`, demo.token, { fundId: source, otp: code })).status,
    ).toBe(404);
    const confirmed = await call(server, 'PUT', `/api/us/stps/${orderId}`, demo.token, { fundId: target, otp: code });
    expect(confirmed.body).toEqual({ orderId, status: 'AUTHENTICATED' });
    expect((await orderOf(server, demo, orderId))?.remarks).toBe(
      'STP registered: 3 monthly instalments of ₹1,000.00. The first instalment runs on 2025-06-20.',
    );

    await eveningOf(server, '2025-06-20', demo, stranger);
    const first = await orderOf(server, demo, orderId);
    expect(first?.status).toBe('COMPLETED');
    expect(first?.remarks).toMatch(/^STP instalment: Switched .+ of 2025-06-20 \(₹1,000\.\d{2}\) into /);

    await eveningOf(server, '2025-08-20', demo, stranger);
    const [plan] = await server.db.select().from(transferPlans).where(eq(transferPlans.orderId, orderId));
    expect(plan).toMatchObject({ status: 'COMPLETED', instalmentsRun: 3 });
    const instalments = await server.db
      .select()
      .from(orders)
      .where(eq(orders.transferPlanId, plan?.id ?? 0))
      .orderBy(asc(orders.id));
    expect(instalments.map((row) => [row.orderType, row.status, row.tradeDate])).toEqual([
      ['STP', 'COMPLETED', '2025-06-20'],
      ['STP', 'COMPLETED', '2025-07-21'],
      ['STP', 'COMPLETED', '2025-08-20'],
    ]);
  });
});

describe('SWP', () => {
  it('withdraws each instalment on its date until the last one', async () => {
    const placed = await placeSwp(swpBody());
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId;
    const code = await codeFor(server, demo);
    expect(
      (await call(server, 'PUT', `/api/us/swps/order/migrate/${orderId}/${target}`, demo.token, { otp: code })).status,
    ).toBe(404);
    const confirmed = await call(server, 'PUT', `/api/us/swps/order/migrate/${orderId}/${source}`, demo.token, {
      otp: code,
    });
    expect(confirmed.body).toEqual({ orderId, status: 'AUTHENTICATED' });
    await eveningOf(server, addDays(server.clock.today(), 45), demo, stranger);
    const [plan] = await server.db.select().from(transferPlans).where(eq(transferPlans.orderId, orderId));
    expect(plan).toMatchObject({ status: 'COMPLETED', instalmentsRun: 2 });
    const instalments = await server.db
      .select()
      .from(orders)
      .where(eq(orders.transferPlanId, plan?.id ?? 0))
      .orderBy(asc(orders.id));
    expect(instalments.map((row) => [row.orderType, row.status])).toEqual([
      ['SWP', 'COMPLETED'],
      ['SWP', 'COMPLETED'],
    ]);
    expect(instalments[0]?.remarks).toMatch(/^SWP instalment: Redeemed .+ paid to HDFC Bank account ending 7890\.$/);
  });

  it.each([
    ['more withdrawals than allowed', { noOfWithdrawals: 101 }, transferMessages.instalmentMaximum(100)],
    ['a negative amount', { installmentAmount: '-500.00' }, HOLDING_MESSAGES.amount],
    ['an amount below the minimum', { installmentAmount: '400.00' }, 'The minimum amount is ₹500.'],
    ['an amount not a multiple', { installmentAmount: '550.00' }, transferMessages.multiple('100')],
    ['a start date in the past', { startDate: '01-01-2020' }, transferMessages.dateRange(0, 60)],
    ['a start date that does not exist', { startDate: '31-02-2026' }, transferMessages.selectStartDate],
    ['units under lock-in', { folioNo: MIXED_FOLIO, fundId: 'ELSS' }, HOLDING_MESSAGES.locked],
  ])('refuses %s, changing nothing', async (_name, overrides, message) => {
    const body = swpBody({
      ...overrides,
      ...((overrides as Record<string, unknown>).fundId === 'ELSS' ? { fundId: elss } : {}),
    });
    await refusesUnchanged(() => placeSwp(body), 422, message);
  });

  it('refuses another investor, and a malformed start date', async () => {
    await refusesUnchanged(() => placeSwp(swpBody(), stranger), 404);
    await refusesUnchanged(() => placeSwp(swpBody({ startDate: '2025-09-18' })), 400);
  });
});
