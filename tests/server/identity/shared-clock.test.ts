/**
 * Tokens issued right after another server moved the sandbox clock (issue 26 item 9): a second
 * clock on the test server's database stands for another instance behind the load balancer (each
 * keeps its own copy of the offset and re-reads it only every second). The identity proxy reads
 * the shared clock before it forwards a call, so a token is issued at the moved time instead of
 * being born expired on every instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../../server/clock';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { createTestServer, type TestServer } from '../support/test-app';
import { signIn } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** The claims of a JWT, unverified: only its times are read here. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };

describe('a token issued after another server moved the sandbox clock', () => {
  it('carries the moved time, not the issuing server’s copy of the clock from before the move', async () => {
    const [investor] = DEMO_INVESTORS;
    if (!investor) throw new Error('No demo investor');
    const elsewhere = await createClock(server.db, () => server.clock.wallTime().getTime());
    await elsewhere.advanceBy(30 * 86_400_000);
    // This server has not re-read the clock yet.
    expect(server.clock.offsetMs()).toBe(0);

    const { status, body } = await signIn(server, investor.email, investor.password);
    expect(status).toBe(200);
    const { iat, exp } = claimsOf(body.AuthenticationResult?.AccessToken ?? '');
    const moved = Math.floor(elsewhere.now().getTime() / 1000);
    expect(iat).toBe(moved);
    expect(exp).toBeGreaterThan(moved);
    // And the API, on the same clock, takes it.
    const answer = await server.request('/api/us/orders', {
      headers: { authorization: `Bearer ${body.AuthenticationResult?.AccessToken}` },
    });
    expect(answer.status).toBe(200);
  });
});
