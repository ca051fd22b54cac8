/**
 * Requests that break the contract get 400 VALIDATION_FAILED with readable field errors, and
 * never reach a handler: the database is exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerOutcomes, sandboxState } from '../../server/db/schema';
import { DEMO_INVESTORS } from '../../server/identity/demo-investors';
import { signIn } from './identity/support';
import { createTestServer, type TestServer } from './support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Everything a refused request could have touched: row counts, the clock row and forced outcomes. */
async function databaseState() {
  return {
    counts: await server.rowCounts(),
    state: await server.db.select().from(sandboxState),
    outcomes: await server.db.select().from(partnerOutcomes),
  };
}

interface Case {
  name: string;
  method?: string;
  path: string;
  body?: string;
  contentType?: string;
  errors: { field: string; message: string }[];
}

const list = '/api/ms/bo/types/EQUITY/schemes';

const cases: Case[] = [
  {
    name: 'non-integer pageNo',
    path: `${list}?pageNo=abc`,
    errors: [{ field: 'query.pageNo', message: 'must be an integer' }],
  },
  {
    name: 'fractional pageNo',
    path: `${list}?pageNo=1.5`,
    errors: [{ field: 'query.pageNo', message: 'must be an integer' }],
  },
  {
    name: 'negative pageNo',
    path: `${list}?pageNo=-1`,
    errors: [{ field: 'query.pageNo', message: 'must be at least 0' }],
  },
  {
    name: 'pageSize 0',
    path: `${list}?pageSize=0`,
    errors: [{ field: 'query.pageSize', message: 'must be at least 1' }],
  },
  {
    name: 'pageSize 101',
    path: `${list}?pageSize=101`,
    errors: [{ field: 'query.pageSize', message: 'must be at most 100' }],
  },
  {
    name: 'unknown sortBy',
    path: `${list}?sortBy=price`,
    errors: [{ field: 'query.sortBy', message: 'must be one of: schemeName, minimumPurchaseAmount' }],
  },
  {
    name: 'bad direction',
    path: `${list}?direction=UP`,
    errors: [{ field: 'query.direction', message: 'must be one of: ASC, DESC' }],
  },
  { name: 'empty filter', path: `${list}?filter=`, errors: [{ field: 'query.filter', message: 'must not be empty' }] },
  {
    name: 'repeated single parameter',
    path: `${list}?pageNo=1&pageNo=2`,
    errors: [{ field: 'query.pageNo', message: 'must be given once' }],
  },
  {
    name: 'several bad parameters at once',
    path: `${list}?pageNo=x&pageSize=500`,
    errors: [
      { field: 'query.pageNo', message: 'must be an integer' },
      { field: 'query.pageSize', message: 'must be at most 100' },
    ],
  },
  {
    name: 'unknown scheme type in the path',
    path: '/api/ms/bo/types/STOCKS/schemes',
    errors: [{ field: 'path.type', message: 'must be one of: LIQUID, EQUITY, DEBT, ELSS, HYBRID (NC), FOF' }],
  },
  {
    name: 'malformed fund id',
    path: '/api/ms/bo/schemes/not-an-isin',
    errors: [{ field: 'path.fundId', message: 'is not in the expected format' }],
  },
  {
    name: 'bad enum in a repeated parameter',
    path: '/api/ms/bo/schemes/INF000000000?type=SIP&type=LUMPSUM',
    errors: [{ field: 'query.type[1]', message: 'must be one of: SIP, STP, SWP' }],
  },
  {
    name: 'repeated plan type',
    path: '/api/ms/bo/schemes/INF000000000?type=SIP&type=SIP',
    errors: [{ field: 'query.type', message: 'must not repeat a value' }],
  },
  {
    name: 'bad STP frequency',
    path: '/api/ms/bo/stp/ANYHOUSE/schemes?frequency=YEARLY',
    errors: [{ field: 'query.frequency', message: 'must be one of: DAILY, WEEKLY, MONTHLY, QUARTERLY' }],
  },
  {
    name: 'unknown target flow',
    path: '/api/ms/bo/redeem/ANYHOUSE/schemes',
    errors: [{ field: 'path.type', message: 'must be one of: switch, stp' }],
  },
  { name: 'inbox without an address', path: '/sandbox/inbox', errors: [{ field: 'query.to', message: 'is required' }] },
  {
    name: 'inbox with a bad address',
    path: '/sandbox/inbox?to=nobody',
    errors: [{ field: 'query.to', message: 'is not in the expected format' }],
  },
  {
    name: 'unknown body field',
    method: 'POST',
    path: '/sandbox/clock',
    body: JSON.stringify({ advance: { days: 1 }, extra: true }),
    errors: [{ field: 'body.extra', message: 'is not allowed' }],
  },
  {
    name: 'unknown nested body field',
    method: 'POST',
    path: '/sandbox/clock',
    body: JSON.stringify({ advance: { weeks: 1 } }),
    errors: [{ field: 'body.advance.weeks', message: 'is not allowed' }],
  },
  {
    name: 'wrong body type',
    method: 'POST',
    path: '/sandbox/clock',
    body: JSON.stringify({ advance: { days: '1' } }),
    errors: [{ field: 'body.advance.days', message: 'must be an integer' }],
  },
  {
    name: 'bad date-time',
    method: 'POST',
    path: '/sandbox/clock',
    body: JSON.stringify({ to: 'next tuesday' }),
    errors: [{ field: 'body.to', message: 'must be an ISO-8601 date-time' }],
  },
  {
    name: 'both clock moves at once',
    method: 'POST',
    path: '/sandbox/clock',
    body: JSON.stringify({ advance: { days: 1 }, to: '2030-01-01T00:00:00Z' }),
    errors: [{ field: 'body', message: 'must have exactly one of: to, advance' }],
  },
  {
    name: 'malformed JSON',
    method: 'POST',
    path: '/sandbox/clock',
    body: '{"advance": {',
    errors: [{ field: 'body', message: 'must be valid JSON' }],
  },
  {
    name: 'missing body',
    method: 'POST',
    path: '/sandbox/clock',
    contentType: 'application/json',
    errors: [{ field: 'body', message: 'is required' }],
  },
  {
    name: 'unknown field in a partner outcome',
    method: 'PUT',
    path: '/sandbox/partners/payments',
    body: JSON.stringify({ outcome: 'failure', sticky: true }),
    errors: [{ field: 'body.sticky', message: 'is not allowed' }],
  },
  {
    name: 'partner outcome of the wrong type',
    method: 'PUT',
    path: '/sandbox/partners/payments',
    body: JSON.stringify({ outcome: 3 }),
    errors: [{ field: 'body.outcome', message: 'must be text' }],
  },
  {
    name: 'a body where none is accepted',
    method: 'POST',
    path: '/sandbox/reset',
    body: JSON.stringify({ keep: 'everything' }),
    errors: [{ field: 'body', message: 'is not accepted by this operation' }],
  },
];

describe('contract validation', () => {
  it.each(cases)(
    '$name → 400 with field errors, nothing changed',
    async ({ method = 'GET', path, body, contentType, errors }) => {
      const before = await databaseState();
      const headers: Record<string, string> = {};
      if (body !== undefined || contentType !== undefined) headers['content-type'] = contentType ?? 'application/json';
      const response = await server.request(path, { method, headers, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Request is not valid', errors });
      expect(await databaseState()).toEqual(before);
    },
  );
});

describe('a body that is not JSON', () => {
  // The sandbox controls refuse it before the contract (415, tests/server/security.test.ts), so
  // the user service shows the contract's own refusal.
  it('→ 400 naming the content type, nothing changed', async () => {
    const demo = DEMO_INVESTORS.find((investor) => investor.signupStatus === 'VERIFIED');
    const signedIn = await signIn(server, demo?.email ?? '', demo?.password ?? '');
    const token = signedIn.body.AuthenticationResult?.AccessToken;
    const before = await databaseState();
    const response = await server.request('/api/us/users/email', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(demo?.email ?? '')}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Request is not valid',
      errors: [{ field: 'body', message: 'must be sent as application/json, not application/x-www-form-urlencoded' }],
    });
    expect(await databaseState()).toEqual(before);
  });
});
