import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isinCheckDigit, isValidIsin, mutualFundIsin } from '../../../server/seed/isin';

describe('ISIN check digits', () => {
  it('accepts published ISINs', () => {
    for (const isin of ['US0378331005', 'GB0002634946', 'INE002A01018', 'INF179K01BE2', 'INF200K01RJ1']) {
      expect(isValidIsin(isin)).toBe(true);
    }
  });

  it('builds mutual fund ISINs that validate', () => {
    const isin = mutualFundIsin('K0A0', '0109');
    expect(isin).toMatch(/^INFK0A00109\d$/);
    expect(isValidIsin(isin)).toBe(true);
  });

  it('catches any single changed digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{4}$/),
        fc.stringMatching(/^[A-Z0-9]{4}$/),
        fc.integer({ min: 1, max: 9 }),
        (issuer, security, shift) => {
          const isin = mutualFundIsin(issuer, security);
          expect(isValidIsin(isin)).toBe(true);
          const wrong = `${isin.slice(0, 11)}${(Number(isin[11]) + shift) % 10}`;
          expect(isValidIsin(wrong)).toBe(false);
        },
      ),
    );
  });

  it('rejects malformed bodies', () => {
    expect(() => isinCheckDigit('INF')).toThrow(RangeError);
    expect(isValidIsin('inf179k01be2')).toBe(false);
  });
});
