/**
 * My Investments over the real database (001 §2.16, §4.5, §7 Plans): the SIP, STP and SWP
 * lists, paged and sorted, each investor's own; skip and cancel requested, confirmed with the
 * e-mailed code and resent; the step-up chosen when a SIP starts. Every refused request answers
 * a clear 4xx and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../domain/contract/user';
import { CANCEL_REASON_REQUIRED } from '../../../domain/plans/cancel-reasons';
import { stepUpMessages } from '../../../domain/plans/step-up';
import { orders, schemes, sipRegistrations, transferPlans } from '../../../server/db/schema';
import { DEMO_FOLIOS } from '../../../server/holdings/demo-holdings';
import { PLAN_CHANGE_MESSAGES } from '../../../server/plans/plan-changes';
import { addDays } from '../../../server/seed/dates';
import {
  allowResend,
  call,
  demoInvestor,
  EQUITY,
  type Investor,
  latestOrderCode,
  orderMails,
  purchasableScheme,
} from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  changePlan,
  confirmChange,
  listSips,
  moveTo,
  type Reply,
  requestChange,
  type SipInvestor,
  sipBody,
  sipInvestor,
  sipOf,
  startSip,
} from './support';

type Schemas = components['schemas'];

let server: TestServer;
let saver: SipInvestor;
let stranger: SipInvestor;
let demo: Investor;

beforeAll(async () => {
  server = await createTestServer();
  saver = await sipInvestor(server, 'plans.changes@example.com', '+919811100161');
  stranger = await sipInvestor(server, 'plans.stranger@example.com', '+919811100162');
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

async function refusesUnchanged(send: () => Promise<Reply>, status: number, message?: string) {
  const before = await server.rowCounts();
  const answer = await send();
  expect(answer.status).toBe(status);
  if (message) expect(answer.body.message).toBe(message);
  expect(await server.rowCounts()).toEqual(before);
  return answer;
}

describe('GET /sips', () => {
  it('pages the investor’s SIPs, newest first by default, five a page', async () => {
    const started: number[] = [];
    for (const amount of ['500.00', '600.00', '700.00', '800.00', '900.00', '1000.00']) {
      started.push((await startSip(server, saver, amount, 10)).sip.id);
      // Registrations a minute apart, so creation order is plain.
      await moveTo(server, new Date(server.clock.now().getTime() + 60_000).toISOString(), saver, stranger, demo);
    }
    const first = await listSips(server, saver);
    expect(first.status).toBe(200);
    expect(first.body.totalElements).toBe(6);
    expect(first.body.sipBeans.map((sip) => sip.id)).toEqual(started.slice(1).reverse());
    const second = await listSips(server, saver, '?pageNo=1');
    expect(second.body.sipBeans.map((sip) => sip.id)).toEqual([started[0]]);
    const ascending = await listSips(server, saver, '?sortBy=id&direction=ASC&pageSize=3');
    expect(ascending.body.sipBeans.map((sip) => sip.id)).toEqual(started.slice(0, 3));
    expect((await listSips(server, saver, '?pageNo=9')).body).toEqual({ sipBeans: [], totalElements: 6 });

    const bean = first.body.sipBeans[0];
    expect(bean).toMatchObject({
      fundId: EQUITY.uniqueNo,
      amount: '1000.00',
      status: 'ACTIVE',
      dueDate: '2025-08-10',
      pausedCount: 0,
      pauseEnabled: true,
      cancelEnabled: true,
      nextAmount: '1000.00',
      stepUp: null,
      nextStepUpDate: null,
      failedDebits: 0,
    });
    expect((await listSips(server, stranger)).body).toEqual({ sipBeans: [], totalElements: 0 });
  });

  it.each(['?pageSize=0', '?pageSize=101', '?pageNo=-1', '?sortBy=amount', '?direction=UP'])(
    'refuses %s with 400',
    async (query) => {
      const answer = await listSips(server, saver, query);
      expect(answer.status).toBe(400);
    },
  );

  it('needs a signed-in investor', async () => {
    for (const path of ['/api/us/sips', '/api/us/stps', '/api/us/swps']) {
      expect((await server.request(path)).status).toBe(401);
    }
  });

  it('keeps a page between reads until the next SIP is started, and keeps it to its investor (issue 30)', async () => {
    const keeper = await sipInvestor(server, 'plans.kept@example.com', '+919811100163');
    const first = (await startSip(server, keeper, '1800.00', 14)).sip;
    const before = await listSips(server, keeper);
    expect(before.body.sipBeans.map((bean) => bean.id)).toEqual([first.id]);
    expect((await listSips(server, keeper)).body).toEqual(before.body);
    const { sip } = await startSip(server, keeper, '1900.00', 14);
    const after = await listSips(server, keeper);
    expect(after.body.sipBeans.map((bean) => bean.id)).toEqual([sip.id, first.id]);
    expect(after.body.totalElements).toBe(2);
    expect((await listSips(server, saver)).body.sipBeans.map((bean) => bean.id)).not.toContain(sip.id);
  });
});

describe('skip', () => {
  it('sends one code for the same request, confirms with it, and answers a repeat with 409', async () => {
    const [sip] = (await listSips(server, saver)).body.sipBeans;
    if (!sip) throw new Error('No SIP');
    const mails = (await orderMails(server, saver.email)).length;
    const first = await requestChange(server, saver, sip.id, 'SIP', 'PAUSE');
    expect(first.status).toBe(200);
    const again = await requestChange(server, saver, sip.id, 'SIP', 'PAUSE');
    expect(again.body.orderId).toBe(first.body.orderId);
    const sent = await orderMails(server, saver.email);
    expect(sent).toHaveLength(mails + 1);
    expect(sent[0]?.body).toContain(`a skip of the instalment of ${sip.dueDate} of your monthly SIP of ₹1,000.00 in`);

    const code = await latestOrderCode(server, saver.email);
    // Not a purchase: the purchase's confirm and resend know nothing of it.
    const purchasePath = `/api/us/orders/${first.body.orderId}/${sip.fundId}`;
    await refusesUnchanged(() => call(server, 'PUT', purchasePath, saver.token, { otp: code }) as Promise<Reply>, 404);
    await allowResend(server);
    await refusesUnchanged(() => call(server, 'PATCH', purchasePath, saver.token) as Promise<Reply>, 404);
    await refusesUnchanged(() => confirmChange(server, saver, first.body.orderId, 'SIP', 'CANCEL', code), 404);
    await refusesUnchanged(() => confirmChange(server, stranger, first.body.orderId, 'SIP', 'PAUSE', code), 404);
    await refusesUnchanged(() => confirmChange(server, saver, first.body.orderId, 'STP', 'PAUSE', code), 404);
    const wrong = await confirmChange(
      server,
      saver,
      first.body.orderId,
      'SIP',
      'PAUSE',
      code === '000000' ? '111111' : '000000',
    );
    // The modal keeps the code entry for another try on exactly this answer (OTP_INVALID).
    expect(wrong).toMatchObject({
      status: 422,
      body: { code: 'OTP_INVALID', message: 'The OTP you entered is incorrect. 4 attempts left.' },
    });
    expect((await sipOf(server, saver, sip.id)).status).toBe('ACTIVE');

    const confirmed = await confirmChange(server, saver, first.body.orderId, 'SIP', 'PAUSE', code);
    expect(confirmed.body).toEqual({ orderId: first.body.orderId, status: 'COMPLETED' });
    expect(await sipOf(server, saver, sip.id)).toMatchObject({
      status: 'PAUSED',
      pausedCount: 1,
      dueDate: sip.dueDate,
    });
    await refusesUnchanged(() => confirmChange(server, saver, first.body.orderId, 'SIP', 'PAUSE', code), 409);
    await refusesUnchanged(
      () => requestChange(server, saver, sip.id, 'SIP', 'PAUSE'),
      409,
      PLAN_CHANGE_MESSAGES.alreadySkipped,
    );
    const listed = await call<{ orders: { orderId: number; orderType: string; status: string }[] }>(
      server,
      'GET',
      '/api/us/orders?pageSize=100',
      saver.token,
    );
    expect(listed.body.orders.find((order) => order.orderId === first.body.orderId)).toMatchObject({
      orderType: 'SIP_PAUSE',
      status: 'COMPLETED',
    });
  });

  it('resends the code, which replaces the one before', async () => {
    const sip = (await listSips(server, saver)).body.sipBeans[1];
    if (!sip) throw new Error('No SIP');
    const requested = await requestChange(server, saver, sip.id, 'SIP', 'PAUSE');
    const old = await latestOrderCode(server, saver.email);
    await allowResend(server);
    const resent = await call(server, 'PATCH', `/api/us/plans/${requested.body.orderId}/SIP`, saver.token);
    expect(resent).toEqual({ status: 200, body: { status: 'success', message: 'A new OTP was sent to your e-mail.' } });
    const fresh = await latestOrderCode(server, saver.email);
    if (old !== fresh) {
      expect((await confirmChange(server, saver, requested.body.orderId, 'SIP', 'PAUSE', old)).status).toBe(422);
    }
    expect((await confirmChange(server, saver, requested.body.orderId, 'SIP', 'PAUSE', fresh)).status).toBe(200);
    await refusesUnchanged(
      () => call(server, 'PATCH', `/api/us/plans/${requested.body.orderId}/SIP`, saver.token) as Promise<Reply>,
      409,
    );
    await refusesUnchanged(
      () => call(server, 'PATCH', `/api/us/plans/${requested.body.orderId}/STP`, saver.token) as Promise<Reply>,
      404,
    );
  });

  it('is refused once the skips reach the scheme’s count, and where the scheme does not allow it', async () => {
    const sip = (await listSips(server, saver)).body.sipBeans[2];
    if (!sip) throw new Error('No SIP');
    await server.db.update(sipRegistrations).set({ pausedCount: 2 }).where(eq(sipRegistrations.id, sip.id));
    await refusesUnchanged(
      () => requestChange(server, saver, sip.id, 'SIP', 'PAUSE'),
      409,
      PLAN_CHANGE_MESSAGES.pauseLimit(2),
    );
    await server.db.update(sipRegistrations).set({ pausedCount: 0 }).where(eq(sipRegistrations.id, sip.id));

    const [scheme] = await server.db.select().from(schemes).where(eq(schemes.uniqueNo, EQUITY.uniqueNo));
    const rules = scheme?.sipDetails;
    if (!rules) throw new Error('No SIP rules');
    await server.db
      .update(schemes)
      .set({ sipDetails: { ...rules, pauseFlag: 'N' } })
      .where(eq(schemes.uniqueNo, EQUITY.uniqueNo));
    expect((await sipOf(server, saver, sip.id)).pauseEnabled).toBe(false);
    await refusesUnchanged(
      () => requestChange(server, saver, sip.id, 'SIP', 'PAUSE'),
      409,
      PLAN_CHANGE_MESSAGES.pauseNotAllowed,
    );
    await server.db.update(schemes).set({ sipDetails: rules }).where(eq(schemes.uniqueNo, EQUITY.uniqueNo));
  });
});

describe('bad plan requests', () => {
  it.each([
    ['a plan id that is not a number', 'abc', 'SIP', 'PAUSE', undefined, 400],
    ['plan id 0', 0, 'SIP', 'PAUSE', undefined, 400],
    ['an unknown plan type', 1, 'ELSS', 'PAUSE', undefined, 400],
    ['an unknown transaction', 1, 'SIP', 'STOP', undefined, 400],
    ['an unknown reason', 1, 'SIP', 'CANCEL', { reason: 'BORED' }, 400],
    ['a reason with more fields', 1, 'SIP', 'CANCEL', { reason: 'GA', note: 'x' }, 400],
    ['a plan that does not exist', 999_999, 'SIP', 'CANCEL', { reason: 'GA' }, 404],
  ])('refuses %s, changing nothing', async (_name, planId, type, transaction, body, status) => {
    await refusesUnchanged(() => requestChange(server, saver, planId, type, transaction, body), status);
  });

  it('refuses another investor’s plan, a reason on a skip, a cancel without a reason, and a skip of an STP', async () => {
    const sip = (await listSips(server, saver)).body.sipBeans[3];
    if (!sip) throw new Error('No SIP');
    await refusesUnchanged(() => requestChange(server, stranger, sip.id, 'SIP', 'CANCEL', { reason: 'GA' }), 404);
    await refusesUnchanged(() => requestChange(server, saver, sip.id, 'STP', 'CANCEL'), 404);
    await refusesUnchanged(
      () => requestChange(server, saver, sip.id, 'SIP', 'PAUSE', { reason: 'GA' }),
      400,
      'Request is not valid',
    );
    await refusesUnchanged(() => requestChange(server, saver, sip.id, 'SIP', 'CANCEL'), 422, CANCEL_REASON_REQUIRED);
    expect((await server.request(`/api/us/plans/${sip.id}/SIP/PAUSE`, { method: 'POST' })).status).toBe(401);
    expect(await sipOf(server, saver, sip.id)).toMatchObject({ status: 'ACTIVE', pausedCount: 0 });
  });
});

describe('a SIP started with a step-up', () => {
  it.each([
    ['a cap not above the amount', { type: 'AMOUNT', value: '100.00', cap: '1000.00' }, stepUpMessages.capAboveAmount],
    ['a percentage above 100', { type: 'PERCENTAGE', value: '150.00', cap: '5000.00' }, stepUpMessages.percentage],
    [
      'a step not a multiple of ₹100',
      { type: 'AMOUNT', value: '150.00', cap: '5000.00' },
      stepUpMessages.amountMultiple('100.00'),
    ],
  ])('refuses %s with its message, changing nothing', async (_name, stepUp, message) => {
    const body = await sipBody(server, saver, '1000.00', 11, stepUp as Schemas['SipStepUp']);
    await refusesUnchanged(
      () => call(server, 'POST', '/api/us/orders/SIP', saver.token, body) as Promise<Reply>,
      422,
      message,
    );
  });

  it('refuses a step-up of an unknown kind or shape with 400', async () => {
    for (const stepUp of [
      { type: 'DOUBLE', value: '1.00', cap: '5000.00' },
      { type: 'AMOUNT', value: '100' },
    ]) {
      const body = { ...(await sipBody(server, saver, '1000.00', 11)), stepUp };
      await refusesUnchanged(
        () => call(server, 'POST', '/api/us/orders/SIP', saver.token, body) as Promise<Reply>,
        400,
      );
    }
  });

  it('keeps the step-up and shows it on the bean', async () => {
    const stepUp = { type: 'PERCENTAGE' as const, value: '10.00', cap: '5000.00' };
    const { sip } = await startSip(server, saver, '1000.00', 11, stepUp);
    expect(sip).toMatchObject({ amount: '1000.00', nextAmount: '1000.00', stepUp, nextStepUpDate: '2026-08-11' });
    const [row] = await server.db.select().from(sipRegistrations).where(eq(sipRegistrations.id, sip.id));
    expect(row?.stepUp).toEqual(stepUp);
  });
});

describe('STP and SWP plans', () => {
  /** A confirmed plan of the demo investor whose first instalment is `startsIn` days away. */
  async function plan(kind: 'STP' | 'SWP', startsIn: number) {
    const target = (await purchasableScheme(server, 'DEBT')).uniqueNo;
    const now = server.clock.now();
    const start = addDays(server.clock.today(), startsIn);
    const [placing] = await server.db
      .insert(orders)
      .values({
        userId: demo.userId,
        fundId: EQUITY.uniqueNo,
        targetFundId: kind === 'STP' ? target : null,
        orderType: kind,
        amount: '1000.00',
        folio: DEMO_FOLIOS[1],
        status: 'AUTHENTICATED',
        requestFingerprint: `test:${kind}:${startsIn}`,
        placedAt: now,
        updatedAt: now,
      })
      .returning();
    const [row] = await server.db
      .insert(transferPlans)
      .values({
        userId: demo.userId,
        kind,
        fromFundId: EQUITY.uniqueNo,
        toFundId: kind === 'STP' ? target : null,
        folio: DEMO_FOLIOS[1],
        amount: '1000.00',
        frequency: 'MONTHLY',
        instalments: 3,
        orderId: placing?.id,
        startDate: start,
        nextInstalmentDate: start,
        status: 'ACTIVE',
        createdAt: now,
      })
      .returning();
    if (!row || !placing) throw new Error('The plan was not written');
    await server.db.update(orders).set({ transferPlanId: row.id }).where(eq(orders.id, placing.id));
    return { plan: row, placingId: placing.id, target };
  }

  it('lists an STP with its From and To schemes and an SWP with its scheme', async () => {
    const stp = await plan('STP', 3);
    const swp = await plan('SWP', 4);
    const stps = await call<Schemas['StpPage']>(server, 'GET', '/api/us/stps', demo.token);
    expect(stps.body.stpBeans[0]).toEqual({
      id: stp.plan.id,
      fromFundId: EQUITY.uniqueNo,
      toFundId: stp.target,
      amount: '1000.00',
      frequency: 'MONTHLY',
      status: 'ACTIVE',
      dueDate: stp.plan.startDate,
      pausedCount: 0,
      pauseEnabled: false,
      cancelEnabled: true,
      createdDate: stp.plan.createdAt.toISOString(),
    });
    const swps = await call<Schemas['SwpPage']>(server, 'GET', '/api/us/swps', demo.token);
    expect(swps.body.swpBeans[0]).toMatchObject({ id: swp.plan.id, fundId: EQUITY.uniqueNo, status: 'ACTIVE' });
    expect((await call<Schemas['StpPage']>(server, 'GET', '/api/us/stps', saver.token)).body.totalElements).toBe(0);
  });

  it('cancels an STP and an SWP: no instalment runs after, CANCELLED the next day', async () => {
    const stp = await plan('STP', 1);
    const swp = await plan('SWP', 1);
    await refusesUnchanged(
      () => requestChange(server, demo, stp.plan.id, 'STP', 'PAUSE'),
      409,
      PLAN_CHANGE_MESSAGES.onlySipSkip,
    );
    await refusesUnchanged(() => requestChange(server, demo, swp.plan.id, 'SWP', 'CANCEL', { reason: 'GA' }), 400);
    await refusesUnchanged(() => requestChange(server, demo, swp.plan.id, 'STP', 'CANCEL'), 404);
    await changePlan(server, demo, stp.plan.id, 'STP', 'CANCEL');
    const mails = await orderMails(server, demo.email);
    expect(mails[0]?.body).toContain('the cancellation of your STP of ₹1,000.00 an instalment from');
    await changePlan(server, demo, swp.plan.id, 'SWP', 'CANCEL');
    const stps = await call<Schemas['StpPage']>(server, 'GET', '/api/us/stps', demo.token);
    expect(stps.body.stpBeans.find((bean) => bean.id === stp.plan.id)).toMatchObject({
      status: 'CANCEL_INITIATED',
      dueDate: null,
      cancelEnabled: false,
    });
    await refusesUnchanged(
      () => requestChange(server, demo, stp.plan.id, 'STP', 'CANCEL'),
      409,
      PLAN_CHANGE_MESSAGES.cancelling('STP'),
    );

    await moveTo(server, `${addDays(server.clock.today(), 2)}T12:00:00+05:30`, demo, saver, stranger);
    for (const { plan: row, placingId } of [stp, swp]) {
      const [after] = await server.db.select().from(transferPlans).where(eq(transferPlans.id, row.id));
      expect(after).toMatchObject({ status: 'CANCELLED', instalmentsRun: 0 });
      const [placing] = await server.db.select().from(orders).where(eq(orders.id, placingId));
      expect(placing?.status).toBe('CANCELLED');
      const instalments = await server.db
        .select()
        .from(orders)
        .where(and(eq(orders.transferPlanId, row.id), eq(orders.orderType, row.kind)));
      expect(instalments).toHaveLength(1);
    }
    const swps = await call<Schemas['SwpPage']>(server, 'GET', '/api/us/swps', demo.token);
    expect(swps.body.swpBeans.find((bean) => bean.id === swp.plan.id)).toMatchObject({
      status: 'CANCELLED',
      cancelEnabled: false,
    });
    await refusesUnchanged(
      () => requestChange(server, demo, swp.plan.id, 'SWP', 'CANCEL'),
      409,
      PLAN_CHANGE_MESSAGES.notRunning('SWP'),
    );
  });
});
