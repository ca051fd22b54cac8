/**
 * The server's onboarding rules: every refused call (bad input, a skipped step, a wrong or stale
 * code, a partner's refusal) answers 4xx and writes nothing; the partners follow their magic
 * inputs and forced outcomes; one investor never sees another's data.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPartnerOutcome } from '../../../server/partners/outcomes';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  ADULT_NOMINEE,
  additionalInfo,
  apiCall,
  bankAccount,
  CONSENT,
  DOB,
  DOB_DMY,
  type Investor,
  MINOR_NOMINEE,
  NOMINEES,
  newOnboardingInvestor,
  onboardThrough,
  RESIDENT,
} from './support';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Codes are sent at most every 30 s (server/codes/send-limits.ts): the sandbox clock moves past that. */
const allowResend = async () => {
  expect((await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 1 } })).status).toBe(200);
};

/** Runs `call` and checks it changed no row of any table; answers the call's answer. */
async function unchanged<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.rowCounts();
  const answer = await call();
  expect(await server.rowCounts()).toEqual(before);
  return answer;
}

/** Like `unchanged`, and the investor's status is still `status` in the database and the pool. */
async function refusedAt<T>(investor: Investor, status: string, call: () => Promise<T>): Promise<T> {
  const answer = await unchanged(call);
  expect(await investor.status()).toEqual({ db: status, pool: status });
  return answer;
}

const ckycRequest = (investor: Investor) => ({
  pan: investor.pan,
  email: investor.email,
  dateOfBirth: DOB_DMY,
  consent: CONSENT,
});

describe('a step cannot be skipped', () => {
  let investor: Investor;

  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'skipper');
    await investor.call('GET', '/users/status');
  });

  it.each([
    [
      'POST',
      '/users/ckyc',
      { pan: 'ABCPM0001K', email: 'x@example.in', dateOfBirth: DOB_DMY, consent: CONSENT },
      'Please verify your PAN and date of birth first.',
    ],
    ['PATCH', '/users/basicDetail', RESIDENT, 'Please fetch your KYC record with your PAN details first.'],
    ['PATCH', '/users/detail', additionalInfo('x@example.in'), 'Please save your basic information first.'],
    ['POST', '/users/nominee', NOMINEES, 'Please save your additional information first.'],
    ['PATCH', '/users/bankdetails', bankAccount('x@example.in'), 'Please confirm your nominee details first.'],
    ['PATCH', '/users/email', { email: 'x@example.in' }, 'Please verify your bank account first.'],
    ['PUT', '/users', { email: 'x@example.in', otp: '123456' }, 'Please verify your bank account first.'],
  ])('%s %s at USER_CREATED is 409', async (method, path, body, message) => {
    const answer = await refusedAt(investor, 'USER_CREATED', () => investor.call(method, path, body));
    expect(answer).toEqual({ status: 409, body: { code: 'CONFLICT', message } });
  });

  it('basic info is refused while the CKYC download has not succeeded (PAN_SAVED)', async () => {
    // A PAN ending in W has no CKYC record: the download fails and the status stays PAN_SAVED.
    const noRecord = await newOnboardingInvestor(server, 'ckyc.skipper', 'ABCPM4321W');
    await onboardThrough(noRecord, 'pan');
    expect((await noRecord.call('POST', '/users/ckyc', ckycRequest(noRecord))).status).toBe(422);
    const answer = await refusedAt(noRecord, 'PAN_SAVED', () => noRecord.call('PATCH', '/users/basicDetail', RESIDENT));
    expect(answer).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: 'Please fetch your KYC record with your PAN details first.' },
    });
    expect((await noRecord.call('GET', '/users/taxStatus')).status).toBe(404);
  });

  it('basic info is refused after a KYC check of another PAN until that PAN’s CKYC record is downloaded', async () => {
    const changer = await newOnboardingInvestor(server, 'pan.changer');
    await onboardThrough(changer, 'ckyc');
    const other = 'ABCPM9876K';
    expect((await changer.call('POST', '/users/kyc-status', { pan: other, dob: DOB })).status).toBe(200);
    const answer = await refusedAt(changer, 'CKYC_DOWNLOAD_COMPLETED', () =>
      changer.call('PATCH', '/users/basicDetail', RESIDENT),
    );
    expect(answer.status).toBe(409);
    expect((await changer.call('GET', '/users')).body).toMatchObject({ pan: other, fullName: null });
    expect((await changer.call('POST', '/users/ckyc', { ...ckycRequest(changer), pan: other })).status).toBe(200);
    expect((await changer.call('PATCH', '/users/basicDetail', RESIDENT)).status).toBe(200);
  });

  it('additional info is refused right after the PAN step', async () => {
    await onboardThrough(investor, 'ckyc');
    const answer = await refusedAt(investor, 'CKYC_DOWNLOAD_COMPLETED', () =>
      investor.call('PATCH', '/users/detail', additionalInfo(investor.email)),
    );
    expect(answer.status).toBe(409);
  });
});

describe('bad input is refused with the screen messages and writes nothing', () => {
  let investor: Investor;

  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'validation');
    await investor.call('GET', '/users/status');
  });

  it('KYC: a minor, a future date and an unreal date', async () => {
    for (const dob of ['2010-01-01', '2030-01-01', '1990-02-30']) {
      const answer = await refusedAt(investor, 'USER_CREATED', () =>
        investor.call('POST', '/users/kyc-status', { pan: investor.pan, dob }),
      );
      expect(answer.status).toBe(400);
    }
    const minor = await investor.call('POST', '/users/kyc-status', { pan: investor.pan, dob: '2010-01-01' });
    expect(minor.body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'You must be at least 18 years old.',
      errors: [{ field: 'body.dob', message: 'You must be at least 18 years old.' }],
    });
  });

  it('KYC: a lower-case PAN breaks the contract', async () => {
    const answer = await unchanged(() => investor.call('POST', '/users/kyc-status', { pan: 'abcpm1234k', dob: DOB }));
    expect(answer.status).toBe(400);
  });

  it('basic info: the messages of 001 §5', async () => {
    await onboardThrough(investor, 'ckyc');
    const answer = await refusedAt(investor, 'CKYC_DOWNLOAD_COMPLETED', () =>
      investor.call('PATCH', '/users/basicDetail', { ...RESIDENT, firstName: 'Asha1', city: 'Bengaluru 2' }),
    );
    expect(answer.status).toBe(400);
    const nri = await unchanged(() =>
      investor.call('PATCH', '/users/basicDetail', {
        taxStatus: 'NRE',
        firstName: 'Ravi',
        lastName: 'Menon',
        country: 'IN',
        foreignAddress1: '1 Market Street',
        foreignCity: 'San Francisco',
        foreignState: 'California',
        foreignPincode: '94105',
        foreignCountry: 'US',
      }),
    );
    expect(nri.status).toBe(400);
  });

  it('additional info: the e-mail must be the investor’s own', async () => {
    await onboardThrough(investor, 'basicInfo');
    const answer = await refusedAt(investor, 'BASIC_INFO', () =>
      investor.call('PATCH', '/users/detail', additionalInfo('someone.else@example.in')),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Please use the e-mail address you signed up with.',
        errors: [{ field: 'body.email', message: 'Please use the e-mail address you signed up with.' }],
      },
    });
  });

  it.each([
    [
      'shares not totalling 100',
      [{ ...ADULT_NOMINEE, percentage: 50 }, MINOR_NOMINEE],
      { field: 'body.nomineeData', message: 'Please ensure the total shares sum up to 100% before proceeding.' },
    ],
    [
      'shares above 100',
      [{ ...ADULT_NOMINEE, percentage: 70 }, MINOR_NOMINEE],
      { field: 'body.nomineeData', message: 'Total shares have exceeded 100%' },
    ],
    [
      'a duplicate',
      [
        { ...ADULT_NOMINEE, percentage: 50 },
        { ...ADULT_NOMINEE, percentage: 50 },
      ],
      { field: 'body.nomineeData', message: 'Duplicate entries are not allowed. Please check the nominee details.' },
    ],
    [
      "the holder's own PAN",
      [{ ...ADULT_NOMINEE, percentage: 100, idNumber: 'HOLDER' }],
      { field: 'body.nomineeData[0].idNumber', message: 'Cannot be the same as the primary holder.' },
    ],
    [
      'a minor without a guardian',
      [ADULT_NOMINEE, { ...MINOR_NOMINEE, guardianName: null, guardianPan: null }],
      { field: 'body.nomineeData[1].guardianName', message: 'Guardian name required for minors.' },
    ],
    [
      'a future date of birth',
      [{ ...ADULT_NOMINEE, percentage: 100, dob: '01-01-2030' }],
      { field: 'body.nomineeData[0].dob', message: 'Please enter a valid date of birth' },
    ],
  ])('nominees: %s', async (_, nominees, error) => {
    await onboardThrough(investor, 'additionalInfo');
    const nomineeData = nominees.map((n) => (n.idNumber === 'HOLDER' ? { ...n, idNumber: investor.pan } : n));
    for (const otp of ['', '?otp=123456']) {
      const answer = await refusedAt(investor, 'ADDITIONAL_INFO', () =>
        investor.call<{ errors: unknown[] }>('POST', `/users/nominee${otp}`, { nomineeData }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual(error);
    }
  });

  it('nominees: more than three break the contract', async () => {
    const four = ['Anil', 'Bina', 'Chitra', 'Dev'].map((name) => ({ ...ADULT_NOMINEE, name, percentage: 25 }));
    expect((await unchanged(() => investor.call('POST', '/users/nominee', { nomineeData: four }))).status).toBe(400);
  });

  it('bank: IFSC and account number messages', async () => {
    await onboardThrough(investor, 'nominees');
    const answer = await refusedAt(investor, 'NOMINEE_ENROLLMENT_INITIATED', () =>
      investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email, { bankName: 'Bank of Atlantis' })),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'body.bankName', message: 'Please select a valid option.' }] },
    });
    const ifsc = await unchanged(() =>
      investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email, { ifsc: 'HDFC1001234' })),
    );
    expect(ifsc.status).toBe(400);
  });
});

describe('the sandbox partners', () => {
  it("KYC: a PAN ending in X is not registered and a PAN ending in Z is code '8015'; neither writes", async () => {
    const investor = await newOnboardingInvestor(server, 'kyc.magic');
    await investor.call('GET', '/users/status');
    expect(
      await refusedAt(investor, 'USER_CREATED', () =>
        investor.call('POST', '/users/kyc-status', { pan: 'ABCPM1234X', dob: DOB }),
      ),
    ).toEqual({ status: 200, body: { kyc_status: 'NOT_FOUND' } });
    expect(
      await refusedAt(investor, 'USER_CREATED', () =>
        investor.call('POST', '/users/kyc-status', { pan: 'ABCPM1234Z', dob: DOB }),
      ),
    ).toMatchObject({ status: 502, body: { code: '8015' } });
  });

  it('KYC: a forced outcome wins over the magic input', async () => {
    const investor = await newOnboardingInvestor(server, 'kyc.forced');
    await setPartnerOutcome(server.db, 'kyc', 'technical-issue');
    try {
      expect((await investor.call('POST', '/users/kyc-status', { pan: investor.pan, dob: DOB })).status).toBe(502);
    } finally {
      await setPartnerOutcome(server.db, 'kyc', 'auto');
    }
  });

  it('CKYC: a PAN ending in W has no record; a different PAN than the verified one is refused', async () => {
    const investor = await newOnboardingInvestor(server, 'ckyc.magic', 'ABCPM1234W');
    await onboardThrough(investor, 'pan');
    const missing = await refusedAt(investor, 'PAN_SAVED', () =>
      investor.call('POST', '/users/ckyc', {
        pan: investor.pan,
        email: investor.email,
        dateOfBirth: DOB_DMY,
        consent: CONSENT,
      }),
    );
    expect(missing).toEqual({
      status: 422,
      body: {
        code: 'CKYC_NOT_FOUND',
        message: 'No CKYC record exists for this PAN.',
        errors: [
          {
            field: 'pan',
            message:
              'The provided PAN details are not KYC compliant. Please complete your KYC verification to proceed.',
          },
        ],
      },
    });
    const other = await unchanged(() =>
      investor.call('POST', '/users/ckyc', {
        pan: 'ABCPM1234K',
        email: investor.email,
        dateOfBirth: DOB_DMY,
        consent: CONSENT,
      }),
    );
    expect(other).toMatchObject({ status: 422, body: { code: 'CKYC_MISMATCH' } });
  });

  it('bank: an account number ending in 0000 fails and writes nothing', async () => {
    const investor = await newOnboardingInvestor(server, 'bank.magic');
    await onboardThrough(investor, 'nominees');
    const answer = await refusedAt(investor, 'NOMINEE_ENROLLMENT_INITIATED', () =>
      investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email, { accountNumber: '123456780000' })),
    );
    expect(answer).toMatchObject({ status: 422, body: { code: 'BANK_VERIFICATION_FAILED' } });
  });

  it('exchange: a rejecting exchange fails the client creation', async () => {
    const investor = await newOnboardingInvestor(server, 'exchange.reject');
    await onboardThrough(investor, 'bank');
    await investor.call('PATCH', '/users/email', { email: investor.email });
    const { body } = await investor.call<{ authurl: string }>('PUT', '/users', {
      email: investor.email,
      otp: await investor.latestCode(),
    });
    await setPartnerOutcome(server.db, 'exchange', 'reject');
    try {
      const page = await server.request(new URL(body.authurl).pathname, { method: 'POST' });
      expect(await page.text()).toContain('Registration failed');
      expect(await investor.status()).toEqual({ db: 'BSE_CLIENT_CREATION_FAILED', pool: 'BSE_CLIENT_CREATION_FAILED' });
    } finally {
      await setPartnerOutcome(server.db, 'exchange', 'auto');
    }
  });
});

describe('one-time codes', () => {
  let investor: Investor;

  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'codes');
    await onboardThrough(investor, 'additionalInfo');
  });
  beforeEach(allowResend);

  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('a wrong code counts down, and the fifth wrong one locks the code', async () => {
    await investor.call('POST', '/users/nominee', NOMINEES);
    const code = await investor.latestCode();
    for (const left of [4, 3, 2, 1]) {
      expect(await investor.call('POST', `/users/nominee?otp=${wrong(code)}`, NOMINEES)).toEqual({
        status: 422,
        body: {
          code: 'OTP_INVALID',
          message: `The code is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
        },
      });
    }
    expect(await investor.call('POST', `/users/nominee?otp=${wrong(code)}`, NOMINEES)).toMatchObject({
      status: 422,
      body: { code: 'OTP_ATTEMPTS_EXCEEDED' },
    });
    // Even the right code is refused now, until a new one is sent.
    expect(
      await refusedAt(investor, 'ADDITIONAL_INFO', () => investor.call('POST', `/users/nominee?otp=${code}`, NOMINEES)),
    ).toMatchObject({ status: 422, body: { code: 'OTP_ATTEMPTS_EXCEEDED' } });
  });

  it('a new send replaces the previous code', async () => {
    await investor.call('POST', '/users/nominee', NOMINEES);
    const first = await investor.latestCode();
    await allowResend();
    expect((await investor.call('POST', '/users/nominee', NOMINEES)).status).toBe(200);
    const second = await investor.latestCode();
    if (first !== second) {
      expect((await investor.call('POST', `/users/nominee?otp=${first}`, NOMINEES)).body).toMatchObject({
        code: 'OTP_INVALID',
      });
    }
    expect(await investor.call('POST', `/users/nominee?otp=${second}`, NOMINEES)).toMatchObject({ status: 200 });
  });

  it('a code confirms only the nominee list it was sent for', async () => {
    await investor.call('POST', '/users/nominee', NOMINEES);
    const code = await investor.latestCode();
    const changed = { nomineeData: [{ ...ADULT_NOMINEE, percentage: 100 }] };
    expect(
      await refusedAt(investor, 'NOMINEE_ENROLLMENT_INITIATED', () =>
        investor.call('POST', `/users/nominee?otp=${code}`, changed),
      ),
    ).toMatchObject({ status: 422, body: { code: 'OTP_SUBJECT_CHANGED' } });
  });

  it('a code expires after 10 minutes on the sandbox clock', async () => {
    await investor.call('POST', '/users/nominee', NOMINEES);
    const code = await investor.latestCode();
    const moved = await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 10 } });
    expect(moved.status).toBe(200);
    expect(
      await refusedAt(investor, 'NOMINEE_ENROLLMENT_INITIATED', () =>
        investor.call('POST', `/users/nominee?otp=${code}`, NOMINEES),
      ),
    ).toEqual({
      status: 422,
      body: { code: 'OTP_EXPIRED', message: 'The code has expired. Please request a new one.' },
    });
  });

  it('an e-mail code is only the e-mail step’s, and a nominee code does not verify the e-mail', async () => {
    await onboardThrough(investor, 'bank');
    await investor.call('POST', '/users/nominee', NOMINEES);
    const nomineeCode = await investor.latestCode();
    expect(
      await refusedAt(investor, 'BANK_DETAILS_VERIFIED', () =>
        investor.call('PUT', '/users', { email: investor.email, otp: nomineeCode }),
      ),
    ).toMatchObject({ status: 422, body: { code: 'OTP_NOT_REQUESTED' } });
  });
});

describe('the e-mail step', () => {
  let investor: Investor;

  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'email.step');
    await onboardThrough(investor, 'bank');
  });
  beforeEach(allowResend);

  it('sends codes only to the signed-up address', async () => {
    const answer = await refusedAt(investor, 'BANK_DETAILS_VERIFIED', () =>
      investor.call('PATCH', '/users/email', { email: 'elsewhere@example.in' }),
    );
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ field: 'body.email' }] } });
  });

  it('a wrong code is refused and the status stays', async () => {
    await investor.call('PATCH', '/users/email', { email: investor.email });
    const code = await investor.latestCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await investor.call('PUT', '/users', { email: investor.email, otp: wrongCode })).toEqual({
      status: 422,
      body: { code: 'OTP_INVALID', message: 'The code is incorrect. 4 attempts left.' },
    });
    expect(await investor.status()).toEqual({ db: 'BANK_DETAILS_VERIFIED', pool: 'BANK_DETAILS_VERIFIED' });
  });

  it('a resend retires the previous code, and an expired code is refused', async () => {
    await investor.call('PATCH', '/users/email', { email: investor.email });
    const first = await investor.latestCode();
    await allowResend();
    expect((await investor.call('PATCH', '/users/email', { email: investor.email })).status).toBe(200);
    const second = await investor.latestCode();
    if (first !== second) {
      expect((await investor.call('PUT', '/users', { email: investor.email, otp: first })).status).toBe(422);
    }
    await server.sendJson('POST', '/sandbox/clock', { advance: { minutes: 11 } });
    expect(
      await refusedAt(investor, 'BANK_DETAILS_VERIFIED', () =>
        investor.call('PUT', '/users', { email: investor.email, otp: second }),
      ),
    ).toMatchObject({ status: 422, body: { code: 'OTP_EXPIRED' } });
  });

  it('verifying again before the exchange page is completed gives a fresh link and retires the old one', async () => {
    await investor.call('PATCH', '/users/email', { email: investor.email });
    const first = await investor.call<{ authurl: string }>('PUT', '/users', {
      email: investor.email,
      otp: await investor.latestCode(),
    });
    await allowResend();
    expect((await investor.call('PATCH', '/users/email', { email: investor.email })).status).toBe(200);
    const second = await investor.call<{ authurl: string; userStatus: string }>('PUT', '/users', {
      email: investor.email,
      otp: await investor.latestCode(),
    });
    expect(second.body.userStatus).toBe('EMAIL_VERIFIED');
    expect(second.body.authurl).not.toBe(first.body.authurl);
    expect((await server.request(new URL(first.body.authurl).pathname)).status).toBe(404);
    expect((await server.request(new URL(second.body.authurl).pathname)).status).toBe(200);
  });
});

describe('another investor’s data', () => {
  it('is never visible: each reads only their own address, tax status and profile', async () => {
    const a = await newOnboardingInvestor(server, 'isolation.a');
    const b = await newOnboardingInvestor(server, 'isolation.b');
    await onboardThrough(a, 'basicInfo');
    await b.call('GET', '/users/status');
    expect((await b.call('GET', '/users/primaryAddress')).status).toBe(404);
    expect((await b.call('GET', '/users/taxStatus')).status).toBe(404);
    expect(await b.call('GET', '/users')).toEqual({ status: 200, body: { pan: null, dob: null, fullName: null } });
    expect((await a.call('GET', '/users/primaryAddress')).body).toMatchObject({ city: 'Bengaluru' });
  });

  it("a code sent to one investor does not confirm another's nominees", async () => {
    const a = await newOnboardingInvestor(server, 'codes.a');
    const b = await newOnboardingInvestor(server, 'codes.b');
    await onboardThrough(a, 'additionalInfo');
    await onboardThrough(b, 'additionalInfo');
    await a.call('POST', '/users/nominee', NOMINEES);
    const code = await a.latestCode();
    expect(
      await refusedAt(b, 'ADDITIONAL_INFO', () => b.call('POST', `/users/nominee?otp=${code}`, NOMINEES)),
    ).toMatchObject({ status: 422, body: { code: 'OTP_NOT_REQUESTED' } });
  });
});

describe('every call needs a signed-in investor', () => {
  it.each([
    ['POST', '/users/kyc-status'],
    ['PATCH', '/users/basicDetail'],
    ['POST', '/users/nominee'],
    ['PATCH', '/users/bankdetails'],
    ['PUT', '/users'],
    ['POST', '/users/upload'],
  ])('%s %s without a token is 401', async (method, path) => {
    expect((await unchanged(() => apiCall(server, undefined, method, path, {}))).status).toBe(401);
  });
});
