import { describe, expect, it, vi } from 'vitest';
import { cachedIdentityConfig, fetchIdentityConfig } from '../../../src/api/identity/identity-config';

const CONFIG = { region: 'local', userPoolId: 'local_abc', clientId: 'client', endpoint: '/identity/' };

describe('identity configuration', () => {
  it('reads GET /identity/config', async () => {
    const fetchImpl = vi.fn(async () => Response.json(CONFIG));
    await expect(fetchIdentityConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual(CONFIG);
    expect(fetchImpl).toHaveBeenCalledWith('/identity/config', expect.anything());
  });

  it('refuses a failed or malformed answer', async () => {
    const unavailable = vi.fn(async () => new Response('', { status: 503 }));
    await expect(fetchIdentityConfig(unavailable as unknown as typeof fetch)).rejects.toThrow('status 503');
    const malformed = vi.fn(async () => Response.json({ region: 'local' }));
    await expect(fetchIdentityConfig(malformed as unknown as typeof fetch)).rejects.toThrow();
  });

  it('caches a success, never a failure', async () => {
    const load = vi
      .fn<() => Promise<typeof CONFIG>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(CONFIG);
    const config = cachedIdentityConfig(load);
    await expect(config()).rejects.toThrow('down');
    await expect(config()).resolves.toEqual(CONFIG);
    await expect(config()).resolves.toEqual(CONFIG);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
