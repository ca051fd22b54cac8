/**
 * Money that moves exactly (issue 26 items 1 and 2), over the real database with the sandbox
 * clock moved across cut-offs, weekends and NAV changes. A whole-folio switch and a redeem-all
 * take exactly the units free at settlement, whatever the NAV did between placing and trading,
 * so nothing is left behind; a confirmed, unsettled outflow promises units, GET /portfolios
 * reports them (`pendingQuantity`) and nothing can promise them again; a settlement that cannot
 * take its units says why, naming the NAV, the orders the rest were promised to, and lock-in only
 * when units were under it. The investor's folios are written through the ledger, each holding
 * only the equity journey scheme (no lock-in), so every figure is known.
 */
import Big from 'big.js';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferMessages } from '../../../domain/transfer-wizards';
import { orders, schemes, transferPlans } from '../../../server/db/schema';
import { DEMO_BANK } from '../../../server/holdings/demo-holdings';
import { allotUnits, openFolio, redeemUnits } from '../../../server/holdings/ledger';
import { formatRupees } from '../../../server/orders/order-description';
import { orderReference } from '../../../server/orders/placement';
import { nextBusinessDay } from '../../../server/partners/exchange';
import { addDays, isWeekday } from '../../../server/seed/dates';
import { latestNav, navOn } from '../../../server/seed/nav';
import { HOLDING_MESSAGES } from '../../../server/transfers/holding';
import { PLAN_ENDED_REMARKS } from '../../../server/transfers/instalments';
import { SETTLEMENT_REMARKS } from '../../../server/transfers/settlement';
import {
  call,
  EQUITY,
  freshInvestor,
  type Investor,
  moveClockTo,
  orderMails,
  orderOf,
  signInAgain,
} from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { codeFor, confirmRedemption, eveningOf, type Holding, holdingsOf, type Reply, redeem } from './support';

let server: TestServer;
let investor: Investor;
let target: string;
const source = EQUITY.uniqueNo;
let navModel: NonNullable<(typeof schemes.$inferSelect)['navModel']>;
let targetModel: NonNullable<(typeof schemes.$inferSelect)['navModel']>;

const HELD = '100.0000';

beforeAll(async () => {
  server = await createTestServer();
  investor = await freshInvestor(server, 'exact.outflows@example.com', '+919811100261', true);
  const [scheme] = await server.db.select().from(schemes).where(eq(schemes.uniqueNo, source));
  if (!scheme?.navModel) throw new Error('The journey scheme has no NAV model');
  navModel = scheme.navModel;
  const candidates = await server.db
    .select()
    .from(schemes)
    .where(and(eq(schemes.amcCode, scheme.amcCode), ne(schemes.uniqueNo, source), isNotNull(schemes.navModel)));
  const picked = candidates.find((row) => !row.isNfo && row.schemeType === 'EQUITY' && row.lockInPeriod === 0);
  if (!picked?.navModel) throw new Error('No second equity scheme in the fund house');
  target = picked.uniqueNo;
  targetModel = picked.navModel;
  const transferable = {
    switchFlag: 'Y',
    purchaseAllowed: 'Y',
    redemptionAllowed: 'Y',
    purchaseTransactionMode: 'DP',
    minimumPurchaseAmount: '100.00',
    maximumPurchaseAmount: '0.00',
    minimumRedemptionAmount: '100.00',
    maximumRedemptionAmount: '0.00',
    minimumRedemptionQty: '1.0000',
    maximumRedemptionQty: '0.0000',
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
  await server.db.update(schemes).set(transferable).where(eq(schemes.uniqueNo, target));
  await server.db
    .update(schemes)
    .set({
      ...transferable,
      stpDetails: [
        {
          frequency: 'DAILY',
          outMinInstAmt: '1000.00',
          outMaxInstAmt: '99999999.00',
          minInstNumbers: 0,
          maxInstNumbers: 0,
          regOut: 'Y',
          status: true,
          outMultiplierAmt: '1.00',
        },
      ],
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

const nav = (date: string) => {
  const value = navOn(navModel, date);
  if (!value) throw new Error(`No NAV on ${date}`);
  return value;
};
/** Units an amount comes to at a NAV, rounded up (server/transfers/holding.ts). */
const unitsFor = (amount: string, at: string) => new Big(amount).div(at).round(4, Big.roundUp).toFixed(4);

/** A folio of the investor's own at the journey scheme's fund house, holding `units` bought in January. */
async function folioHolding(folioNo: string, units = HELD) {
  await openFolio(server.db, {
    userId: investor.userId,
    amcCode: EQUITY.amcCode,
    folioNo,
    openedOn: '2025-01-10',
    ...DEMO_BANK,
  });
  await allotUnits(server.db, {
    userId: investor.userId,
    fundId: source,
    folio: folioNo,
    purchaseType: 'LUMP_SUM',
    units,
    amount: new Big(units).times(nav('2025-01-10')).round(2).toFixed(2),
    nav: nav('2025-01-10'),
    tradeDate: '2025-01-10',
    now: server.clock.now(),
  });
}

async function holdingIn(folio: string, fundId = source): Promise<Holding | undefined> {
  return (await holdingsOf(server, investor)).find((row) => row.folio === folio && row.fundId === fundId);
}

/** 4 PM IST on `date`: after the 3 PM cut-off, so the order trades on the next business day. */
async function afternoonOf(date: string) {
  expect((await moveClockTo(server, `${date}T10:30:00.000Z`)).status).toBe(200);
  await signInAgain(server, investor);
}

/** The wizard's whole-folio amount (001 §4.4): the folio's value floored to whole rupees. */
const wholeRupees = (holding: Holding) => `${new Big(holding.currentValue).round(0, Big.roundDown).toFixed(0)}.00`;

async function placeAndConfirmSwitch(folio: string, amount: string, allUnits: boolean) {
  const placed = (await call(server, 'POST', '/api/us/orders/migrate/SWITCH', investor.token, {
    type: 'SWITCH',
    folioNo: folio,
    amount,
    fundId: target,
    fromFundId: source,
    ...(allUnits ? { allUnits: true } : {}),
  })) as Reply;
  expect(placed.status).toBe(200);
  const orderId = placed.body.orderId;
  const confirmed = await call(server, 'PUT', `/api/us/orders/migrate/${target}/${orderId}`, investor.token, {
    otp: await codeFor(server, investor),
  });
  expect(confirmed.body).toEqual({ orderId, status: 'IN_PROGRESS' });
  return orderId;
}

async function placeAndConfirmRedemption(folio: string, units: string) {
  const placed = await redeem(server, investor, folio, units, source);
  expect(placed.status).toBe(200);
  const orderId = placed.body.orderId;
  const confirmed = await confirmRedemption(server, investor, orderId, source, await codeFor(server, investor));
  expect(confirmed.body).toEqual({ orderId, status: 'IN_PROGRESS' });
  return orderId;
}

/** Fridays from `from` on whose Monday NAV moved the way `moved` asks, for a whole folio of HELD units. */
function nextFriday(from: string, moved: (friday: string, monday: string) => boolean): string {
  let day = from;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 5) day = addDays(day, 1);
  for (let weeks = 0; weeks < 52; weeks++, day = addDays(day, 7)) {
    if (moved(nav(day), nav(addDays(day, 3)))) return day;
  }
  throw new Error(`No such Friday after ${from}`);
}

/** The NAV fell by Monday far enough that the Friday's whole-folio amount needs more units than are held. */
const fellBelowTheFolio = (friday: string, monday: string) => {
  const amount = new Big(HELD).times(friday).round(0, Big.roundDown);
  return amount.div(monday).gt(HELD);
};
const rose = (friday: string, monday: string) => new Big(monday).gt(friday);

describe('a whole-folio switch placed on a Friday after the cut-off, the NAV falling by Monday', () => {
  let friday = '';
  let monday = '';
  let whole = 0;
  let byAmount = 0;
  let amount = '';

  beforeAll(async () => {
    friday = nextFriday('2025-06-17', fellBelowTheFolio);
    monday = addDays(friday, 3);
    await folioHolding('WHOLE-01');
    await folioHolding('AMOUNT-01');
    await afternoonOf(friday);
    const holding = await holdingIn('WHOLE-01');
    if (!holding) throw new Error('No holding in WHOLE-01');
    expect(holding.nav).toBe(nav(friday));
    amount = wholeRupees(holding);
    whole = await placeAndConfirmSwitch('WHOLE-01', amount, true);
    byAmount = await placeAndConfirmSwitch('AMOUNT-01', amount, false);
  });

  it('promises every free unit of the folio at once, and an amount its units at the last NAV', async () => {
    const mails = await orderMails(server, investor.email);
    expect(mails.find((mail) => mail.body.includes(`order ${orderReference(whole)},`))?.body).toContain(
      `a switch of every free unit of ${EQUITY.schemeName} (${formatRupees(amount)} now) to `,
    );
    expect(await orderOf(server, investor, whole)).toMatchObject({ status: 'IN_PROGRESS', quantity: HELD });
    expect((await holdingIn('WHOLE-01'))?.pendingQuantity).toBe(HELD);
    expect((await holdingIn('AMOUNT-01'))?.pendingQuantity).toBe(unitsFor(amount, nav(friday)));
    const again = await redeem(server, investor, 'WHOLE-01', '1.0000', source);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(HOLDING_MESSAGES.insufficient);
  });

  it('switches exactly the units held at Monday’s NAV, leaving nothing behind', async () => {
    await eveningOf(server, monday, investor);
    const proceeds = new Big(HELD).times(nav(monday)).round(2, Big.roundHalfUp).toFixed(2);
    const order = await orderOf(server, investor, whole);
    expect(order).toMatchObject({ status: 'COMPLETED', quantity: HELD, amount: proceeds });
    expect(order?.remarks).toMatch(
      new RegExp(`^Switched all ${HELD} units of .+ at NAV ${nav(monday)} of ${monday} \\(₹[\\d,]+\\.\\d{2}\\) into `),
    );
    expect(await holdingIn('WHOLE-01')).toBeUndefined();
    const bought = new Big(proceeds)
      .div(navOn(targetModel, monday) ?? '1')
      .round(4, Big.roundDown)
      .toFixed(4);
    expect((await holdingIn('WHOLE-01', target))?.quantity).toBe(bought);
  });

  it('fails a switch of the same amount placed as an amount, naming the NAV, never lock-in', async () => {
    const order = await orderOf(server, investor, byAmount);
    const remark = SETTLEMENT_REMARKS.short({
      folio: 'AMOUNT-01',
      date: monday,
      needed: unitsFor(amount, nav(monday)),
      amount: { rupees: amount, nav: nav(monday) },
      free: HELD,
      promised: [],
      locked: '0.0000',
    });
    expect(order).toMatchObject({ status: 'FAILED', remarks: remark });
    expect(remark).not.toMatch(/lock-in/);
    expect(await holdingIn('AMOUNT-01')).toMatchObject({ quantity: HELD, pendingQuantity: '0.0000' });
  });
});

describe('a whole-folio switch placed on a Friday after the cut-off, the NAV rising by Monday', () => {
  it('switches every unit, leaving none below the scheme minimum', async () => {
    const friday = nextFriday(addDays(server.clock.today(), 1), rose);
    const monday = addDays(friday, 3);
    await folioHolding('WHOLE-02');
    await afternoonOf(friday);
    const holding = await holdingIn('WHOLE-02');
    if (!holding) throw new Error('No holding in WHOLE-02');
    const orderId = await placeAndConfirmSwitch('WHOLE-02', wholeRupees(holding), true);
    await eveningOf(server, monday, investor);
    expect(await orderOf(server, investor, orderId)).toMatchObject({
      status: 'COMPLETED',
      quantity: HELD,
      amount: new Big(HELD).times(nav(monday)).round(2, Big.roundHalfUp).toFixed(2),
    });
    expect(await holdingIn('WHOLE-02')).toBeUndefined();
  });
});

describe('a whole-folio switch’s amount', () => {
  const place = (amount: string, allUnits: boolean) =>
    call(server, 'POST', '/api/us/orders/migrate/SWITCH', investor.token, {
      type: 'SWITCH',
      folioNo: 'ROUND-01',
      amount,
      fundId: target,
      fromFundId: source,
      ...(allUnits ? { allUnits: true } : {}),
    }) as Promise<Reply>;

  it('may differ from the folio’s value by the paise of rounding, never by a rupee', async () => {
    await folioHolding('ROUND-01', '10.0001');
    const holding = await holdingIn('ROUND-01');
    if (!holding) throw new Error('No holding in ROUND-01');
    const above = new Big(holding.currentValue).round(0, Big.roundUp);
    expect(above.gt(holding.currentValue)).toBe(true);
    // An amount is at most the folio amount the wizard offers, its value floored to rupees.
    const offered = new Big(holding.currentValue).round(0, Big.roundDown).toFixed(0);
    expect((await place(above.toFixed(2), false)).body.message).toBe(transferMessages.maximum(offered));
    expect((await place(above.toFixed(2), true)).status).toBe(200);
    expect((await place(above.plus(1).toFixed(2), true)).body.message).toBe(transferMessages.maximum(above.toFixed(0)));
  });
});

describe('a redeem-all', () => {
  it('promises its units as soon as it is confirmed, so the folio offers nothing more', async () => {
    await folioHolding('REDEEM-01', '50.0000');
    const friday = nextFriday(addDays(server.clock.today(), 1), () => true);
    await afternoonOf(friday);
    // Read (and kept) before anything is promised: the confirmation must change what is read.
    expect((await holdingIn('REDEEM-01'))?.pendingQuantity).toBe('0.0000');
    const placed = await redeem(server, investor, 'REDEEM-01', '0.0000', source);
    expect(placed.status).toBe(200);
    expect((await holdingIn('REDEEM-01'))?.pendingQuantity).toBe('0.0000');
    const confirmed = await confirmRedemption(
      server,
      investor,
      placed.body.orderId,
      source,
      await codeFor(server, investor),
    );
    expect(confirmed.body.status).toBe('IN_PROGRESS');
    expect(await holdingIn('REDEEM-01')).toMatchObject({ quantity: '50.0000', pendingQuantity: '50.0000' });
    const second = await redeem(server, investor, 'REDEEM-01', '1.0000', source);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(HOLDING_MESSAGES.insufficient);

    // Units allotted before it trades (a purchase paid before Friday's cut-off) are free at settlement: it takes them too.
    await allotUnits(server.db, {
      userId: investor.userId,
      fundId: source,
      folio: 'REDEEM-01',
      purchaseType: 'LUMP_SUM',
      units: '10.0000',
      amount: new Big(10).times(nav(friday)).round(2).toFixed(2),
      nav: nav(friday),
      tradeDate: friday,
      now: server.clock.now(),
    });
    const monday = addDays(friday, 3);
    await eveningOf(server, monday, investor);
    const order = await orderOf(server, investor, placed.body.orderId);
    expect(order).toMatchObject({ status: 'COMPLETED', quantity: '60.0000' });
    expect(order?.remarks).toMatch(
      new RegExp(`^Redeemed all 60\\.0000 units of .+ at NAV ${nav(monday)} of ${monday} `),
    );
    expect(await holdingIn('REDEEM-01')).toBeUndefined();
  });

  it('says so when no unit is left free at settlement', async () => {
    await folioHolding('GONE-01', '10.0000');
    const today = server.clock.today();
    const orderId = await placeAndConfirmRedemption('GONE-01', '0.0000');
    // The units leave the folio some other way before it trades (the registrar's own correction, say).
    await redeemUnits(server.db, {
      userId: investor.userId,
      fundId: source,
      folio: 'GONE-01',
      units: '10.0000',
      nav: nav('2025-01-10'),
      tradeDate: today,
      today,
      now: server.clock.now(),
    });
    const day = nextBusinessDay(today);
    await eveningOf(server, day, investor);
    expect(await orderOf(server, investor, orderId)).toMatchObject({
      status: 'FAILED',
      remarks: SETTLEMENT_REMARKS.noneFree({
        folio: 'GONE-01',
        date: day,
        free: '0.0000',
        promised: [],
        locked: '0.0000',
      }),
    });
  });
});

describe('a promise ends when its order does', () => {
  it('gives the units back when the exchange rejects the order', async () => {
    await folioHolding('REJECT-01', '20.0000');
    const day = nextBusinessDay(server.clock.today());
    await afternoonOf(day);
    const orderId = await placeAndConfirmRedemption('REJECT-01', '5.0000');
    expect((await holdingIn('REJECT-01'))?.pendingQuantity).toBe('5.0000');
    await server.sendJson('PUT', '/sandbox/partners/exchange', { outcome: 'reject' });
    try {
      await eveningOf(server, nextBusinessDay(day), investor);
    } finally {
      await server.sendJson('PUT', '/sandbox/partners/exchange', { outcome: 'auto' });
    }
    expect((await orderOf(server, investor, orderId))?.status).toBe('FAILED');
    expect(await holdingIn('REJECT-01')).toMatchObject({ quantity: '20.0000', pendingQuantity: '0.0000' });
  });
});

describe('an SWP instalment', () => {
  it('promises its units when it goes to the fund house, and fails naming the order that promised the rest', async () => {
    await folioHolding('SWP-01');
    const today = server.clock.today();
    // A weekday whose NAV fell from the last one: ₹500 then needs more units than were promised for it.
    let day = addDays(today, 2);
    const lastNav = (date: string) => latestNav(navModel, addDays(date, -1))?.value ?? '0';
    while (!(isWeekday(day) && new Big(unitsFor('500.00', nav(day))).gt(unitsFor('500.00', lastNav(day))))) {
      day = addDays(day, 1);
    }
    const dmy = day.split('-').reverse().join('-');
    const placed = (await call(server, 'POST', '/api/us/swps/migrate/order/SWP', investor.token, {
      type: 'SWP',
      folioNo: 'SWP-01',
      installmentAmount: '500.00',
      noOfWithdrawals: 1,
      startDate: dmy,
      frequencyType: 'MONTHLY',
      fundId: source,
    })) as Reply;
    expect(placed.status).toBe(200);
    const plan = placed.body.orderId;
    const registered = await call(server, 'PUT', `/api/us/swps/order/migrate/${plan}/${source}`, investor.token, {
      otp: await codeFor(server, investor),
    });
    expect(registered.body).toEqual({ orderId: plan, status: 'AUTHENTICATED' });

    await afternoonOf(day);
    const promisedToSwp = unitsFor('500.00', lastNav(day));
    expect((await orderOf(server, investor, plan))?.status).toBe('IN_PROGRESS');
    expect((await holdingIn('SWP-01'))?.pendingQuantity).toBe(promisedToSwp);

    // After the cut-off: the redeem-all trades the next business day and holds everything else.
    const redeemAll = await placeAndConfirmRedemption('SWP-01', '0.0000');
    const rest = new Big(HELD).minus(promisedToSwp).toFixed(4);
    expect((await holdingIn('SWP-01'))?.pendingQuantity).toBe(HELD);

    await eveningOf(server, day, investor);
    expect(await orderOf(server, investor, plan)).toMatchObject({
      status: 'FAILED',
      remarks: SETTLEMENT_REMARKS.short({
        folio: 'SWP-01',
        date: day,
        needed: unitsFor('500.00', nav(day)),
        amount: { rupees: '500.00', nav: nav(day) },
        free: promisedToSwp,
        promised: [{ ref: orderReference(redeemAll), units: rest }],
        locked: '0.0000',
      }),
    });
    expect((await holdingIn('SWP-01'))?.pendingQuantity).toBe(rest);

    await eveningOf(server, nextBusinessDay(day), investor);
    expect(await orderOf(server, investor, redeemAll)).toMatchObject({ status: 'COMPLETED', quantity: HELD });
    expect(await holdingIn('SWP-01')).toBeUndefined();
  });
});

describe('instalments the clock reaches at once', () => {
  it('settle in turn while the folio lasts, and the plan ends at the first one it cannot cover', async () => {
    // Units for two ₹500 withdrawals, not three.
    await folioHolding('JUMP-01', '12.5000');
    const placed = (await call(server, 'POST', '/api/us/swps/migrate/order/SWP', investor.token, {
      type: 'SWP',
      folioNo: 'JUMP-01',
      installmentAmount: '500.00',
      noOfWithdrawals: 3,
      startDate: addDays(server.clock.today(), 2).split('-').reverse().join('-'),
      frequencyType: 'MONTHLY',
      fundId: source,
    })) as Reply;
    expect(placed.status).toBe(200);
    const registered = await call(
      server,
      'PUT',
      `/api/us/swps/order/migrate/${placed.body.orderId}/${source}`,
      investor.token,
      { otp: await codeFor(server, investor) },
    );
    expect(registered.body.status).toBe('AUTHENTICATED');

    await eveningOf(server, addDays(server.clock.today(), 70), investor);
    const [plan] = await server.db.select().from(transferPlans).where(eq(transferPlans.orderId, placed.body.orderId));
    expect(plan?.status).toBe('COMPLETED');
    const instalments = await server.db
      .select()
      .from(orders)
      .where(eq(orders.transferPlanId, plan?.id ?? 0))
      .orderBy(asc(orders.id));
    expect(instalments.map((row) => row.status)).toEqual(['COMPLETED', 'COMPLETED', 'FAILED']);
    expect(instalments[2]?.remarks).toMatch(
      /^SWP ended: the ₹500\.00 instalment of \d{4}-\d{2}-\d{2} needs \d+\.\d{4} units at the last NAV \d+\.\d{4}, and only \d+\.\d{4} units of folio JUMP-01 are free\. No further instalments will be made\.$/,
    );
  });
});

describe('a daily STP (no number of instalments)', () => {
  it('moves its amount every business day until the folio runs out, then ends saying why', async () => {
    // About two and a half ₹1,000 instalments at today's NAV.
    const units = new Big('2500').div(nav(server.clock.today())).round(4, Big.roundUp).toFixed(4);
    await folioHolding('DAILY-01', units);
    let start = addDays(server.clock.today(), 2);
    while (!isWeekday(start)) start = addDays(start, 1);
    const placed = (await call(server, 'POST', '/api/us/stps/migrate/STP', investor.token, {
      type: 'STP',
      folioNo: 'DAILY-01',
      amount: '1000.00',
      noOfInstallment: 0,
      startDate: start.split('-').reverse().join('/'),
      frequencyType: 'DAILY',
      fundId: target,
      fromFundId: source,
    })) as Reply;
    expect(placed.status).toBe(200);
    const confirmed = await call(server, 'PUT', `/api/us/stps/${placed.body.orderId}`, investor.token, {
      fundId: target,
      otp: await codeFor(server, investor),
    });
    expect(confirmed.body.status).toBe('AUTHENTICATED');

    // Over a weekend: the business days from the start, each instalment the day after the last.
    const second = nextBusinessDay(start);
    const third = nextBusinessDay(second);
    await eveningOf(server, addDays(third, 7), investor);
    const [plan] = await server.db.select().from(transferPlans).where(eq(transferPlans.orderId, placed.body.orderId));
    expect(plan?.status).toBe('COMPLETED');
    const instalments = await server.db
      .select()
      .from(orders)
      .where(eq(orders.transferPlanId, plan?.id ?? 0))
      .orderBy(asc(orders.id));
    expect(instalments.map((row) => [row.status, row.tradeDate ?? row.placedAt.toISOString().slice(0, 10)])).toEqual([
      ['COMPLETED', start],
      ['COMPLETED', second],
      ['FAILED', addDays(third, -1)],
    ]);
    // The clock reached all three at once: the third met the first two's holds, their units at the NAV before each.
    const lastNav = (date: string) => latestNav(navModel, addDays(date, -1))?.value ?? '';
    const free = new Big(units).minus(unitsFor('1000.00', lastNav(start))).minus(unitsFor('1000.00', lastNav(second)));
    expect(instalments[2]?.remarks).toBe(
      PLAN_ENDED_REMARKS.ranOut('STP', third, '1000.00', lastNav(third), free.toFixed(4), 'DAILY-01'),
    );
    // What is left stays in the folio, below one instalment, free for the investor.
    expect((await holdingIn('DAILY-01'))?.pendingQuantity).toBe('0.0000');
  });
});
