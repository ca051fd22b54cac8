import { describe, expect, it } from 'vitest';
import { serverMessageOr } from '../../../machines/shared/server-message';
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
