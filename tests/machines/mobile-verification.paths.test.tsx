// @vitest-environment happy-dom
/**
 * Every path of the mobile-verification machine through the rendered screen: the real OTP
 * field and buttons, identity calls settled by the test. Resend is the shared resend-countdown
 * child, which runs for real under fake timers: the 300-s lock and its m:ss countdown on the
 * button are checked to the second in every state (the fake clock moves only when a step
 * advances it), and the child's reports to the parent (`otp.resent`,
 * `otp.resendFailed`) are driven through the button once the lock is over.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { MOBILE_RESEND_LOCK_S, mobileVerificationMachine } from '../../machines/mobile-verification.machine';
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
  const deferred = createDeferredActors(mobileVerificationMachine, ['confirmSignUp']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const machine = mobileVerificationMachine.provide({
    actors: { ...deferred.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
  });
  // The lock starts as the screen mounts; the clock does not move until a step advances it.
  const lockedAt = Date.now();
  const view = renderAuth('/mobileverification', {
    screens: { '/mobileverification': () => <MobileVerificationScreen email={EMAIL} machine={machine} /> },
  });
  await flush();
  expect(form()).toBeVisible();
  return { ...view, user, deferred, resend, lockedAt, resendFailed: false, typed: '' };
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
  sut.typed = code;
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
    verification: async ({ lockedAt, resendFailed }) => {
      expect(within(form()).getByText(EMAIL)).toBeVisible();
      expect(otp()).toHaveAttribute('maxlength', '6');
      if (resendFailed) {
        expect(resendButton()).toBeEnabled();
        expect(resendAlert()).toHaveTextContent(RESEND_FAILURE);
        return;
      }
      expect(resendButton()).toBeDisabled();
      expect(resendButton()).toHaveTextContent(/^Resend OTP in \d:\d\d$/);
      // One second off the lock for every whole second since it started, exactly.
      expect(shownSeconds()).toBe(MOBILE_RESEND_LOCK_S - Math.floor((Date.now() - lockedAt) / 1000));
      expect(resendAlert()).not.toBeInTheDocument();
    },
    'verification.entering': ({ typed }) => {
      expect(otp()).toBeEnabled();
      expect(otp()).toHaveValue(typed);
      expect(otp()).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('alert', { name: 'Verification failed' })).not.toBeInTheDocument();
    },
    'verification.incomplete': () => {
      expect(otp()).toHaveAttribute('aria-invalid', 'true');
      expect(otp()).toHaveAccessibleDescription('Enter all 6 digits of the OTP.');
    },
    'verification.verifying': async ({ deferred }) => {
      expect(otp()).toBeDisabled();
      expect((await deferred.next('confirmSignUp')).input).toEqual({ email: EMAIL, code: '123456' });
    },
    'verification.failed': () => {
      expect(screen.getByRole('alert', { name: 'Verification failed' })).toHaveTextContent(
        'Incorrect confirmation code',
      );
      expect(otp()).toBeEnabled();
    },
    verified: ({ router }) => {
      expect(currentHref(router)).toBe('/signin?message=userCreated');
    },
  },
  events: {
    'code.changed': (sut) => enter(sut, '12'),
    'code.submit': async (sut, step) => {
      await enter(sut, step.case === 'isCodeComplete' ? '12a3456' : '123');
      await sut.user.click(verifyButton());
    },
    'done.confirmSignUp': async ({ deferred }) => {
      await act(() => deferred.resolve('confirmSignUp', undefined));
      await flush();
    },
    'error.confirmSignUp': ({ deferred }) =>
      act(() =>
        deferred.reject('confirmSignUp', new IdentityError('CodeMismatchException', 'Incorrect confirmation code')),
      ),
    'otp.resent': async (sut) => {
      await pressResend(sut);
      sut.lockedAt = Date.now();
      await act(() => sut.resend.resolve('sendCode', undefined));
      expect(resendButton()).toBeDisabled();
    },
    'otp.resendFailed': async (sut) => {
      await pressResend(sut);
      await act(() => sut.resend.reject('sendCode', new IdentityError('LimitExceededException', RESEND_FAILURE)));
      sut.resendFailed = true;
    },
    // The countdown child never finishes or fails on its own: it lives as long as the code entry.
    'done.resendCountdown': () => {
      throw new Error('unused');
    },
    'error.resendCountdown': () => {
      throw new Error('unused');
    },
  },
});
