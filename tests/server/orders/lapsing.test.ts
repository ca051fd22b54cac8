/**
 * Orders whose code was never entered lapse once their last code has expired (10 minutes on
 * the sandbox clock), as a job: FAILED with a remark Order Status shows, and no longer
 * confirmable or resendable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAPSED_REMARK } from '../../../server/orders/lapsing';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  call,
  confirm,
  demoInvestor,
  EQUITY,
  type Investor,
  latestOrderCode,
  orderOf,
  placeLumpSum,
  signInAgain,
} from './support';

let server: TestServer;
let demo: Investor;
let amount = 6100;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

async function advance(minutes: number) {
  expect((await server.sendJson('POST', '/sandbox/clock', { advance: { minutes } })).status).toBe(200);
  await signInAgain(server, demo);
}

async function placed() {
  const answer = await placeLumpSum(server, demo, EQUITY.uniqueNo, `${amount++}.00`);
  expect(answer.status).toBe(200);
  return { orderId: answer.body.orderId, code: await latestOrderCode(server, demo.email) };
}

const resend = (orderId: number) => call(server, 'PATCH', `/api/us/orders/${orderId}/${EQUITY.uniqueNo}`, demo.token);

describe('an order whose code is never entered', () => {
  it('stays INITIATED while its code is valid and lapses with a remark when it expires', async () => {
    const { orderId, code } = await placed();
    await advance(9);
    expect(await orderOf(server, demo, orderId)).toMatchObject({ status: 'INITIATED', remarks: null });
    await advance(1);
    expect(await orderOf(server, demo, orderId)).toMatchObject({ status: 'FAILED', remarks: LAPSED_REMARK });
    expect(LAPSED_REMARK).toBe(
      'Order lapsed: the OTP was not entered within 10 minutes. Please place the order again.',
    );

    const before = await server.rowCounts();
    expect((await confirm(server, demo, orderId, EQUITY.uniqueNo, code)).body).toEqual({
      code: 'ORDER_LAPSED',
      message: LAPSED_REMARK,
    });
    const resent = await resend(orderId);
    expect(resent).toEqual({ status: 409, body: { code: 'ORDER_LAPSED', message: LAPSED_REMARK } });
    expect(await server.rowCounts()).toEqual(before);
  });

  it('gets another 10 minutes from a resend before it expires', async () => {
    const { orderId } = await placed();
    await advance(9);
    expect((await resend(orderId)).status).toBe(200);
    await advance(9);
    expect((await orderOf(server, demo, orderId))?.status).toBe('INITIATED');
    expect(
      (await confirm(server, demo, orderId, EQUITY.uniqueNo, await latestOrderCode(server, demo.email))).status,
    ).toBe(200);
    await advance(30);
    expect((await orderOf(server, demo, orderId))?.status).toBe('AUTHENTICATED');
  });

  it('lapses when a worker scans as wall time passes, not only when the clock is moved', async () => {
    const { orderId } = await placed();
    // Straight on the clock, as wall time passes: no route, no listener.
    await server.clock.advanceBy(10 * 60_000);
    await signInAgain(server, demo);
    expect((await orderOf(server, demo, orderId))?.status).toBe('INITIATED');
    expect(await server.jobs.enqueueDue()).toBeGreaterThan(0);
    expect(await server.jobs.idle()).toBe(true);
    expect(await orderOf(server, demo, orderId)).toMatchObject({ status: 'FAILED', remarks: LAPSED_REMARK });
  });
});
