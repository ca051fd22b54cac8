import { describe, expect, it } from 'vitest';
import { hasAttemptsLeft } from '../../../machines/shared/flow-otp';
import { serverCodeOf, serverMessageOr } from '../../../machines/shared/server-message';
import { ApiRequestError } from '../../../src/api/client';

const DEFAULT = 'An error occurred during the transaction. Please try again.';

describe('serverMessageOr (000 §8, 001 §8 "server message, else …")', () => {
  it("shows the server's message", () => {
    const refused = new ApiRequestError(422, { code: 'INSUFFICIENT_UNITS', message: 'Not enough units.' });
    expect(serverMessageOr(refused, DEFAULT)).toBe('Not enough units.');
  });

  it('falls back when the server said nothing useful or was never reached', () => {
    expect(serverMessageOr(new ApiRequestError(500, undefined), DEFAULT)).toBe(DEFAULT);
    expect(serverMessageOr({ body: { message: '   ' } }, DEFAULT)).toBe(DEFAULT);
    expect(serverMessageOr({ body: { message: 42 } }, DEFAULT)).toBe(DEFAULT);
    expect(serverMessageOr(new TypeError('Failed to fetch'), DEFAULT)).toBe(DEFAULT);
    expect(serverMessageOr(undefined, DEFAULT)).toBe(DEFAULT);
  });
});

describe('a refused code (001 §8)', () => {
  it("reads the server's error code", () => {
    expect(serverCodeOf(new ApiRequestError(422, { code: 'OTP_EXPIRED', message: 'x' }))).toBe('OTP_EXPIRED');
    expect(serverCodeOf(new ApiRequestError(500, undefined))).toBeNull();
    expect(serverCodeOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('may be typed again only while the server says attempts remain', () => {
    const refused = (code: string) => new ApiRequestError(422, { code, message: 'refused' });
    expect(hasAttemptsLeft(refused('OTP_INVALID'))).toBe(true);
    for (const code of ['OTP_ATTEMPTS_EXCEEDED', 'OTP_EXPIRED', 'OTP_NOT_FOUND', 'PLAN_CHANGE_NOT_ALLOWED']) {
      expect(hasAttemptsLeft(refused(code)), code).toBe(false);
    }
    expect(hasAttemptsLeft(new TypeError('Failed to fetch'))).toBe(false);
  });
});
