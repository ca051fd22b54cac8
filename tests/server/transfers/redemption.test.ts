/**
 * Redemptions over the real database, pool and contract check (001 §2.13, §5, §7): placed with
 * an e-mailed code, confirmed with it, paid at the NAV of the cut-off's date once it is
 * published, the units taken from the oldest lots; every refusal is a clear 4xx that changes
 * nothing, and nobody reaches another investor's folio or order.
 */
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_IN_ADDRESS } from '../../../server/contract/api-error';
import { lotConsumptions, orders, schemes, unitLedger } from '../../../server/db/schema';
import { navOn } from '../../../server/seed/nav';
import { HOLDING_MESSAGES } from '../../../server/transfers/holding';
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
import {
  codeFor,
  confirmRedemption,
  DEMO_FOLIOS,
  eveningOf,
  holdingOf,
  holdingsOf,
  redeem,
  wireFolio,
} from './support';

let server: TestServer;
let demo: Investor;
let stranger: Investor;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
  stranger = await freshInvestor(server, 'redeem.stranger@example.com', '+919811100071', true);
});
afterAll(() => server.close());

const SIP_FOLIO = DEMO_FOLIOS[1];
const MIXED_FOLIO = DEMO_FOLIOS[0];

describe('a redemption from placement to payment', () => {
  it('places with a code, confirms, and pays at the NAV of the day once it is published', async () => {
    const before = await holdingOf(server, demo, 'EQUITY', SIP_FOLIO);
    // One scheme in this folio: no fundId needed.
    const placed = await redeem(server, demo, SIP_FOLIO, '10.0000');
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId;
    const [mail] = await orderMails(server, demo.email);
    expect(mail?.body).toContain(`a redemption of 10.0000 units of ${before.schemeName}`);
    expect(await orderOf(server, demo, orderId)).toMatchObject({
      orderType: 'REDEEM',
      status: 'INITIATED',
      quantity: '10.0000',
      amount: null,
      fundId: before.fundId,
    });

    const wrong = await confirmRedemption(server, demo, orderId, before.fundId, '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toMatch(/^OTP_/);
    const confirmed = await confirmRedemption(server, demo, orderId, before.fundId, await codeFor(server, demo));
    expect(confirmed.body).toEqual({ orderId, status: 'IN_PROGRESS' });
    expect((await orderOf(server, demo, orderId))?.remarks).toBe(
      'Redemption request received: 10.0000 units will be redeemed at the NAV of 2025-06-16.',
    );
    // The NAV of Monday is published at 11 PM: nothing is paid before.
    expect((await holdingOf(server, demo, 'EQUITY', SIP_FOLIO)).quantity).toBe(before.quantity);

    await eveningOf(server, '2025-06-16', demo, stranger);
    const [scheme] = await server.db.select().from(schemes).where(eq(schemes.uniqueNo, before.fundId));
    const nav = scheme?.navModel ? navOn(scheme.navModel, '2025-06-16') : null;
    const order = await orderOf(server, demo, orderId);
    const proceeds = new Big(10).times(nav ?? '0').toFixed(2);
    expect(order).toMatchObject({ status: 'COMPLETED', quantity: '10.0000' });
    expect(order?.remarks).toContain(`Redeemed 10.0000 units of ${before.schemeName} at NAV ${nav} of 2025-06-16`);
    expect(order?.remarks).toContain(`from folio ${SIP_FOLIO}, paid to HDFC Bank account ending 7890.`);
    expect(order?.remarks).toContain(new Big(proceeds).toFixed(2).slice(-6));
    const after = await holdingOf(server, demo, 'EQUITY', SIP_FOLIO);
    expect(after.quantity).toBe(new Big(before.quantity).minus(10).toFixed(4));

    // The oldest SIP instalment's lot gave the units.
    const [redemption] = await server.db
      .select()
      .from(unitLedger)
      .where(eq(unitLedger.orderRef, `OS-${String(orderId).padStart(2, '0')}`));
    const pieces = await server.db
      .select()
      .from(lotConsumptions)
      .where(eq(lotConsumptions.redemptionId, redemption?.id ?? 0));
    expect(pieces).toHaveLength(1);
    expect(pieces[0]?.units).toBe('10.0000');
  });

  it('redeems every free unit for quantity 0, naming the scheme where the folio holds several', async () => {
    const debt = await holdingOf(server, demo, 'DEBT', MIXED_FOLIO);
    const placed = await redeem(server, demo, MIXED_FOLIO, '0.0000', debt.fundId);
    expect(placed.status).toBe(200);
    const [row] = await server.db.select().from(orders).where(eq(orders.id, placed.body.orderId));
    expect(row?.quantity).toBe(debt.quantity);
  });

  it('answers the same redemption still awaiting its code instead of placing it twice', async () => {
    const equity = await holdingOf(server, demo, 'EQUITY', MIXED_FOLIO);
    const first = await redeem(server, demo, MIXED_FOLIO, '1.5000', equity.fundId);
    const again = await redeem(server, demo, MIXED_FOLIO, '1.5000', equity.fundId);
    expect(again.body.orderId).toBe(first.body.orderId);
  });

  it('lets a second redemption have only what the first confirmed one left', async () => {
    const equity = await holdingOf(server, demo, 'EQUITY', SIP_FOLIO);
    const all = await redeem(server, demo, SIP_FOLIO, equity.quantity);
    const part = await redeem(server, demo, SIP_FOLIO, '1.0000');
    await allowResend(server);
    await signInAgainAll();
    // Codes are per order: read each order's from its own e-mail.
    const mails = await orderMails(server, demo.email);
    const codeOf = (orderId: number) =>
      mails.find((mail) => mail.body.includes(`order OS-${String(orderId).padStart(2, '0')},`))?.code ?? '';
    const first = await confirmRedemption(server, demo, all.body.orderId, equity.fundId, codeOf(all.body.orderId));
    expect(first.body.status).toBe('IN_PROGRESS');
    const second = await confirmRedemption(server, demo, part.body.orderId, equity.fundId, codeOf(part.body.orderId));
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(HOLDING_MESSAGES.insufficient);
    expect(await orderOf(server, demo, part.body.orderId)).toMatchObject({
      status: 'FAILED',
      remarks: HOLDING_MESSAGES.insufficient,
    });
    expect((await redeem(server, demo, SIP_FOLIO, '1.0000')).status).toBe(422);
  });
});

async function signInAgainAll() {
  await signInAgain(server, demo);
  await signInAgain(server, stranger);
}

describe('refusals change nothing', () => {
  const refusals: [string, () => Promise<{ status: number; body: Record<string, unknown> }>, number, string | null][] =
    [
      ['a folio the investor does not have', () => redeem(server, stranger, SIP_FOLIO, '1.0000'), 404, null],
      [
        'a folio of several schemes without the scheme',
        () => redeem(server, demo, MIXED_FOLIO, '1.0000'),
        422,
        HOLDING_MESSAGES.whichScheme,
      ],
      [
        'more units than the folio holds',
        () => redeem(server, demo, SIP_FOLIO, '99999999.0000'),
        422,
        HOLDING_MESSAGES.insufficient,
      ],
      [
        'more units than the scheme’s maximum, before what the folio holds (001 §5’s order)',
        () => redeem(server, demo, MIXED_FOLIO, '99999999.0000', elss()),
        422,
        'The maximum redemption quantity is 100000 units.',
      ],
      [
        'units still inside the ELSS lock-in',
        () => redeem(server, demo, MIXED_FOLIO, '1.0000', elss()),
        422,
        HOLDING_MESSAGES.insufficient,
      ],
      [
        'units that are not 4 decimals',
        () => call(server, 'POST', `/api/us/orders/${wireFolio(SIP_FOLIO)}/1.5`, demo.token),
        400,
        null,
      ],
      [
        'a folio written with a raw character',
        () => call(server, 'POST', '/api/us/orders/48~x17/1.0000', demo.token),
        400,
        null,
      ],
      ['no token', () => call(server, 'POST', `/api/us/orders/${wireFolio(SIP_FOLIO)}/1.0000`, ''), 401, null],
    ];
  let elssFund = '';
  const elss = () => elssFund;

  beforeAll(async () => {
    elssFund = (await holdingOf(server, demo, 'ELSS', MIXED_FOLIO)).fundId;
  });

  it.each(refusals)('refuses %s', async (_name, send, status, message) => {
    const before = await server.rowCounts();
    const answer = await send();
    expect(answer.status).toBe(status);
    if (message) expect(answer.body.message).toBe(message);
    expect(await server.rowCounts()).toEqual(before);
  });

  it('never confirms another investor’s redemption, nor a purchase through the redemption route', async () => {
    const equity = (await holdingsOf(server, demo)).find(
      (row) => row.schemeType === 'EQUITY' && row.folio === MIXED_FOLIO,
    );
    const placed = await redeem(server, demo, MIXED_FOLIO, '2.0000', equity?.fundId);
    const code = await codeFor(server, demo);
    const before = await server.rowCounts();
    expect((await confirmRedemption(server, stranger, placed.body.orderId, equity?.fundId ?? '', code)).status).toBe(
      404,
    );
    expect((await confirmRedemption(server, demo, placed.body.orderId, 'INF0T0E00011', code)).status).toBe(404);
    expect(await server.rowCounts()).toEqual(before);
    const [otp] = await server.db.select().from(orders).where(eq(orders.id, placed.body.orderId));
    expect(otp?.status).toBe('INITIATED');
  });
  it('refuses a code sent in the address, where access logs would keep it, and confirms nothing', async () => {
    const equity = (await holdingsOf(server, demo)).find(
      (row) => row.schemeType === 'EQUITY' && row.folio === MIXED_FOLIO,
    );
    const placed = await redeem(server, demo, MIXED_FOLIO, '1.0000', equity?.fundId);
    const code = await codeFor(server, demo);
    const path = `/api/us/orders/${placed.body.orderId}/${equity?.fundId}`;
    const before = await server.rowCounts();
    for (const sent of [
      await call(server, 'DELETE', `${path}?otp=${code}`, demo.token),
      await call(server, 'DELETE', `${path}?otp=${code}`, demo.token, { otp: code }),
    ]) {
      expect(sent.status).toBe(400);
      expect(sent.body).toMatchObject({ code: 'OTP_IN_ADDRESS', message: CODE_IN_ADDRESS });
    }
    expect(await server.rowCounts()).toEqual(before);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, placed.body.orderId));
    expect(order?.status).toBe('INITIATED');
    expect((await confirmRedemption(server, demo, placed.body.orderId, equity?.fundId ?? '', code)).status).toBe(200);
  });
});
