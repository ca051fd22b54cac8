/**
 * Security hardening of the server as a whole (issue 9): headers on every answer, no-store on
 * private answers, absolute URLs from PUBLIC_URL only, sandbox controls a cross-site form cannot
 * trigger, resets one after the other, and a 413 that says it closes the connection. Every
 * refused request is shown to change nothing.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeClientRegistrations, partnerOutcomes, sandboxState } from '../../server/db/schema';
import { DEMO_INVESTORS } from '../../server/identity/demo-investors';
import { START_AFTER_FIRST_PAINT, START_AFTER_FIRST_PAINT_SOURCE } from '../../server/prerendered-pages';
import { SANDBOX_GUARD_MESSAGES } from '../../server/routes/sandbox-guard';
import { contentSecurityPolicy } from '../../server/security-headers';
import { signIn } from './identity/support';
import { newOnboardingInvestor, onboardThrough } from './onboarding/support';
import { confirmedLumpSum, demoInvestor, EQUITY, type Investor, pay } from './orders/support';
import { createTestServer, TEST_ASSET, type TestServer } from './support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Everything a refused sandbox request could have touched. */
async function snapshot(target: TestServer) {
  return {
    counts: await target.rowCounts(),
    state: await target.db.select().from(sandboxState),
    outcomes: await target.db.select().from(partnerOutcomes),
  };
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ cognito: undefined });

function expectSecurityHeaders(response: Response, label: string) {
  const headers = response.headers;
  expect(headers.get('content-security-policy'), label).toBe(CONTENT_SECURITY_POLICY);
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('referrer-policy'), label).toBe('same-origin');
  expect(headers.get('permissions-policy'), label).toMatch(/camera=\(\)/);
}

describe('security headers', () => {
  let token: string;
  beforeAll(async () => {
    token = (await demoInvestor(server)).token;
  });

  it('a CSP that runs only the app’s own scripts and cannot be framed', () => {
    const policy = directives(CONTENT_SECURITY_POLICY);
    expect(policy.get('script-src')).toEqual(["'self'", START_AFTER_FIRST_PAINT_SOURCE]);
    for (const [name, values] of policy) {
      expect(values, name).not.toContain("'unsafe-eval'");
      if (name === 'script-src' || name === 'default-src') expect(values, name).not.toContain("'unsafe-inline'");
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it("allows the prerendered pages' one inline script by the hash of its exact text", () => {
    const digest = createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64');
    expect(START_AFTER_FIRST_PAINT_SOURCE).toBe(`'sha256-${digest}'`);
    expect(START_AFTER_FIRST_PAINT).toContain("type: 'module'");
  });

  it('lets the SPA reach a hosted user pool in production, and nothing else', () => {
    const hosted = contentSecurityPolicy({
      cognito: {
        region: 'ap-south-1',
        userPoolId: 'ap-south-1_AbCdEf123',
        clientId: 'abc123',
        endpoint: 'https://cognito-idp.ap-south-1.amazonaws.com/',
      },
    });
    expect(directives(hosted).get('connect-src')).toEqual(["'self'", 'https://cognito-idp.ap-south-1.amazonaws.com']);
    expect(directives(hosted).get('script-src')).toEqual(["'self'", START_AFTER_FIRST_PAINT_SOURCE]);
  });

  it.each([
    ['the SPA', '/'],
    ['the SPA’s /sandbox page', '/sandbox'],
    ['an asset', TEST_ASSET.path],
    ['the catalogue', '/api/ms/bo/amcs'],
    ['the user service without a token', '/api/us/users'],
    ['the identity config', '/identity/config'],
    ['the sandbox API', '/sandbox/clock'],
    ['a 404', '/api/ms/nope'],
  ])('are on %s (%s)', async (label, path) => {
    expectSecurityHeaders(await server.request(path), label);
  });

  it('are on the user service’s answers with data, which are never stored', async () => {
    const response = await server.request('/api/us/users', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ pan: 'BQKPM4821L' });
    expectSecurityHeaders(response, '/api/us/users');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['/api/us/users'],
    ['/identity/config'],
    ['/sandbox/clock'],
    ['/sandbox/inbox?to=new.investor@sanchay.example'],
  ])('no-store on %s', async (path) => {
    expect((await server.request(path)).headers.get('cache-control')).toBe('no-store');
  });

  it('no-store on the identity proxy’s answers', async () => {
    const response = await server.request('/identity/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: token }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response, 'POST /identity/');
  });

  it('keeps the catalogue’s and the assets’ own caching', async () => {
    expect((await server.request(TEST_ASSET.path)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await server.request('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await server.request('/api/ms/bo/amcs')).headers.get('cache-control')).not.toBe('no-store');
  });

  it('are on the answer to a failed request', async () => {
    const response = await server.sendJson('PUT', '/sandbox/partners/kyc', { outcome: 'maybe' });
    expect(response.status).toBe(400);
    expectSecurityHeaders(await server.request('/sandbox/partners/telegraph', { method: 'PUT' }), 'refused PUT');
  });

  it('has no HSTS over http', async () => {
    expect((await server.request('/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('with an https PUBLIC_URL', () => {
  const PUBLIC_URL = 'https://invest.sanchay.example';
  let secure: TestServer;
  let investor: Awaited<ReturnType<typeof newOnboardingInvestor>>;
  let authurl: string;

  beforeAll(async () => {
    secure = await createTestServer({ publicUrl: PUBLIC_URL });
    investor = await newOnboardingInvestor(secure, 'public.url');
    await onboardThrough(investor, 'bank');
  });
  afterAll(() => secure.close());

  it('sends HSTS on every answer', async () => {
    for (const path of ['/', '/api/ms/bo/amcs', '/sandbox/clock', '/api/us/users']) {
      expect((await secure.request(path)).headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('builds the exchange’s authentication URL from PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    expect((await investor.call('PATCH', '/users/email', { email: investor.email })).status).toBe(200);
    const response = await secure.request('http://evil.example/api/us/users', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${investor.token}`,
        'content-type': 'application/json',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
      body: JSON.stringify({ email: investor.email, otp: await investor.latestCode() }),
    });
    expect(response.status).toBe(200);
    authurl = ((await response.json()) as { authurl: string }).authurl;
    expect(authurl).toMatch(/^https:\/\/invest\.sanchay\.example\/sandbox\/exchange\/authenticate\/[\w-]{32}$/);
  });

  it('serves the exchange’s page with the headers, never stored', async () => {
    const response = await secure.request(new URL(authurl).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(response, 'exchange page');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin elsewhere', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
  ])('refuses the Complete form posted from another site (%s), changing nothing', async (_label, headers) => {
    const before = await snapshot(secure);
    const registrations = await secure.db.select().from(exchangeClientRegistrations);
    const response = await secure.request(new URL(authurl).pathname, { method: 'POST', headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: SANDBOX_GUARD_MESSAGES.crossSite });
    expect(await snapshot(secure)).toEqual(before);
    expect(await secure.db.select().from(exchangeClientRegistrations)).toEqual(registrations);
    expect(await investor.status()).toEqual({ db: 'EMAIL_VERIFIED', pool: 'EMAIL_VERIFIED' });
  });

  it('accepts the Complete form from its own page', async () => {
    const response = await secure.request(new URL(authurl).pathname, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', origin: PUBLIC_URL },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Registration complete');
  });
});

describe('net-banking forms', () => {
  let demo: Investor;
  beforeAll(async () => {
    demo = await demoInvestor(server);
  });

  it('refuses Pay posted from another site, changing nothing; the bank’s own page still pays', async () => {
    const orderId = await confirmedLumpSum(server, demo, EQUITY.uniqueNo, '5100.00');
    const html = (await pay(server, demo, { modeofpayment: 'NODAL', id: orderId })).body.responsestring;
    const ref = /\?ref=([a-f0-9]{32})"/.exec(html)?.[1];
    const before = await snapshot(server);
    const forged = await server.request(`/sandbox/netbanking/${orderId}/pay?ref=${ref}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(403);
    expect(await snapshot(server)).toEqual(before);

    const paid = await server.request(`/sandbox/netbanking/${orderId}/pay?ref=${ref}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment successful');
  });
});

describe('sandbox controls', () => {
  const FORM_TYPES: [string, Record<string, string>, string | undefined][] = [
    ['no content type', {}, undefined],
    ['text/plain', { 'content-type': 'text/plain' }, '{"outcome":"failed"}'],
    ['form-urlencoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'outcome=failed'],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n--x--\r\n'],
  ];

  it.each(FORM_TYPES)(
    'refuse a reset sent with %s (a cross-site form), changing nothing',
    async (_l, headers, body) => {
      await server.sendJson('PUT', '/sandbox/partners/bank', { outcome: 'failed' });
      await server.sendJson('POST', '/sandbox/clock', { advance: { days: 1 } });
      const before = await snapshot(server);
      const response = await server.request('/sandbox/reset', { method: 'POST', headers, body });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: SANDBOX_GUARD_MESSAGES.notJson,
      });
      expect(await snapshot(server)).toEqual(before);
      expect(before.outcomes).toContainEqual(expect.objectContaining({ partner: 'bank', outcome: 'failed' }));
    },
  );

  it.each([
    ['POST', '/sandbox/clock'],
    ['PUT', '/sandbox/partners/bank'],
  ])('refuse %s %s from a form, changing nothing', async (method, path) => {
    const before = await snapshot(server);
    for (const [, headers, body] of FORM_TYPES) {
      const response = await server.request(path, { method, headers, body });
      expect(response.status).toBe(415);
    }
    expect(await snapshot(server)).toEqual(before);
  });

  it('still answer 404 for what the contract does not have', async () => {
    expect((await server.request('/sandbox/clock', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('resets', () => {
  it('run one after the other: two at once both succeed', async () => {
    const [first, second] = await Promise.all([
      server.sendJson<{ status: string }>('POST', '/sandbox/reset', undefined),
      server.sendJson<{ status: string }>('POST', '/sandbox/reset', undefined),
    ]);
    expect(first).toMatchObject({ status: 200, body: { status: 'reset' } });
    expect(second).toMatchObject({ status: 200, body: { status: 'reset' } });
    // The demo investors are there once each, in the pool and the database.
    const signedIn = await signIn(server, 'verified.investor@sanchay.example', 'Sanchay@2026');
    expect(signedIn.status).toBe(200);
    const pool = await server.identity.api.listUsers(server.identity.client.userPoolId);
    expect(pool).toHaveLength(DEMO_INVESTORS.length);
    expect((await server.rowCounts()).users).toBe(DEMO_INVESTORS.length);
  });
});

describe('an oversized body', () => {
  it('is answered 413 with Connection: close, and the socket then closes', async () => {
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as AddressInfo;
    const before = await snapshot(server);
    try {
      const { head, closed } = await new Promise<{ head: string; closed: boolean }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('latin1');
        });
        socket.on('error', reject);
        socket.on('close', () => resolve({ head: text.split('\r\n\r\n')[0] ?? '', closed: true }));
        const body = JSON.stringify({ outcome: 'x'.repeat(100_000) });
        socket.write(
          `PUT /sandbox/partners/kyc HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body);
      });
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head).toMatch(/^connection: close$/im);
      expect(head).not.toMatch(/keep-alive/i);
      expect(closed).toBe(true);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
    expect(await snapshot(server)).toEqual(before);
  });
});
