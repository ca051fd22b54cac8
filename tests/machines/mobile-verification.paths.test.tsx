// @vitest-environment happy-dom
/**
 * Every path of the mobile-verification machine through the rendered screen: the real OTP
 * field and buttons, identity calls settled by the test. The code entry is the shared
 * code-entry child (its own paths: tests/machines/shared/code-entry.paths.test.tsx); here the
 * step that verifies the code goes through this screen's texts on the way: an incomplete code,
 * a refused one, a failed and a successful resend, then the right code. The resend countdown
 * runs for real under fake timers: the 300-s lock and its m:ss countdown on the button are
 * checked to the second (the fake clock moves only when a step advances it).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { MOBILE_RESEND_LOCK_S, mobileVerificationMachine } from '../../machines/mobile-verification.machine';
import { codeEntryMachine } from '../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { MobileVerificationScreen } from '../../src/features/auth/mobile-verification/mobile-verification-screen';
import { currentHref, renderAuth } from '../features/auth/harness';
import { flush } from '../support/clock';
import { createDeferredActors, describeModelPaths } from '../support/model';

const EMAIL = 'ravi@example.in';
const RESEND_FAILURE = 'Attempt limit exceeded, please try after some time.';

afterEach(() => {
  vi.useRealTimers();
});

async function setup() {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const machine = mobileVerificationMachine.provide({
    actors: {
      codeEntry: codeEntryMachine.provide({
        actors: { ...deferred.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
      }),
    },
  });
  // The lock starts as the screen mounts; the clock does not move until a step advances it.
  const lockedAt = Date.now();
  const view = renderAuth('/mobileverification', {
    screens: { '/mobileverification': () => <MobileVerificationScreen email={EMAIL} machine={machine} /> },
  });
  await flush();
  expect(form()).toBeVisible();
  return { ...view, user, deferred, resend, lockedAt };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const form = () => screen.getByRole('form', { name: 'Mobile Verification' });
const otp = () => within(form()).getByLabelText(/^OTP/);
const verifyButton = () => within(form()).getByRole('button', { name: 'Verify' });
const resendButton = () => within(form()).getByRole('button', { name: /^Resend OTP/ });
const resendAlert = () => screen.queryByRole('alert', { name: 'We could not send a new code.' });

/** The countdown on the button, in seconds. */
function shownSeconds(): number {
  const match = /^Resend OTP in (\d+):(\d\d)$/.exec(resendButton().textContent ?? '');
  if (!match) throw new Error(`No countdown on the button: "${resendButton().textContent}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

async function enter(sut: Sut, code: string) {
  await sut.user.clear(otp());
  if (code) await sut.user.type(otp(), code);
}

/**
 * The lock holds for exactly 300 s, counting down second by second as m:ss, then Resend OTP
 * opens: a tick lands on the second and not a millisecond before, and the last millisecond of the
 * lock still reads 0:01.
 */
async function waitOutLock(sut: Sut) {
  const before = shownSeconds();
  await act(() => vi.advanceTimersByTimeAsync(999));
  expect(shownSeconds()).toBe(before);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(shownSeconds()).toBe(before - 1);
  await act(() => vi.advanceTimersByTimeAsync(sut.lockedAt + MOBILE_RESEND_LOCK_S * 1000 - 1 - Date.now()));
  expect(resendButton()).toBeDisabled();
  expect(resendButton()).toHaveTextContent(/^Resend OTP in 0:01$/);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(resendButton()).toHaveTextContent(/^Resend OTP$/);
}

/** Presses Resend OTP once the lock is over and returns the pending call of the shared child. */
async function pressResend(sut: Sut) {
  await waitOutLock(sut);
  await sut.user.click(resendButton());
  const call = await sut.resend.next('sendCode');
  expect(call.input).toEqual({ email: EMAIL });
  return call;
}

describeModelPaths({
  name: 'mobile-verification',
  machine: mobileVerificationMachine,
  setup,
  states: {
    verification: async ({ lockedAt }) => {
      expect(within(form()).getByText(EMAIL)).toBeVisible();
      expect(otp()).toHaveAttribute('maxlength', '6');
      expect(otp()).toBeEnabled();
      expect(resendButton()).toBeDisabled();
      expect(resendButton()).toHaveTextContent(/^Resend OTP in \d:\d\d$/);
      // One second off the lock for every whole second since it started, exactly.
      expect(shownSeconds()).toBe(MOBILE_RESEND_LOCK_S - Math.floor((Date.now() - lockedAt) / 1000));
      expect(resendAlert()).not.toBeInTheDocument();
    },
    verified: ({ router }) => {
      expect(currentHref(router)).toBe('/signin?message=userCreated');
    },
  },
  events: {
    'done.codeEntry': async (sut) => {
      // Typing keeps digits only.
      await enter(sut, '12a');
      expect(otp()).toHaveValue('12');
      expect(otp()).not.toHaveAttribute('aria-invalid', 'true');
      // Verify without six digits.
      await enter(sut, '123');
      await sut.user.click(verifyButton());
      expect(otp()).toHaveAttribute('aria-invalid', 'true');
      expect(otp()).toHaveAccessibleDescription('Enter all 6 digits of the OTP.');
      // A refused code: the provider's message.
      await enter(sut, '12a3456');
      await sut.user.click(verifyButton());
      expect(otp()).toBeDisabled();
      expect((await sut.deferred.next('verifyCode')).input).toEqual({ code: '123456', payload: { email: EMAIL } });
      await act(() =>
        sut.deferred.reject('verifyCode', new IdentityError('CodeMismatchException', 'Incorrect confirmation code')),
      );
      expect(screen.getByRole('alert', { name: 'Verification failed' })).toHaveTextContent(
        'Incorrect confirmation code',
      );
      expect(otp()).toBeEnabled();
      // A failed resend once the lock is over, then one that goes out and locks Resend again.
      await pressResend(sut);
      await act(() => sut.resend.reject('sendCode', new IdentityError('LimitExceededException', RESEND_FAILURE)));
      expect(resendButton()).toBeEnabled();
      expect(resendAlert()).toHaveTextContent(RESEND_FAILURE);
      await sut.user.click(resendButton());
      expect((await sut.resend.next('sendCode')).input).toEqual({ email: EMAIL });
      await act(() => sut.resend.resolve('sendCode', undefined));
      expect(resendButton()).toHaveTextContent(/^Resend OTP in 5:00$/);
      expect(resendAlert()).not.toBeInTheDocument();
      // The right code.
      await sut.user.click(verifyButton());
      expect((await sut.deferred.next('verifyCode')).input).toEqual({ code: '123456', payload: { email: EMAIL } });
      await act(() => sut.deferred.resolve('verifyCode', undefined));
      await flush();
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, a refused code stays in it');
    },
  },
});
