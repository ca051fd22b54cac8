/**
 * The Cognito adapter against a scripted user-pool endpoint (the AWS JSON 1.1 protocol the
 * library speaks, as cognito-local answers it): what each port call sends, what it returns,
 * and how failures come out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCognitoIdentityProvider,
  toIndianPhoneNumber,
} from '../../../src/api/identity/cognito-identity-provider';
import { IdentityError } from '../../../src/api/identity/identity-provider';
import { fakeJwt } from './fake-identity-provider';

const CONFIG = {
  region: 'local',
  userPoolId: 'local_5anch4y',
  clientId: 'sanchay-web-client',
  endpoint: 'http://identity.test/',
};

interface PoolCall {
  action: string;
  body: Record<string, unknown>;
}

type Answer = { status?: number; body: unknown } | Error;

let calls: PoolCall[];
let answers: Record<string, Answer>;

function tokens(email: string, lifetimeS = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return {
    AccessToken: fakeJwt({
      sub: 'u-1',
      token_use: 'access',
      client_id: CONFIG.clientId,
      iat: now,
      exp: now + lifetimeS,
    }),
    IdToken: fakeJwt({
      sub: 'u-1',
      email,
      'custom:user_signup_status': 'USER_CREATED',
      token_use: 'id',
      iat: now,
      exp: now + lifetimeS,
    }),
    RefreshToken: 'refresh-token-1',
    ExpiresIn: lifetimeS,
    TokenType: 'Bearer',
  };
}

const failure = (type: string, message: string): Answer => ({ status: 400, body: { __type: type, message } });

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(CONFIG.endpoint);
      const headers = init.headers as Record<string, string>;
      const action = headers['X-Amz-Target']?.replace('AWSCognitoIdentityProviderService.', '') ?? '';
      calls.push({ action, body: JSON.parse(String(init.body)) });
      const answer = answers[action] ?? { body: {} };
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/x-amz-json-1.1' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function adapter(getPhoneInfo = vi.fn(async () => ({ confirmed: true }))) {
  const loadConfig = vi.fn(async () => CONFIG);
  return { identity: createCognitoIdentityProvider({ loadConfig, getPhoneInfo }), loadConfig, getPhoneInfo };
}

describe('Cognito identity adapter', () => {
  it('signs up with the e-mail as username, the phone with +91 and the name set to the e-mail (000 §5)', async () => {
    const { identity } = adapter();
    await identity.signUp({ email: 'asha@example.in', phone: '9876543210', password: 'Sanchay@2026' });
    expect(calls).toEqual([
      {
        action: 'SignUp',
        body: expect.objectContaining({
          ClientId: CONFIG.clientId,
          Username: 'asha@example.in',
          Password: 'Sanchay@2026',
          UserAttributes: [
            { Name: 'email', Value: 'asha@example.in' },
            { Name: 'phone_number', Value: '+919876543210' },
            { Name: 'name', Value: 'asha@example.in' },
          ],
        }),
      },
    ]);
  });

  it('sends every e-mail trimmed and lower-cased, whatever was typed', async () => {
    answers.InitiateAuth = { body: { AuthenticationResult: tokens('asha@example.in'), ChallengeParameters: {} } };
    const { identity, getPhoneInfo } = adapter();
    const typed = ' Asha@Example.IN ';
    await identity.signUp({ email: typed, phone: '9876543210', password: 'Sanchay@2026' });
    await identity.confirmSignUp({ email: typed, code: '123456' });
    await identity.resendConfirmationCode({ email: typed });
    await identity.signIn({ email: typed, password: 'Sanchay@2026' });
    await identity.forgotPassword({ email: typed });
    await identity.confirmPassword({ email: typed, code: '123456', password: 'Sanchay@2027' });
    await identity.getPhoneInfo({ email: typed });

    const sent = calls.map(({ action, body }) => [
      action,
      body.Username ?? (body.AuthParameters as Record<string, string> | undefined)?.USERNAME,
    ]);
    expect(sent).toEqual([
      ['SignUp', 'asha@example.in'],
      ['ConfirmSignUp', 'asha@example.in'],
      ['ResendConfirmationCode', 'asha@example.in'],
      ['InitiateAuth', 'asha@example.in'],
      ['ForgotPassword', 'asha@example.in'],
      ['ConfirmForgotPassword', 'asha@example.in'],
    ]);
    expect(calls[0]?.body.UserAttributes).toEqual([
      { Name: 'email', Value: 'asha@example.in' },
      { Name: 'phone_number', Value: '+919876543210' },
      { Name: 'name', Value: 'asha@example.in' },
    ]);
    expect(calls[1]?.body.ForceAliasCreation).toBe(false);
    expect(getPhoneInfo).toHaveBeenCalledWith({ email: 'asha@example.in' });
  });

  it("reports 'User already exists' with its code", async () => {
    answers.SignUp = failure('UsernameExistsException', 'User already exists');
    const { identity } = adapter();
    const error = await identity
      .signUp({ email: 'asha@example.in', phone: '9876543210', password: 'Sanchay@2026' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect(error).toMatchObject({ code: 'UsernameExistsException', message: 'User already exists' });
  });

  it('confirms the sign-up and resends the code', async () => {
    const { identity } = adapter();
    await identity.confirmSignUp({ email: 'asha@example.in', code: '123456' });
    await identity.resendConfirmationCode({ email: 'asha@example.in' });
    expect(calls.map((call) => [call.action, call.body.Username, call.body.ConfirmationCode])).toEqual([
      ['ConfirmSignUp', 'asha@example.in', '123456'],
      ['ResendConfirmationCode', 'asha@example.in', undefined],
    ]);
  });

  it('signs in with USER_PASSWORD_AUTH and returns the session with the ID-token payload', async () => {
    answers.InitiateAuth = { body: { AuthenticationResult: tokens('asha@example.in'), ChallengeParameters: {} } };
    const { identity } = adapter();
    const session = await identity.signIn({ email: 'asha@example.in', password: 'Sanchay@2026' });
    expect(calls[0]).toEqual({
      action: 'InitiateAuth',
      body: expect.objectContaining({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: CONFIG.clientId,
        AuthParameters: expect.objectContaining({ USERNAME: 'asha@example.in', PASSWORD: 'Sanchay@2026' }),
      }),
    });
    expect(session.refreshToken).toBe('refresh-token-1');
    expect(session.user).toEqual({
      email: 'asha@example.in',
      name: undefined,
      phone_number: undefined,
      'custom:user_signup_status': 'USER_CREATED',
      exp: expect.any(Number),
      iat: expect.any(Number),
    });
    expect(session.expiresAt).toBe(session.user.exp);
  });

  it.each([
    ['UserNotConfirmedException', 'User is not confirmed.'],
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['InvalidPasswordException', 'Invalid password'],
  ])('keeps the pool’s %s and its message', async (type, message) => {
    answers.InitiateAuth = failure(type, message);
    const { identity } = adapter();
    await expect(identity.signIn({ email: 'asha@example.in', password: 'x' })).rejects.toMatchObject({
      code: type,
      message,
    });
  });

  it.each([
    ['SMS_MFA', 'Mfa required'],
    ['SOFTWARE_TOKEN_MFA', 'Mfa required'],
    ['NEW_PASSWORD_REQUIRED', 'New password required'],
  ])("rejects the %s challenge as '%s' (000 §4.2)", async (challenge, message) => {
    answers.InitiateAuth = {
      body: {
        ChallengeName: challenge,
        Session: 'challenge-session',
        ChallengeParameters: { userAttributes: '{}', requiredAttributes: '[]' },
      },
    };
    const { identity } = adapter();
    await expect(identity.signIn({ email: 'asha@example.in', password: 'x' })).rejects.toMatchObject({ message });
  });

  it('refreshes with REFRESH_TOKEN_AUTH and keeps the refresh token when none comes back', async () => {
    const { RefreshToken: _unused, ...renewed } = tokens('asha@example.in');
    answers.InitiateAuth = { body: { AuthenticationResult: renewed, ChallengeParameters: {} } };
    const { identity } = adapter();
    const session = await identity.refresh({ email: 'asha@example.in', refreshToken: 'refresh-token-1' });
    expect(calls[0]?.body).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: expect.objectContaining({ REFRESH_TOKEN: 'refresh-token-1' }),
    });
    expect(session.refreshToken).toBe('refresh-token-1');
  });

  it('sends and confirms a password reset', async () => {
    answers.ForgotPassword = {
      body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'a***@e***', AttributeName: 'email' } },
    };
    answers.ConfirmForgotPassword = failure(
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
    const { identity } = adapter();
    await identity.forgotPassword({ email: 'asha@example.in' });
    await expect(
      identity.confirmPassword({ email: 'asha@example.in', code: '111111', password: 'Sanchay@2027' }),
    ).rejects.toMatchObject({ code: 'CodeMismatchException' });
    expect(calls.at(-1)?.body).toMatchObject({
      Username: 'asha@example.in',
      ConfirmationCode: '111111',
      Password: 'Sanchay@2027',
    });
  });

  it("signs out; without a session it says 'No user is currently logged in.' (000 §8)", async () => {
    answers.InitiateAuth = { body: { AuthenticationResult: tokens('asha@example.in'), ChallengeParameters: {} } };
    const { identity } = adapter();
    const session = await identity.signIn({ email: 'asha@example.in', password: 'Sanchay@2026' });
    await expect(identity.signOut(session)).resolves.toBeUndefined();
    await expect(identity.signOut(null)).rejects.toMatchObject({
      code: 'NoCurrentUser',
      message: 'No user is currently logged in.',
    });
  });

  it('reports a network failure without a message, so screens show their own', async () => {
    answers.ResendConfirmationCode = new TypeError('fetch failed');
    const { identity } = adapter();
    await expect(identity.resendConfirmationCode({ email: 'asha@example.in' })).rejects.toMatchObject({
      code: 'NetworkError',
      message: '',
    });
  });

  it('reads the pool configuration once, and again after a failed read', async () => {
    const loadConfig = vi
      .fn<() => Promise<typeof CONFIG>>()
      .mockRejectedValueOnce(new Error('Identity configuration unavailable (status 503)'))
      .mockResolvedValue(CONFIG);
    const identity = createCognitoIdentityProvider({ loadConfig });
    await expect(identity.forgotPassword({ email: 'asha@example.in' })).rejects.toMatchObject({ code: 'Unknown' });
    await identity.forgotPassword({ email: 'asha@example.in' });
    await identity.forgotPassword({ email: 'asha@example.in' });
    expect(loadConfig).toHaveBeenCalledTimes(2);
  });

  it('asks the API for phone info', async () => {
    const { identity, getPhoneInfo } = adapter();
    await expect(identity.getPhoneInfo({ email: 'asha@example.in' })).resolves.toEqual({ confirmed: true });
    expect(getPhoneInfo).toHaveBeenCalledWith({ email: 'asha@example.in' });
  });

  it('formats Indian phone numbers with +91', () => {
    expect(toIndianPhoneNumber('9876543210')).toBe('+919876543210');
  });
});
