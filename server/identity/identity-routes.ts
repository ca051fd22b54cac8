/**
 * Identity-provider plumbing on the app's own origin (not product API, so not in openapi/):
 * GET /identity/config tells the SPA where the pool is, and in the sandbox POST /identity/
 * forwards the pool calls amazon-cognito-identity-js makes to the in-process cognito-local.
 */
import type { Hono } from 'hono';
import { IDENTITY_PROXY_PATH, type Identity } from './identity';
import { fetchRetryingReset } from './identity-api';

/**
 * The calls a public app client may make. cognito-local does not ask for credentials, so
 * without this list anyone could reach admin actions (AdminSetUserPassword, ListUsers, setting
 * their own signup status) through the public endpoint; Cognito refuses those without IAM
 * credentials.
 */
export const PUBLIC_POOL_ACTIONS: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'RevokeToken',
]);

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Headers the pool reads; everything else (cookies, the API's bearer token) stays here. */
const FORWARDED_HEADERS = ['content-type', 'x-amz-target', 'x-amz-user-agent'];

/** An error in the shape the pool uses, so the client library reads it like any other. */
const poolError = (type: string, message: string, status: 400 | 502) =>
  new Response(JSON.stringify({ __type: type, message }), {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
  });

export function mountIdentityRoutes(app: Hono, identity: Identity): void {
  app.get('/identity/config', (c) => c.json(identity.client, 200, { 'cache-control': 'no-cache' }));

  const target = identity.proxyTarget;
  if (!target) return;
  app.post(IDENTITY_PROXY_PATH, async (c) => {
    const amzTarget = c.req.header('x-amz-target') ?? '';
    const action = amzTarget.startsWith(TARGET_PREFIX) ? amzTarget.slice(TARGET_PREFIX.length) : '';
    if (!PUBLIC_POOL_ACTIONS.has(action)) {
      return poolError(
        'NotAuthorizedException',
        action ? `${action} is not available to the app client` : 'Missing or malformed X-Amz-Target header',
        400,
      );
    }
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    let answer: Response;
    try {
      answer = await fetchRetryingReset(target, { method: 'POST', headers, body: await c.req.arrayBuffer() });
    } catch (error) {
      console.error('The user pool did not answer:', error);
      return poolError('InternalErrorException', 'The identity service is not available. Please try again.', 502);
    }
    return new Response(await answer.arrayBuffer(), {
      status: answer.status,
      headers: {
        'content-type': answer.headers.get('content-type') ?? 'application/x-amz-json-1.1',
        'cache-control': 'no-store',
      },
    });
  });
}
