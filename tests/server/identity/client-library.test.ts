/**
 * The SPA's identity library (amazon-cognito-identity-js, USER_PASSWORD_AUTH) against the real
 * server over HTTP: sign-up, the SMS code from the inbox, confirmation, sign-in, refresh,
 * resend and password reset all go through POST /identity/ to the in-process pool, and the
 * errors the app maps to the spec's messages arrive with Cognito's codes.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { createTestServer, type TestServer } from '../support/test-app';
import { callApi, claimsOf, inbox, latestCode } from './support';

let server: TestServer;
let http: ReturnType<typeof serve>;
let pool: CognitoUserPool;

beforeAll(async () => {
  server = await createTestServer();
  const port = await new Promise<number>((resolve) => {
    http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
  const config = (await (await fetch(`http://127.0.0.1:${port}/identity/config`)).json()) as {
    userPoolId: string;
    clientId: string;
    endpoint: string;
  };
  pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    endpoint: new URL(config.endpoint, `http://127.0.0.1:${port}`).href,
  });
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

interface LibraryError {
  code: string;
  message: string;
}

const userFor = (email: string) => {
  const user = new CognitoUser({ Username: email, Pool: pool });
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  return user;
};

const signUp = (email: string, phone: string, password: string) =>
  new Promise<{ userSub: string; userConfirmed: boolean }>((resolve, reject) =>
    pool.signUp(
      email,
      password,
      [new CognitoUserAttribute({ Name: 'phone_number', Value: phone })],
      [],
      (error, result) =>
        error || !result ? reject(error) : resolve({ userSub: result.userSub, userConfirmed: result.userConfirmed }),
    ),
  );

const confirm = (email: string, code: string) =>
  new Promise<void>((resolve, reject) =>
    userFor(email).confirmRegistration(code, false, (error) => (error ? reject(error) : resolve())),
  );

const resend = (email: string) =>
  new Promise<void>((resolve, reject) =>
    userFor(email).resendConfirmationCode((error) => (error ? reject(error) : resolve())),
  );

const signIn = (email: string, password: string) =>
  new Promise<{ user: CognitoUser; session: CognitoUserSession }>((resolve, reject) => {
    const user = userFor(email);
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
      onSuccess: (session) => resolve({ user, session }),
      onFailure: reject,
      newPasswordRequired: () => reject(new Error('New password required')),
      mfaRequired: () => reject(new Error('Mfa required')),
    });
  });

const refresh = (user: CognitoUser, session: CognitoUserSession) =>
  new Promise<CognitoUserSession>((resolve, reject) =>
    user.refreshSession(session.getRefreshToken(), (error, next: CognitoUserSession) =>
      error ? reject(error) : resolve(next),
    ),
  );

const forgotPassword = (email: string) =>
  new Promise<void>((resolve, reject) =>
    userFor(email).forgotPassword({
      onSuccess: () => resolve(),
      onFailure: reject,
      inputVerificationCode: () => resolve(),
    }),
  );

const confirmPassword = (email: string, code: string, password: string) =>
  new Promise<void>((resolve, reject) =>
    userFor(email).confirmPassword(code, password, { onSuccess: () => resolve(), onFailure: reject }),
  );

/** A six-digit code that is not `code`. */
const otherCode = (code: string | null | undefined) => (code === '000000' ? '111111' : '000000');

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: LibraryError) => ({ code: error.code, message: error.message }),
  );

describe('sign-up, confirmation and sign-in with amazon-cognito-identity-js', () => {
  const email = 'meera.iyer@example.in';
  const phone = '+919812345670';
  const password = 'Meera@2025';

  it('signs up, confirms with the SMS code from the inbox, signs in and refreshes', async () => {
    const signedUp = await signUp(email, phone, password);
    expect(signedUp.userConfirmed).toBe(false);

    // The code goes to the phone only: nothing is mailed to the address at sign-up.
    const [sms] = await inbox(server, '9812345670');
    expect(sms).toMatchObject({ channel: 'sms', to: phone, code: expect.stringMatching(/^\d{6}$/) });
    expect(sms?.body).toContain(sms?.code);
    expect(await inbox(server, email)).toEqual([]);

    expect(await failure(signIn(email, password))).toEqual({
      code: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });

    await confirm(email, await latestCode(server, phone));
    const { user, session } = await signIn(email, password);

    const idClaims = session.getIdToken().decodePayload();
    expect(idClaims).toMatchObject({
      email,
      phone_number: phone,
      'custom:user_signup_status': 'USER_CREATED',
      sub: signedUp.userSub,
    });
    expect(session.getAccessToken().getExpiration() - session.getAccessToken().getIssuedAt()).toBe(3600);

    const status = await callApi(server, 'GET', '/api/us/users/status', session.getAccessToken().getJwtToken());
    expect(status).toEqual({ status: 200, body: { userStatus: 'USER_CREATED' } });

    const refreshed = await refresh(user, session);
    expect(claimsOf(refreshed.getAccessToken().getJwtToken())).toMatchObject({ sub: signedUp.userSub });
    expect(refreshed.getRefreshToken().getToken()).toBe(session.getRefreshToken().getToken());
    const again = await callApi(server, 'GET', '/api/us/users', refreshed.getAccessToken().getJwtToken());
    expect(again).toEqual({ status: 200, body: { pan: null, dob: null, fullName: null } });
  });

  it('answers the errors the sign-up and sign-in screens map, with Cognito codes', async () => {
    expect(await failure(signUp(email, phone, password))).toEqual({
      code: 'UsernameExistsException',
      message: 'User already exists',
    });
    expect(await failure(signIn(email, 'Wrong@2025'))).toEqual({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(await failure(signIn('nobody@example.in', password))).toEqual({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('resends the sign-up code to the phone and confirms with it', async () => {
    const other = 'kabir.shah@example.in';
    const otherPhone = '+919812345671';
    await signUp(other, otherPhone, password);
    await resend(other);
    const messages = await inbox(server, otherPhone);
    expect(messages).toHaveLength(2);
    const second = await latestCode(server, otherPhone);
    expect(await failure(confirm(other, otherCode(second)))).toEqual({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await confirm(other, second);
    expect(await failure(resend(other))).toEqual({
      code: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('mails the password-reset code and signs in with the new password', async () => {
    await forgotPassword(email);
    const [mail] = await inbox(server, email);
    expect(mail).toMatchObject({ channel: 'email', to: email, code: expect.stringMatching(/^\d{6}$/) });
    expect(mail?.subject).toBe('Reset your Sanchay password');

    expect(await failure(confirmPassword(email, otherCode(mail?.code), 'Newer@2025'))).toEqual({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await confirmPassword(email, await latestCode(server, email), 'Newer@2025');
    expect((await failure(signIn(email, password))).code).toBe('NotAuthorizedException');
    const { session } = await signIn(email, 'Newer@2025');
    // A reset keeps the status the investor had.
    expect(session.getIdToken().decodePayload()['custom:user_signup_status']).toBe('USER_CREATED');
  });

  it('signs in a demo investor with the listed password', async () => {
    const verified = DEMO_INVESTORS.find((demo) => demo.signupStatus === 'VERIFIED');
    if (!verified) throw new Error('No verified demo investor');
    const { session } = await signIn(verified.email, verified.password);
    expect(session.getIdToken().decodePayload()).toMatchObject({
      email: verified.email,
      name: verified.name,
      phone_number: verified.phone,
      'custom:user_signup_status': 'VERIFIED',
    });
  });
});
