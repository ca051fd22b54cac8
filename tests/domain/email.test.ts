/** The SPA's one spelling of an e-mail address: what the pool and the API are sent. */
import { describe, expect, it } from 'vitest';
import { normaliseEmail } from '../../domain/email';

describe('normaliseEmail', () => {
  it.each([
    ['asha@example.in', 'asha@example.in'],
    ['Asha.Rao@Example.IN', 'asha.rao@example.in'],
    ['  asha@example.in\t', 'asha@example.in'],
    [' VERIFIED.INVESTOR@SANCHAY.EXAMPLE ', 'verified.investor@sanchay.example'],
  ])('turns %j into %j', (typed, sent) => {
    expect(normaliseEmail(typed)).toBe(sent);
  });
});
