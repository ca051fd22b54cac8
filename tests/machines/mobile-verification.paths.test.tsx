// @vitest-environment happy-dom
/**
 * Every path of the mobile-verification machine through the rendered screen: the real OTP
 * field and buttons, fake timers for the 300-s resend lock and its m:ss countdown, identity
 * calls settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { MOBILE_RESEND_LOCK_S, mobileVerificationMachine } from '../../machines/mobile-verification.machine';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { MobileVerificationScreen } from '../../src/features/auth/mobile-verification/mobile-verification-screen';
import { currentHref, renderAuth } from '../features/auth/harness';
import { createDeferredActors, describeModelPaths } from '../support/model';

const EMAIL = 'ravi@example.in';

afterEach(() => {
  vi.useRealTimers();
});

async function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(mobileVerificationMachine, ['confirmSignUp', 'resendConfirmationCode']);
  const machine = mobileVerificationMachine.provide({ actors: deferred.actors });
  // Taken before the lock can have started, so the lock never ends before lockedAt + 300 s.
  const lockedAt = Date.now();
  const view = renderAuth('/mobileverification', {
    screens: { '/mobileverification': () => <MobileVerificationScreen email={EMAIL} machine={machine} /> },
  });
  await screen.findByRole('form', { name: 'Mobile Verification' });
  return { ...view, user, deferred, lockedAt, lockSeconds: MOBILE_RESEND_LOCK_S, typed: '' };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const form = () => screen.getByRole('form', { name: 'Mobile Verification' });
const otp = () => within(form()).getByLabelText(/^OTP/);
const verifyButton = () => within(form()).getByRole('button', { name: 'Verify' });
const resendButton = () => within(form()).getByRole('button', { name: /^Resend OTP/ });

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

describeModelPaths({
  name: 'mobile-verification',
  machine: mobileVerificationMachine,
  setup,
  states: {
    verification: () => {
      expect(within(form()).getByText(EMAIL)).toBeVisible();
      expect(otp()).toHaveAttribute('maxlength', '6');
    },
    'verification.code': () => expect(verifyButton()).toBeInTheDocument(),
    'verification.code.entering': ({ typed }) => {
      expect(otp()).toBeEnabled();
      expect(otp()).toHaveValue(typed);
      expect(otp()).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('alert', { name: 'Verification failed' })).not.toBeInTheDocument();
    },
    'verification.code.incomplete': () => {
      expect(otp()).toHaveAttribute('aria-invalid', 'true');
      expect(otp()).toHaveAccessibleDescription('Enter all 6 digits of the OTP.');
    },
    'verification.code.verifying': async ({ deferred }) => {
      await waitFor(() => expect(otp()).toBeDisabled());
      expect((await deferred.next('confirmSignUp')).input).toEqual({ email: EMAIL, code: '123456' });
    },
    'verification.code.failed': async () => {
      expect(await screen.findByRole('alert', { name: 'Verification failed' })).toHaveTextContent(
        'Incorrect confirmation code',
      );
      expect(otp()).toBeEnabled();
    },
    'verification.resend': () => expect(resendButton()).toBeVisible(),
    'verification.resend.locked': async () => {
      await waitFor(() => expect(resendButton()).toBeDisabled());
      expect(resendButton()).toHaveTextContent(/^Resend OTP in \d:\d\d$/);
    },
    'verification.resend.locked.counting': ({ lockSeconds }) => {
      // Slow steps let real time (and so a tick) pass; the display never runs ahead of the lock.
      expect(shownSeconds()).toBeLessThanOrEqual(lockSeconds);
      expect(shownSeconds()).toBeGreaterThanOrEqual(lockSeconds - 2);
    },
    'verification.resend.available': async ({ deferred }) => {
      await waitFor(() => expect(resendButton()).toHaveTextContent(/^Resend OTP$/));
      expect(resendButton()).toBeEnabled();
      if (deferred.calls('resendConfirmationCode').length > 0) {
        expect(screen.getByRole('alert', { name: 'We could not send a new code.' })).toHaveTextContent(
          'Attempt limit exceeded, please try after some time.',
        );
      }
    },
    'verification.resend.resending': async ({ deferred }) => {
      expect((await deferred.next('resendConfirmationCode')).input).toEqual({ email: EMAIL });
    },
    verified: async ({ router }) => {
      await waitFor(() => expect(currentHref(router)).toBe('/signin?message=userCreated'));
    },
  },
  events: {
    'code.changed': (sut) => enter(sut, '12'),
    'code.submit': async (sut, step) => {
      await enter(sut, step.case === 'isCodeComplete' ? '12a3456' : '123');
      await sut.user.click(verifyButton());
    },
    'done.confirmSignUp': ({ deferred }) => act(() => deferred.resolve('confirmSignUp', undefined)),
    'error.confirmSignUp': ({ deferred }) =>
      act(() =>
        deferred.reject('confirmSignUp', new IdentityError('CodeMismatchException', 'Incorrect confirmation code')),
      ),
    'after.COUNTDOWN_TICK': async (sut) => {
      const before = shownSeconds();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(shownSeconds()).toBe(before - 1);
      sut.lockSeconds = before - 1;
    },
    'after.RESEND_LOCK': async (sut) => {
      // Well short of the lock nothing opens; then it opens once the lock is over. The margin is
      // wide because shouldAdvanceTime lets real time leak into the fake clock during the long
      // jump (300 countdown renders), which on a loaded machine overshoots by seconds.
      await act(() => vi.advanceTimersByTimeAsync(sut.lockedAt + (MOBILE_RESEND_LOCK_S - 30) * 1000 - Date.now()));
      expect(resendButton()).toBeDisabled();
      for (let waited = 0; waited < 40_000 && resendButton().hasAttribute('disabled'); waited += 250) {
        await act(() => vi.advanceTimersByTimeAsync(250));
      }
    },
    'code.resend': ({ user }) => user.click(resendButton()),
    'done.resendConfirmationCode': async (sut) => {
      sut.lockedAt = Date.now();
      await act(() => sut.deferred.resolve('resendConfirmationCode', undefined));
      sut.lockSeconds = MOBILE_RESEND_LOCK_S;
    },
    'error.resendConfirmationCode': ({ deferred }) =>
      act(() =>
        deferred.reject(
          'resendConfirmationCode',
          new IdentityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
        ),
      ),
  },
});
