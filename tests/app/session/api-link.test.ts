// @vitest-environment happy-dom
/** The user service's bearer middleware: the session's token on every call, a 401 reported once. */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadWithFetch(status: number) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return Response.json(status === 200 ? { pan: null, dob: null } : { code: 'UNAUTHORIZED', message: 'No' }, {
        status,
      });
    }),
  );
  vi.resetModules();
  return { ...(await import('../../../src/api/client')), requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user service and the session', () => {
  it('sends the access token as a bearer token, and none without a session', async () => {
    const { userApi, linkSession, requests } = await loadWithFetch(200);
    await userApi.GET('/users');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    const unlink = linkSession({ accessToken: () => 'token-1', reportUnauthorized: () => {} });
    await userApi.GET('/users');
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer token-1');
    unlink();
    await userApi.GET('/users');
    expect(requests[2]?.headers.get('Authorization')).toBeNull();
  });

  it('reports a 401 to the session and still hands the response to the caller', async () => {
    const { userApi, linkSession } = await loadWithFetch(401);
    const reportUnauthorized = vi.fn();
    linkSession({ accessToken: () => 'expired', reportUnauthorized });
    const result = await userApi.GET('/users');
    expect(result.response.status).toBe(401);
    expect(result.error).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(reportUnauthorized).toHaveBeenCalledTimes(1);
  });
});
