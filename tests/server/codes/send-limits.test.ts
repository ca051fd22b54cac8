/** The one rule both code stores follow (server/codes/send-limits.ts), as a pure function of past sends. */
import { describe, expect, it } from 'vitest';
import {
  RESEND_INTERVAL_MS,
  SEND_LIMIT_MESSAGES,
  SEND_WINDOW_MS,
  SENDS_PER_CODE_PER_WINDOW,
  SENDS_PER_PURPOSE_PER_WINDOW,
  sendRefusal,
} from '../../../server/codes/send-limits';

const NOW = new Date('2025-06-16T05:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe('sendRefusal', () => {
  it('allows the first send of a code', () => {
    expect(sendRefusal('order:1', [], NOW)).toBeNull();
  });

  it('refuses the same code within 30 s, saying how long to wait', () => {
    const refusal = sendRefusal('EMAIL', [{ target: 'EMAIL', sentAt: ago(RESEND_INTERVAL_MS - 12_400) }], NOW);
    expect(refusal).toMatchObject({ status: 429, code: 'TOO_MANY_CODES', retryAfterSeconds: 13 });
    expect(refusal?.message).toBe(SEND_LIMIT_MESSAGES.tooSoon(13));
    expect(SEND_LIMIT_MESSAGES.tooSoon(13)).toBe(
      'A code was sent moments ago. Please wait 13 seconds before asking for another one.',
    );
  });

  it('allows the same code again after 30 s, and another code at once', () => {
    expect(sendRefusal('EMAIL', [{ target: 'EMAIL', sentAt: ago(RESEND_INTERVAL_MS) }], NOW)).toBeNull();
    expect(sendRefusal('order:2', [{ target: 'order:1', sentAt: ago(1_000) }], NOW)).toBeNull();
  });

  it('refuses an 11th send of one code within the hour until the first leaves the window', () => {
    const sends = Array.from({ length: SENDS_PER_CODE_PER_WINDOW }, (_, i) => ({
      target: 'order:7',
      sentAt: ago((40 - i * 3) * MINUTE),
    }));
    const refusal = sendRefusal('order:7', sends, NOW);
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 20 * 60 });
    expect(refusal?.message).toBe('Too many codes have been sent. Please try again in 20 minutes.');
    expect(sendRefusal('order:8', sends, NOW)).toBeNull();
    const later = new Date(NOW.getTime() + 20 * MINUTE);
    expect(sendRefusal('order:7', sends, later)).toBeNull();
  });

  it('refuses a 31st code of one purpose within the hour, whatever it confirms', () => {
    const sends = Array.from({ length: SENDS_PER_PURPOSE_PER_WINDOW }, (_, i) => ({
      target: `order:${i}`,
      sentAt: ago(SEND_WINDOW_MS - MINUTE / 2 - i * 1_000),
    }));
    const refusal = sendRefusal('order:99', sends, NOW);
    expect(refusal).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(refusal?.message).toBe('Too many codes have been sent. Please try again in 1 minute.');
  });
});
