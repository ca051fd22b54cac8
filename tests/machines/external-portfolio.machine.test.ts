import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  externalPortfolioMachine,
  externalPortfolioMessages,
  type ImportResult,
  isNoFunds,
  type OtpCheck,
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

describe('a failure shown in the PAN modal (000 §8)', () => {
  it('goes when the OTP is asked for again, a code is resent, or a 6-digit code is sent to verify', async () => {
    let requests = 0;
    let verifications = 0;
    const actor = createActor(
      externalPortfolioMachine.provide({
        actors: {
          requestOtp: fromPromise(async () => {
            requests += 1;
            if (requests === 1) throw new ApiRequestError(422, { code: 'PAN_MISMATCH', message: 'Not your PAN.' });
            return { reqId: 'req-1', clientRefNo: 'SNCH01', otpRef: 'otp-1' };
          }),
          verifyOtp: fromPromise<ImportResult, OtpCheck>(async () => {
            verifications += 1;
            if (verifications === 1) throw new ApiRequestError(422, { message: 'The OTP has expired.' });
            return new Promise<ImportResult>(() => {});
          }),
        },
      }),
      { input: { reloadFlag: false } },
    ).start();
    const failure = () => actor.getSnapshot().context.failure;
    actor.send({ type: 'pan.submitted', pan: 'ABCDE1234F', dob: '1986-03-14' });
    actor.send({ type: 'otp.requested' });
    await vi.waitFor(() => expect(failure()).toBe('Not your PAN.'));
    actor.send({ type: 'otp.requested' });
    expect(actor.getSnapshot().value).toBe('requestingOtp');
    expect(failure()).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ otp: 'entering' })).toBe(true));

    actor.send({ type: 'otp.resendFailed', error: new ApiRequestError(429, { message: 'Wait 5 seconds.' }) });
    expect(failure()).toBe('Wait 5 seconds.');
    actor.send({ type: 'otp.resent' });
    expect(failure()).toBeNull();

    actor.send({ type: 'otp.submitted', code: '123456' });
    await vi.waitFor(() => expect(failure()).toBe('The OTP has expired.'));
    actor.send({ type: 'otp.submitted', code: '654321' });
    expect(actor.getSnapshot().matches({ otp: 'verifying' })).toBe(true);
    expect(failure()).toBeNull();
    actor.stop();
  });
});
