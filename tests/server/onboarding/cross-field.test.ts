/**
 * Rules the contract's JSON Schema cannot say, checked by the handlers with the screens' own
 * domain schemas: an age from a date of birth on the sandbox clock, a minor nominee's guardian,
 * an account type fixed by the tax status, a non-resident's foreign address. Each refusal is a
 * 400 with the screen's message and writes nothing.
 */
import { addDays, format, parseISO, subYears } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  ADULT_NOMINEE,
  bankAccount,
  CONSENT,
  type Investor,
  MINOR_NOMINEE,
  NON_RESIDENT,
  newOnboardingInvestor,
  onboardThrough,
} from './support';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** The call's answer, after checking it changed no row of any table. */
async function unchanged<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.rowCounts();
  const answer = await call();
  expect(await server.rowCounts()).toEqual(before);
  return answer;
}

/** The date of birth of someone whose 18th birthday is `days` after the sandbox's today. */
function eighteenIn(days: number, pattern: string): string {
  return format(addDays(subYears(parseISO(server.clock.today()), 18), days), pattern);
}

const UNDERAGE = 'You must be at least 18 years old.';

describe('age from the date of birth, on the sandbox clock', () => {
  it('KYC: an 18th birthday tomorrow is refused; one today is accepted', async () => {
    const investor = await newOnboardingInvestor(server, 'age-kyc');
    await investor.call('GET', '/users/status');
    const tomorrow = await unchanged(() =>
      investor.call('POST', '/users/kyc-status', { pan: investor.pan, dob: eighteenIn(1, 'yyyy-MM-dd') }),
    );
    expect(tomorrow).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: UNDERAGE, errors: [{ field: 'body.dob', message: UNDERAGE }] },
    });
    const today = await investor.call('POST', '/users/kyc-status', {
      pan: investor.pan,
      dob: eighteenIn(0, 'yyyy-MM-dd'),
    });
    expect(today.status).toBe(200);
  });

  it('CKYC: the date of birth (DD-MM-YYYY) is held to the same age', async () => {
    const investor = await newOnboardingInvestor(server, 'age-ckyc');
    await onboardThrough(investor, 'pan');
    const answer = await unchanged(() =>
      investor.call('POST', '/users/ckyc', {
        pan: investor.pan,
        email: investor.email,
        dateOfBirth: eighteenIn(1, 'dd-MM-yyyy'),
        consent: CONSENT,
      }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { message: UNDERAGE, errors: [{ field: 'body.dateOfBirth', message: UNDERAGE }] },
    });
  });
});

describe('cross-field rules', () => {
  let nri: Investor;

  beforeAll(async () => {
    nri = await newOnboardingInvestor(server, 'cross-field');
    await onboardThrough(nri, 'ckyc');
  });

  it('basic info: blank names and foreign address lines are missing ones', async () => {
    const answer = await unchanged(() =>
      nri.call<{ errors: unknown[] }>('PATCH', '/users/basicDetail', {
        ...NON_RESIDENT,
        firstName: '  ',
        foreignAddress1: '   ',
        foreignCity: ' ',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'body.firstName', message: 'This field is required.' },
      { field: 'body.foreignAddress1', message: 'This field is required.' },
      { field: 'body.foreignCity', message: 'This field is required.' },
    ]);
  });

  it("nominees: an 18th birthday tomorrow makes a minor, who needs a guardian's name and PAN", async () => {
    await onboardThrough(nri, 'additionalInfo', NON_RESIDENT);
    const minor = {
      ...MINOR_NOMINEE,
      pincode: 'SW1A1AA',
      dob: eighteenIn(1, 'dd-MM-yyyy'),
      guardianName: null,
      guardianPan: null,
    };
    const answer = await unchanged(() =>
      nri.call<{ errors: unknown[] }>('POST', '/users/nominee', {
        nomineeData: [{ ...ADULT_NOMINEE, pincode: 'SW1A1AA' }, minor],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'body.nomineeData[1].guardianName', message: 'Guardian name required for minors.' },
      { field: 'body.nomineeData[1].guardianPan', message: 'Guardian PAN required for minors.' },
    ]);
  });

  it('bank: NRE fixes the account type', async () => {
    await onboardThrough(nri, 'nominees', NON_RESIDENT);
    const answer = await unchanged(() =>
      nri.call('PATCH', '/users/bankdetails', bankAccount(nri.email, { accountType: 'SAVINGS_BANK' })),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Please select a valid option.',
        errors: [{ field: 'body.accountType', message: 'Please select a valid option.' }],
      },
    });
  });
});
