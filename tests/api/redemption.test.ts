// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userApi } from '../../src/api/client';
import { confirmRedemption } from '../../src/api/redemption';

const seen: Array<{ method: string; url: string; body: unknown }> = [];

// Answers every user-service request here, recording what would have gone over the wire.
const answer = {
  async onRequest({ request }: { request: Request }) {
    const text = await request.text();
    const url = new URL(request.url, 'http://app');
    seen.push({ method: request.method, url: url.pathname + url.search, body: text ? JSON.parse(text) : null });
    return new Response(JSON.stringify({ orderId: 41, status: 'IN_PROGRESS' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  },
};

beforeEach(() => {
  seen.length = 0;
  userApi.use(answer);
});

afterEach(() => {
  userApi.eject(answer);
});

describe('redemption calls (001 §7)', () => {
  it('confirms with the code in the body, never in the address that access logs keep', async () => {
    expect(await confirmRedemption({ orderId: 41, fundId: 'INF0A1B01234', otp: '123456' })).toEqual({
      orderId: 41,
      status: 'IN_PROGRESS',
    });
    expect(seen).toEqual([{ method: 'DELETE', url: '/api/us/orders/41/INF0A1B01234', body: { otp: '123456' } }]);
  });
});
