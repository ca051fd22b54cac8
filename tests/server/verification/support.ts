/** An investor onboarded through the exchange's client creation, ready for verification. */
import { eq } from 'drizzle-orm';
import { exchangeClientRegistrations, users } from '../../../server/db/schema';
import { EXCHANGE_AUTH_PATH } from '../../../server/partners/exchange-client';
import {
  bankAccount,
  expectOk,
  type Investor,
  newOnboardingInvestor,
  onboardThrough,
  uploadStatement,
} from '../onboarding/support';
import type { TestServer } from '../support/test-app';

export async function userIdOf(server: TestServer, investor: Investor): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.sub, investor.sub));
  if (!row) throw new Error('No user row');
  return row.id;
}

/** Onboards and presses Complete on the exchange's authentication page. */
export async function registeredInvestor(
  server: TestServer,
  name: string,
  options: { pan?: string; statement?: boolean } = {},
): Promise<Investor> {
  const investor = await newOnboardingInvestor(server, name, options.pan);
  await onboardThrough(investor, 'nominees');
  if (options.statement && (await uploadStatement(server, investor)) !== 200) throw new Error('Statement refused');
  expectOk(await investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email)), 'bank');
  expectOk(await investor.call('PATCH', '/users/email', { email: investor.email }), 'email');
  expectOk(await investor.call('PUT', '/users', { email: investor.email, otp: await investor.latestCode() }), 'email');
  const [registration] = await server.db
    .select({ token: exchangeClientRegistrations.token })
    .from(exchangeClientRegistrations)
    .where(eq(exchangeClientRegistrations.userId, await userIdOf(server, investor)));
  if (!registration) throw new Error('No client registration');
  const done = await server.request(`${EXCHANGE_AUTH_PATH}/${registration.token}`, { method: 'POST' });
  if (done.status !== 200) throw new Error(`Client creation answered ${done.status}`);
  return investor;
}

export async function setOutcome(server: TestServer, partner: string, outcome: string): Promise<void> {
  const answer = await server.sendJson('PUT', `/sandbox/partners/${partner}`, { outcome });
  if (answer.status !== 200) throw new Error(`Outcome ${partner}=${outcome} answered ${answer.status}`);
}

/** The path and query of an absolute URL this server handed out. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
