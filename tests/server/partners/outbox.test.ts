import { describe, expect, it } from 'vitest';
import { normaliseRecipient } from '../../../server/partners/outbox';

describe('normaliseRecipient', () => {
  it.each([
    ['Asha@Example.COM', 'asha@example.com'],
    ['  asha@example.com ', 'asha@example.com'],
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseRecipient(input)).toBe(expected);
  });
});
