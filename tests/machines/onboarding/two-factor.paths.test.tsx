// @vitest-environment happy-dom
/**
 * Every path of the Two Factor machine through the rendered screen: the stored nominees loaded
 * (or not), the password-type code field, Verify, Back, and the shared resend countdown running
 * for real under fake timers (60 s, its seconds checked exactly), its sends settled by the test.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import {
  NOMINEE_RESEND_LOCK_S,
  NomineeDataError,
  twoFactorMachine,
} from '../../../machines/onboarding/two-factor.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { TwoFactorScreen } from '../../../src/features/onboarding/two-factor/two-factor-screen';
import { advanceUntilResendOpens, resendButton, shownSeconds } from '../../features/onboarding/resend-steps';
import { renderStep, runStep } from '../../features/onboarding/step-harness';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const EMAIL = 'asha.rao@example.in';
const STORED = [{ name: 'Asha Rao', percentage: 100, dob: '01-04-1990' }];

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(twoFactorMachine, ['loadNomineeData', 'verifyNomineeCode']);
  const resendCalls = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const run = runStep(
    twoFactorMachine.provide({
      actors: {
        ...deferred.actors,
        resendCountdown: resendCountdownMachine.provide({ actors: resendCalls.actors }),
      },
    }),
    { email: EMAIL },
  );
  renderStep(<TwoFactorScreen actor={run.step} />);
  return { user, deferred, resendCalls, run, lockedAt: Date.now(), failure: '', resendFailure: '' };
}

const codeField = () => screen.getByLabelText(/^OTP/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

describeModelPaths({
  name: 'two-factor',
  machine: twoFactorMachine,
  setup,
  states: {
    loadingNominees: () => expect(screen.getByText('Loading your nominee details…')).toBeVisible(),
    noNomineeData: () => {
      expect(screen.getByRole('alert', { name: 'Nominee details needed' })).toHaveTextContent(
        'No nominee data found. Please go back and submit nominee details first.',
      );
      expect(screen.queryByLabelText(/^OTP/)).not.toBeInTheDocument();
    },
    codeEntry: ({ resendFailure, lockedAt }) => {
      // 001 §2.10: first two characters kept, the rest starred.
      expect(screen.getByTestId('otp-address')).toHaveTextContent(`as${'*'.repeat(EMAIL.length - 2)}`);
      expect(codeField()).toHaveAttribute('type', 'password');
      expect(codeField()).toHaveAttribute('maxlength', '6');
      expect(resendButton()).toBeVisible();
      if (resendFailure) {
        expect(screen.getByRole('alert', { name: 'No new code was sent' })).toHaveTextContent(resendFailure);
        expect(resendButton()).toBeEnabled();
      } else {
        expect(screen.queryByRole('alert', { name: 'No new code was sent' })).not.toBeInTheDocument();
        // One second off the lock for every whole second since the code went out, exactly.
        expect(shownSeconds()).toBe(NOMINEE_RESEND_LOCK_S - Math.floor((Date.now() - lockedAt) / 1000));
      }
    },
    'codeEntry.entering': () => {
      expect(verifyButton()).toBeEnabled();
      expect(screen.queryByRole('alert', { name: 'The code was not accepted' })).not.toBeInTheDocument();
    },
    'codeEntry.incomplete': () => expect(screen.getByText('Enter all 6 digits of the OTP.')).toBeVisible(),
    'codeEntry.verifying': async ({ deferred }) => {
      expect((await deferred.next('verifyNomineeCode')).input).toEqual({ nominees: STORED, otp: '123456' });
      expect(codeField()).toBeDisabled();
    },
    'codeEntry.failed': ({ failure }) => {
      expect(screen.getByRole('alert', { name: 'The code was not accepted' })).toHaveTextContent(failure);
      expect(codeField()).toBeEnabled();
    },
    verified: ({ run }) => {
      expect(run.finished()).toBe(true);
    },
  },
  events: {
    'done.loadNomineeData': async (sut) => {
      await act(() => sut.deferred.resolve('loadNomineeData', STORED));
      sut.lockedAt = Date.now();
    },
    'error.loadNomineeData': ({ deferred }) =>
      act(() => deferred.reject('loadNomineeData', new NomineeDataError('missing'))),
    'code.changed': async ({ user }) => {
      await user.clear(codeField());
      await user.type(codeField(), '12a');
      expect(codeField()).toHaveValue('12');
    },
    'code.submit': async ({ user }, step) => {
      await user.clear(codeField());
      await user.type(codeField(), step.case === 'isCodeComplete' ? '123456' : '123');
      await user.click(verifyButton());
    },
    'done.verifyNomineeCode': ({ deferred }) => act(() => deferred.resolve('verifyNomineeCode', undefined)),
    'error.verifyNomineeCode': async (sut) => {
      // No message from the server: the spec's default (the server's own is checked in the screen test).
      sut.failure = 'OTP validation failed, please request a new one or contact support.';
      await act(() => sut.deferred.reject('verifyNomineeCode', { code: null, message: null }));
    },
    'otp.resent': async (sut) => {
      await advanceUntilResendOpens(sut.lockedAt, NOMINEE_RESEND_LOCK_S);
      await sut.user.click(resendButton());
      expect((await sut.resendCalls.next('sendCode')).input).toEqual({ nomineeData: JSON.stringify(STORED) });
      await act(() => sut.resendCalls.resolve('sendCode', undefined));
      sut.lockedAt = Date.now();
      sut.resendFailure = '';
      expect(resendButton()).toBeDisabled();
      expect(shownSeconds()).toBe(NOMINEE_RESEND_LOCK_S);
    },
    'otp.resendFailed': async (sut) => {
      await advanceUntilResendOpens(sut.lockedAt, NOMINEE_RESEND_LOCK_S);
      await sut.user.click(resendButton());
      await act(() => sut.resendCalls.reject('sendCode', { code: null, message: null }));
      sut.resendFailure = 'Failed to resend OTP. Please try again.';
      expect(resendButton()).toBeEnabled();
    },
    'step.previous': async ({ user, run }) => {
      await user.click(within(document.body).getByRole('button', { name: 'Back to Nominee Details' }));
      expect(run.previousCount()).toBe(1);
    },
    'done.resendCountdown': () => {
      throw new Error('unused: the countdown child never finishes');
    },
    'error.resendCountdown': () => {
      throw new Error('unused: the countdown child never fails');
    },
  },
});
