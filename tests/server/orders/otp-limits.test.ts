/**
 * Order OTPs are sent as often as server/codes/send-limits.ts allows: a resend of the same
 * order's code within 30 s, an 11th send of it within the hour, or a 31st order code of the
 * investor within the hour answers 429 with the wait, and changes nothing: no e-mail, no new
 * code (the previous one still confirms), no order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_LIMIT_MESSAGES } from '../../../server/codes/send-limits';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  allowResend,
  confirm,
  demoInvestor,
  EQUITY,
  freshInvestor,
  type Investor,
  latestOrderCode,
  placeLumpSum,
  signInAgain,
} from './support';

let server: TestServer;
let demo: Investor;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

const resend = (investor: Investor, orderId: number) =>
  server.request(`/api/us/orders/${orderId}/${EQUITY.uniqueNo}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${investor.token}` },
  });

async function place(investor: Investor, amount: string): Promise<number> {
  const answer = await placeLumpSum(server, investor, EQUITY.uniqueNo, amount);
  expect(answer.status).toBe(200);
  return answer.body.orderId;
}

describe('resending an order OTP', () => {
  it('is refused within 30 s of the last code, with the wait, changing nothing', async () => {
    const orderId = await place(demo, '5200.00');
    const code = await latestOrderCode(server, demo.email);
    const before = await server.rowCounts();

    const refused = await resend(demo, orderId);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ code: 'TOO_MANY_CODES', message: SEND_LIMIT_MESSAGES.tooSoon(30) });
    expect(await server.rowCounts()).toEqual(before);

    // The code sent before the refusal is still the order's.
    expect((await confirm(server, demo, orderId, EQUITY.uniqueNo, code)).status).toBe(200);
  });

  it('is allowed again 30 s later', async () => {
    const orderId = await place(demo, '5210.00');
    await allowResend(server);
    expect((await resend(demo, orderId)).status).toBe(200);
  });

  it('is refused after 10 codes for one order within the hour, until the first leaves it', async () => {
    const orderId = await place(demo, '5220.00');
    for (let sends = 1; sends < 10; sends++) {
      await allowResend(server);
      expect((await resend(demo, orderId)).status).toBe(200);
    }
    await allowResend(server);
    const code = await latestOrderCode(server, demo.email);
    const before = await server.rowCounts();
    const refused = await resend(demo, orderId);
    expect(refused.status).toBe(429);
    // Placed at t, resent at t+1 … t+9 minutes, refused at t+10: the first send leaves the hour at t+60.
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(await refused.json()).toEqual({ code: 'TOO_MANY_CODES', message: SEND_LIMIT_MESSAGES.tooMany(50) });
    expect(await server.rowCounts()).toEqual(before);
    expect(await latestOrderCode(server, demo.email)).toBe(code);

    // Straight on the clock, not through the route: the order's last code expired meanwhile, and
    // the job queue would lapse it (lapsing.test.ts); this is about the limit alone.
    await server.clock.advanceBy(50 * 60_000);
    await signInAgain(server, demo);
    expect((await resend(demo, orderId)).status).toBe(200);
  });
});

describe('placing orders', () => {
  it('is refused after 30 order codes within the hour, creating no order and sending nothing', async () => {
    const investor = await freshInvestor(server, 'orders.limits@example.com', '+919811100077', true);
    for (let n = 0; n < 30; n++) await place(investor, `${5000 + n}.00`);
    const before = await server.rowCounts();
    const refused = await placeLumpSum(server, investor, EQUITY.uniqueNo, '6000.00');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_CODES' });
    expect(await server.rowCounts()).toEqual(before);

    // Another investor is not held up by this one's sends.
    expect((await placeLumpSum(server, demo, EQUITY.uniqueNo, '6000.00')).status).toBe(200);
  });
});
