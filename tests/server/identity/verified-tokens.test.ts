/**
 * The verified-token cache: a token is served from it only while jose would still accept its
 * times (exp, nbf) on the caller's clock, tokens without an expiry are never kept, and memory is
 * bounded.
 */
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../../../server/identity/verified-tokens';

const EXP = 1_750_000_000;
const at = (seconds: number, ms = 0) => new Date(seconds * 1000 + ms);

describe('VerifiedTokens', () => {
  it('serves a token until the second of its exp, then forgets it', () => {
    const tokens = new VerifiedTokens(10);
    const claims = { sub: 'a', exp: EXP };
    tokens.remember('token-a', claims);
    expect(tokens.get('token-a', at(EXP - 1, 999))).toBe(claims);
    // jose refuses a token when exp <= now (in whole seconds): so does the cache.
    expect(tokens.get('token-a', at(EXP))).toBeUndefined();
    expect(tokens.size).toBe(0);
    expect(tokens.get('token-a', at(EXP - 10))).toBeUndefined();
  });

  it('does not serve a token before its nbf (a clock set back by a sandbox reset)', () => {
    const tokens = new VerifiedTokens(10);
    tokens.remember('token-a', { sub: 'a', nbf: EXP - 100, exp: EXP });
    expect(tokens.get('token-a', at(EXP - 100))).toEqual({ sub: 'a', nbf: EXP - 100, exp: EXP });
    expect(tokens.get('token-a', at(EXP - 101))).toBeUndefined();
  });

  it('keeps only tokens that expire', () => {
    const tokens = new VerifiedTokens(10);
    tokens.remember('forever', { sub: 'a' });
    expect(tokens.get('forever', at(0))).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('matches only the exact token text', () => {
    const tokens = new VerifiedTokens(10);
    tokens.remember('header.payload.signature', { sub: 'a', exp: EXP });
    expect(tokens.get('header.payload.other-signature', at(EXP - 1))).toBeUndefined();
  });

  it('forgets the longest-kept token past its limit', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('one', { sub: '1', exp: EXP });
    tokens.remember('two', { sub: '2', exp: EXP });
    tokens.remember('three', { sub: '3', exp: EXP });
    expect(tokens.size).toBe(2);
    expect(tokens.get('one', at(0))).toBeUndefined();
    expect(tokens.get('two', at(0))).toEqual({ sub: '2', exp: EXP });
    expect(tokens.get('three', at(0))).toEqual({ sub: '3', exp: EXP });
  });
});
