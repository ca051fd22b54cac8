/**
 * POST /payments and GET /orders/paymentStatus against the sandbox gateway: the magic UPI ids,
 * a malformed id, forced outcomes, and the sandbox bank's net-banking page with Pay and Cancel.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../server/db/schema';
import { PAYMENT_MESSAGES, PAYMENT_STATUS } from '../../../server/orders/payments';
import {
  NET_BANKING_CANCELLED,
  UPI_DECLINED_MESSAGE,
  UPI_INVALID_MESSAGE,
} from '../../../server/partners/payment-gateway';
import { DEMO_MANDATE_ID } from '../../../server/seed/demo-buying';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  call,
  confirm,
  confirmedLumpSum,
  demoInvestor,
  EQUITY,
  type Investor,
  latestOrderCode,
  orderOf,
  pay,
  paymentStatus,
  placeLumpSum,
  schemeCodeOf,
} from './support';

let server: TestServer;
let demo: Investor;
let amount = 5000;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());
afterEach(async () => {
  await server.sendJson('PUT', '/sandbox/partners/payments', { outcome: 'auto' });
});

/** A confirmed order of a fresh amount, so no two tests' orders look like one submission. */
const payable = () => confirmedLumpSum(server, demo, EQUITY.uniqueNo, `${amount++}.00`);
const upi = (id: number, vpaid: string) => pay(server, demo, { modeofpayment: 'UPI', id, vpaid });

describe('UPI', () => {
  it.each(['success@sanchay', 'investor.name@okhdfc'])('%s is accepted and paid by its settlement job', async (vpa) => {
    const orderId = await payable();
    expect(await upi(orderId, vpa)).toEqual({
      status: 200,
      body: { statuscode: '100', responsestring: PAYMENT_MESSAGES.upiRequested },
    });
    expect(await server.jobs.idle()).toBe(true);
    const status = await paymentStatus(server, demo, orderId);
    expect(status.body.status).toBe(PAYMENT_STATUS.paid);
    expect((await orderOf(server, demo, orderId))?.status).toBe('IN_PROGRESS');
    const again = await upi(orderId, vpa);
    expect(again.status).toBe(409);
  });

  it('failure@sanchay is declined with the reason, failing the order with remarks', async () => {
    const orderId = await payable();
    expect((await upi(orderId, 'failure@sanchay')).body).toEqual({
      statuscode: '101',
      responsestring: UPI_DECLINED_MESSAGE,
    });
    expect(await orderOf(server, demo, orderId)).toMatchObject({ status: 'FAILED', remarks: UPI_DECLINED_MESSAGE });
    expect((await paymentStatus(server, demo, orderId)).body).toEqual({
      status: PAYMENT_STATUS.declined,
      remarks: UPI_DECLINED_MESSAGE,
    });
  });

  it('pending@sanchay is accepted and never answers; another id then pays', async () => {
    const orderId = await payable();
    expect((await upi(orderId, 'pending@sanchay')).body.statuscode).toBe('100');
    expect(await server.jobs.idle()).toBe(true);
    for (let poll = 0; poll < 3; poll++) {
      expect((await paymentStatus(server, demo, orderId)).body.status).toBe(PAYMENT_STATUS.awaiting);
    }
    await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 5 } });
    expect((await paymentStatus(server, demo, orderId)).body.status).toBe(PAYMENT_STATUS.awaiting);
    expect((await orderOf(server, demo, orderId))?.status).toBe('AUTHENTICATED');

    expect((await upi(orderId, 'success@sanchay')).body.statuscode).toBe('100');
    expect(await server.jobs.idle()).toBe(true);
    expect((await paymentStatus(server, demo, orderId)).body.status).toBe(PAYMENT_STATUS.paid);
    const attempts = await server.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(attempts.map((p) => p.state).sort()).toEqual(['PAID', 'SUPERSEDED']);
  });

  it('a malformed id answers another statuscode and leaves the order payable', async () => {
    const orderId = await payable();
    const before = await server.rowCounts();
    expect((await upi(orderId, 'not-a-upi-id')).body).toEqual({
      statuscode: '102',
      responsestring: UPI_INVALID_MESSAGE,
    });
    expect(await server.rowCounts()).toEqual(before);
    expect((await orderOf(server, demo, orderId))?.status).toBe('AUTHENTICATED');
  });

  it('follows a forced outcome: failure declines even success@sanchay', async () => {
    await server.sendJson('PUT', '/sandbox/partners/payments', { outcome: 'failure' });
    const orderId = await payable();
    expect((await upi(orderId, 'success@sanchay')).body.statuscode).toBe('101');
  });

  it('follows a forced outcome: timeout leaves even success@sanchay pending', async () => {
    await server.sendJson('PUT', '/sandbox/partners/payments', { outcome: 'timeout' });
    const orderId = await payable();
    expect((await upi(orderId, 'success@sanchay')).body.statuscode).toBe('100');
    expect(await server.jobs.idle()).toBe(true);
    expect((await paymentStatus(server, demo, orderId)).body.status).toBe(PAYMENT_STATUS.awaiting);
  });
});

describe('refused payments', () => {
  it('an order still awaiting its code cannot be paid', async () => {
    const placed = await placeLumpSum(server, demo, EQUITY.uniqueNo, `${amount++}.00`);
    const answer = await upi(placed.body.orderId, 'success@sanchay');
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'CONFLICT' });
  });

  it('a SIP is paid by its mandate, not here', async () => {
    const body = {
      type: 'SIP',
      amount: '1200.00',
      fundId: EQUITY.uniqueNo,
      frequencyType: 'MONTHLY',
      mandateId: DEMO_MANDATE_ID,
      sipStartDate: 3,
      schemeCode: await schemeCodeOf(server, EQUITY.uniqueNo),
    };
    const sip = await call<{ orderId: number }>(server, 'POST', '/api/us/orders/SIP', demo.token, body);
    await confirm(server, demo, sip.body.orderId, EQUITY.uniqueNo, await latestOrderCode(server, demo.email));
    const answer = await upi(sip.body.orderId, 'success@sanchay');
    expect(answer).toEqual({ status: 409, body: { code: 'CONFLICT', message: PAYMENT_MESSAGES.sipByMandate } });
  });

  it('an unknown order answers 404', async () => {
    expect((await upi(999_999, 'success@sanchay')).status).toBe(404);
    expect((await paymentStatus(server, demo, 999_999)).status).toBe(404);
  });
});

describe('net banking', () => {
  const page = async (path: string, method = 'GET') => {
    const response = await server.request(path, { method });
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  /** The payment reference the bank page's forms carry. */
  const refIn = (html: string) => /\?ref=([a-f0-9]{32})"/.exec(html)?.[1] ?? '';

  it("answers '100' with the sandbox bank's page; Pay pays the order", async () => {
    const orderId = await payable();
    const answer = await pay(server, demo, { modeofpayment: 'NODAL', id: orderId });
    expect(answer.body.statuscode).toBe('100');
    const html = answer.body.responsestring;
    const ref = refIn(html);
    expect(ref).toMatch(/^[a-f0-9]{32}$/);
    expect(html).toContain('<!doctype html>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`action="/sandbox/netbanking/${orderId}/pay?ref=${ref}"`);
    expect(html).toContain(`action="/sandbox/netbanking/${orderId}/cancel?ref=${ref}"`);
    expect(html).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" class="cancel">Cancel<\/button>/);

    const shown = await page(`/sandbox/netbanking/${orderId}?ref=${ref}`);
    expect(shown.status).toBe(200);
    expect(shown.type).toMatch(/text\/html/);
    expect(shown.html).toBe(html);

    expect((await paymentStatus(server, demo, orderId)).body.status).toBe(PAYMENT_STATUS.awaiting);
    const paid = await page(`/sandbox/netbanking/${orderId}/pay?ref=${ref}`, 'POST');
    expect(paid.status).toBe(200);
    expect(paid.html).toContain('Payment successful');
    expect((await paymentStatus(server, demo, orderId)).body.status).toBe(PAYMENT_STATUS.paid);
    expect((await orderOf(server, demo, orderId))?.status).toBe('IN_PROGRESS');

    const again = await page(`/sandbox/netbanking/${orderId}/cancel?ref=${ref}`, 'POST');
    expect(again.html).toContain('already made');
    expect((await orderOf(server, demo, orderId))?.status).toBe('IN_PROGRESS');
  });

  it('Cancel fails the order with remarks', async () => {
    const orderId = await payable();
    const ref = refIn((await pay(server, demo, { modeofpayment: 'NODAL', id: orderId })).body.responsestring);
    const cancelled = await page(`/sandbox/netbanking/${orderId}/cancel?ref=${ref}`, 'POST');
    expect(cancelled.html).toContain('Payment cancelled');
    expect(await orderOf(server, demo, orderId)).toMatchObject({ status: 'FAILED', remarks: NET_BANKING_CANCELLED });
    expect((await paymentStatus(server, demo, orderId)).body).toEqual({
      status: PAYMENT_STATUS.declined,
      remarks: NET_BANKING_CANCELLED,
    });
  });

  it('settles nothing without the payment reference of the page', async () => {
    const orderId = await payable();
    const ref = refIn((await pay(server, demo, { modeofpayment: 'NODAL', id: orderId })).body.responsestring);
    const before = await server.rowCounts();
    const guessed = ref.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await page(`/sandbox/netbanking/${orderId}/cancel?ref=${guessed}`, 'POST')).status).toBe(404);
    expect((await page(`/sandbox/netbanking/${orderId}/pay`, 'POST')).status).toBe(400);
    expect((await page(`/sandbox/netbanking/999999/pay?ref=${ref}`, 'POST')).status).toBe(404);
    expect((await page(`/sandbox/netbanking/${orderId}/steal?ref=${ref}`, 'POST')).status).toBe(400);
    expect(await server.rowCounts()).toEqual(before);
    expect((await orderOf(server, demo, orderId))?.status).toBe('AUTHENTICATED');
  });
});
