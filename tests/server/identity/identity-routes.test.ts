/**
 * GET /identity/config and the POST /identity/ proxy: the SPA learns where the pool is, the
 * public calls reach the pool, and the admin calls cognito-local would answer without
 * credentials are refused at the door.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { mountIdentityRoutes } from '../../../server/identity/identity-routes';
import { createTestServer, type TestServer } from '../support/test-app';
import { callApi, claimsOf, poolCall, signIn } from './support';

let server: TestServer;
const demo = DEMO_INVESTORS[0];
if (!demo) throw new Error('No demo investors');

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('GET /identity/config', () => {
  it('names the pool, the app client and the same-origin endpoint', async () => {
    const { status, body } = await server.getJson('/identity/config');
    expect(status).toBe(200);
    expect(body).toEqual({
      region: 'local',
      userPoolId: expect.stringMatching(/^local_[0-9A-Za-z]+$/),
      clientId: server.identity.client.clientId,
      endpoint: '/identity/',
    });
  });
});

describe('POST /identity/', () => {
  it('forwards the public calls to the pool', async () => {
    const answer = await signIn(server, demo.email, demo.password);
    expect(answer.status).toBe(200);
    const access = answer.body.AuthenticationResult?.AccessToken;
    if (!access) throw new Error('No token');
    expect(claimsOf(access)).toMatchObject({ token_use: 'access', iss: server.identity.issuer });
    const user = await poolCall<{ UserAttributes: { Name: string; Value: string }[] }>(server, 'GetUser', {
      AccessToken: access,
    });
    expect(user.status).toBe(200);
    expect(user.body.UserAttributes).toContainEqual({ Name: 'email', Value: demo.email });
  });

  it.each([
    ['AdminSetUserPassword', { Username: demo.email, Password: 'Hacked@2025', Permanent: true }],
    [
      'AdminUpdateUserAttributes',
      { Username: demo.email, UserAttributes: [{ Name: 'custom:user_signup_status', Value: 'VERIFIED' }] },
    ],
    ['AdminDeleteUser', { Username: demo.email }],
    ['ListUsers', {}],
    [
      'RespondToAuthChallenge',
      {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ChallengeResponses: { USERNAME: demo.email, NEW_PASSWORD: 'Hacked@2025' },
      },
    ],
    ['CreateUserPoolClient', { ClientName: 'mine' }],
    ['DeleteUserPool', {}],
  ])('refuses the admin action %s and changes nothing', async (action, body) => {
    const answer = await poolCall(server, action, { UserPoolId: server.identity.client.userPoolId, ...body });
    expect(answer).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: `${action} is not available to the app client` },
    });
    const stillThere = await server.identity.api.adminGetUser(server.identity.client.userPoolId, demo.email);
    expect(stillThere.Attributes).toContainEqual({ Name: 'custom:user_signup_status', Value: demo.signupStatus });
    expect((await signIn(server, demo.email, demo.password)).status).toBe(200);
  });

  it('refuses a request without an action', async () => {
    const response = await server.request('/identity/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Missing or malformed X-Amz-Target header',
    });
  });

  it('forwards only the headers the pool reads, never the bearer token or cookies', async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const recorder = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const app = new Hono();
    const { port } = recorder.address() as AddressInfo;
    mountIdentityRoutes(app, { ...server.identity, proxyTarget: `http://127.0.0.1:${port}/` });
    try {
      const response = await app.request('/identity/', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
          'x-amz-user-agent': 'aws-amplify/0.1.x js',
          authorization: 'Bearer api-token',
          cookie: 'session=1',
        },
        body: JSON.stringify({ ClientId: 'client', Username: 'a@example.in', Password: 'Str0ng!Pass' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    } finally {
      await new Promise((resolve) => recorder.close(resolve));
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      'x-amz-user-agent': 'aws-amplify/0.1.x js',
    });
    expect(seen[0]).not.toHaveProperty('authorization');
    expect(seen[0]).not.toHaveProperty('cookie');
  });

  it("answers 502 in the pool's error shape when the pool is down", async () => {
    const app = new Hono();
    // Port 9 (discard) on loopback: nothing listens there.
    mountIdentityRoutes(app, { ...server.identity, proxyTarget: 'http://127.0.0.1:9/' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/identity/', {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: 'client',
        AuthParameters: { REFRESH_TOKEN: 'r' },
      }),
    });
    errors.mockRestore();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      __type: 'InternalErrorException',
      message: 'The identity service is not available. Please try again.',
    });
  });
});

describe('the /identity paths', () => {
  it.each(['/identity', '/identity/', '/identity/nothing-here'])('GET %s is an API path, not the SPA', async (path) => {
    const response = await server.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps the user service behind the token check', async () => {
    expect((await callApi(server, 'GET', '/api/us/users')).status).toBe(401);
  });
});
