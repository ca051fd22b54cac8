import { describe, expect, it } from 'vitest';
import { readInboxAddress } from '../../../src/features/sandbox/inbox-address';
import {
  formatKolkata,
  formatSpan,
  formatUtc,
  formatWireKolkata,
  kolkataInputToIso,
  parseMoveToText,
} from '../../../src/features/sandbox/sandbox-time';

describe('sandbox time on screen', () => {
  it('shows one instant in India time and in UTC', () => {
    const instant = new Date('2024-12-31T20:15:09Z');
    expect(formatKolkata(instant)).toBe('Wed, 01 Jan 2025, 01:45:09 IST');
    expect(formatUtc(instant)).toBe('Tue, 31 Dec 2024, 20:15:09 UTC');
    expect(formatWireKolkata('not a time')).toBe('not a time');
  });

  it('reads typed "move to" text day first, 24-hour, and nothing else', () => {
    expect(parseMoveToText('05/07/2024 09:15')).toBe('2024-07-05 09:15:00');
    expect(parseMoveToText(' 31/12/2099 23:59 ')).toBe('2099-12-31 23:59:00');
    expect(parseMoveToText('07/31/2024 09:15')).toBeNull();
    expect(parseMoveToText('2024-07-05T09:15')).toBeNull();
    expect(parseMoveToText('05/07/2024')).toBeNull();
  });

  it('reads a wall date and time as India time', () => {
    expect(kolkataInputToIso('2024-07-05T09:15')).toBe('2024-07-05T03:45:00.000Z');
    expect(kolkataInputToIso('2024-07-05 09:15:00')).toBe('2024-07-05T03:45:00.000Z');
    expect(kolkataInputToIso('2025-01-01T01:45:09')).toBe('2024-12-31T20:15:09.000Z');
    expect(kolkataInputToIso('')).toBeNull();
    expect(kolkataInputToIso('2024-13-45T10:00')).toBeNull();
  });

  it('says how far ahead the clock runs in days, hours and minutes', () => {
    expect(formatSpan(7 * 86_400_000 + 3_600_000 + 5 * 60_000 + 42_000)).toBe('7 days 1 hour 5 minutes');
    expect(formatSpan(86_400_000 + 3)).toBe('1 day');
    expect(formatSpan(59_000)).toBe('59 seconds');
    expect(formatSpan(400)).toBe('less than a second');
  });
});

describe('inbox address', () => {
  it('takes an e-mail or an Indian mobile number, as the contract does', () => {
    expect(readInboxAddress('  Investor@Example.com ')).toBe('Investor@Example.com');
    expect(readInboxAddress('98765 00001')).toBe('9876500001');
    expect(readInboxAddress('+91-98765-00001')).toBe('+919876500001');
    expect(readInboxAddress('12345')).toBeNull();
    expect(readInboxAddress('investor@example')).toBeNull();
    expect(readInboxAddress('')).toBeNull();
  });
});
