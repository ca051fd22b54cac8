// @vitest-environment happy-dom
/**
 * A code the server refuses to send (429 TOO_MANY_CODES, server/codes/send-limits.ts) reaches
 * the screens as the server's own message (001 §8 "the server's message"): the order modal's
 * failure panel, the nominee and e-mail steps' notices, and their Resend failures.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureText, toStepFailure } from '../../machines/onboarding/step-failure';
import { orderFailureMessage } from '../../machines/order.machine';
import { placeOrder, resendOrderOtp } from '../../src/api/buying';
import { userApi } from '../../src/api/client';
import { sendEmailCode } from '../../src/api/onboarding/email';
import { requestNomineeCode } from '../../src/api/onboarding/nominees';
import { emailMessages } from '../../src/features/onboarding/email/messages';
import { nomineeMessages } from '../../src/features/onboarding/nominees/messages';
import { twoFactorMessages } from '../../src/features/onboarding/two-factor/messages';

const MESSAGE = 'A code was sent moments ago. Please wait 30 seconds before asking for another one.';

const tooMany = {
  onRequest: () =>
    new Response(JSON.stringify({ code: 'TOO_MANY_CODES', message: MESSAGE }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
    }),
};

beforeEach(() => {
  userApi.use(tooMany);
});
afterEach(() => {
  userApi.eject(tooMany);
});

async function rejection(call: () => Promise<unknown>): Promise<unknown> {
  return call().then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

describe('a refused code send shows the server’s message', () => {
  it('in the order modal, placing and resending', async () => {
    const placing = await rejection(() =>
      placeOrder({
        type: 'LUMP_SUM',
        fundId: 'INF0A1B01234',
        schemeCode: 'SBEF-DG',
        amount: '5000',
        mandateId: null,
        sipDay: null,
        stepUp: null,
      }),
    );
    expect(orderFailureMessage(placing)).toBe(MESSAGE);
    const resending = await rejection(() => resendOrderOtp({ orderId: 7, fundId: 'INF0A1B01234' }));
    expect(orderFailureMessage(resending)).toBe(MESSAGE);
  });

  it('on the nominee step and its two-factor Resend', async () => {
    const failure = await rejection(() => requestNomineeCode([]));
    expect(failureText(toStepFailure(failure), nomineeMessages.sendFailed)).toBe(MESSAGE);
    expect(failureText(toStepFailure(failure), twoFactorMessages.resendFailed)).toBe(MESSAGE);
  });

  it('on the e-mail step, sending and resending', async () => {
    const failure = await rejection(() => sendEmailCode('asha.rao@example.in'));
    expect(failureText(toStepFailure(failure), emailMessages.sendFailed)).toBe(MESSAGE);
    expect(failureText(toStepFailure(failure), emailMessages.resendFailed)).toBe(MESSAGE);
  });
});
