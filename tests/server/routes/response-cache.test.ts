import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../../server/routes/response-cache';

describe('ResponseCache', () => {
  it('computes once per key and shares concurrent computations', async () => {
    const cache = new ResponseCache(10);
    let calls = 0;
    const compute = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return { value: calls };
    };
    const [a, b] = await Promise.all([cache.remember('k', compute), cache.remember('k', compute)]);
    expect(a).toBe(b);
    expect(await cache.remember('k', compute)).toBe(a);
    expect(calls).toBe(1);
  });

  it('evicts the least recently used entry beyond its limit', async () => {
    const cache = new ResponseCache(2);
    const value = (v: string) => async () => v;
    await cache.remember('a', value('a1'));
    await cache.remember('b', value('b1'));
    await cache.remember('a', value('a2')); // touches a
    await cache.remember('c', value('c1')); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', value('a3'))).toBe('a1');
    expect(await cache.remember('b', value('b2'))).toBe('b2');
  });

  it('does not remember failures', async () => {
    const cache = new ResponseCache(5);
    await expect(cache.remember('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.remember('k', async () => 'ok')).toBe('ok');
  });

  it('forgets everything on clear', async () => {
    const cache = new ResponseCache(5);
    await cache.remember('k', async () => 'old');
    cache.clear();
    expect(await cache.remember('k', async () => 'new')).toBe('new');
  });
});
