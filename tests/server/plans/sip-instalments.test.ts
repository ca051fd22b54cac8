/**
 * SIP instalments on the sandbox clock (issue 15): each on its day, debited through the
 * mandate for the amount the yearly step-up gives that date and allotted at that day's NAV on
 * the unit ledger; a failed debit is recorded and three in a row cancel the SIP; the `debits`
 * partner fails the next debit only; a skipped instalment is not debited. One timeline from the
 * test server's Monday 16 June 2025, through the leap year 2028.
 */
import Big from 'big.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, schemes, sipRegistrations, unitLedger } from '../../../server/db/schema';
import { orderReference } from '../../../server/orders/placement';
import { DEBIT_REMARKS } from '../../../server/plans/sip-instalments';
import { navOn } from '../../../server/seed/nav';
import { EQUITY } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { changePlan, moveTo, type SipInvestor, setDebits, sipInvestor, sipOf, startSip } from './support';

let server: TestServer;
let saver: SipInvestor;

beforeAll(async () => {
  server = await createTestServer();
  // The demo investor's seeded SIP would run years of instalments as the clock moves: not this test's business.
  await server.db.update(sipRegistrations).set({ status: 'CANCELLED' });
  saver = await sipInvestor(server, 'plans.saver@example.com', '+919811100151');
});
afterAll(() => server.close());

/** The SIP's instalment orders (the placing order first), oldest first. */
async function instalments(registrationId: number) {
  return server.db
    .select()
    .from(orders)
    .where(and(eq(orders.sipRegistrationId, registrationId), eq(orders.orderType, 'SIP')))
    .orderBy(asc(orders.placedAt), asc(orders.id));
}

/** The instalment's date: debited at its midnight in India (the placing order was placed earlier). */
const dateOf = (order: { paidAt: Date | null; placedAt: Date }) =>
  new Date((order.paidAt ?? order.placedAt).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);

describe('a SIP with a yearly step-up', () => {
  it('debits each instalment on its day, rising on each anniversary up to the cap, through February of a leap year', async () => {
    await moveTo(server, '2027-01-11T10:00:00+05:30', saver);
    const stepUp = { type: 'AMOUNT' as const, value: '500.00', cap: '2000.00' };
    const { orderId, sip } = await startSip(server, saver, '1000.00', 28, stepUp);
    expect(sip).toMatchObject({
      amount: '1000.00',
      status: 'ACTIVE',
      dueDate: '2027-02-28',
      nextAmount: '1000.00',
      stepUp,
      nextStepUpDate: '2028-02-28',
      failedDebits: 0,
    });

    await moveTo(server, '2028-03-29T23:30:00+05:30', saver);
    const rows = await instalments(sip.id);
    expect(rows[0]?.id).toBe(orderId);
    expect(rows.map((row) => [dateOf(row), row.amount, row.status])).toEqual([
      ...[
        '2027-02-28',
        '2027-03-28',
        '2027-04-28',
        '2027-05-28',
        '2027-06-28',
        '2027-07-28',
        '2027-08-28',
        '2027-09-28',
        '2027-10-28',
        '2027-11-28',
        '2027-12-28',
        '2028-01-28',
      ].map((date) => [date, '1000.00', 'COMPLETED']),
      // The first anniversary falls in February of the leap year.
      ['2028-02-28', '1500.00', 'COMPLETED'],
      ['2028-03-28', '1500.00', 'COMPLETED'],
    ]);
    expect(await sipOf(server, saver, sip.id)).toMatchObject({
      dueDate: '2028-04-28',
      nextAmount: '1500.00',
      nextStepUpDate: '2029-02-28',
    });

    // Every instalment is a lot at its day's NAV: 28 Feb 2028 is a Monday.
    const [scheme] = await server.db.select().from(schemes).where(eq(schemes.uniqueNo, EQUITY.uniqueNo));
    const february = rows.find((row) => dateOf(row) === '2028-02-28');
    const [lot] = await server.db
      .select()
      .from(unitLedger)
      .where(eq(unitLedger.orderRef, orderReference(february?.id ?? 0)));
    if (!scheme?.navModel) throw new Error('The journey scheme has no NAV model');
    const nav = navOn(scheme.navModel, '2028-02-28');
    expect(lot).toMatchObject({ kind: 'ALLOTMENT', purchaseType: 'SIP', tradeDate: '2028-02-28', amount: '1500.00' });
    expect(lot?.units).toBe(
      new Big('1500')
        .div(nav ?? '1')
        .round(4, Big.roundDown)
        .toFixed(4),
    );

    // The cap holds from the second anniversary on.
    await moveTo(server, '2029-03-01T10:00:00+05:30', saver);
    const later = await instalments(sip.id);
    expect(later.filter((row) => dateOf(row) >= '2029-02-28').map((row) => row.amount)).toEqual(['2000.00']);
    expect(await sipOf(server, saver, sip.id)).toMatchObject({ nextAmount: '2000.00', nextStepUpDate: null });
    await changePlan(server, saver, sip.id, 'SIP', 'CANCEL', { reason: 'GA' });
  });
});

describe('failed debits', () => {
  it('records a declined debit, fails only the next one on fail-next, and counts them in a row', async () => {
    const { sip } = await startSip(server, saver, '700.00', 10);
    expect(sip.dueDate).toBe('2029-04-10');
    expect((await setDebits(server, 'fail-next')).status).toBe(200);
    await moveTo(server, '2029-04-10T12:00:00+05:30', saver);
    let rows = await instalments(sip.id);
    expect(rows.map((row) => [row.status, row.remarks])).toEqual([['FAILED', DEBIT_REMARKS.declined]]);
    expect(await sipOf(server, saver, sip.id)).toMatchObject({
      status: 'ACTIVE',
      failedDebits: 1,
      dueDate: '2029-05-10',
    });
    const partners = await server.getJson<{ partner: string; outcome: string }[]>('/sandbox/partners');
    expect(partners.body.find((p) => p.partner === 'debits')?.outcome).toBe('auto');

    await moveTo(server, '2029-05-10T23:30:00+05:30', saver);
    rows = await instalments(sip.id);
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'COMPLETED']);
    expect(await sipOf(server, saver, sip.id)).toMatchObject({ failedDebits: 0 });
  });

  it('cancels the SIP on the third failed debit in a row and debits nothing after', async () => {
    const { sip } = await startSip(server, saver, '800.00', 12);
    expect((await setDebits(server, 'fail')).status).toBe(200);
    expect(sip.dueDate).toBe('2029-06-12');
    await moveTo(server, '2029-07-12T12:00:00+05:30', saver);
    expect(await sipOf(server, saver, sip.id)).toMatchObject({ status: 'ACTIVE', failedDebits: 2 });
    await moveTo(server, '2029-08-12T12:00:00+05:30', saver);
    const bean = await sipOf(server, saver, sip.id);
    expect(bean).toMatchObject({
      status: 'CANCELLED',
      dueDate: null,
      pauseEnabled: false,
      cancelEnabled: false,
      failedDebits: 3,
    });
    const rows = await instalments(sip.id);
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    expect(rows[2]?.remarks).toBe(`${DEBIT_REMARKS.declined} ${DEBIT_REMARKS.cancelled}`);
    expect((await setDebits(server, 'auto')).status).toBe(200);
    await moveTo(server, '2029-10-13T12:00:00+05:30', saver);
    expect(await instalments(sip.id)).toHaveLength(3);
  });
});

describe('a skipped instalment', () => {
  it('is not debited; the SIP is ACTIVE again for the one after it', async () => {
    const { sip } = await startSip(server, saver, '900.00', 20);
    expect(sip.dueDate).toBe('2029-11-20');
    await moveTo(server, '2029-11-21T23:30:00+05:30', saver);
    expect((await instalments(sip.id)).map((row) => row.status)).toEqual(['COMPLETED']);
    const ledgerBefore = await server.db.select().from(unitLedger).where(eq(unitLedger.userId, saver.userId));

    await changePlan(server, saver, sip.id, 'SIP', 'PAUSE');
    expect(await sipOf(server, saver, sip.id)).toMatchObject({
      status: 'PAUSED',
      pausedCount: 1,
      dueDate: '2029-12-20',
    });
    await moveTo(server, '2029-12-21T23:30:00+05:30', saver);
    expect((await instalments(sip.id)).map(dateOf)).toEqual(['2029-11-20']);
    expect(await server.db.select().from(unitLedger).where(eq(unitLedger.userId, saver.userId))).toHaveLength(
      ledgerBefore.length,
    );
    expect(await sipOf(server, saver, sip.id)).toMatchObject({
      status: 'ACTIVE',
      pausedCount: 1,
      dueDate: '2030-01-20',
    });

    // 20 January 2030 is a Sunday: allotted at Monday's NAV.
    await moveTo(server, '2030-01-21T23:30:00+05:30', saver);
    expect((await instalments(sip.id)).map((row) => [dateOf(row), row.status])).toEqual([
      ['2029-11-20', 'COMPLETED'],
      ['2030-01-20', 'COMPLETED'],
    ]);
  });

  it('cancels the placing order when the first instalment is the one skipped', async () => {
    const { orderId, sip } = await startSip(server, saver, '1100.00', 5);
    expect(sip.dueDate).toBe('2030-03-05');
    await changePlan(server, saver, sip.id, 'SIP', 'PAUSE');
    await moveTo(server, '2030-03-06T12:00:00+05:30', saver);
    const [placing] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(placing).toMatchObject({ status: 'CANCELLED', remarks: DEBIT_REMARKS.skipped('2030-03-05'), paidAt: null });
    expect(await sipOf(server, saver, sip.id)).toMatchObject({ status: 'ACTIVE', dueDate: '2030-04-05' });
  });
});

describe('a cancelled SIP', () => {
  it('is CANCEL_INITIATED at once, CANCELLED the next day, and never debited again', async () => {
    const { orderId, sip } = await startSip(server, saver, '1200.00', 15);
    expect(sip.dueDate).toBe('2030-04-15');
    const change = await changePlan(server, saver, sip.id, 'SIP', 'CANCEL', { reason: 'SNP' });
    expect(await sipOf(server, saver, sip.id)).toMatchObject({
      status: 'CANCEL_INITIATED',
      dueDate: null,
      cancelEnabled: false,
      pauseEnabled: false,
    });
    const [changeOrder] = await server.db.select().from(orders).where(eq(orders.id, change));
    expect(changeOrder).toMatchObject({ orderType: 'SIP_CANCEL', status: 'COMPLETED', cancelReason: 'SNP' });
    expect(changeOrder?.remarks).toMatch(/^SIP cancellation initiated \(Scheme not performing\)\./);
    const [placing] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(placing?.status).toBe('CANCELLED');

    await moveTo(server, '2030-03-07T00:05:00+05:30', saver);
    expect(await sipOf(server, saver, sip.id)).toMatchObject({ status: 'CANCELLED' });
    await moveTo(server, '2030-05-16T12:00:00+05:30', saver);
    expect(await instalments(sip.id)).toHaveLength(1);
  });
});
