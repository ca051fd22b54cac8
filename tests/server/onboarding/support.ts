/**
 * An investor going through onboarding against the real server: JSON calls with the bearer
 * token, the code the sandbox inbox received, and valid payloads for every step.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { attributeOf } from '../../../server/identity/identity-api';
import { SIGNUP_STATUS_ATTRIBUTE } from '../../../server/identity/signup-status';
import { latestCode, newInvestor } from '../identity/support';
import type { TestServer } from '../support/test-app';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

let sequence = 0;

export interface Investor {
  email: string;
  sub: string;
  token: string;
  pan: string;
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Answer<T>>;
  /** The investor's signup status in the database and in the pool (they must agree). */
  status(): Promise<{ db: string | undefined; pool: string | undefined }>;
  latestCode(): Promise<string>;
}

/** A PAN of an individual ('P' 4th) that the sandbox registries validate, unique per investor. */
export function individualPan(n: number): string {
  return `ABCPM${String(1000 + n).slice(-4)}K`;
}

export async function apiCall<T>(
  server: TestServer,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.request(`/api/us${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

export async function newOnboardingInvestor(server: TestServer, name: string, pan?: string): Promise<Investor> {
  sequence += 1;
  const email = `${name}.${sequence}@example.in`;
  const phone = `+9190000${String(10000 + sequence).slice(-5)}`;
  const { sub, tokens } = await newInvestor(server, email, phone).catch(async (error: unknown) => {
    // The in-process pool sometimes drops an idle keep-alive connection on a loaded machine
    // (ECONNRESET, answered as 'identity service is not available'); the request never reached
    // it, so one retry is safe.
    if (!String(error).includes('identity service is not available')) throw error;
    return newInvestor(server, email, phone);
  });
  const token = tokens.AccessToken;
  return {
    email,
    sub,
    token,
    pan: pan ?? individualPan(sequence),
    call: (method, path, body) => apiCall(server, token, method, path, body),
    async status() {
      const [row] = await server.db.select().from(users).where(eq(users.sub, sub));
      const poolUser = await server.identity.api.adminGetUser(server.identity.client.userPoolId, sub);
      return { db: row?.signupStatus, pool: attributeOf(poolUser, SIGNUP_STATUS_ATTRIBUTE) };
    },
    latestCode: () => latestCode(server, email),
  };
}

export const DOB = '1990-04-01';
export const DOB_DMY = '01-04-1990';

export const CONSENT = {
  ip: '203.0.113.7',
  language: 'en-IN',
  browser: 'Firefox 130',
  os: 'Linux',
  clientTimeStamp: '2025-06-16T04:30:00Z',
  location: 'India',
  screenSize: '1280*800',
};

export const RESIDENT = {
  taxStatus: 'INDIVIDUAL',
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  address1: '12 MG Road',
  address2: 'Shanti Nagar',
  city: 'Bengaluru',
  state: 'KA',
  pincode: '560001',
  country: 'IN',
};

export const NON_RESIDENT = {
  taxStatus: 'NRE',
  firstName: 'Ravi',
  lastName: 'Menon',
  country: 'IN',
  foreignAddress1: '1 Market Street',
  foreignCity: 'San Francisco',
  foreignState: 'California',
  foreignPincode: '941050',
  foreignCountry: 'US',
};

export const additionalInfo = (email: string) => ({
  email,
  gender: 'FEMALE',
  grossAnnualIncome: 'FIVE_AND_TEN',
  resident: 'INDIAN',
  occupation: 'SERVICES',
});

export const ADULT_NOMINEE = {
  name: 'Meera Rao',
  relationship: 'SPOUSE',
  idType: 'PAN',
  idNumber: 'ABCDE1234F',
  email: 'meera@example.in',
  mobile: '9876543210',
  address1: '12 MG Road',
  address2: null,
  address3: null,
  city: 'Bengaluru',
  pincode: '560001',
  country: 'India',
  percentage: 60,
  dob: '14-03-1988',
};

export const MINOR_NOMINEE = {
  ...ADULT_NOMINEE,
  name: 'Kiran Rao',
  relationship: 'SON',
  idType: 'AADHAR',
  idNumber: '1234',
  percentage: 40,
  dob: '01-01-2015',
  guardianName: 'Meera Rao',
  guardianPan: 'ABCDE1234F',
};

export const NOMINEES = { nomineeData: [ADULT_NOMINEE, MINOR_NOMINEE] };

export const bankAccount = (email: string, overrides: Record<string, string> = {}) => ({
  email,
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
  accountType: 'SAVINGS_BANK',
  accountHoldings: 'SINGLE_BANK_ACCOUNT',
  ...overrides,
});

/** Throws with the answer when a step did not succeed, so a broken setup says where. */
export function expectOk<T>(answer: Answer<T>, step: string): Answer<T> {
  if (answer.status !== 200) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}

export type Step = 'pan' | 'ckyc' | 'basicInfo' | 'additionalInfo' | 'nominees' | 'bank' | 'email';
const STEPS: Step[] = ['pan', 'ckyc', 'basicInfo', 'additionalInfo', 'nominees', 'bank', 'email'];

/** Takes the investor through every step from `first` (the PAN check) up to and including `last`. */
export async function onboardThrough(
  investor: Investor,
  last: Step,
  basicInfo: object = RESIDENT,
  first: Step = 'pan',
): Promise<void> {
  for (const step of STEPS.slice(STEPS.indexOf(first), STEPS.indexOf(last) + 1)) {
    switch (step) {
      case 'pan':
        expectOk(await investor.call('POST', '/users/kyc-status', { pan: investor.pan, dob: DOB }), step);
        break;
      case 'ckyc':
        expectOk(
          await investor.call('POST', '/users/ckyc', {
            pan: investor.pan,
            email: investor.email,
            dateOfBirth: DOB_DMY,
            consent: CONSENT,
          }),
          step,
        );
        break;
      case 'basicInfo':
        expectOk(await investor.call('PATCH', '/users/basicDetail', basicInfo), step);
        break;
      case 'additionalInfo':
        expectOk(await investor.call('PATCH', '/users/detail', additionalInfo(investor.email)), step);
        break;
      case 'nominees':
        expectOk(await investor.call('POST', '/users/nominee', NOMINEES), step);
        expectOk(await investor.call('POST', `/users/nominee?otp=${await investor.latestCode()}`, NOMINEES), step);
        break;
      case 'bank':
        expectOk(await investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email)), step);
        break;
      case 'email':
        expectOk(await investor.call('PATCH', '/users/email', { email: investor.email }), step);
        expectOk(
          await investor.call('PUT', '/users', { email: investor.email, otp: await investor.latestCode() }),
          step,
        );
        break;
    }
  }
}

/** Uploads a plain (unprotected) PDF statement for the investor (001 §5 Bank, non-individual status). */
export async function uploadStatement(server: TestServer, investor: Investor): Promise<number> {
  const { buildPdf } = await import('../../../server/files/simple-pdf');
  const form = new FormData();
  const bytes = Buffer.from(buildPdf('Bank statement', [{ text: 'Statement of account' }]));
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'statement.pdf');
  const response = await server.request('/api/us/users/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${investor.token}` },
    body: form,
  });
  return response.status;
}
