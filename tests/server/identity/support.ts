/**
 * The identity calls of amazon-cognito-identity-js, sent the way it sends them (AWS JSON 1.1
 * through POST /identity/), and the codes read back from the sandbox inbox as a tester would.
 */
import type { TestServer } from '../support/test-app';

export interface PoolAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { __type?: string; message?: string };
}

export async function poolCall<T = Record<string, unknown>>(
  server: TestServer,
  action: string,
  body: unknown,
): Promise<PoolAnswer<T>> {
  const response = await server.request('/identity/', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as PoolAnswer<T>['body'] };
}

export interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

export const clientId = (server: TestServer) => server.identity.client.clientId;

export function signUp(server: TestServer, email: string, phone: string, password: string) {
  return poolCall<{ UserSub: string; UserConfirmed: boolean }>(server, 'SignUp', {
    ClientId: clientId(server),
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'phone_number', Value: phone },
    ],
    ValidationData: [],
  });
}

export function confirmSignUp(server: TestServer, email: string, code: string) {
  return poolCall(server, 'ConfirmSignUp', {
    ClientId: clientId(server),
    ConfirmationCode: code,
    Username: email,
    ForceAliasCreation: false,
  });
}

export function signIn(server: TestServer, email: string, password: string, client = clientId(server)) {
  return poolCall<{ AuthenticationResult?: Tokens }>(server, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: client,
    AuthParameters: { USERNAME: email, PASSWORD: password },
    ClientMetadata: {},
  });
}

export function refresh(server: TestServer, refreshToken: string) {
  return poolCall<{ AuthenticationResult?: Omit<Tokens, 'RefreshToken'> }>(server, 'InitiateAuth', {
    ClientId: clientId(server),
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
}

interface InboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

export async function inbox(server: TestServer, to: string): Promise<InboxMessage[]> {
  const { status, body } = await server.getJson<{ messages: InboxMessage[] }>(
    `/sandbox/inbox?to=${encodeURIComponent(to)}`,
  );
  if (status !== 200) throw new Error(`Inbox for ${to} answered ${status}`);
  return body.messages;
}

/** The newest code sent to `to`. */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const [message] = await inbox(server, to);
  if (!message?.code) throw new Error(`No code was sent to ${to}`);
  return message.code;
}

export const DEFAULT_PASSWORD = 'Str0ng!Pass';

/** Signs up, confirms with the SMS code and signs in: an investor as a new user becomes one. */
export async function newInvestor(server: TestServer, email: string, phone: string, password = DEFAULT_PASSWORD) {
  const signedUp = await signUp(server, email, phone, password);
  if (signedUp.status !== 200) throw new Error(`SignUp failed: ${JSON.stringify(signedUp.body)}`);
  const confirmed = await confirmSignUp(server, email, await latestCode(server, phone));
  if (confirmed.status !== 200) throw new Error(`ConfirmSignUp failed: ${JSON.stringify(confirmed.body)}`);
  const signedIn = await signIn(server, email, password);
  const tokens = signedIn.body.AuthenticationResult;
  if (!tokens) throw new Error(`Sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return { sub: signedUp.body.UserSub, tokens };
}

/** A user-service call with a bearer token. */
export async function callApi(server: TestServer, method: string, path: string, token?: string) {
  const response = await server.request(path, {
    method,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) };
}

/** The claims of a JWT, unverified (the test reads what the pool put in). */
export function claimsOf(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  if (!payload) throw new Error('Not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
