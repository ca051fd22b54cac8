/**
 * Issue 9's finding 5 through POST /identity/: repeated wrong passwords lock a user out for a
 * growing wait on the sandbox clock, a code dies after 5 wrong tries, codes are sent at most 5
 * times an hour, and an unknown e-mail gets the answers a known one gets. The limits survive a
 * restart of the pool.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callIdentity, type IdentityError } from '../../../server/identity/identity-api';
import { startSandboxIdentity } from '../../../server/identity/sandbox-identity';
import type { Outbox } from '../../../server/partners/outbox';
import { createTestServer, type TestServer } from '../support/test-app';
import {
  clientId,
  confirmSignUp,
  DEFAULT_PASSWORD,
  inbox,
  latestCode,
  newInvestor,
  poolCall,
  signIn,
  signUp,
} from './support';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const INCORRECT = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const LOCKED_OUT = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
const MISMATCH = { __type: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' };
const DEAD_CODE = { __type: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' };
const TOO_MANY = { __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' };

const later = (ms: number) => server.clock.moveTo(new Date(server.clock.now().getTime() + ms));

/** A six-digit code that is not `code`. */
const wrongCode = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

const forgotPassword = (email: string) =>
  poolCall(server, 'ForgotPassword', { ClientId: clientId(server), Username: email });
const confirmPassword = (email: string, code: string, password = 'Newer@2025') =>
  poolCall(server, 'ConfirmForgotPassword', {
    ClientId: clientId(server),
    Username: email,
    ConfirmationCode: code,
    Password: password,
  });
const resend = (email: string) =>
  poolCall(server, 'ResendConfirmationCode', { ClientId: clientId(server), Username: email });

async function failSignIns(email: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push((await signIn(server, email, 'Wrong@2025')).body);
  return answers;
}

describe('sign-in attempts', () => {
  it('locks the user out after 5 wrong passwords, refusing even the right one until the wait is over', async () => {
    const email = 'locked.out@example.in';
    await newInvestor(server, email, '+919700000201');
    expect(await failSignIns(email, 5)).toEqual(Array(5).fill(INCORRECT));
    expect(await signIn(server, email, DEFAULT_PASSWORD)).toEqual({ status: 400, body: LOCKED_OUT });

    await later(1_001);
    expect((await signIn(server, email, DEFAULT_PASSWORD)).status).toBe(200);

    // The success started the count over.
    expect(await failSignIns(email, 4)).toEqual(Array(4).fill(INCORRECT));
    expect((await signIn(server, email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('doubles the wait with each further failure, and ignores attempts made while locked out', async () => {
    const email = 'brute.force@example.in';
    await newInvestor(server, email, '+919700000202');
    // The attack of the issue: 60 wrong passwords in a row, then the right one.
    const answers = await failSignIns(email, 60);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(INCORRECT));
    expect(answers.slice(5)).toEqual(Array(55).fill(LOCKED_OUT));
    expect((await signIn(server, email, DEFAULT_PASSWORD)).body).toEqual(LOCKED_OUT);

    await later(1_001);
    expect(await failSignIns(email, 1)).toEqual([INCORRECT]);
    // The sixth failure locks for 2 s.
    await later(1_500);
    expect((await signIn(server, email, DEFAULT_PASSWORD)).body).toEqual(LOCKED_OUT);
    await later(600);
    expect((await signIn(server, email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('caps the wait at 15 minutes', async () => {
    const email = 'patient.attacker@example.in';
    await newInvestor(server, email, '+919700000203');
    await failSignIns(email, 5);
    // Failures 6 to 16 lock for 2 s … 1024 s, capped at 900 s.
    for (let wait = 1_000; wait < 2_000_000; wait *= 2) {
      await later(Math.min(wait, 900_000) + 1);
      expect(await failSignIns(email, 1)).toEqual([INCORRECT]);
    }
    await later(899_000);
    expect((await signIn(server, email, DEFAULT_PASSWORD)).body).toEqual(LOCKED_OUT);
    await later(1_001);
    expect((await signIn(server, email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('locks out an e-mail nobody has the same way, so a lockout does not reveal an account', async () => {
    expect(await failSignIns('nobody.here@example.in', 6)).toEqual([...Array(5).fill(INCORRECT), LOCKED_OUT]);
  });
});

describe('code attempts', () => {
  it('kills a reset code after 5 wrong tries: the right one is then refused until a new code is sent', async () => {
    const email = 'reset.guesser@example.in';
    await newInvestor(server, email, '+919700000211');
    expect((await forgotPassword(email)).status).toBe(200);
    const code = await latestCode(server, email);
    for (let i = 0; i < 5; i++) {
      expect(await confirmPassword(email, wrongCode(code, i))).toEqual({ status: 400, body: MISMATCH });
    }
    expect(await confirmPassword(email, code)).toEqual({ status: 400, body: DEAD_CODE });
    expect((await signIn(server, email, 'Newer@2025')).body).toEqual(INCORRECT);
    expect((await signIn(server, email, DEFAULT_PASSWORD)).status).toBe(200);

    expect((await forgotPassword(email)).status).toBe(200);
    expect(await confirmPassword(email, await latestCode(server, email))).toEqual({ status: 200, body: {} });
    expect((await signIn(server, email, 'Newer@2025')).status).toBe(200);
  });

  it('kills a sign-up code after 5 wrong tries; a resent code confirms', async () => {
    const email = 'signup.guesser@example.in';
    const phone = '+919700000212';
    expect((await signUp(server, email, phone, DEFAULT_PASSWORD)).status).toBe(200);
    const code = await latestCode(server, phone);
    for (let i = 0; i < 5; i++) {
      expect(await confirmSignUp(server, email, wrongCode(code, i))).toEqual({ status: 400, body: MISMATCH });
    }
    expect(await confirmSignUp(server, email, code)).toEqual({ status: 400, body: DEAD_CODE });
    expect((await signIn(server, email, DEFAULT_PASSWORD)).body.__type).toBe('UserNotConfirmedException');

    expect((await resend(email)).status).toBe(200);
    expect(await confirmSignUp(server, email, await latestCode(server, phone))).toEqual({ status: 200, body: {} });
    expect((await signIn(server, email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('lets a reset code expire after an hour on the sandbox clock', async () => {
    const email = 'slow.reader@example.in';
    await newInvestor(server, email, '+919700000213');
    await forgotPassword(email);
    const code = await latestCode(server, email);
    await later(60 * 60_000);
    expect(await confirmPassword(email, code)).toEqual({ status: 400, body: DEAD_CODE });
  });

  it('ends a sign-in lockout with a reset password', async () => {
    const email = 'forgetful@example.in';
    await newInvestor(server, email, '+919700000214');
    await failSignIns(email, 5);
    await forgotPassword(email);
    expect((await confirmPassword(email, await latestCode(server, email))).status).toBe(200);
    expect((await signIn(server, email, 'Newer@2025')).status).toBe(200);
  });
});

describe('sending codes', () => {
  it('sends at most 5 reset codes to a user in an hour', async () => {
    const email = 'mail.bomb@example.in';
    await newInvestor(server, email, '+919700000221');
    for (let i = 0; i < 5; i++) expect((await forgotPassword(email)).status).toBe(200);
    expect(await forgotPassword(email)).toEqual({ status: 400, body: TOO_MANY });
    expect(await inbox(server, email)).toHaveLength(5);

    await later(60 * 60_000);
    expect((await forgotPassword(email)).status).toBe(200);
    expect(await inbox(server, email)).toHaveLength(6);
  });

  it('counts the sign-up code and its resends alike', async () => {
    const email = 'sms.bomb@example.in';
    const phone = '+919700000222';
    await signUp(server, email, phone, DEFAULT_PASSWORD);
    for (let i = 0; i < 4; i++) expect((await resend(email)).status).toBe(200);
    expect(await resend(email)).toEqual({ status: 400, body: TOO_MANY });
    expect(await inbox(server, phone)).toHaveLength(5);
  });
});

describe('accounts cannot be enumerated', () => {
  const known = 'known.investor@example.in';
  const unknown = 'unknown.person@example.in';

  beforeAll(async () => {
    await newInvestor(server, known, '+919700000231');
  });

  it('answers ForgotPassword alike for a known and an unknown e-mail, and sends nothing to the unknown one', async () => {
    const forKnown = await forgotPassword(known);
    const forUnknown = await forgotPassword(unknown);
    const details = (destination: string) => ({
      status: 200,
      body: { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: destination } },
    });
    expect(forKnown).toEqual(details('k***@e***'));
    expect(forUnknown).toEqual(details('u***@e***'));
    expect(await inbox(server, known)).toHaveLength(1);
    expect(await inbox(server, unknown)).toEqual([]);
  });

  it('answers wrong reset codes alike, then refuses every code alike', async () => {
    const code = await latestCode(server, known);
    for (let i = 0; i < 5; i++) {
      expect(await confirmPassword(known, wrongCode(code, i))).toEqual(
        await confirmPassword(unknown, wrongCode(code, i)),
      );
    }
    expect(await confirmPassword(known, code)).toEqual({ status: 400, body: DEAD_CODE });
    expect(await confirmPassword(unknown, code)).toEqual({ status: 400, body: DEAD_CODE });
  });

  it('throttles ForgotPassword alike', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await forgotPassword(known)).status).toBe(200);
      expect((await forgotPassword(unknown)).status).toBe(200);
    }
    expect(await forgotPassword(known)).toEqual({ status: 400, body: TOO_MANY });
    expect(await forgotPassword(unknown)).toEqual({ status: 400, body: TOO_MANY });
  });

  it('answers ResendConfirmationCode and ConfirmSignUp for an unknown e-mail as for an unconfirmed one', async () => {
    const pending = 'pending.investor@example.in';
    await signUp(server, pending, '+919700000232', DEFAULT_PASSWORD);
    const forPending = await resend(pending);
    const forUnknown = await resend('never.signed.up@example.in');
    const smsDetails = {
      status: 200,
      body: {
        CodeDeliveryDetails: {
          AttributeName: 'phone_number',
          DeliveryMedium: 'SMS',
          Destination: expect.stringMatching(/^\+91\*{6}\d{4}$/),
        },
      },
    };
    expect(forPending).toEqual(smsDetails);
    expect(forPending.body.CodeDeliveryDetails).toMatchObject({ Destination: '+91******0232' });
    expect(forUnknown).toEqual(smsDetails);
    expect(await resend('never.signed.up@example.in')).toEqual(forUnknown);

    expect(await confirmSignUp(server, 'never.signed.up@example.in', '123456')).toEqual({
      status: 400,
      body: MISMATCH,
    });
    expect(await confirmSignUp(server, pending, wrongCode(await latestCode(server, '+919700000232')))).toEqual({
      status: 400,
      body: MISMATCH,
    });
  });
});

describe('after a restart of the pool', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sanchay-limits-test-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps lockouts and dead codes, on the clock it is given', async () => {
    let now = new Date('2025-06-16T04:30:00.000Z');
    const sent: { to: string; code?: string }[] = [];
    const outbox: Outbox = {
      sendEmail: async (message) => void sent.push(message),
      sendSms: async (message) => void sent.push(message),
    };
    const start = () =>
      startSandboxIdentity({
        dataDir,
        port: 0,
        fallbackToFreePort: false,
        now: () => now,
        outbox,
        brandName: 'Sanchay',
      });
    const email = 'restart@example.in';
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: IdentityError) => error.message,
      );

    const first = await start();
    const call = (action: string, body: Record<string, unknown>) =>
      callIdentity(first.proxyTarget ?? '', action, { ClientId: first.client.clientId, ...body });
    try {
      await call('SignUp', {
        Username: email,
        Password: DEFAULT_PASSWORD,
        UserAttributes: [{ Name: 'phone_number', Value: '+919700000241' }],
      });
      await first.api.adminConfirmSignUp(first.client.userPoolId, email);
      for (let i = 0; i < 5; i++) {
        await refusal(
          call('InitiateAuth', {
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: 'Wrong@2025' },
          }),
        );
      }
      await call('ForgotPassword', { Username: email });
      for (let i = 0; i < 5; i++) {
        await refusal(
          call('ConfirmForgotPassword', { Username: email, ConfirmationCode: 'wrong', Password: 'Newer@2025' }),
        );
      }
    } finally {
      await first.close();
    }

    const second = await start();
    const again = (action: string, body: Record<string, unknown>) =>
      refusal(callIdentity(second.proxyTarget ?? '', action, { ClientId: second.client.clientId, ...body }));
    const rightPassword = {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: DEFAULT_PASSWORD },
    };
    try {
      expect(await again('InitiateAuth', rightPassword)).toBe('Password attempts exceeded');
      const code = sent.at(-1)?.code ?? '';
      expect(
        await again('ConfirmForgotPassword', { Username: email, ConfirmationCode: code, Password: 'Newer@2025' }),
      ).toBe('Invalid code provided, please request a code again.');
      now = new Date(now.getTime() + 1_001);
      expect(await again('InitiateAuth', rightPassword)).toBe('accepted');
    } finally {
      await second.close();
    }
  });
});
