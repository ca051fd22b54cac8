// @vitest-environment happy-dom
/**
 * Every path of the Two Factor machine through the rendered screen: the stored nominees loaded
 * (or not), the password-type code field, Verify, Back, and the shared resend countdown running
 * for real under fake timers (60 s, its seconds checked exactly), its sends settled by the test.
 * The code entry is the shared code-entry child (its own paths:
 * tests/machines/shared/code-entry.paths.test.tsx); the step that verifies the code goes
 * through this screen's texts on the way: an incomplete code, a refused one, a failed and a
 * successful resend, then the right code.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import {
  NOMINEE_RESEND_LOCK_S,
  NomineeDataError,
  twoFactorMachine,
} from '../../../machines/onboarding/two-factor.machine';
import { codeEntryMachine } from '../../../machines/shared/code-entry.machine';
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
  const deferred = createDeferredActors(twoFactorMachine, ['loadNomineeData']);
  const codeCalls = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resendCalls = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const run = runStep(
    twoFactorMachine.provide({
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
  renderStep(<TwoFactorScreen actor={run.step} />);
  return { user, deferred, codeCalls, resendCalls, run, lockedAt: Date.now() };
}

const codeField = () => screen.getByLabelText(/^OTP/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const PAYLOAD = { nomineeData: JSON.stringify(STORED) };

async function enter(user: ReturnType<typeof setup>['user'], code: string) {
  await user.clear(codeField());
  if (code) await user.type(codeField(), code);
}

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
    codeEntry: ({ lockedAt }) => {
      // 001 §2.10: first two characters kept, the rest starred.
      expect(screen.getByTestId('otp-address')).toHaveTextContent(`as${'*'.repeat(EMAIL.length - 2)}`);
      expect(codeField()).toHaveAttribute('type', 'password');
      expect(codeField()).toHaveAttribute('maxlength', '6');
      expect(verifyButton()).toBeEnabled();
      expect(screen.queryByRole('alert', { name: 'The code was not accepted' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert', { name: 'No new code was sent' })).not.toBeInTheDocument();
      // One second off the lock for every whole second since the code went out, exactly.
      expect(shownSeconds()).toBe(NOMINEE_RESEND_LOCK_S - Math.floor((Date.now() - lockedAt) / 1000));
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
    'done.codeEntry': async (sut) => {
      const { user } = sut;
      // Typing keeps digits only.
      await enter(user, '12a');
      expect(codeField()).toHaveValue('12');
      // Verify without six digits.
      await enter(user, '123');
      await user.click(verifyButton());
      expect(screen.getByText('Enter all 6 digits of the OTP.')).toBeVisible();
      // A refused code without a message from the server: the spec's default (the server's own
      // is checked in the screen test).
      await enter(user, '123456');
      await user.click(verifyButton());
      expect((await sut.codeCalls.next('verifyCode')).input).toEqual({ code: '123456', payload: PAYLOAD });
      expect(codeField()).toBeDisabled();
      await act(() => sut.codeCalls.reject('verifyCode', { code: null, message: null }));
      expect(screen.getByRole('alert', { name: 'The code was not accepted' })).toHaveTextContent(
        'OTP validation failed, please request a new one or contact support.',
      );
      expect(codeField()).toBeEnabled();
      // A failed resend once the lock is over, then one that goes out and locks Resend again.
      await advanceUntilResendOpens(sut.lockedAt, NOMINEE_RESEND_LOCK_S);
      await user.click(resendButton());
      expect((await sut.resendCalls.next('sendCode')).input).toEqual(PAYLOAD);
      await act(() => sut.resendCalls.reject('sendCode', { code: null, message: null }));
      expect(screen.getByRole('alert', { name: 'No new code was sent' })).toHaveTextContent(
        'Failed to resend OTP. Please try again.',
      );
      expect(resendButton()).toBeEnabled();
      await user.click(resendButton());
      expect((await sut.resendCalls.next('sendCode')).input).toEqual(PAYLOAD);
      await act(() => sut.resendCalls.resolve('sendCode', undefined));
      expect(resendButton()).toBeDisabled();
      expect(shownSeconds()).toBe(NOMINEE_RESEND_LOCK_S);
      expect(screen.queryByRole('alert', { name: 'No new code was sent' })).not.toBeInTheDocument();
      // The right code.
      await user.click(verifyButton());
      expect((await sut.codeCalls.next('verifyCode')).input).toEqual({ code: '123456', payload: PAYLOAD });
      await act(() => sut.codeCalls.resolve('verifyCode', undefined));
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, a refused code stays in it');
    },
    'step.previous': async ({ user, run }) => {
      await user.click(within(document.body).getByRole('button', { name: 'Back to Nominee Details' }));
      expect(run.previousCount()).toBe(1);
    },
  },
});
