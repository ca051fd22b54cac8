/**
 * PUT and PATCH /orders/{orderId}/{fundId}: the e-mailed code confirms the order once; wrong
 * codes count (the 5th ends the code), a code expires after 10 minutes on the sandbox clock, and
 * a resend replaces the code. Nobody can reach another investor's order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sipRegistrations } from '../../../server/db/schema';
import { OTP_MESSAGES } from '../../../server/orders/otp';
import { DEMO_MANDATE_ID } from '../../../server/seed/demo-buying';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  allowResend,
  call,
  confirm,
  confirmedLumpSum,
  demoInvestor,
  EQUITY,
  freshInvestor,
  type Investor,
  latestOrderCode,
  orderMails,
  orderOf,
  pay,
  paymentStatus,
  placeLumpSum,
  schemeCodeOf,
} from './support';

let server: TestServer;
let demo: Investor;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

/** A code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function placed(amount: string) {
  const answer = await placeLumpSum(server, demo, EQUITY.uniqueNo, amount);
  expect(answer.status).toBe(200);
  return { orderId: answer.body.orderId, code: await latestOrderCode(server, demo.email) };
}

describe('confirming with the code', () => {
  it('moves the order to AUTHENTICATED, and the code works once', async () => {
    const { orderId, code } = await placed('5100.00');
    expect(await confirm(server, demo, orderId, EQUITY.uniqueNo, code)).toEqual({
      status: 200,
      body: { orderId, status: 'AUTHENTICATED' },
    });
    expect((await orderOf(server, demo, orderId))?.status).toBe('AUTHENTICATED');
    const again = await confirm(server, demo, orderId, EQUITY.uniqueNo, code);
    expect(again.status).toBe(409);
  });

  it('counts wrong codes, and the 5th wrong one ends the code even for the right one', async () => {
    const { orderId, code } = await placed('5200.00');
    for (let left = 4; left >= 1; left--) {
      const answer = await confirm(server, demo, orderId, EQUITY.uniqueNo, wrongFor(code));
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'OTP_INVALID', message: OTP_MESSAGES.wrong(left) });
    }
    const fifth = await confirm(server, demo, orderId, EQUITY.uniqueNo, wrongFor(code));
    expect(fifth.body).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED', message: OTP_MESSAGES.exhausted });
    const right = await confirm(server, demo, orderId, EQUITY.uniqueNo, code);
    expect(right.status).toBe(422);
    expect(right.body.code).toBe('OTP_ATTEMPTS_EXCEEDED');
    expect((await orderOf(server, demo, orderId))?.status).toBe('INITIATED');
  });

  it('accepts the right code after four wrong ones', async () => {
    const { orderId, code } = await placed('5300.00');
    for (let i = 0; i < 4; i++) await confirm(server, demo, orderId, EQUITY.uniqueNo, wrongFor(code));
    expect((await confirm(server, demo, orderId, EQUITY.uniqueNo, code)).status).toBe(200);
  });

  it('replaces the code on resend: the old one is refused, the new one confirms', async () => {
    const { orderId, code: old } = await placed('5400.00');
    const mails = (await orderMails(server, demo.email)).length;
    await allowResend(server);
    const resent = await call(server, 'PATCH', `/api/us/orders/${orderId}/${EQUITY.uniqueNo}`, demo.token);
    expect(resent).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(await orderMails(server, demo.email)).toHaveLength(mails + 1);
    const fresh = await latestOrderCode(server, demo.email);

    const withOld = await confirm(server, demo, orderId, EQUITY.uniqueNo, old === fresh ? wrongFor(fresh) : old);
    expect(withOld.status).toBe(422);
    expect((await confirm(server, demo, orderId, EQUITY.uniqueNo, fresh)).status).toBe(200);
    const late = await call(server, 'PATCH', `/api/us/orders/${orderId}/${EQUITY.uniqueNo}`, demo.token);
    expect(late.status).toBe(409);
  });

  it('resend gives a blocked code a fresh set of attempts', async () => {
    const { orderId, code } = await placed('5500.00');
    for (let i = 0; i < 5; i++) await confirm(server, demo, orderId, EQUITY.uniqueNo, wrongFor(code));
    await allowResend(server);
    expect((await call(server, 'PATCH', `/api/us/orders/${orderId}/${EQUITY.uniqueNo}`, demo.token)).status).toBe(200);
    expect(
      (await confirm(server, demo, orderId, EQUITY.uniqueNo, await latestOrderCode(server, demo.email))).status,
    ).toBe(200);
  });

  it('expires the code 10 minutes after it was sent, on the sandbox clock', async () => {
    const { orderId, code } = await placed('5600.00');
    // Straight on the clock, not through the route: no job has lapsed the order yet (lapsing.test.ts).
    await server.clock.advanceBy(10 * 60_000);
    const answer = await confirm(server, demo, orderId, EQUITY.uniqueNo, code);
    expect(answer.body).toMatchObject({ code: 'OTP_EXPIRED', message: OTP_MESSAGES.expired });
  });

  it("answers 404 for a fund that is not the order's", async () => {
    const { orderId, code } = await placed('5700.00');
    expect((await confirm(server, demo, orderId, 'INF0Z9Z99999', code)).status).toBe(404);
  });

  it('registers a SIP on confirmation, first instalment per 000 §4.3', async () => {
    const body = {
      type: 'SIP',
      amount: '2000.00',
      fundId: EQUITY.uniqueNo,
      frequencyType: 'MONTHLY',
      mandateId: DEMO_MANDATE_ID,
      sipStartDate: 20,
      schemeCode: await schemeCodeOf(server, EQUITY.uniqueNo),
    };
    const sip = await call<{ orderId: number }>(server, 'POST', '/api/us/orders/SIP', demo.token, body);
    const code = await latestOrderCode(server, demo.email);
    expect((await confirm(server, demo, sip.body.orderId, EQUITY.uniqueNo, code)).status).toBe(200);
    const [registration] = await server.db
      .select()
      .from(sipRegistrations)
      .where(eq(sipRegistrations.orderId, sip.body.orderId));
    const today = server.clock.today();
    // Day 20 after today (the 16th) → next month; on or before today → the month after.
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const months = 20 <= day ? 2 : 1;
    const expected = new Date(Date.UTC(year, month - 1 + months, 20)).toISOString().slice(0, 10);
    expect(registration).toMatchObject({ dayOfMonth: 20, firstInstalmentDate: expected, status: 'ACTIVE' });
  });
});

describe("another investor's order", () => {
  let other: Investor;
  let orderId: number;
  let code: string;

  beforeAll(async () => {
    other = await freshInvestor(server, 'orders.other@example.com', '+919811100002', true);
    ({ orderId, code } = await placed('5800.00'));
  });

  it('cannot be confirmed, resent, paid, polled or listed', async () => {
    const before = await server.rowCounts();
    expect((await confirm(server, other, orderId, EQUITY.uniqueNo, code)).status).toBe(404);
    expect((await call(server, 'PATCH', `/api/us/orders/${orderId}/${EQUITY.uniqueNo}`, other.token)).status).toBe(404);
    expect((await pay(server, other, { modeofpayment: 'UPI', id: orderId, vpaid: 'success@sanchay' })).status).toBe(
      404,
    );
    expect((await paymentStatus(server, other, orderId)).status).toBe(404);
    expect(await orderOf(server, other, orderId)).toBeUndefined();
    expect(await server.rowCounts()).toEqual(before);
  });

  it("is not paid by its owner either when the owner pays someone else's order", async () => {
    const theirs = await confirmedLumpSum(server, other, EQUITY.uniqueNo, '5000.00');
    expect((await pay(server, demo, { modeofpayment: 'NODAL', id: theirs })).status).toBe(404);
    expect((await orderOf(server, other, theirs))?.status).toBe('AUTHENTICATED');
  });
});
