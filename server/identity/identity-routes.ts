/**
 * Identity-provider plumbing on the app's own origin (not product API, so not in openapi/):
 * GET /identity/config tells the SPA where the pool is, and in the sandbox POST /identity/
 * forwards the pool calls amazon-cognito-identity-js makes to the in-process cognito-local,
 * checked and normalised (proxy-requests.ts). cognito-local does not ask for credentials, so
 * without the list of public actions anyone could reach admin actions (AdminSetUserPassword,
 * ListUsers, setting their own signup status) through this endpoint.
 */
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IDENTITY_PROXY_PATH, type Identity } from './identity';
import { fetchRetryingReset } from './identity-api';
import { isPublicPoolAction, RefusedPoolRequest, sanitisePoolRequest } from './proxy-requests';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/** Headers the pool reads; everything else (cookies, the API's bearer token) stays here. */
const FORWARDED_HEADERS = ['content-type', 'x-amz-target', 'x-amz-user-agent'];
/** Far above any call the app makes (a refresh token is the largest field). */
const MAX_BODY_BYTES = 32 * 1024;

/** An error in the shape the pool uses, so the client library reads it like any other. */
const poolError = (type: string, message: string, status: 400 | 413 | 502) =>
  new Response(JSON.stringify({ __type: type, message }), {
    status,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
  });

/**
 * `readSharedClock` brings the sandbox clock up to date before a call is forwarded: another
 * server on the same database may have just moved it, and this one re-reads it only every
 * second (followSharedClock), so a token issued meanwhile carried the old time and was born
 * expired everywhere. (Only here: the server's own admin calls run inside its transactions, where
 * a read of the clock on another connection would wait for them.)
 */
export function mountIdentityRoutes(app: Hono, identity: Identity, readSharedClock?: () => Promise<void>): void {
  app.get('/identity/config', (c) => c.json(identity.client, 200, { 'cache-control': 'no-cache' }));

  const target = identity.proxyTarget;
  if (!target) return;
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => poolError('InvalidParameterException', 'The request is too large.', 413),
  });
  app.post(IDENTITY_PROXY_PATH, limit, async (c) => {
    const amzTarget = c.req.header('x-amz-target') ?? '';
    const action = amzTarget.startsWith(TARGET_PREFIX) ? amzTarget.slice(TARGET_PREFIX.length) : '';
    if (!isPublicPoolAction(action)) {
      return poolError(
        'NotAuthorizedException',
        action ? `${action} is not available to the app client` : 'Missing or malformed X-Amz-Target header',
        400,
      );
    }
    let body: Record<string, unknown>;
    try {
      body = sanitisePoolRequest(action, JSON.parse(await c.req.text()));
    } catch (error) {
      if (error instanceof SyntaxError) return poolError('InvalidParameterException', 'The body is not JSON.', 400);
      if (error instanceof RefusedPoolRequest) return poolError('InvalidParameterException', error.message, 400);
      throw error;
    }
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    await readSharedClock?.();
    let answer: Response;
    try {
      answer = await fetchRetryingReset(target, { method: 'POST', headers, body: JSON.stringify(body) });
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
