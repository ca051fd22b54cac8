/**
 * A resident investor goes through every onboarding call against the real database and pool:
 * each step answers as the contract says, and the signup status moves forward in the database
 * and the pool attribute together, up to the exchange's client creation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeClientRegistrations,
  onboardingAdditionalInfo,
  onboardingBankAccounts,
  onboardingBasicInfo,
  onboardingKyc,
  onboardingNominees,
  users,
} from '../../../server/db/schema';
import { ckycFullName } from '../../../server/partners/ckyc';
import { inbox } from '../identity/support';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  additionalInfo,
  bankAccount,
  CONSENT,
  DOB,
  DOB_DMY,
  type Investor,
  NOMINEES,
  NON_RESIDENT,
  newOnboardingInvestor,
  onboardThrough,
  RESIDENT,
  uploadStatement,
} from './support';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function userId(investor: Investor): Promise<number> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.sub, investor.sub));
  if (!row) throw new Error('No user row');
  return row.id;
}

describe('a resident investor from sign-up to client creation', () => {
  let investor: Investor;
  let authurl: string;

  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'resident');
  });

  it('starts at USER_CREATED', async () => {
    expect(await investor.call('GET', '/users/status')).toEqual({ status: 200, body: { userStatus: 'USER_CREATED' } });
    expect(await investor.status()).toEqual({ db: 'USER_CREATED', pool: 'USER_CREATED' });
  });

  it('KYC check: VALIDATED saves the PAN and date of birth (PAN_SAVED)', async () => {
    expect(await investor.call('POST', '/users/kyc-status', { pan: investor.pan, dob: DOB })).toEqual({
      status: 200,
      body: { kyc_status: 'VALIDATED' },
    });
    expect(await investor.call('GET', '/users')).toEqual({
      status: 200,
      body: { pan: investor.pan, dob: DOB, fullName: null },
    });
    expect(await investor.status()).toEqual({ db: 'PAN_SAVED', pool: 'PAN_SAVED' });
  });

  it('CKYC download gives the name derived from the PAN and keeps the consent', async () => {
    const answer = await investor.call('POST', '/users/ckyc', {
      pan: investor.pan,
      email: investor.email.toUpperCase(),
      dateOfBirth: DOB_DMY,
      consent: CONSENT,
    });
    expect(answer).toEqual({ status: 200, body: { fullName: ckycFullName(investor.pan) } });
    expect(ckycFullName(investor.pan)).toMatch(/^[A-Z]+ M[A-Z]+$/);
    const [kyc] = await server.db
      .select()
      .from(onboardingKyc)
      .where(eq(onboardingKyc.userId, await userId(investor)));
    expect(kyc?.ckycConsent).toEqual(CONSENT);
    expect(await investor.status()).toEqual({ db: 'CKYC_DOWNLOAD_COMPLETED', pool: 'CKYC_DOWNLOAD_COMPLETED' });
  });

  it('the CKYC name is the investor’s record: GET users gives it in any later session', async () => {
    expect(await investor.call('GET', '/users')).toEqual({
      status: 200,
      body: { pan: investor.pan, dob: DOB, fullName: ckycFullName(investor.pan) },
    });
  });

  it('tax status and primary address are not there before Basic Info', async () => {
    expect((await investor.call('GET', '/users/taxStatus')).status).toBe(404);
    expect((await investor.call('GET', '/users/primaryAddress')).status).toBe(404);
  });

  it('Basic Info saves the resident address (BASIC_INFO)', async () => {
    expect(await investor.call('PATCH', '/users/basicDetail', RESIDENT)).toEqual({
      status: 200,
      body: { userStatus: 'BASIC_INFO', taxStatus: 'INDIVIDUAL' },
    });
    expect(await investor.call('GET', '/users/taxStatus')).toEqual({ status: 200, body: { taxStatus: 'INDIVIDUAL' } });
    expect(await investor.call('GET', '/users/primaryAddress')).toEqual({
      status: 200,
      body: {
        address1: '12 MG Road',
        address2: 'Shanti Nagar',
        address3: null,
        city: 'Bengaluru',
        pincode: '560001',
        country: 'IN',
      },
    });
    expect(await investor.status()).toEqual({ db: 'BASIC_INFO', pool: 'BASIC_INFO' });
  });

  it('Additional Info (ADDITIONAL_INFO)', async () => {
    expect(await investor.call('PATCH', '/users/detail', additionalInfo(investor.email))).toEqual({
      status: 200,
      body: { userStatus: 'ADDITIONAL_INFO' },
    });
    const rows = await server.db
      .select()
      .from(onboardingAdditionalInfo)
      .where(eq(onboardingAdditionalInfo.userId, await userId(investor)));
    expect(rows).toMatchObject([{ gender: 'FEMALE', grossAnnualIncome: 'FIVE_AND_TEN', occupation: 'SERVICES' }]);
  });

  it('nominees: the first call e-mails a code and saves nothing', async () => {
    expect(await investor.call('POST', '/users/nominee', NOMINEES)).toEqual({
      status: 200,
      body: { status: 'OTP_SENT', userStatus: 'ADDITIONAL_INFO' },
    });
    const [mail] = await inbox(server, investor.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your nominee details' });
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.body).toContain(mail?.code);
    expect(
      await server.db
        .select()
        .from(onboardingNominees)
        .where(eq(onboardingNominees.userId, await userId(investor))),
    ).toEqual([]);
  });

  it('nominees: the code saves them (NOMINEE_ENROLLMENT_INITIATED)', async () => {
    const code = await investor.latestCode();
    expect(await investor.call('POST', `/users/nominee?otp=${code}`, NOMINEES)).toEqual({
      status: 200,
      body: { status: 'NOMINEES_SAVED', userStatus: 'NOMINEE_ENROLLMENT_INITIATED' },
    });
    const saved = await server.db
      .select()
      .from(onboardingNominees)
      .where(eq(onboardingNominees.userId, await userId(investor)))
      .orderBy(onboardingNominees.position);
    expect(saved).toMatchObject([
      { position: 1, name: 'Meera Rao', percentage: 60, dob: '1988-03-14', guardianName: null },
      { position: 2, name: 'Kiran Rao', percentage: 40, dob: '2015-01-01', guardianName: 'Meera Rao' },
    ]);
    expect(await investor.status()).toEqual({
      db: 'NOMINEE_ENROLLMENT_INITIATED',
      pool: 'NOMINEE_ENROLLMENT_INITIATED',
    });
  });

  it('the code is single-use', async () => {
    const code = await investor.latestCode();
    expect(await investor.call('POST', `/users/nominee?otp=${code}`, NOMINEES)).toMatchObject({
      status: 422,
      body: { code: 'OTP_NOT_REQUESTED' },
    });
  });

  it('bank verification (BANK_DETAILS_VERIFIED)', async () => {
    expect(await investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email))).toEqual({
      status: 200,
      body: { userStatus: 'BANK_DETAILS_VERIFIED' },
    });
    const rows = await server.db
      .select()
      .from(onboardingBankAccounts)
      .where(eq(onboardingBankAccounts.userId, await userId(investor)));
    expect(rows).toMatchObject([{ ifsc: 'HDFC0001234', accountType: 'SAVINGS_BANK' }]);
  });

  it('e-mail verification gives the exchange page URL (EMAIL_VERIFIED)', async () => {
    expect(await investor.call('PATCH', '/users/email', { email: investor.email })).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    const [mail] = await inbox(server, investor.email);
    expect(mail?.subject).toBe('Verify your e-mail address');
    const answer = await investor.call<{ authurl: string; userStatus: string }>('PUT', '/users', {
      email: investor.email,
      otp: mail?.code,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.userStatus).toBe('EMAIL_VERIFIED');
    expect(answer.body.authurl).toMatch(
      /^http:\/\/localhost:8080\/sandbox\/exchange\/authenticate\/[A-Za-z0-9_-]{32}$/,
    );
    authurl = answer.body.authurl;
    expect(await investor.status()).toEqual({ db: 'EMAIL_VERIFIED', pool: 'EMAIL_VERIFIED' });
  });

  it('onboarding details are closed once the e-mail is verified', async () => {
    expect(await investor.call('PATCH', '/users/basicDetail', RESIDENT)).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
  });

  it('the exchange page is an accessible form with a Complete button; the status waits for it', async () => {
    const page = await server.request(new URL(authurl).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Authenticate your registration</h1>');
    expect(html).toMatch(/<form method="post" action="\/sandbox\/exchange\/authenticate\/[A-Za-z0-9_-]+">/);
    expect(html).toContain('<button type="submit">Complete</button>');
    expect(html).toContain(`${investor.email.slice(0, 2)}***`);
    expect(await investor.status()).toEqual({ db: 'EMAIL_VERIFIED', pool: 'EMAIL_VERIFIED' });
  });

  it('completing the page creates the exchange client (BSE_CLIENT_CREATION_COMPLETED)', async () => {
    const done = await server.request(new URL(authurl).pathname, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Registration complete');
    expect(await investor.status()).toEqual({
      db: 'BSE_CLIENT_CREATION_COMPLETED',
      pool: 'BSE_CLIENT_CREATION_COMPLETED',
    });
    const [registration] = await server.db
      .select()
      .from(exchangeClientRegistrations)
      .where(eq(exchangeClientRegistrations.userId, await userId(investor)));
    expect(registration).toMatchObject({ state: 'COMPLETED', clientCode: expect.stringMatching(/^SAN\d{8}$/) });
    // Verification and buying read the same client: registration ACTIVE, ELOG still to do.
    const verification = await investor.call('GET', '/customers/status');
    expect(verification.status).toBe(200);
    expect(verification.body).toMatchObject({
      regStatus: 'ACTIVE',
      clientCode: registration?.clientCode,
      approvalStatus: 'IN_PROGRESS',
    });
    // Pressing Complete again changes nothing.
    expect((await server.request(new URL(authurl).pathname, { method: 'POST' })).status).toBe(200);
    expect((await investor.status()).db).toBe('BSE_CLIENT_CREATION_COMPLETED');
    expect((await investor.call('PATCH', '/users/email', { email: investor.email })).status).toBe(409);
  });

  it('an unknown token is not found', async () => {
    const answer = await server.request('/sandbox/exchange/authenticate/abcdefghijklmnopqrstuvwx');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a non-resident investor', () => {
  it('saves the foreign address, and it is the primary address when no Indian one is given', async () => {
    const investor = await newOnboardingInvestor(server, 'nri');
    await onboardThrough(investor, 'ckyc');
    expect(await investor.call('PATCH', '/users/basicDetail', NON_RESIDENT)).toEqual({
      status: 200,
      body: { userStatus: 'BASIC_INFO', taxStatus: 'NRE' },
    });
    expect(await investor.call('GET', '/users/taxStatus')).toEqual({ status: 200, body: { taxStatus: 'NRE' } });
    expect(await investor.call('GET', '/users/primaryAddress')).toEqual({
      status: 200,
      body: {
        address1: '1 Market Street',
        address2: null,
        address3: null,
        city: 'San Francisco',
        pincode: '941050',
        country: 'US',
      },
    });
    const [row] = await server.db
      .select()
      .from(onboardingBasicInfo)
      .where(eq(onboardingBasicInfo.userId, await userId(investor)));
    expect(row).toMatchObject({ taxStatus: 'NRE', address1: null, foreignCountry: 'US' });
  });

  it('must use the account type its tax status fixes', async () => {
    const investor = await newOnboardingInvestor(server, 'nro');
    await onboardThrough(investor, 'nominees', { ...NON_RESIDENT, taxStatus: 'NRO' });
    const savings = await investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email));
    expect(savings).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'body.accountType', message: 'Please select a valid option.' }],
      },
    });
    // A non-resident is not an individual: the statement comes first (001 §4.2).
    expect(
      await investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email, { accountType: 'NRO' })),
    ).toMatchObject({ status: 422, body: { message: 'Please upload your statement before verifying.' } });
    expect(await uploadStatement(server, investor)).toBe(200);
    expect(
      await investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email, { accountType: 'NRO' })),
    ).toEqual({ status: 200, body: { userStatus: 'BANK_DETAILS_VERIFIED' } });
  });
});

describe('going back with Previous', () => {
  it('saving an earlier step again is allowed and never moves the status back', async () => {
    const investor = await newOnboardingInvestor(server, 'previous');
    await onboardThrough(investor, 'additionalInfo');
    expect(await investor.call('POST', '/users/kyc-status', { pan: investor.pan, dob: DOB })).toEqual({
      status: 200,
      body: { kyc_status: 'VALIDATED' },
    });
    expect(await investor.call('PATCH', '/users/basicDetail', { ...RESIDENT, city: 'Mysuru' })).toEqual({
      status: 200,
      body: { userStatus: 'ADDITIONAL_INFO', taxStatus: 'INDIVIDUAL' },
    });
    expect(await investor.status()).toEqual({ db: 'ADDITIONAL_INFO', pool: 'ADDITIONAL_INFO' });
    const [row] = await server.db
      .select()
      .from(onboardingBasicInfo)
      .where(eq(onboardingBasicInfo.userId, await userId(investor)));
    expect(row?.city).toBe('Mysuru');
  });
});
