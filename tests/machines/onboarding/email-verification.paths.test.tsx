// @vitest-environment happy-dom
/**
 * Every path of the e-mail verification machine through the rendered screen: the code sent on
 * entry, the code entry with the shared resend countdown (fake timers, 60 s, its seconds checked
 * exactly), the success modal (only with an authentication URL; without one the step says so
 * and offers a new code) and the authentication page opened (or not) from Proceed. Calls are
 * settled by the test.
 * The code entry is the shared code-entry child (its own paths:
 * tests/machines/shared/code-entry.paths.test.tsx); the step that verifies the code goes
 * through this screen's texts on the way: an incomplete code, a refused one, a failed and a
 * successful resend, then the right code.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { EMAIL_RESEND_LOCK_S, emailVerificationMachine } from '../../../machines/onboarding/email-verification.machine';
import { codeEntryMachine } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { EmailVerificationScreen } from '../../../src/features/onboarding/email/email-verification-screen';
import { advanceUntilResendOpens, resendButton, shownSeconds } from '../../features/onboarding/resend-steps';
import { renderStep, runStep } from '../../features/onboarding/step-harness';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const EMAIL = 'asha.rao@example.in';
const AUTH_URL = 'http://localhost:5173/sandbox/exchange/authenticate?client=ASHA';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(emailVerificationMachine, ['sendEmailCode', 'openAuthPage']);
  const codeCalls = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resendCalls = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const run = runStep(
    emailVerificationMachine.provide({
      actors: {
        ...deferred.actors,
        codeEntry: codeEntryMachine.provide({
          actors: {
            ...codeCalls.actors,
            resendCountdown: resendCountdownMachine.provide({ actors: resendCalls.actors }),
          },
        }),
      },
    }),
    { email: EMAIL },
  );
  renderStep(<EmailVerificationScreen actor={run.step} />);
  return {
    user,
    deferred,
    codeCalls,
    resendCalls,
    run,
    lockedAt: Date.now(),
  };
}

const codeField = () => screen.getByLabelText(/^OTP/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

async function enter(user: ReturnType<typeof setup>['user'], code: string) {
  await user.clear(codeField());
  if (code) await user.type(codeField(), code);
}
const modal = () => within(screen.getByRole('dialog', { name: 'Email verified' }));

describeModelPaths({
  name: 'email-verification',
  machine: emailVerificationMachine,
  setup,
  states: {
    sendingCode: async ({ deferred }) => {
      expect((await deferred.next('sendEmailCode')).input).toEqual({ email: EMAIL });
      expect(screen.getByText('Sending the code to your e-mail…')).toBeVisible();
    },
    sendFailed: () => {
      expect(screen.getByRole('alert', { name: 'The code was not sent' })).toHaveTextContent(
        'Mail service unavailable',
      );
      expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    },
    codeEntry: ({ lockedAt }) => {
      expect(screen.getByTestId('otp-address')).toHaveTextContent(EMAIL);
      expect(codeField()).toHaveAttribute('maxlength', '6');
      expect(verifyButton()).toBeEnabled();
      expect(screen.queryByRole('alert', { name: 'No new code was sent' })).not.toBeInTheDocument();
      // One second off the lock for every whole second since the code went out, exactly.
      expect(shownSeconds()).toBe(EMAIL_RESEND_LOCK_S - Math.floor((Date.now() - lockedAt) / 1000));
    },
    noAuthUrl: () => {
      expect(screen.getByRole('alert', { name: 'No link to the exchange’s page' })).toHaveTextContent(
        'Authentication URL not received. Please try again or contact support.',
      );
      expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
      expect(screen.queryByRole('dialog', { name: 'Email verified' })).not.toBeInTheDocument();
    },
    verified: () => {
      expect(screen.getByRole('dialog', { name: 'Email verified' })).toBeVisible();
      expect(modal().getByRole('button', { name: 'Proceed' })).toBeVisible();
    },
    'verified.ready': () => {
      expect(modal().getByRole('button', { name: 'Proceed' })).toBeEnabled();
      expect(modal().queryByText(/Authentication URL/)).not.toBeInTheDocument();
    },
    'verified.opening': async ({ deferred }) => {
      expect((await deferred.next('openAuthPage')).input).toEqual({ url: AUTH_URL });
    },
    'verified.popupBlocked': () =>
      expect(screen.getByText('Popup was blocked. Please allow popups for this site and try again.')).toBeVisible(),
    done: ({ run }) => {
      expect(run.finished()).toBe(true);
    },
  },
  events: {
    'done.sendEmailCode': async (sut) => {
      await act(() => sut.deferred.resolve('sendEmailCode', undefined));
      sut.lockedAt = Date.now();
    },
    'error.sendEmailCode': ({ deferred }) =>
      act(() => deferred.reject('sendEmailCode', { code: 'MAIL_DOWN', message: 'Mail service unavailable' })),
    'code.send': ({ user }) => user.click(screen.getByRole('button', { name: 'Send OTP' })),
    'done.codeEntry': async (sut, step) => {
      const { user } = sut;
      // Typing keeps digits only.
      await enter(user, '65x');
      expect(codeField()).toHaveValue('65');
      // Verify without six digits.
      await user.click(verifyButton());
      expect(screen.getByText('Enter all 6 digits of the OTP.')).toBeVisible();
      // A refused code without a message: the spec's default.
      await enter(user, '654321');
      await user.click(verifyButton());
      expect((await sut.codeCalls.next('verifyCode')).input).toEqual({ code: '654321', payload: { email: EMAIL } });
      expect(codeField()).toBeDisabled();
      await act(() => sut.codeCalls.reject('verifyCode', { code: null, message: null }));
      expect(screen.getByRole('alert', { name: 'The code was not accepted' })).toHaveTextContent(
        'OTP verification failed. Please resend the OTP or contact customer service.',
      );
      // A failed resend once the lock is over, then one that goes out and locks Resend again.
      await advanceUntilResendOpens(sut.lockedAt, EMAIL_RESEND_LOCK_S);
      await user.click(resendButton());
      expect((await sut.resendCalls.next('sendCode')).input).toEqual({ email: EMAIL });
      await act(() => sut.resendCalls.reject('sendCode', { code: 'MAIL_DOWN', message: 'Too many codes requested' }));
      expect(screen.getByRole('alert', { name: 'No new code was sent' })).toHaveTextContent('Too many codes requested');
      expect(resendButton()).toBeEnabled();
      await user.click(resendButton());
      await act(() => sut.resendCalls.resolve('sendCode', undefined));
      expect(resendButton()).toBeDisabled();
      expect(shownSeconds()).toBe(EMAIL_RESEND_LOCK_S);
      // The right code, its answer with the URL or (the path's 'else') without one.
      await user.click(verifyButton());
      expect((await sut.codeCalls.next('verifyCode')).input).toEqual({ code: '654321', payload: { email: EMAIL } });
      await act(() => sut.codeCalls.resolve('verifyCode', { authurl: step.case === 'else' ? null : AUTH_URL }));
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, a refused code stays in it');
    },
    'auth.proceed': ({ user }) => user.click(modal().getByRole('button', { name: 'Proceed' })),
    'done.openAuthPage': ({ deferred }) => act(() => deferred.resolve('openAuthPage', undefined)),
    'error.openAuthPage': ({ deferred }) => act(() => deferred.reject('openAuthPage', new Error('Popup was blocked'))),
  },
});
