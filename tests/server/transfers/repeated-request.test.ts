/**
 * A transfer request repeated within 10 minutes answers the order placed then, as purchases do
 * (server/orders/placement.ts): `otp` STILL_VALID while the code e-mailed for it still works,
 * nothing written and nothing sent; SENT with a new code once that code is spent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowResend, demoInvestor, type Investor, orderMails } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { confirmRedemption, DEMO_FOLIOS, holdingOf, redeem } from './support';

let server: TestServer;
let demo: Investor;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

const FOLIO = DEMO_FOLIOS[1];

describe('a redemption requested again within 10 minutes', () => {
  it('says the earlier code is still valid, sends nothing, and that code confirms', async () => {
    const equity = await holdingOf(server, demo, 'EQUITY', FOLIO);
    const first = await redeem(server, demo, FOLIO, '2.0000');
    expect(first.body).toEqual({ orderId: expect.any(Number), otp: 'SENT' });
    const mails = await orderMails(server, demo.email);
    const code = mails[0]?.code ?? '';

    await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 4 } });
    const before = await server.rowCounts();
    const again = await redeem(server, demo, FOLIO, '2.0000');
    expect(again).toEqual({ status: 200, body: { orderId: first.body.orderId, otp: 'STILL_VALID' } });
    expect(await server.rowCounts()).toEqual(before);
    expect(await orderMails(server, demo.email)).toHaveLength(mails.length);

    const confirmed = await confirmRedemption(server, demo, first.body.orderId, equity.fundId, code);
    expect(confirmed.body).toEqual({ orderId: first.body.orderId, status: 'IN_PROGRESS' });
  });

  it('sends a new code for the same order once the earlier one is spent', async () => {
    const equity = await holdingOf(server, demo, 'EQUITY', FOLIO);
    const first = await redeem(server, demo, FOLIO, '3.0000');
    const { orderId } = first.body;
    const [sent] = await orderMails(server, demo.email);
    const wrong = sent?.code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await confirmRedemption(server, demo, orderId, equity.fundId, wrong)).status).toBe(422);
    }
    await allowResend(server);
    const again = await redeem(server, demo, FOLIO, '3.0000');
    expect(again).toEqual({ status: 200, body: { orderId, otp: 'SENT' } });
    const [fresh] = await orderMails(server, demo.email);
    expect(fresh?.code).toMatch(/^\d{6}$/);
    const confirmed = await confirmRedemption(server, demo, orderId, equity.fundId, fresh?.code ?? '');
    expect(confirmed.body).toEqual({ orderId, status: 'IN_PROGRESS' });
  });

  it('places a new order for a different quantity', async () => {
    const first = await redeem(server, demo, FOLIO, '1.0000');
    const other = await redeem(server, demo, FOLIO, '4.0000');
    expect(other.body.otp).toBe('SENT');
    expect(other.body.orderId).not.toBe(first.body.orderId);
  });
});
