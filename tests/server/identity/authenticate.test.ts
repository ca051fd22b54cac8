/**
 * The bearer-token check: only an unexpired access token the pool signed for our app client
 * gets through, and every refused request is answered 401 UNAUTHORIZED without touching the
 * database (no user row is created, nothing is deleted).
 */
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { createTestServer, type TestServer } from '../support/test-app';
import { callApi, claimsOf, newInvestor, refresh, signIn, type Tokens } from './support';

let server: TestServer;
let investor: { sub: string; tokens: Tokens };

beforeAll(async () => {
  server = await createTestServer();
  investor = await newInvestor(server, 'ravi.kumar@example.in', '+919811111111');
});
afterAll(() => server.close());

/** A token with the same claims and key id as a real one, signed with a key the pool never had. */
async function forge(claims: Record<string, unknown>): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey);
}

async function expectRefused(request: () => Promise<{ status: number; body: unknown }>, message: RegExp) {
  const before = await server.rowCounts();
  const answer = await request();
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ code: 'UNAUTHORIZED', message: expect.stringMatching(message) });
  expect(await server.rowCounts()).toEqual(before);
}

describe('a request to a secured operation', () => {
  it('is refused without a token, and changes nothing', async () => {
    await expectRefused(() => callApi(server, 'PUT', '/api/us/users/delete'), /no access token/);
    await expectRefused(
      () => server.request('/api/us/users', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }).then(toAnswer),
      /no access token/,
    );
  });

  it('is refused with a malformed token', async () => {
    await expectRefused(() => callApi(server, 'GET', '/api/us/users', 'not-a-jwt'), /not valid/);
  });

  it('is refused with a token signed by another key, even with the right claims', async () => {
    const forged = await forge(claimsOf(investor.tokens.AccessToken));
    await expectRefused(() => callApi(server, 'PUT', '/api/us/users/delete', forged), /not valid/);
  });

  it('is refused with a token whose signature was tampered with', async () => {
    const [header, payload, signature] = investor.tokens.AccessToken.split('.');
    const claims = { ...claimsOf(investor.tokens.AccessToken), sub: 'someone-else' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(payload).not.toBe(tampered.split('.')[1]);
    await expectRefused(() => callApi(server, 'GET', '/api/us/users', tampered), /not valid/);
  });

  it('is refused with an ID token instead of the access token', async () => {
    await expectRefused(
      () => callApi(server, 'GET', '/api/us/users', investor.tokens.IdToken),
      /access token is required/,
    );
  });

  it('is refused with a token issued to another app client of the same pool', async () => {
    const other = await server.identity.api.createUserPoolClient({
      UserPoolId: server.identity.client.userPoolId,
      ClientName: 'someone-elses-app',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
    });
    const signedIn = await signIn(server, 'ravi.kumar@example.in', 'Str0ng!Pass', other.ClientId);
    const token = signedIn.body.AuthenticationResult?.AccessToken;
    if (!token) throw new Error('Sign-in with the other client failed');
    expect(claimsOf(token).client_id).toBe(other.ClientId);
    await expectRefused(() => callApi(server, 'PUT', '/api/us/users/delete', token), /another app/);
  });

  it('is refused once the token has expired on the sandbox clock, and a refreshed token works', async () => {
    const { tokens } = await newInvestor(server, 'expiring@example.in', '+919811111112');
    expect(await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken)).toMatchObject({ status: 200 });
    await server.clock.moveTo(new Date(server.clock.now().getTime() + 61 * 60_000));
    await expectRefused(() => callApi(server, 'PUT', '/api/us/users/delete', tokens.AccessToken), /expired/);

    const refreshed = await refresh(server, tokens.RefreshToken);
    const fresh = refreshed.body.AuthenticationResult?.AccessToken;
    if (!fresh) throw new Error(`Refresh failed: ${JSON.stringify(refreshed.body)}`);
    expect(await callApi(server, 'GET', '/api/us/users/status', fresh)).toEqual({
      status: 200,
      body: { userStatus: 'USER_CREATED' },
    });
  });

  it('records the investor on first sight, once', async () => {
    const { sub, tokens } = await newInvestor(server, 'first.sight@example.in', '+919811111113');
    const before = await server.rowCounts();
    expect(await callApi(server, 'GET', '/api/us/users', tokens.AccessToken)).toEqual({
      status: 200,
      body: { pan: null, dob: null, fullName: null },
    });
    await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken);
    const after = await server.rowCounts();
    expect(after.users).toBe((before.users ?? 0) + 1);
    expect(sub).toBe(claimsOf(tokens.AccessToken).sub);
  });

  it('leaves the sign-in-free phone check open', async () => {
    const answer = await callApi(server, 'GET', '/api/us/users/getPhone/ravi.kumar%40example.in');
    expect(answer).toEqual({ status: 200, body: { confirmed: true, maskedPhone: '+91******1111' } });
  });
});

/**
 * A token's verified claims are kept until it expires (server/identity/verified-tokens.ts): these
 * use each token once first, so every later call is answered from what was kept.
 */
describe('a token already verified once', () => {
  it('is refused from the second of its expiry on the sandbox clock, and not a second before', async () => {
    const { tokens } = await newInvestor(server, 'kept.expiry@example.in', '+919811111114');
    expect(await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken)).toMatchObject({ status: 200 });
    const exp = claimsOf(tokens.AccessToken).exp as number;
    await server.clock.moveTo(new Date((exp - 1) * 1000));
    expect(await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken)).toMatchObject({ status: 200 });
    await server.clock.moveTo(new Date(exp * 1000));
    await expectRefused(() => callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken), /expired/);
  });

  it('does not let a tampered copy through', async () => {
    const { tokens } = await newInvestor(server, 'kept.tamper@example.in', '+919811111115');
    expect(await callApi(server, 'GET', '/api/us/users', tokens.AccessToken)).toMatchObject({ status: 200 });
    const [header, payload] = tokens.AccessToken.split('.');
    await expectRefused(() => callApi(server, 'GET', '/api/us/users', `${header}.${payload}.AAAA`), /not valid/);
  });

  it('shows a change to the investor on the very next request', async () => {
    const { sub, tokens } = await newInvestor(server, 'kept.status@example.in', '+919811111116');
    expect(await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken)).toEqual({
      status: 200,
      body: { userStatus: 'USER_CREATED' },
    });
    // Written straight to the database, as another instance sharing it would.
    await server.db.update(users).set({ signupStatus: 'PAN_SAVED' }).where(eq(users.sub, sub));
    expect(await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken)).toEqual({
      status: 200,
      body: { userStatus: 'PAN_SAVED' },
    });
  });

  it('is refused once the account is deleted', async () => {
    const { tokens } = await newInvestor(server, 'kept.deleted@example.in', '+919811111117');
    expect(await callApi(server, 'PUT', '/api/us/users/delete', tokens.AccessToken)).toMatchObject({ status: 200 });
    await expectRefused(() => callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken), /no longer exists/);
  });
});

async function toAnswer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}
