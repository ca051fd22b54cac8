import { describe, expect, it } from 'vitest';
import { maskEmailAfterTwo, maskEmailFlow, maskEmailKeepingDomain } from '../../src/lib/mask-email';

describe('maskEmailKeepingDomain (000 §2.6)', () => {
  it('keeps the first two characters and the domain', () => {
    expect(maskEmailKeepingDomain('ravi.kumar@example.in')).toBe('ra********@example.in');
    expect(maskEmailKeepingDomain('ab@x.in')).toBe('a*@x.in');
    expect(maskEmailKeepingDomain('a@x.in')).toBe('a*@x.in');
    expect(maskEmailKeepingDomain('not-an-email')).toBe('not-an-email');
  });
});

describe('maskEmailAfterTwo (001 §2.10)', () => {
  it('keeps the first two characters and stars the rest', () => {
    expect(maskEmailAfterTwo('ravi@example.in')).toBe('ra*************');
    expect(maskEmailAfterTwo('ab')).toBe('ab');
    expect(maskEmailAfterTwo('a')).toBe('a');
  });
});

describe('maskEmailFlow (001 §5 "Flow OTP")', () => {
  it('keeps the first character, then xxx, then the domain', () => {
    expect(maskEmailFlow('vikram.mehta@example.in')).toBe('vxxx@example.in');
    expect(maskEmailFlow('a@b.in')).toBe('axxx@b.in');
    expect(maskEmailFlow('not-an-email')).toBe('not-an-email');
  });
});
