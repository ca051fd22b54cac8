import { describe, expect, it } from 'vitest';
import {
  externalPortfolioMessages,
  isNoFunds,
  otpFailureMessage,
  panFailureMessage,
} from '../../machines/external-portfolio.machine';
import { ApiRequestError } from '../../src/api/client';

describe('the PAN submit failure (000 §8)', () => {
  it("is the server's message when it sends one", () => {
    const error = new ApiRequestError(422, { code: 'PAN_MISMATCH', message: 'Please enter your own PAN.' });
    expect(panFailureMessage(error)).toBe('Please enter your own PAN.');
  });

  it("else the field errors joined as 'field message', dob as Date of birth", () => {
    const error = new ApiRequestError(400, {
      errors: [
        { field: 'body.pan', message: 'must match pattern' },
        { field: 'body.dob', message: 'must be a date' },
      ],
    });
    expect(panFailureMessage(error)).toBe('pan must match pattern, Date of birth must be a date');
  });

  it("else 'Pan Validation Error'", () => {
    expect(panFailureMessage(new ApiRequestError(500, undefined))).toBe(externalPortfolioMessages.panFailed);
    expect(panFailureMessage(null)).toBe('Pan Validation Error');
  });
});

describe('the OTP verification failure (000 §8)', () => {
  it("is the server's message, else 'OTP verification failed. Please try again.'", () => {
    expect(otpFailureMessage(new ApiRequestError(422, { message: 'The OTP has expired.' }))).toBe(
      'The OTP has expired.',
    );
    expect(otpFailureMessage(new ApiRequestError(502, undefined))).toBe('OTP verification failed. Please try again.');
  });
});

describe("code '8003'", () => {
  it('is the no-funds answer', () => {
    expect(isNoFunds(new ApiRequestError(422, { code: '8003', message: 'No funds' }))).toBe(true);
    expect(isNoFunds(new ApiRequestError(422, { code: 'PAN_MISMATCH', message: 'x' }))).toBe(false);
  });
});
