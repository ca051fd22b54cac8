/**
 * Helpers of the order tests: investors signed in (the verified demo investor, or a new one
 * made ready to buy), order calls with a bearer token, and the code the order e-mail carried.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { schemes, users } from '../../../server/db/schema';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { recordExchangeRegistration } from '../../../server/orders/account-state';
import { SEED_SCHEMES } from '../../../server/seed/fixtures';
import { DEFAULT_PASSWORD, inbox, newInvestor, signIn } from '../identity/support';
import type { TestServer } from '../support/test-app';

export const EQUITY = SEED_SCHEMES.equityJourney;

export interface Investor {
  userId: number;
  email: string;
  password: string;
  /** Replaced by `signInAgain` once the sandbox clock has moved past the token's hour. */
  token: string;
}

/** A fresh access token, issued at the sandbox clock's now. */
export async function signInAgain(server: TestServer, investor: Investor): Promise<void> {
  const answer = await signIn(server, investor.email, investor.password);
  const token = answer.body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`Sign-in of ${investor.email} failed`);
  investor.token = token;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(
  server: TestServer,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await server.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

async function userIdOf(server: TestServer, email: string): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No users row for ${email}`);
  return row.id;
}

export async function demoInvestor(server: TestServer): Promise<Investor> {
  const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'VERIFIED');
  if (!demo) throw new Error('No verified demo investor');
  const answer = await signIn(server, demo.email, demo.password);
  const token = answer.body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error('Demo sign-in failed');
  return { userId: await userIdOf(server, demo.email), email: demo.email, password: demo.password, token };
}

/** A signed-up investor; `registered` also gives them an ACTIVE exchange registration and ELOG with a bank. */
export async function freshInvestor(
  server: TestServer,
  email: string,
  phone: string,
  registered = false,
): Promise<Investor> {
  const { tokens } = await newInvestor(server, email, phone);
  // The first authenticated call records the users row.
  expect((await call(server, 'GET', '/api/us/users/status', tokens.AccessToken)).status).toBe(200);
  const userId = await userIdOf(server, email);
  if (registered) {
    await recordExchangeRegistration(
      server.db,
      userId,
      {
        regStatus: 'ACTIVE',
        elogStatus: 'ACTIVE',
        clientCode: `T${userId}`,
        bankName: 'State Bank of India',
        ifsc: 'SBIN0001234',
        accountType: 'SAVINGS_BANK',
        accountNo: '30012345678',
      },
      server.clock.now(),
    );
  }
  return { userId, email, password: DEFAULT_PASSWORD, token: tokens.AccessToken };
}

export async function schemeCodeOf(server: TestServer, fundId: string): Promise<string> {
  const [row] = await server.db.select({ code: schemes.schemeCode }).from(schemes).where(eq(schemes.uniqueNo, fundId));
  if (!row) throw new Error(`No scheme ${fundId}`);
  return row.code;
}

/** A purchasable growth scheme of that type with a NAV model (e.g. DEBT for the 1 PM cut-off). */
export async function purchasableScheme(server: TestServer, schemeType: string) {
  const [row] = await server.db
    .select()
    .from(schemes)
    .where(
      and(
        eq(schemes.schemeType, schemeType),
        eq(schemes.purchaseAllowed, 'Y'),
        eq(schemes.isNfo, false),
        eq(schemes.gdos, 'Growth'),
        isNotNull(schemes.navModel),
      ),
    )
    .orderBy(asc(schemes.uniqueNo))
    .limit(1);
  if (!row) throw new Error(`No purchasable ${schemeType} scheme`);
  return row;
}

export async function lumpSum(server: TestServer, fundId: string, amount: string) {
  return { type: 'LUMP_SUM', amount, schemeCode: await schemeCodeOf(server, fundId), fundId, mandateId: null };
}

export async function placeLumpSum(
  server: TestServer,
  investor: Investor,
  fundId: string,
  amount: string,
  headers: Record<string, string> = {},
) {
  return call<{ orderId: number }>(
    server,
    'POST',
    '/api/us/orders/LUMP_SUM',
    investor.token,
    await lumpSum(server, fundId, amount),
    headers,
  );
}

/** The code of the newest order e-mail to the investor. */
export async function latestOrderCode(server: TestServer, email: string): Promise<string> {
  const messages = await inbox(server, email);
  const code = messages.find((message) => message.subject.includes('OTP for order'))?.code;
  if (!code) throw new Error(`No order code was sent to ${email}`);
  return code;
}

export async function orderMails(server: TestServer, email: string) {
  return (await inbox(server, email)).filter((message) => message.subject.includes('OTP for order'));
}

export function confirm(server: TestServer, investor: Investor, orderId: number, fundId: string, otp: string) {
  return call<{ orderId: number; status: string; code?: string; message?: string }>(
    server,
    'PUT',
    `/api/us/orders/${orderId}/${fundId}`,
    investor.token,
    { otp },
  );
}

/** Placed and confirmed with the e-mailed code: ready to pay. */
export async function confirmedLumpSum(server: TestServer, investor: Investor, fundId: string, amount: string) {
  const placed = await placeLumpSum(server, investor, fundId, amount);
  expect(placed.status).toBe(200);
  const confirmed = await confirm(
    server,
    investor,
    placed.body.orderId,
    fundId,
    await latestOrderCode(server, investor.email),
  );
  expect(confirmed.body).toEqual({ orderId: placed.body.orderId, status: 'AUTHENTICATED' });
  return placed.body.orderId;
}

export function pay(server: TestServer, investor: Investor, body: Record<string, unknown>) {
  return call<{ statuscode: string; responsestring: string }>(server, 'POST', '/api/us/payments', investor.token, body);
}

export function paymentStatus(server: TestServer, investor: Investor, orderId: number) {
  return call<{ status: string; remarks: string | null }>(
    server,
    'GET',
    `/api/us/orders/paymentStatus?orderId=${orderId}`,
    investor.token,
  );
}

export interface OrderRowBody {
  orderId: number;
  fundId: string;
  orderType: string;
  amount: string | null;
  quantity: string | null;
  status: string;
  remarks: string | null;
  placedOn: string;
}

export async function orderOf(
  server: TestServer,
  investor: Investor,
  orderId: number,
): Promise<OrderRowBody | undefined> {
  const list = await call<{ orders: OrderRowBody[] }>(server, 'GET', '/api/us/orders?pageSize=100', investor.token);
  expect(list.status).toBe(200);
  return list.body.orders.find((order) => order.orderId === orderId);
}

export function moveClockTo(server: TestServer, iso: string) {
  return server.sendJson('POST', '/sandbox/clock', { to: iso });
}

/** Codes are sent again at most every 30 s (server/codes/send-limits.ts): the sandbox clock moves past that. */
export async function allowResend(server: TestServer): Promise<void> {
  expect((await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 1 } })).status).toBe(200);
}
