/**
 * Helpers of the plan tests: an investor ready to start SIPs (exchange registration and an
 * APPROVED mandate), SIPs started and confirmed through the API, My Investments calls, skip and
 * cancel with the e-mailed code, and sandbox clock moves that keep the token fresh.
 */
import { expect } from 'vitest';
import type { components } from '../../../domain/contract/user';
import { mandates } from '../../../server/db/schema';
import {
  call,
  confirm,
  EQUITY,
  freshInvestor,
  type Investor,
  latestOrderCode,
  schemeCodeOf,
  signInAgain,
} from '../orders/support';
import type { TestServer } from '../support/test-app';

type Schemas = components['schemas'];
export type SipBean = Schemas['SipBean'];
export type SipStepUp = Schemas['SipStepUp'];
export type Reply = { status: number; body: { orderId: number; status: string; code?: string; message?: string } };

/** A registered investor with an APPROVED mandate of their own. */
export async function sipInvestor(server: TestServer, email: string, phone: string) {
  const investor = await freshInvestor(server, email, phone, true);
  const mandateId = `MDT${900000 + investor.userId}`;
  await server.db.insert(mandates).values({
    userId: investor.userId,
    mandateCfmId: mandateId,
    approvalStatus: 'APPROVED',
    accountNumber: '30012345678',
    bankName: 'State Bank of India',
    createdAt: server.clock.now(),
  });
  return { ...investor, mandateId };
}

export type SipInvestor = Investor & { mandateId: string };

export async function sipBody(
  server: TestServer,
  investor: SipInvestor,
  amount: string,
  day: number,
  stepUp?: SipStepUp | null,
) {
  return {
    type: 'SIP',
    amount,
    fundId: EQUITY.uniqueNo,
    frequencyType: 'MONTHLY',
    mandateId: investor.mandateId,
    sipStartDate: day,
    schemeCode: await schemeCodeOf(server, EQUITY.uniqueNo),
    ...(stepUp === undefined ? {} : { stepUp }),
  };
}

/** Placed and confirmed with the e-mailed code: the SIP is registered. */
export async function startSip(
  server: TestServer,
  investor: SipInvestor,
  amount: string,
  day: number,
  stepUp?: SipStepUp | null,
): Promise<{ orderId: number; sip: SipBean }> {
  const body = await sipBody(server, investor, amount, day, stepUp);
  const placed = await call<{ orderId: number }>(server, 'POST', '/api/us/orders/SIP', investor.token, body);
  expect(placed.status).toBe(200);
  const code = await latestOrderCode(server, investor.email);
  expect((await confirm(server, investor, placed.body.orderId, EQUITY.uniqueNo, code)).status).toBe(200);
  const newest = (await listSips(server, investor)).body.sipBeans[0];
  if (!newest) throw new Error('The SIP is not listed');
  return { orderId: placed.body.orderId, sip: newest };
}

export function listSips(server: TestServer, investor: Investor, query = '') {
  return call<Schemas['SipPage']>(server, 'GET', `/api/us/sips${query}`, investor.token);
}

export async function sipOf(server: TestServer, investor: Investor, id: number): Promise<SipBean> {
  const page = await listSips(server, investor, '?pageSize=100');
  expect(page.status).toBe(200);
  const bean = page.body.sipBeans.find((sip) => sip.id === id);
  if (!bean) throw new Error(`SIP ${id} is not listed`);
  return bean;
}

export function requestChange(
  server: TestServer,
  investor: Investor,
  planId: number | string,
  type: string,
  transaction: string,
  body?: unknown,
) {
  return call(server, 'POST', `/api/us/plans/${planId}/${type}/${transaction}`, investor.token, body) as Promise<Reply>;
}

export function confirmChange(
  server: TestServer,
  investor: Investor,
  orderId: number | string,
  type: string,
  subType: string,
  otp: string,
) {
  return call(server, 'PUT', `/api/us/plans/${orderId}/${type}?subType=${subType}`, investor.token, {
    otp,
  }) as Promise<Reply>;
}

/** Requested and confirmed with the e-mailed code. */
export async function changePlan(
  server: TestServer,
  investor: Investor,
  planId: number,
  type: 'SIP' | 'STP' | 'SWP',
  transaction: 'PAUSE' | 'CANCEL',
  body?: unknown,
) {
  const requested = await requestChange(server, investor, planId, type, transaction, body);
  expect(requested.status).toBe(200);
  const code = await latestOrderCode(server, investor.email);
  const confirmed = await confirmChange(server, investor, requested.body.orderId, type, transaction, code);
  expect(confirmed.body).toEqual({ orderId: requested.body.orderId, status: 'COMPLETED' });
  return requested.body.orderId;
}

/** Moves the sandbox clock to `iso` (answering once the work it made due has run) and signs in again. */
export async function moveTo(server: TestServer, iso: string, ...investors: Investor[]) {
  expect((await server.sendJson('POST', '/sandbox/clock', { to: iso })).status).toBe(200);
  for (const investor of investors) await signInAgain(server, investor);
}

export function setDebits(server: TestServer, outcome: 'auto' | 'fail-next' | 'fail') {
  return server.sendJson('PUT', '/sandbox/partners/debits', { outcome });
}
