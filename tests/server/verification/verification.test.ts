/**
 * Account verification against the real database and pool (000 §4.4, §7): after the exchange's
 * client creation the investor authenticates ELOG and authorises the mandate on the sandbox
 * pages, and PATCH /customers/kyc makes them VERIFIED. Every refusal is a clear 4xx that changes
 * nothing; another investor's mandate is invisible; no status ever moves backwards.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mandates } from '../../../server/db/schema';
import type { Investor } from '../onboarding/support';
import { newOnboardingInvestor } from '../onboarding/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { pathOf, registeredInvestor, setOutcome, userIdOf } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

interface Mandate {
  mandateCfmId: string;
  approvalStatus: string;
  accountNumber: string;
  bankName: string;
}

async function unchanged<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.rowCounts();
  const answer = await call();
  expect(await server.rowCounts()).toEqual(before);
  return answer;
}

async function firstMandate(investor: Investor): Promise<Mandate> {
  const { body } = await investor.call<Mandate[]>('GET', '/users/mandates');
  const [mandate] = body;
  if (!mandate) throw new Error('No mandate');
  return mandate;
}

async function mandateLink(investor: Investor, id: string): Promise<string> {
  const answer = await investor.call<{ url: string }>('GET', `/users/mandates/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.url;
}

/** Presses a button on the bank page; answers where the bank sends the browser back. */
async function pressBank(url: string, action: 'approve' | 'cancel' | 'fail'): Promise<URL> {
  const link = new URL(url);
  const response = await server.request(`${link.pathname}/${action}${link.search}`, { method: 'POST' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

async function authenticateElog(investor: Investor): Promise<string> {
  const answer = await investor.call<{ statuscode: string; authurl: string }>('GET', '/users/elog');
  expect(answer.body.statuscode).toBe('100');
  const response = await server.request(new URL(answer.body.authurl).pathname, { method: 'POST' });
  expect(response.status).toBe(200);
  return response.text();
}

const status = (investor: Investor) => investor.call<Record<string, unknown>>('GET', '/customers/status');

beforeEach(async () => {
  for (const partner of ['mandates', 'elog', 'exchange']) await setOutcome(server, partner, 'auto');
});

describe('before the exchange has a client registration', () => {
  it('refuses mandate retry and cheque upload (409) and answers ELOG with 101, changing nothing', async () => {
    const investor = await newOnboardingInvestor(server, 'early');
    // The first authenticated call records the investor's row.
    await investor.call('GET', '/users/status');
    expect((await unchanged(() => investor.call('PATCH', '/users/mandates', {}))).status).toBe(409);
    expect((await unchanged(() => investor.call('GET', '/users/uploadToBse'))).status).toBe(409);
    expect(await unchanged(() => investor.call('GET', '/users/elog'))).toEqual({
      status: 200,
      body: {
        statuscode: '101',
        authurl: null,
        errordesc: 'Your client registration with the exchange is not complete yet.',
      },
    });
    expect((await unchanged(() => investor.call('PATCH', '/customers/kyc', { verified: true }))).status).toBe(409);
  });
});

describe('a new investor from client creation to VERIFIED', () => {
  let investor: Investor;
  let mandate: Mandate;

  beforeAll(async () => {
    investor = await registeredInvestor(server, 'verify');
    mandate = await firstMandate(investor);
  });

  it('has a PENDING mandate on the verified bank account, and AUTHORIZE to do', async () => {
    expect(mandate).toMatchObject({ approvalStatus: 'PENDING', accountNumber: '123456789012', bankName: 'HDFC Bank' });
    expect(mandate.mandateCfmId).toMatch(/^MDT-SAN\d{8}-1$/);
    expect((await status(investor)).body).toMatchObject({
      active: false,
      regStatus: 'ACTIVE',
      mandateStatus: 'IN_PROGRESS',
      approvalStatus: 'IN_PROGRESS',
      actionButton: 'AUTHORIZE',
      chequeUpload: null,
      userStatus: 'BSE_CLIENT_CREATION_COMPLETED',
    });
  });

  it('cannot complete verification yet (409, nothing changes)', async () => {
    const answer = await unchanged(() => investor.call('PATCH', '/customers/kyc', { verified: true }));
    expect(answer).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'Your registration, autopay mandate and nominee authentication must all be active first.',
      },
    });
  });

  it('authenticates ELOG on the sandbox exchange page', async () => {
    const answer = await investor.call<{ statuscode: string; authurl: string; errordesc: null }>('GET', '/users/elog');
    expect(answer.body).toEqual({
      statuscode: '100',
      authurl: expect.stringMatching(/^http:\/\/localhost:8080\/sandbox\/exchange\/elog\/[A-Za-z0-9_-]{32}$/),
      errordesc: null,
    });
    const page = await server.request(new URL(answer.body.authurl).pathname);
    const html = await page.text();
    expect(html).toContain('Authenticate your nominee declaration');
    expect(html).toContain('Meera Rao (spouse), 60%');
    const done = await server.request(new URL(answer.body.authurl).pathname, { method: 'POST' });
    expect(await done.text()).toContain('Nominee declaration authenticated');
    expect((await status(investor)).body).toMatchObject({ approvalStatus: 'ACTIVE' });
  });

  it('never moves an ACTIVE ELOG back, and answers 101 to a new initiation', async () => {
    await setOutcome(server, 'elog', 'failed');
    expect((await investor.call('GET', '/users/elog')).body).toMatchObject({
      statuscode: '101',
      errordesc: 'Your nominee declaration is already authenticated.',
    });
    expect((await status(investor)).body).toMatchObject({ approvalStatus: 'ACTIVE' });
  });

  it('gives a bank link whose redirect is this site’s dashboard', async () => {
    const url = await mandateLink(investor, mandate.mandateCfmId);
    expect(url).toMatch(
      /^http:\/\/localhost:8080\/sandbox\/bank\/mandates\/[A-Za-z0-9_-]{32}\?redirect=http%3A%2F%2Flocalhost%3A8080%2Fdashboard$/,
    );
    const page = await server.request(pathOf(url));
    const html = await page.text();
    expect(html).toContain('Authorise your autopay mandate');
    expect(html).toContain('XXXXXXXX9012');
    expect(html).not.toContain('123456789012');
    expect(await investor.status()).toEqual({ db: 'BSE_USER_MANDATE_INITIATED', pool: 'BSE_USER_MANDATE_INITIATED' });
  });

  it('never sends the investor to another site (400 for any other redirect, nothing changes)', async () => {
    const link = new URL(await mandateLink(investor, mandate.mandateCfmId));
    for (const redirect of [
      'https://evil.example/dashboard',
      'http://localhost:8080.evil.example/dashboard',
      'http://localhost:8080/signin',
      '//evil.example/dashboard',
      'javascript:alert(1)',
    ]) {
      const query = `?redirect=${encodeURIComponent(redirect)}`;
      expect((await server.request(`${link.pathname}${query}`)).status).toBe(400);
      const post = await unchanged(() => server.request(`${link.pathname}/approve${query}`, { method: 'POST' }));
      expect(post.status).toBe(400);
    }
  });

  it('records a failure at the bank as REJECTED, then a new mandate on retry', async () => {
    const back = await pressBank(await mandateLink(investor, mandate.mandateCfmId), 'fail');
    expect(back.origin + back.pathname).toBe('http://localhost:8080/dashboard');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      status: 'failure',
      message: 'The mandate got rejected by your bank. Please try again.',
    });
    expect((await firstMandate(investor)).approvalStatus).toBe('REJECTED');
    expect((await status(investor)).body).toMatchObject({ mandateStatus: 'FAILED', actionButton: 'AUTHORIZE' });

    // The app's report cannot approve what the bank rejected.
    const lie = await unchanged(() =>
      investor.call('PATCH', `/users/mandates/${mandate.mandateCfmId}/MANDATE_REGISTRATION_COMPLETED`),
    );
    expect(lie).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'Your bank has not approved this mandate.' },
    });
    expect(
      (await investor.call('PATCH', `/users/mandates/${mandate.mandateCfmId}/MANDATE_REGISTRATION_FAILED`)).status,
    ).toBe(200);
    expect(await investor.status()).toEqual({ db: 'BSE_USER_MANDATE_FAILED', pool: 'BSE_USER_MANDATE_FAILED' });

    const retried = await investor.call<Mandate[]>('PATCH', '/users/mandates', { retryEmail: false });
    expect(retried.status).toBe(200);
    expect(retried.body.map((m) => m.approvalStatus)).toEqual(['PENDING', 'REJECTED']);
    mandate = retried.body[0] as Mandate;
    expect(mandate.mandateCfmId).toMatch(/-2$/);
    // A second retry while the new one is pending registers nothing more.
    expect((await unchanged(() => investor.call<Mandate[]>('PATCH', '/users/mandates'))).body).toHaveLength(2);
  });

  it('cancelling at the bank leaves the mandate pending', async () => {
    const back = await pressBank(await mandateLink(investor, mandate.mandateCfmId), 'cancel');
    expect(back.searchParams.get('status')).toBe('cancel');
    expect((await firstMandate(investor)).approvalStatus).toBe('PENDING');
  });

  it('approves at the bank, the last step: VERIFIED at once, and the report changes nothing', async () => {
    const back = await pressBank(await mandateLink(investor, mandate.mandateCfmId), 'approve');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      status: 'success',
      message: 'Your autopay mandate is approved.',
    });
    expect((await firstMandate(investor)).approvalStatus).toBe('APPROVED');
    // ELOG was authenticated first, so the bank's approval completes verification by itself.
    expect(await investor.status()).toEqual({ db: 'VERIFIED', pool: 'VERIFIED' });
    expect((await status(investor)).body).toMatchObject({ active: true, userStatus: 'VERIFIED' });
    expect(
      (await investor.call('PATCH', `/users/mandates/${mandate.mandateCfmId}/MANDATE_REGISTRATION_COMPLETED`)).status,
    ).toBe(200);
    expect(await investor.status()).toEqual({ db: 'VERIFIED', pool: 'VERIFIED' });
  });

  it('never moves an approved mandate or a completed report backwards', async () => {
    const again = await unchanged(() => investor.call('GET', `/users/mandates/${mandate.mandateCfmId}`));
    expect(again).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'Mandate is under processing. Please retry after 5 minutes.' },
    });
    const failed = await unchanged(() =>
      investor.call('PATCH', `/users/mandates/${mandate.mandateCfmId}/MANDATE_REGISTRATION_FAILED`),
    );
    expect(failed).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'This mandate registration is already completed.' },
    });
    await setOutcome(server, 'mandates', 'rejected');
    const [row] = await server.db.select().from(mandates).where(eq(mandates.mandateCfmId, mandate.mandateCfmId));
    expect(row?.approvalStatus).toBe('APPROVED');
  });

  it('is active, and PATCH /customers/kyc makes the investor VERIFIED', async () => {
    expect((await status(investor)).body).toMatchObject({ active: true, actionButton: null });
    expect(await investor.call('PATCH', '/customers/kyc', { verified: true })).toEqual({
      status: 200,
      body: { userStatus: 'VERIFIED' },
    });
    expect(await investor.status()).toEqual({ db: 'VERIFIED', pool: 'VERIFIED' });
    // Repeating it is harmless.
    expect((await investor.call('PATCH', '/customers/kyc', { verified: true })).status).toBe(200);
  });
});

describe('verification completes with its last step, wherever that happens (000 §4.4)', () => {
  it('the mandate first: ELOG authenticated last on the exchange page makes the investor VERIFIED', async () => {
    const investor = await registeredInvestor(server, 'eloglast');
    const mandate = await firstMandate(investor);
    await pressBank(await mandateLink(investor, mandate.mandateCfmId), 'approve');
    expect(
      (await investor.call('PATCH', `/users/mandates/${mandate.mandateCfmId}/MANDATE_REGISTRATION_COMPLETED`)).status,
    ).toBe(200);
    expect(await investor.status()).toEqual({ db: 'BSE_USER_MANDATE_COMPLETED', pool: 'BSE_USER_MANDATE_COMPLETED' });
    expect(await authenticateElog(investor)).toContain('Nominee declaration authenticated');
    expect(await investor.status()).toEqual({ db: 'VERIFIED', pool: 'VERIFIED' });
  });

  it('a mandate the bank leaves waiting, or a failed ELOG, completes nothing', async () => {
    const investor = await registeredInvestor(server, 'notyet');
    await setOutcome(server, 'elog', 'failed');
    await authenticateElog(investor);
    await setOutcome(server, 'elog', 'auto');
    const mandate = await firstMandate(investor);
    await pressBank(await mandateLink(investor, mandate.mandateCfmId), 'approve');
    expect(await investor.status()).toEqual({ db: 'BSE_USER_MANDATE_INITIATED', pool: 'BSE_USER_MANDATE_INITIATED' });

    const waiting = await registeredInvestor(server, 'waiting');
    await authenticateElog(waiting);
    await setOutcome(server, 'mandates', 'pending');
    const pending = await firstMandate(waiting);
    await pressBank(await mandateLink(waiting, pending.mandateCfmId), 'approve');
    expect((await status(waiting)).body).toMatchObject({ active: false, mandateStatus: 'IN_PROGRESS' });
    expect(await waiting.status()).toEqual({ db: 'BSE_USER_MANDATE_INITIATED', pool: 'BSE_USER_MANDATE_INITIATED' });
  });
});

describe('partner knobs', () => {
  it('ELOG failed, then authenticated on a new try', async () => {
    const investor = await registeredInvestor(server, 'elogfail');
    await setOutcome(server, 'elog', 'failed');
    expect(await authenticateElog(investor)).toContain('Authentication failed');
    expect((await status(investor)).body).toMatchObject({ approvalStatus: 'FAILED' });
    await setOutcome(server, 'elog', 'auto');
    expect(await authenticateElog(investor)).toContain('Nominee declaration authenticated');
    expect((await status(investor)).body).toMatchObject({ approvalStatus: 'ACTIVE' });
  });

  it('a bank set to reject rejects even Approve; pending leaves the mandate waiting', async () => {
    const investor = await registeredInvestor(server, 'bankknob');
    await setOutcome(server, 'mandates', 'rejected');
    const first = await firstMandate(investor);
    const back = await pressBank(await mandateLink(investor, first.mandateCfmId), 'approve');
    expect(back.searchParams.get('status')).toBe('failure');
    await setOutcome(server, 'mandates', 'pending');
    const [second] = (await investor.call<Mandate[]>('PATCH', '/users/mandates')).body;
    if (!second) throw new Error('No retried mandate');
    await pressBank(await mandateLink(investor, second.mandateCfmId), 'approve');
    expect((await firstMandate(investor)).approvalStatus).toBe('WAITING_FOR_MANDATE_APPROVAL');
    expect((await status(investor)).body).toMatchObject({ mandateStatus: 'IN_PROGRESS' });
    expect((await investor.call('GET', `/users/mandates/${second.mandateCfmId}`)).status).toBe(409);
  });
});

describe('other investors and bad input', () => {
  let owner: Investor;
  let other: Investor;
  let mandate: Mandate;

  beforeAll(async () => {
    owner = await registeredInvestor(server, 'owner');
    other = await registeredInvestor(server, 'other');
    mandate = await firstMandate(owner);
  });

  it('another investor’s mandate is invisible (404, nothing changes)', async () => {
    const id = mandate.mandateCfmId;
    expect((await other.call<Mandate[]>('GET', '/users/mandates')).body.map((m) => m.mandateCfmId)).not.toContain(id);
    for (const call of [
      () => other.call('GET', `/users/mandates/${id}`),
      () => other.call('PATCH', `/users/mandates/${id}/MANDATE_REGISTRATION_FAILED`),
    ]) {
      expect(await unchanged(call)).toEqual({
        status: 404,
        body: { code: 'NOT_FOUND', message: `Mandate ${id} does not exist` },
      });
    }
  });

  it('refuses malformed ids, statuses and bodies with 400, changing nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/users/mandates/bad%20id'],
      ['GET', `/users/mandates/${'A'.repeat(41)}`],
      ['PATCH', `/users/mandates/${mandate.mandateCfmId}/APPROVED`],
      ['PATCH', '/users/mandates', { retryEmail: 'yes' }],
      ['PATCH', '/users/mandates', { other: true }],
      ['PATCH', '/customers/kyc', { verified: false }],
      ['PATCH', '/customers/kyc', {}],
    ];
    for (const [method, path, body] of calls) {
      const answer = await unchanged(() => owner.call(method, path, body));
      expect(answer.status, `${method} ${path}`).toBe(400);
    }
  });

  it('reporting a mandate never sent for authorisation is refused (409)', async () => {
    const answer = await unchanged(() =>
      owner.call('PATCH', `/users/mandates/${mandate.mandateCfmId}/MANDATE_REGISTRATION_CANCELLED`),
    );
    expect(answer).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'This mandate has not been sent for authorisation yet.' },
    });
  });

  it('needs the bearer token (401)', async () => {
    for (const path of ['/users/elog', '/users/uploadToBse', `/users/mandates/${mandate.mandateCfmId}`]) {
      expect((await server.request(`/api/us${path}`)).status).toBe(401);
    }
  });

  it('answers 404 for unknown page tokens and 400 for malformed ones or unknown actions', async () => {
    const redirect = `?redirect=${encodeURIComponent('http://localhost:8080/dashboard')}`;
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    expect((await server.request(`/sandbox/bank/mandates/${token}${redirect}`)).status).toBe(404);
    expect(
      (await unchanged(() => server.request(`/sandbox/bank/mandates/${token}/approve${redirect}`, { method: 'POST' })))
        .status,
    ).toBe(404);
    expect((await server.request(`/sandbox/exchange/elog/${token}`)).status).toBe(404);
    expect((await unchanged(() => server.request(`/sandbox/exchange/elog/${token}`, { method: 'POST' }))).status).toBe(
      404,
    );
    expect((await server.request('/sandbox/bank/mandates/short')).status).toBe(400);
    expect((await server.request(`/sandbox/bank/mandates/${token}`)).status).toBe(400);
    const link = new URL(await mandateLink(owner, mandate.mandateCfmId));
    expect(
      (await unchanged(() => server.request(`${link.pathname}/delete${link.search}`, { method: 'POST' }))).status,
    ).toBe(400);
  });

  it('refuses bank and exchange form posts from another site (403)', async () => {
    const link = new URL(await mandateLink(owner, mandate.mandateCfmId));
    const answer = await unchanged(() =>
      server.request(`${link.pathname}/approve${link.search}`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(answer.status).toBe(403);
  });
});

describe('the cheque upload to the exchange', () => {
  it('an individual with no statement gets 404', async () => {
    const investor = await registeredInvestor(server, 'nocheque');
    expect(await unchanged(() => investor.call('GET', '/users/uploadToBse'))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Please upload your bank statement first.' },
    });
  });

  it('a non-individual starts at RETRY; a rejection keeps RETRY, success makes it UPLOADED for good', async () => {
    const investor = await registeredInvestor(server, 'hufcheque', { pan: 'ABCHM2345K', statement: true });
    expect((await status(investor)).body).toMatchObject({ chequeUpload: 'RETRY', taxStatus: 'HUF' });
    await setOutcome(server, 'exchange', 'reject');
    expect(await investor.call('GET', '/users/uploadToBse')).toEqual({
      status: 200,
      body: { Status: '1', Remarks: 'Failed to upload cheque to BSE. Please try again.' },
    });
    expect((await status(investor)).body).toMatchObject({ chequeUpload: 'RETRY' });
    await setOutcome(server, 'exchange', 'auto');
    expect(await investor.call('GET', '/users/uploadToBse')).toEqual({
      status: 200,
      body: { Status: '0', Remarks: 'Cheque uploaded to BSE successfully.' },
    });
    await setOutcome(server, 'exchange', 'reject');
    expect((await investor.call('GET', '/users/uploadToBse')).body).toMatchObject({ Status: '0' });
    expect((await status(investor)).body).toMatchObject({ chequeUpload: 'UPLOADED' });
    expect(await userIdOf(server, investor)).toBeGreaterThan(0);
  });
});
