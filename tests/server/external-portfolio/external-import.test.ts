/**
 * mfc/* against the sandbox MF Central on real PGlite: the OTP request (own PAN and date of
 * birth once on record, the magic PANs, the reload lock, send limits), the OTP check that imports
 * the statement into GET /mfc/folio, the reload status, and the statement. Refused requests change
 * nothing, and no investor reaches another's request or holdings.
 */
import { addDays, format, subYears } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOB_INVALID_MESSAGE, DOB_UNDERAGE_MESSAGE } from '../../../domain/fields';
import { users } from '../../../server/db/schema';
import { EXTERNAL_IMPORT_MESSAGES } from '../../../server/external-portfolio/external-import';
import { EXTERNAL_OTP_MESSAGES } from '../../../server/external-portfolio/otp-requests';
import { inbox } from '../identity/support';
import { allowResend, call, demoInvestor, freshInvestor, type Investor, signInAgain } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';

let server: TestServer;
let demo: Investor;
let fresh: Investor;
let other: Investor;
/** Never imports: the forced outcome and the send limit use it. */
let spare: Investor;

const DEMO_PAN = 'BQKPM4821L';
const DEMO_DOB = '1986-03-14';

interface Reference {
  reqId: string;
  clientRefNo: string;
  otpRef: string;
}

interface Holding {
  isin: string | null;
  schemeName: string;
  amcName: string;
  folio: string;
  quantity: string;
  nav: string;
  amount: string;
  currentValue: string;
  gainLoss: string;
  asOn: string;
}

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
  fresh = await freshInvestor(server, 'cas.fresh@example.com', '9811100001');
  other = await freshInvestor(server, 'cas.other@example.com', '9811100002');
  spare = await freshInvestor(server, 'cas.spare@example.com', '9811100003');
});
afterAll(() => server.close());

async function subOf(investor: Investor): Promise<string> {
  const [row] = await server.db.select({ sub: users.sub }).from(users).where(eq(users.id, investor.userId));
  if (!row) throw new Error('no user');
  return row.sub;
}

const askOtp = (investor: Investor, pan: string, dob: string) =>
  call<Reference & { code?: string; message?: string }>(server, 'POST', '/api/us/mfc/otp', investor.token, {
    pan,
    dob,
  });

async function latestCasCode(email: string): Promise<string> {
  const code = (await inbox(server, email)).find((message) => message.subject.startsWith('MF Central: your OTP'))?.code;
  if (!code) throw new Error(`No MF Central code for ${email}`);
  return code;
}

async function verify(investor: Investor, reference: Reference, pan: string, dob: string, enteredOtp: string) {
  return call<{ holdings: Holding[]; partial: boolean; code?: string; message?: string }>(
    server,
    'POST',
    '/api/us/mfc/userdetail',
    investor.token,
    { ...reference, pan, dob, enteredOtp, userSubjectReference: await subOf(investor) },
  );
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const folio = (investor: Investor) => call<Holding[]>(server, 'GET', '/api/us/mfc/folio', investor.token);
const status = (investor: Investor) => call(server, 'GET', '/api/us/mfc/status', investor.token);
const lastUpdate = (investor: Investor) => call(server, 'GET', '/api/us/mfc/lastUpdate', investor.token);

describe('the demo investor imports their own statement', () => {
  it('has no external portfolio, no reload lock and no statement before the import', async () => {
    expect(await status(demo)).toEqual({ status: 200, body: { status: false, date: null, errorMessage: null } });
    expect(await lastUpdate(demo)).toEqual({ status: 200, body: { status: false, date: null, errorMessage: null } });
    expect((await call(server, 'GET', '/api/us/mfc/cas-doc', demo.token)).status).toBe(404);
    expect((await call(server, 'POST', '/api/us/mfc/cas-request', demo.token)).status).toBe(404);
  });

  it('refuses a PAN or date of birth other than the account’s, changing nothing', async () => {
    const before = await server.rowCounts();
    for (const [pan, dob] of [
      ['ABCPE1234L', DEMO_DOB],
      [DEMO_PAN, '1990-01-01'],
    ] as const) {
      const answer = await askOtp(demo, pan, dob);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'PAN_MISMATCH', message: EXTERNAL_IMPORT_MESSAGES.panMismatch });
    }
    expect(await server.rowCounts()).toEqual(before);
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    const before = await server.rowCounts();
    for (const body of [
      { pan: 'bqkpm4821l', dob: DEMO_DOB },
      { pan: DEMO_PAN, dob: '14-03-1986' },
      { pan: DEMO_PAN },
      { pan: DEMO_PAN, dob: DEMO_DOB, extra: 1 },
    ]) {
      expect((await call(server, 'POST', '/api/us/mfc/otp', demo.token, body)).status).toBe(400);
    }
    const badVerify = await call(server, 'POST', '/api/us/mfc/userdetail', demo.token, {
      reqId: 'x',
      otpRef: 'x',
      clientRefNo: 'x',
      pan: DEMO_PAN,
      dob: DEMO_DOB,
      enteredOtp: '12345',
      userSubjectReference: 'x',
    });
    expect(badVerify.status).toBe(400);
    expect(await server.rowCounts()).toEqual(before);
  });

  it('sends an OTP, imports holdings at three fund houses on the right code, and locks the reload for a day', async () => {
    const asked = await askOtp(demo, DEMO_PAN, DEMO_DOB);
    expect(asked.status).toBe(200);
    expect(Object.keys(asked.body).sort()).toEqual(['clientRefNo', 'otpRef', 'reqId']);
    const code = await latestCasCode(demo.email);
    const imported = await verify(demo, asked.body, DEMO_PAN, DEMO_DOB, code);
    expect(imported.status).toBe(200);
    expect(imported.body.partial).toBe(false);
    expect(imported.body.holdings.length).toBeGreaterThanOrEqual(3);
    expect(new Set(imported.body.holdings.map((h) => h.amcName)).size).toBe(3);
    const today = server.clock.today();
    for (const holding of imported.body.holdings) {
      expect(holding.asOn).toBe(today);
      expect(Number(holding.quantity)).toBeGreaterThan(0);
    }
    expect((await folio(demo)).body).toEqual(imported.body.holdings);
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const nextDay = tomorrow.toISOString().slice(0, 10);
    expect((await status(demo)).body).toEqual({ status: true, date: nextDay, errorMessage: null });
    expect((await lastUpdate(demo)).body).toEqual({ status: true, date: today, errorMessage: null });
    // The code worked once.
    expect((await verify(demo, asked.body, DEMO_PAN, DEMO_DOB, code)).body).toMatchObject({ code: 'OTP_USED' });
    // Nobody else sees it.
    expect((await folio(other)).body).toEqual([]);
  });

  it('serves the statement PDF and e-mails it on request', async () => {
    const response = await server.request('/api/us/mfc/cas-doc', {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain(DEMO_PAN);
    const requested = await call(server, 'POST', '/api/us/mfc/cas-request', demo.token);
    expect(requested).toMatchObject({ status: 200, body: { status: 'success' } });
    expect((await inbox(server, demo.email))[0]?.subject).toBe('MF Central: your consolidated account statement');
  });

  it('refuses a reload before the next reload date with that date, and allows it from then on', async () => {
    const before = await server.rowCounts();
    const locked = await askOtp(demo, DEMO_PAN, DEMO_DOB);
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('RELOAD_NOT_AVAILABLE');
    expect(locked.body.message).toMatch(/^Your portfolio can be refreshed again on \d{2}\/\d{2}\/\d{4}\.$/);
    expect(await server.rowCounts()).toEqual(before);
    expect((await server.sendJson('POST', '/sandbox/clock', { advance: { days: 1 } })).status).toBe(200);
    await signInAgain(server, demo);
    expect((await status(demo)).body).toMatchObject({ status: false });
    expect((await askOtp(demo, DEMO_PAN, DEMO_DOB)).status).toBe(200);
  });
});

describe('the OTP check', () => {
  it('counts wrong codes, and the 5th ends the request even for the right code', async () => {
    await allowResend(server);
    await signInAgain(server, fresh);
    const pan = 'AAAPK1111K';
    const asked = await askOtp(fresh, pan, '1990-05-05');
    const code = await latestCasCode(fresh.email);
    for (let left = 4; left >= 1; left--) {
      const answer = await verify(fresh, asked.body, pan, '1990-05-05', wrongFor(code));
      expect(answer).toMatchObject({
        status: 422,
        body: { code: 'OTP_INVALID', message: EXTERNAL_OTP_MESSAGES.wrong(left) },
      });
    }
    expect((await verify(fresh, asked.body, pan, '1990-05-05', wrongFor(code))).body).toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
    });
    expect((await verify(fresh, asked.body, pan, '1990-05-05', code)).body).toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
    });
    expect((await folio(fresh)).body).toEqual([]);
  });

  it('resends a new code on the same request: the references stay, the old code dies, the attempts start over', async () => {
    await allowResend(server);
    await signInAgain(server, fresh);
    const pan = 'AAAPK4444K';
    const first = await askOtp(fresh, pan, '1990-05-05');
    const oldCode = await latestCasCode(fresh.email);
    for (let i = 0; i < 4; i++) await verify(fresh, first.body, pan, '1990-05-05', wrongFor(oldCode));
    await allowResend(server);
    await signInAgain(server, fresh);
    const again = await askOtp(fresh, pan, '1990-05-05');
    expect(again.body).toEqual(first.body);
    const newCode = await latestCasCode(fresh.email);
    if (newCode !== oldCode) {
      expect((await verify(fresh, first.body, pan, '1990-05-05', oldCode)).body).toMatchObject({ code: 'OTP_INVALID' });
    }
    expect((await verify(fresh, first.body, pan, '1990-05-05', wrongFor(newCode))).body).toMatchObject({
      message: EXTERNAL_OTP_MESSAGES.wrong(newCode === oldCode ? 4 : 3),
    });
  });

  it('expires a code after 10 minutes on the sandbox clock', async () => {
    await allowResend(server);
    await signInAgain(server, fresh);
    const pan = 'AAAPK2222K';
    const asked = await askOtp(fresh, pan, '1990-05-05');
    const code = await latestCasCode(fresh.email);
    expect((await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 10 } })).status).toBe(200);
    await signInAgain(server, fresh);
    expect((await verify(fresh, asked.body, pan, '1990-05-05', code)).body).toMatchObject({
      code: 'OTP_EXPIRED',
      message: EXTERNAL_OTP_MESSAGES.expired,
    });
  });

  it('refuses details that differ from the request, and another investor’s request is not found', async () => {
    await allowResend(server);
    await signInAgain(server, fresh);
    await signInAgain(server, other);
    const pan = 'AAAPK3333K';
    const asked = await askOtp(fresh, pan, '1990-05-05');
    const code = await latestCasCode(fresh.email);
    const before = await server.rowCounts();
    expect((await verify(fresh, { ...asked.body, otpRef: 'other' }, pan, '1990-05-05', code)).body).toMatchObject({
      code: 'REQUEST_MISMATCH',
    });
    expect((await verify(fresh, asked.body, 'AAAPK3334K', '1990-05-05', code)).status).toBe(422);
    const stranger = await verify(other, asked.body, pan, '1990-05-05', code);
    expect(stranger).toMatchObject({ status: 404, body: { message: EXTERNAL_IMPORT_MESSAGES.noRequest } });
    const wrongSubject = await call(server, 'POST', '/api/us/mfc/userdetail', fresh.token, {
      ...asked.body,
      pan,
      dob: '1990-05-05',
      enteredOtp: code,
      userSubjectReference: await subOf(other),
    });
    expect(wrongSubject.body).toMatchObject({ code: 'REQUEST_MISMATCH' });
    expect(await server.rowCounts()).toEqual(before);
    // The right details still work: the refusals used no attempt.
    expect((await verify(fresh, asked.body, pan, '1990-05-05', code)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await server.request('/api/us/mfc/otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pan: DEMO_PAN, dob: DEMO_DOB }),
    });
    expect(response.status).toBe(401);
  });
});

describe('magic PANs of the sandbox MF Central', () => {
  it("answers code '8003' for a PAN ending in N, sending and storing nothing", async () => {
    await signInAgain(server, other);
    const before = await server.rowCounts();
    const answer = await askOtp(other, 'AAAPN1234N', '1991-01-01');
    expect(answer).toMatchObject({ status: 422, body: { code: '8003', message: EXTERNAL_IMPORT_MESSAGES.noFunds } });
    expect(await server.rowCounts()).toEqual(before);
  });

  it('refuses a date of birth less than 18 years before the sandbox day, changing nothing', async () => {
    await signInAgain(server, other);
    const before = await server.rowCounts();
    const today = new Date(`${server.clock.today()}T00:00:00`);
    const tooYoung = await askOtp(other, 'AAAPM1234M', format(addDays(subYears(today, 18), 1), 'yyyy-MM-dd'));
    expect(tooYoung).toMatchObject({ status: 400, body: { message: DOB_UNDERAGE_MESSAGE } });
    const unborn = await askOtp(other, 'AAAPM1234M', format(addDays(today, 1), 'yyyy-MM-dd'));
    expect(unborn).toMatchObject({ status: 400, body: { message: DOB_INVALID_MESSAGE } });
    expect(await server.rowCounts()).toEqual(before);
  });

  it('refuses every OTP for a PAN ending in F', async () => {
    await signInAgain(server, other);
    const asked = await askOtp(other, 'AAAPF1234F', '1991-01-01');
    const code = await latestCasCode(other.email);
    const answer = await verify(other, asked.body, 'AAAPF1234F', '1991-01-01', code);
    expect(answer).toMatchObject({
      status: 422,
      body: { code: 'OTP_REJECTED', message: EXTERNAL_OTP_MESSAGES.rejected },
    });
    expect((await folio(other)).body).toEqual([]);
  });

  it('imports partial data for a PAN ending in D: one fund house is delayed', async () => {
    await allowResend(server);
    await signInAgain(server, other);
    const asked = await askOtp(other, 'AAAPD1234D', '1991-01-01');
    const code = await latestCasCode(other.email);
    const answer = await verify(other, asked.body, 'AAAPD1234D', '1991-01-01', code);
    expect(answer.status).toBe(200);
    expect(answer.body.partial).toBe(true);
    expect(new Set(answer.body.holdings.map((h) => h.amcName)).size).toBe(2);
    expect((await folio(other)).body).toEqual(answer.body.holdings);
  });

  it('follows a forced outcome over the magic PAN', async () => {
    expect((await server.sendJson('PUT', '/sandbox/partners/cas', { outcome: 'no-funds' })).status).toBe(200);
    await signInAgain(server, spare);
    expect((await askOtp(spare, 'AAAPK9999K', '1990-05-05')).body).toMatchObject({ code: '8003' });
    expect((await server.sendJson('PUT', '/sandbox/partners/cas', { outcome: 'auto' })).status).toBe(200);
  });
});

describe('send limits', () => {
  it('refuses a second OTP within 30 s with 429 and stores nothing', async () => {
    await allowResend(server);
    await signInAgain(server, spare);
    expect((await askOtp(spare, 'AAAPK5555K', '1990-05-05')).status).toBe(200);
    const before = await server.rowCounts();
    const again = await askOtp(spare, 'AAAPK5555K', '1990-05-05');
    expect(again).toMatchObject({ status: 429, body: { code: 'TOO_MANY_CODES' } });
    expect(await server.rowCounts()).toEqual(before);
  });
});
