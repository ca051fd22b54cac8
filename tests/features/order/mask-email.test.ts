import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../../src/features/order/mask-email';

describe('maskEmail (000 §2.6)', () => {
  it('keeps the first two characters and the domain', () => {
    expect(maskEmail('ravi.kumar@example.in')).toBe('ra********@example.in');
    expect(maskEmail('ab@x.in')).toBe('a*@x.in');
    expect(maskEmail('a@x.in')).toBe('a*@x.in');
    expect(maskEmail('not-an-email')).toBe('not-an-email');
  });
});
