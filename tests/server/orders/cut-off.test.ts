/** The exchange's NAV date rule (server/partners/exchange.ts): cut-offs in Indian time, weekends, publication. */
import { describe, expect, it } from 'vitest';
import { cutOffMinutes, navDateFor, navPublishedAt, nextBusinessDay } from '../../../server/partners/exchange';

/** An instant given as Indian wall time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('the NAV date of a payment', () => {
  it.each([
    ['EQUITY', '2025-06-16T14:59:59', '2025-06-16'],
    ['EQUITY', '2025-06-16T15:00:00', '2025-06-17'],
    ['ELSS', '2025-06-16T14:00:00', '2025-06-16'],
    ['HYBRID (NC)', '2025-06-16T15:30:00', '2025-06-17'],
    ['FOF', '2025-06-16T09:00:00', '2025-06-16'],
    ['DEBT', '2025-06-16T12:59:00', '2025-06-16'],
    ['DEBT', '2025-06-16T13:00:00', '2025-06-17'],
    ['LIQUID', '2025-06-16T14:00:00', '2025-06-17'],
    // Friday after the cut-off, and the weekend, go to Monday.
    ['EQUITY', '2025-06-20T16:00:00', '2025-06-23'],
    ['EQUITY', '2025-06-21T10:00:00', '2025-06-23'],
    ['DEBT', '2025-06-22T23:59:00', '2025-06-23'],
    // Just after midnight IST is still the new day, though UTC has the previous date.
    ['EQUITY', '2025-06-17T00:10:00', '2025-06-17'],
  ])('%s paid at %s IST gets the NAV of %s', (type, local, expected) => {
    expect(navDateFor(type, ist(local))).toBe(expected);
  });

  it('has a 1 PM cut-off for debt and liquid schemes and 3 PM for the rest', () => {
    expect(cutOffMinutes('DEBT')).toBe(13 * 60);
    expect(cutOffMinutes('LIQUID')).toBe(13 * 60);
    for (const type of ['EQUITY', 'ELSS', 'HYBRID (NC)', 'FOF']) expect(cutOffMinutes(type)).toBe(15 * 60);
  });

  it('publishes a NAV at 11 PM IST of its date', () => {
    expect(navPublishedAt('2025-06-16').toISOString()).toBe('2025-06-16T17:30:00.000Z');
  });

  it('skips weekends to the next business day', () => {
    expect(nextBusinessDay('2025-06-19')).toBe('2025-06-20');
    expect(nextBusinessDay('2025-06-20')).toBe('2025-06-23');
  });
});
