/**
 * POST /orders/{type} over the real database, pool and contract check: a placed order e-mails a
 * code; the opening rules (000 §6), scheme flags and amount limits (000 §5) refuse without
 * changing a row; the same submission twice makes one order (Idempotency-Key, or an identical
 * order still awaiting its code within 10 minutes).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderOtps, orders } from '../../../server/db/schema';
import { OPENING_MESSAGES } from '../../../server/orders/account-state';
import { orderReference } from '../../../server/orders/placement';
import { DEMO_MANDATE_ID } from '../../../server/seed/demo-buying';
import { SEED_NFOS, SEED_SCHEMES } from '../../../server/seed/fixtures';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  call,
  confirm,
  demoInvestor,
  EQUITY,
  freshInvestor,
  type Investor,
  lumpSum,
  orderMails,
  orderOf,
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

const sip = async (fundId: string, amount: string, day = 5, mandateId = DEMO_MANDATE_ID) => ({
  type: 'SIP',
  amount,
  fundId,
  frequencyType: 'MONTHLY',
  mandateId,
  sipStartDate: day,
  schemeCode: await schemeCodeOf(server, fundId),
});

describe('placing an order', () => {
  it('records an INITIATED order and e-mails a 6-digit code, kept only as a hash', async () => {
    const before = (await orderMails(server, demo.email)).length;
    const placed = await placeLumpSum(server, demo, EQUITY.uniqueNo, '5000.00');
    expect(placed.status).toBe(200);
    const { orderId } = placed.body;
    expect(orderId).toBeGreaterThan(0);

    const mails = await orderMails(server, demo.email);
    expect(mails).toHaveLength(before + 1);
    const code = mails[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.body).toContain(code);
    expect(mails[0]?.body).toContain('₹5,000.00');

    const [otp] = await server.db.select().from(orderOtps).where(eq(orderOtps.orderId, orderId));
    expect(otp?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(otp)).not.toContain(`"${code}"`);

    expect(await orderOf(server, demo, orderId)).toMatchObject({
      orderId,
      fundId: EQUITY.uniqueNo,
      orderType: 'LUMP_SUM',
      amount: '5000.00',
      status: 'INITIATED',
    });
  });

  it('places a SIP against the approved mandate', async () => {
    const placed = await call<{ orderId: number }>(
      server,
      'POST',
      '/api/us/orders/SIP',
      demo.token,
      await sip(EQUITY.uniqueNo, '1500.00'),
    );
    expect(placed.status).toBe(200);
    expect(await orderOf(server, demo, placed.body.orderId)).toMatchObject({ orderType: 'SIP', status: 'INITIATED' });
  });
});

describe('refusals change nothing', () => {
  const cases: [string, () => Promise<{ path: string; body: unknown }>, number, string | RegExp][] = [
    [
      'a body type unlike the path',
      async () => ({ path: '/api/us/orders/SIP', body: await lumpSum(server, EQUITY.uniqueNo, '5000.00') }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a malformed amount',
      async () => ({ path: '/api/us/orders/LUMP_SUM', body: await lumpSum(server, EQUITY.uniqueNo, '5000') }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a negative amount',
      async () => ({ path: '/api/us/orders/LUMP_SUM', body: await lumpSum(server, EQUITY.uniqueNo, '-5000.00') }),
      422,
      'AMOUNT_NOT_ALLOWED',
    ],
    [
      'an amount under the minimum',
      async () => ({ path: '/api/us/orders/LUMP_SUM', body: await lumpSum(server, EQUITY.uniqueNo, '999.00') }),
      422,
      'AMOUNT_NOT_ALLOWED',
    ],
    [
      'an unknown fund',
      async () => ({
        path: '/api/us/orders/LUMP_SUM',
        body: { ...(await lumpSum(server, EQUITY.uniqueNo, '5000.00')), fundId: 'INF0Z9Z99999' },
      }),
      404,
      'NOT_FOUND',
    ],
    [
      'a scheme code of another fund',
      async () => ({
        path: '/api/us/orders/LUMP_SUM',
        body: { ...(await lumpSum(server, EQUITY.uniqueNo, '5000.00')), schemeCode: 'NOPE' },
      }),
      422,
      'SCHEME_MISMATCH',
    ],
    [
      'an NFO whose offer has ended',
      async () => ({
        path: '/api/us/orders/LUMP_SUM',
        body: await lumpSum(server, SEED_NFOS.closed.uniqueNo, '5000.00'),
      }),
      422,
      'NFO_CLOSED',
    ],
    [
      'a scheme closed for purchase',
      async () => ({
        path: '/api/us/orders/LUMP_SUM',
        body: await lumpSum(server, SEED_SCHEMES.purchaseClosed.uniqueNo, '5000.00'),
      }),
      422,
      'PURCHASE_NOT_ALLOWED',
    ],
    [
      'a SIP in a scheme without SIP status',
      async () => ({ path: '/api/us/orders/SIP', body: await sip(SEED_SCHEMES.sipWithoutStatus.uniqueNo, '5000.00') }),
      422,
      'SIP_NOT_ALLOWED',
    ],
    [
      'a SIP amount not a multiple of the multiplier',
      async () => ({ path: '/api/us/orders/SIP', body: await sip(EQUITY.uniqueNo, '1550.00') }),
      422,
      'AMOUNT_NOT_ALLOWED',
    ],
    [
      'a SIP day of 29',
      async () => ({ path: '/api/us/orders/SIP', body: await sip(EQUITY.uniqueNo, '1500.00', 29) }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      "a SIP on a mandate not the investor's",
      async () => ({ path: '/api/us/orders/SIP', body: await sip(EQUITY.uniqueNo, '1500.00', 5, 'MDT-OTHER') }),
      409,
      'CONFLICT',
    ],
  ];

  it.each(cases)('%s', async (_name, make, status, code) => {
    const { path, body } = await make();
    const before = await server.rowCounts();
    const answer = await call(server, 'POST', path, demo.token, body);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toMatch(code);
    expect(await server.rowCounts()).toEqual(before);
  });

  it('says what the amount must be', async () => {
    const answer = await call(server, 'POST', '/api/us/orders/SIP', demo.token, await sip(EQUITY.uniqueNo, '1550.00'));
    expect(answer.body.message).toBe('The amount should be a multiple of ₹100.');
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const before = await server.rowCounts();
    const answer = await placeLumpSum(server, demo, EQUITY.uniqueNo, '5000.00', { 'Idempotency-Key': 'short' });
    expect(answer.status).toBe(400);
    expect(await server.rowCounts()).toEqual(before);
  });

  it('needs a signed-in investor', async () => {
    const answer = await server.sendJson(
      'POST',
      '/api/us/orders/LUMP_SUM',
      await lumpSum(server, EQUITY.uniqueNo, '5000.00'),
    );
    expect(answer.status).toBe(401);
  });
});

describe('the opening rules (000 §6)', () => {
  let fresh: Investor;
  beforeAll(async () => {
    fresh = await freshInvestor(server, 'orders.fresh@example.com', '+919811100001');
  });

  it('refuses a lump sum without registration and ELOG, with the spec text', async () => {
    const before = await server.rowCounts();
    const answer = await placeLumpSum(server, fresh, EQUITY.uniqueNo, '5000.00');
    expect(answer).toEqual({ status: 409, body: { code: 'CONFLICT', message: OPENING_MESSAGES.lumpSum } });
    expect(await server.rowCounts()).toEqual(before);
  });

  it('refuses a SIP without an approved mandate', async () => {
    const answer = await call(server, 'POST', '/api/us/orders/SIP', fresh.token, await sip(EQUITY.uniqueNo, '1500.00'));
    expect(answer).toEqual({ status: 409, body: { code: 'CONFLICT', message: OPENING_MESSAGES.mandateNotApproved } });
  });

  it('shows the new investor no mandate and an inactive verification', async () => {
    expect(await call(server, 'GET', '/api/us/users/mandates', fresh.token)).toEqual({ status: 200, body: [] });
    const status = await call(server, 'GET', '/api/us/customers/status', fresh.token);
    expect(status.body).toMatchObject({
      active: false,
      regStatus: 'IN_PROGRESS',
      approvalStatus: 'IN_PROGRESS',
      mandateStatus: 'IN_PROGRESS',
      userStatus: 'USER_CREATED',
    });
  });

  it('shows the demo investor an approved mandate and an active verification', async () => {
    const mandates = await call(server, 'GET', '/api/us/users/mandates', demo.token);
    expect(mandates.body).toEqual([
      {
        mandateCfmId: DEMO_MANDATE_ID,
        approvalStatus: 'APPROVED',
        accountNumber: '50100234567890',
        bankName: 'HDFC Bank',
      },
    ]);
    const status = await call(server, 'GET', '/api/us/customers/status', demo.token);
    expect(status.body).toMatchObject({
      active: true,
      regStatus: 'ACTIVE',
      approvalStatus: 'ACTIVE',
      mandateStatus: 'ACTIVE',
      userStatus: 'VERIFIED',
    });
  });
});

describe('idempotent placement', () => {
  it('answers the same order for a repeated Idempotency-Key, without a second code', async () => {
    const key = { 'Idempotency-Key': 'order-key-0001' };
    const mails = (await orderMails(server, demo.email)).length;
    const first = await placeLumpSum(server, demo, EQUITY.uniqueNo, '7000.00', key);
    const rows = await server.rowCounts();
    const second = await placeLumpSum(server, demo, EQUITY.uniqueNo, '7000.00', key);
    expect(second).toEqual(first);
    expect(await server.rowCounts()).toEqual(rows);
    expect(await orderMails(server, demo.email)).toHaveLength(mails + 1);
  });

  it('refuses a key reused for a different order', async () => {
    const key = { 'Idempotency-Key': 'order-key-0002' };
    expect((await placeLumpSum(server, demo, EQUITY.uniqueNo, '8000.00', key)).status).toBe(200);
    const before = await server.rowCounts();
    const other = await placeLumpSum(server, demo, EQUITY.uniqueNo, '9000.00', key);
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await server.rowCounts()).toEqual(before);
  });

  it('treats an identical order awaiting its code within 10 minutes as the same, and a later one as new', async () => {
    const first = await placeLumpSum(server, demo, EQUITY.uniqueNo, '6100.00');
    const again = await Promise.all([
      placeLumpSum(server, demo, EQUITY.uniqueNo, '6100.00'),
      placeLumpSum(server, demo, EQUITY.uniqueNo, '6100.00'),
    ]);
    expect(again.map((a) => a.body.orderId)).toEqual([first.body.orderId, first.body.orderId]);
    const rows = await server.db.select().from(orders).where(eq(orders.amount, '6100.00'));
    expect(rows).toHaveLength(1);

    await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 11 } });
    const later = await placeLumpSum(server, demo, EQUITY.uniqueNo, '6100.00');
    expect(later.body.orderId).not.toBe(first.body.orderId);
  });

  it('Invest again within 10 minutes says the earlier code is still valid, sends nothing, and that code confirms', async () => {
    const first = await placeLumpSum(server, demo, EQUITY.uniqueNo, '6200.00');
    expect(first.body).toEqual({ orderId: expect.any(Number), otp: 'SENT' });
    const mails = await orderMails(server, demo.email);
    const code = mails[0]?.code ?? '';

    await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 4 } });
    const before = await server.rowCounts();
    const again = await placeLumpSum(server, demo, EQUITY.uniqueNo, '6200.00');
    expect(again).toEqual({ status: 200, body: { orderId: first.body.orderId, otp: 'STILL_VALID' } });
    expect(await server.rowCounts()).toEqual(before);
    expect(await orderMails(server, demo.email)).toHaveLength(mails.length);

    const confirmed = await confirm(server, demo, first.body.orderId, EQUITY.uniqueNo, code);
    expect(confirmed.body).toMatchObject({ orderId: first.body.orderId, status: 'AUTHENTICATED' });
  });

  it('Invest again after the earlier code is spent sends a new code for the same order', async () => {
    const first = await placeLumpSum(server, demo, EQUITY.uniqueNo, '6300.00');
    const { orderId } = first.body;
    const [sent] = await orderMails(server, demo.email);
    const wrong = sent?.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await confirm(server, demo, orderId, EQUITY.uniqueNo, wrong)).status).toBe(422);
    }
    // Codes are sent at most every 30 s (server/codes/send-limits.ts).
    await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 1 } });
    const again = await placeLumpSum(server, demo, EQUITY.uniqueNo, '6300.00');
    expect(again).toEqual({ status: 200, body: { orderId, otp: 'SENT' } });
    const [fresh] = await orderMails(server, demo.email);
    expect(fresh?.body).toContain(`order ${orderReference(orderId)}`);
    expect(fresh?.code).toMatch(/^\d{6}$/);
    const confirmed = await confirm(server, demo, orderId, EQUITY.uniqueNo, fresh?.code ?? '');
    expect(confirmed.body).toMatchObject({ orderId, status: 'AUTHENTICATED' });
  });
});
