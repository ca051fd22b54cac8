/**
 * The pool shares the server's event loop, so a busy loop can let a kept-alive socket be reset
 * just as it is reused; such a call is tried once more, any other failure is not.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchRetryingReset, isConnectionReset } from '../../../server/identity/identity-api';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const listening = createServer(handler);
  server = listening;
  return new Promise((resolve) =>
    listening.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/`)),
  );
}

describe('connection resets', () => {
  it('recognises a reset socket and nothing else', () => {
    const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
    expect(isConnectionReset(reset)).toBe(true);
    expect(isConnectionReset(new TypeError('fetch failed'))).toBe(false);
    expect(isConnectionReset(new Error('boom'))).toBe(false);
    expect(isConnectionReset(null)).toBe(false);
  });

  it('tries once more when the first socket is reset, and returns the second answer', async () => {
    let calls = 0;
    const url = await listen((request, response) => {
      calls += 1;
      if (calls === 1) request.socket.destroy();
      else response.end('ok');
    });
    const response = await fetchRetryingReset(url, { method: 'POST', body: '{}' });
    expect(await response.text()).toBe('ok');
    expect(calls).toBe(2);
  });

  it('does not retry other failures', async () => {
    await expect(fetchRetryingReset('http://127.0.0.1:1/', { method: 'POST' })).rejects.toThrow();
  });
});
