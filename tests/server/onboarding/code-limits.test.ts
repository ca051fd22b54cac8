/**
 * Nominee and e-mail codes are sent as often as server/codes/send-limits.ts allows: the same
 * code again within 30 s, or an 11th time within the hour, answers 429 with the wait and changes
 * nothing (no e-mail, and the code sent before still confirms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_LIMIT_MESSAGES } from '../../../server/codes/send-limits';
import { createTestServer, type TestServer } from '../support/test-app';
import { ADULT_NOMINEE, type Investor, NOMINEES, newOnboardingInvestor, onboardThrough } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const advanceMinutes = async (minutes: number) => {
  expect((await server.sendJson('POST', '/sandbox/clock', { advance: { minutes } })).status).toBe(200);
};

describe('nominee codes', () => {
  let investor: Investor;
  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'nominee.limits');
    await onboardThrough(investor, 'additionalInfo');
  });

  it('are not sent again for the same list within 30 s; the code sent before still confirms', async () => {
    expect((await investor.call('POST', '/users/nominee', NOMINEES)).status).toBe(200);
    const code = await investor.latestCode();
    const before = await server.rowCounts();
    expect(await investor.call('POST', '/users/nominee', NOMINEES)).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_CODES', message: SEND_LIMIT_MESSAGES.tooSoon(30) },
    });
    expect(await server.rowCounts()).toEqual(before);
    expect(await investor.latestCode()).toBe(code);

    // A changed list is another code, sent at once.
    const changed = { nomineeData: [{ ...ADULT_NOMINEE, percentage: 100 }] };
    expect((await investor.call('POST', '/users/nominee', changed)).status).toBe(200);
    expect((await server.rowCounts()).outbox_messages).toBe((before.outbox_messages ?? 0) + 1);
    await advanceMinutes(1);
    expect((await investor.call('POST', '/users/nominee', NOMINEES)).status).toBe(200);
    expect((await investor.call('POST', `/users/nominee?otp=${await investor.latestCode()}`, NOMINEES)).status).toBe(
      200,
    );
  });
});

describe('e-mail codes', () => {
  let investor: Investor;
  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'email.limits');
    await onboardThrough(investor, 'bank');
  });

  it('are not sent again within 30 s, nor an 11th time within the hour, changing nothing', async () => {
    const send = () => investor.call('PATCH', '/users/email', { email: investor.email });
    expect((await send()).status).toBe(200);
    const before = await server.rowCounts();
    expect(await send()).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_CODES', message: SEND_LIMIT_MESSAGES.tooSoon(30) },
    });
    expect(await server.rowCounts()).toEqual(before);

    for (let sends = 1; sends < 10; sends++) {
      await advanceMinutes(2);
      expect((await send()).status).toBe(200);
    }
    await advanceMinutes(2);
    const code = await investor.latestCode();
    const full = await server.rowCounts();
    // Ten sends at t, t+2 … t+18 minutes; at t+20 the first leaves the hour in 40 minutes.
    expect(await send()).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_CODES', message: SEND_LIMIT_MESSAGES.tooMany(40) },
    });
    expect(await server.rowCounts()).toEqual(full);
    expect((await investor.call('PUT', '/users', { email: investor.email, otp: code })).status).toBe(200);
  });
});
