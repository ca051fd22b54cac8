// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmOrder, getPaymentStatus, makePayment, placeOrder, resendOrderOtp } from '../../src/api/buying';
import { ApiRequestError, userApi } from '../../src/api/client';

interface Seen {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

// Answers every user-service request here, recording what would have gone over the wire.
const answer = {
  async onRequest({ request }: { request: Request }) {
    const text = request.method === 'GET' ? '' : await request.text();
    seen.push({
      method: request.method,
      url: new URL(request.url, 'http://app').pathname + new URL(request.url, 'http://app').search,
      key: request.headers.get('Idempotency-Key'),
      body: text ? JSON.parse(text) : null,
    });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  },
};

beforeEach(() => {
  seen.length = 0;
  reply = { status: 200, body: { orderId: 7, otp: 'SENT' } };
  userApi.use(answer);
});

afterEach(() => {
  userApi.eject(answer);
});

describe('order calls (000 §3, §7)', () => {
  it('places a lump sum with two decimals and a fresh idempotency key per submission', async () => {
    const order = {
      type: 'LUMP_SUM' as const,
      fundId: 'INF0A1B01234',
      schemeCode: 'SBEF-DG',
      amount: '5000',
      mandateId: null,
      sipDay: null,
      stepUp: null,
    };
    expect(await placeOrder(order)).toEqual({ orderId: 7, otp: 'SENT' });
    await placeOrder(order);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/us/orders/LUMP_SUM',
      body: { type: 'LUMP_SUM', amount: '5000.00', schemeCode: 'SBEF-DG', fundId: 'INF0A1B01234', mandateId: null },
    });
    expect(seen[0]?.key).toMatch(/^[A-Za-z0-9._:-]{8,100}$/);
    expect(seen[1]?.key).not.toBe(seen[0]?.key);
  });

  it('places a SIP monthly on the chosen day against the mandate', async () => {
    await placeOrder({
      type: 'SIP',
      fundId: 'INF0A1B01234',
      schemeCode: 'SBEF-DG',
      amount: '1500',
      mandateId: 'MND-1',
      sipDay: 5,
      stepUp: null,
    });
    expect(seen[0]).toMatchObject({
      url: '/api/us/orders/SIP',
      body: {
        type: 'SIP',
        amount: '1500.00',
        fundId: 'INF0A1B01234',
        frequencyType: 'MONTHLY',
        mandateId: 'MND-1',
        sipStartDate: 5,
        schemeCode: 'SBEF-DG',
        stepUp: null,
      },
    });
  });

  it('places a SIP with its yearly step-up (issue 15)', async () => {
    const stepUp = { type: 'PERCENTAGE' as const, value: '10.00', cap: '3000.00' };
    await placeOrder({
      type: 'SIP',
      fundId: 'INF0A1B01234',
      schemeCode: 'SBEF-DG',
      amount: '1500',
      mandateId: 'MND-1',
      sipDay: 5,
      stepUp,
    });
    expect(seen[0]).toMatchObject({ url: '/api/us/orders/SIP', body: { type: 'SIP', stepUp } });
  });

  it('confirms with the OTP, resends it, pays and polls', async () => {
    reply = { status: 200, body: { orderId: 7, status: 'PAYMENT_PENDING' } };
    await confirmOrder({ orderId: 7, fundId: 'INF0A1B01234', otp: '123456' });
    reply = { status: 200, body: { status: 'sent' } };
    await resendOrderOtp({ orderId: 7, fundId: 'INF0A1B01234' });
    reply = { status: 200, body: { statuscode: '100', responsestring: 'ok' } };
    await makePayment({ mode: 'UPI', orderId: 7, upiId: 'ravi@okbank' });
    await makePayment({ mode: 'NODAL', orderId: 7 });
    reply = { status: 200, body: { status: '100', remarks: null } };
    expect(await getPaymentStatus(7)).toEqual({ status: '100', remarks: null });
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: '/api/us/orders/7/INF0A1B01234', body: { otp: '123456' } },
      { method: 'PATCH', url: '/api/us/orders/7/INF0A1B01234', body: null },
      { method: 'POST', url: '/api/us/payments', body: { modeofpayment: 'UPI', id: 7, vpaid: 'ravi@okbank' } },
      { method: 'POST', url: '/api/us/payments', body: { modeofpayment: 'NODAL', id: 7 } },
      { method: 'GET', url: '/api/us/orders/paymentStatus?orderId=7', body: null },
    ]);
  });

  it("rejects with the server's error body so the failure panel can show its message", async () => {
    reply = { status: 422, body: { code: 'VALIDATION_FAILED', message: 'The OTP is wrong or has expired.' } };
    const failure = await confirmOrder({ orderId: 7, fundId: 'INF0A1B01234', otp: '000000' }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure.body.message).toBe('The OTP is wrong or has expired.');
  });
});
