/**
 * Helpers of the redemption, switch, STP and SWP tests: the investor's holdings as GET
 * /portfolios answers them, the calls with a bearer token, and the sandbox clock moved to the
 * evening a NAV is published (11 PM IST).
 */
import { expect } from 'vitest';
import type { components } from '../../../domain/contract/user';
import { DEMO_FOLIOS } from '../../../server/holdings/demo-holdings';
import { type Answer, call, type Investor, latestOrderCode, moveClockTo, signInAgain } from '../orders/support';
import type { TestServer } from '../support/test-app';

export type Holding = components['schemas']['Holding'];
export type Reply = Answer<{ orderId: number; status: string; otp?: string; code?: string; message?: string }>;

export { DEMO_FOLIOS };

export const wireFolio = (folio: string) => folio.replaceAll('/', '~-');

export async function holdingsOf(server: TestServer, investor: Investor): Promise<Holding[]> {
  const answer = await call<Holding[]>(server, 'GET', '/api/us/portfolios', investor.token);
  expect(answer.status).toBe(200);
  return answer.body;
}

export async function holdingOf(server: TestServer, investor: Investor, schemeType: string, folio: string) {
  const holding = (await holdingsOf(server, investor)).find(
    (row) => row.schemeType === schemeType && row.folio === folio,
  );
  if (!holding) throw new Error(`No ${schemeType} holding in folio ${folio}`);
  return holding;
}

export function redeem(server: TestServer, investor: Investor, folio: string, units: string, fundId?: string) {
  const query = fundId ? `?fundId=${fundId}` : '';
  return call(server, 'POST', `/api/us/orders/${wireFolio(folio)}/${units}${query}`, investor.token) as Promise<Reply>;
}

export function confirmRedemption(
  server: TestServer,
  investor: Investor,
  orderId: number,
  fundId: string,
  otp: string,
) {
  // The code travels in the body, never in the address (issue 26 item 9).
  return call(server, 'DELETE', `/api/us/orders/${orderId}/${fundId}`, investor.token, { otp }) as Promise<Reply>;
}

/** The code of the newest order e-mail, after checking what it describes. */
export async function codeFor(server: TestServer, investor: Investor) {
  return latestOrderCode(server, investor.email);
}

/** Moves the sandbox clock to 11:30 PM IST of `date` (after that day's NAV is out) and signs in again. */
export async function eveningOf(server: TestServer, date: string, ...investors: Investor[]) {
  expect((await moveClockTo(server, `${date}T18:00:00.000Z`)).status).toBe(200);
  for (const investor of investors) await signInAgain(server, investor);
}
