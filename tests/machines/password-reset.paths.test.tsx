// @vitest-environment happy-dom
/**
 * Every path of the password-reset machine through its two rendered screens (Reset Password
 * and New Password): real fields and buttons, identity calls settled by the test. Resend is the
 * shared resend-countdown child, which runs for real under fake timers (the 60-s lock shown on
 * the button, checked to the second: the clock moves only when a step advances it); its reports to the parent are driven through the button once the lock is over.
 * New Password opens with the e-mail in the address, or without it when the path takes the
 * typed-address branch (001 §8: the screen asks for the e-mail).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { passwordResetMachine, RESET_RESEND_LOCK_S } from '../../machines/password-reset.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { NewPasswordScreen } from '../../src/features/auth/password-reset/new-password-screen';
import { ResetPasswordScreen } from '../../src/features/auth/password-reset/reset-password-screen';
import { currentHref, renderAuth } from '../features/auth/harness';
import { flush } from '../support/clock';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../support/model';

const EMAIL = 'asha@example.in';
const OTHER_EMAIL = 'asha.k@example.in';
const NEW_PASSWORD = 'Sanchay@2027';
const RESEND_FAILURE = 'Attempt limit exceeded, please try after some time.';

afterEach(() => {
  vi.useRealTimers();
});

function setup(path: PathInfo) {
  vi.useFakeTimers();
  const deferred = createDeferredActors(passwordResetMachine, ['forgotPassword', 'confirmPassword']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const machine = passwordResetMachine.provide({
    actors: { ...deferred.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
  });
  const sut = {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    deferred,
    resend,
    view: undefined as ReturnType<typeof renderAuth> | undefined,
    // The second `always` decides the resend branch the moment New Password opens.
    typedAddress: path.steps[0]?.case === 'isChoosingNewPassword' && path.steps[1]?.case === 'else',
    lockedAt: 0,
    failure: '',
    /** The address the last code went (or is going) to; the countdown resends there. */
    codeSentTo: EMAIL,
    resendFailure: '',
    resendSending: false,
    /** Reset Password's e-mail field: prefilled from the address, then another address typed at every submit. */
    requestTyped: EMAIL,
    requestSubmits: 0,
    async open(stage: 'request' | 'newPassword') {
      sut.lockedAt = Date.now();
      sut.view =
        stage === 'request'
          ? renderAuth('/resetpassword', {
              screens: { '/resetpassword': () => <ResetPasswordScreen email={EMAIL} machine={machine} /> },
            })
          : renderAuth('/newpassword', {
              screens: {
                '/newpassword': () => (
                  <NewPasswordScreen email={sut.typedAddress ? undefined : EMAIL} machine={machine} />
                ),
              },
            });
      await flush();
      expect(form(stage === 'request' ? 'Reset Password' : 'New Password')).toBeVisible();
    },
  };
  return sut;
}

type Sut = ReturnType<typeof setup>;

const form = (name: string) => screen.getByRole('form', { name });
const newForm = () => form('New Password');
const field = (label: RegExp) => within(newForm()).getByLabelText(label);
const resendButton = () => within(newForm()).getByRole('button', { name: /^Resend OTP/ });
const submitButton = () => within(newForm()).getByRole('button', { name: 'Set New Password' });
const resendAlert = () => screen.queryByRole('alert', { name: 'We could not send a new code.' });
const onNewPassword = () => screen.queryByRole('form', { name: 'New Password' }) !== null;

function shownSeconds(): number {
  const match = /^Resend OTP in (\d+) s$/.exec(resendButton().textContent ?? '');
  if (!match) throw new Error(`No countdown on the button: "${resendButton().textContent}"`);
  return Number(match[1]);
}

function router(sut: Sut) {
  if (!sut.view) throw new Error('Not opened yet');
  return sut.view.router;
}

/**
 * The lock holds for exactly 60 s, counting down second by second, then Resend OTP opens: a tick
 * lands on the second and not a millisecond before, and the lock's last millisecond reads 1 s.
 */
async function waitOutLock(sut: Sut) {
  if (!resendButton().hasAttribute('disabled')) return;
  const before = shownSeconds();
  await act(() => vi.advanceTimersByTimeAsync(999));
  expect(shownSeconds()).toBe(before);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(shownSeconds()).toBe(before - 1);
  await act(() => vi.advanceTimersByTimeAsync(sut.lockedAt + RESET_RESEND_LOCK_S * 1000 - 1 - Date.now()));
  expect(resendButton()).toBeDisabled();
  expect(shownSeconds()).toBe(1);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(resendButton()).toHaveTextContent(/^Resend OTP$/);
  // A code went out since any failure: open again, Resend shows no old error.
  expect(resendAlert()).not.toBeInTheDocument();
}

/** Presses Resend OTP once the lock is over and returns the pending call of the shared child. */
async function pressCountdownResend(sut: Sut) {
  await waitOutLock(sut);
  await sut.user.click(resendButton());
  const call = await sut.resend.next('sendCode');
  expect(call.input).toEqual({ email: sut.codeSentTo });
  return call;
}

/** What the shared countdown shows: the lock, the pending resend, or why the last one failed. */
async function countdownShown(sut: Sut) {
  if (sut.resendFailure) {
    expect(resendButton()).toBeEnabled();
    expect(resendAlert()).toHaveTextContent(sut.resendFailure);
    return;
  }
  expect(resendAlert()).not.toBeInTheDocument();
  if (sut.resendSending) {
    expect((await sut.resend.next('sendCode')).input).toEqual({ email: sut.codeSentTo });
    return;
  }
  expect(resendButton()).toBeDisabled();
  // One second off the lock for every whole second since it started, exactly.
  expect(shownSeconds()).toBe(RESET_RESEND_LOCK_S - Math.floor((Date.now() - sut.lockedAt) / 1000));
}

async function typeEmail(sut: Sut, email: string) {
  await sut.user.clear(field(/^Email/));
  await sut.user.type(field(/^Email/), email);
}

describeModelPaths({
  name: 'password-reset',
  machine: passwordResetMachine,
  setup,
  states: {
    // Left at once by `always`: the `always` executor opens the screen.
    starting: ({ view }) => expect(view).toBeUndefined(),
    request: ({ requestTyped }) =>
      expect(within(form('Reset Password')).getByLabelText(/^Email/)).toHaveValue(requestTyped),
    'request.editing': () => {
      expect(within(form('Reset Password')).getByRole('button', { name: 'Send Code' })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    'request.sending': async ({ deferred, requestTyped }) => {
      expect(within(form('Reset Password')).getByLabelText(/^Email/)).toBeDisabled();
      expect((await deferred.next('forgotPassword')).input).toEqual({ email: requestTyped.toLowerCase() });
    },
    'request.failed': ({ failure }) => {
      expect(screen.getByRole('alert', { name: 'Password reset failed' })).toHaveTextContent(failure);
      expect(within(form('Reset Password')).getByLabelText(/^Email/)).toBeEnabled();
    },
    codeSent: (sut) => {
      expect(currentHref(router(sut))).toBe(`/newpassword?email=${encodeURIComponent(sut.requestTyped.toLowerCase())}`);
      expect(screen.getByRole('heading', { level: 1, name: 'New Password' })).toBeVisible();
    },
    newPassword: ({ typedAddress }) => {
      if (typedAddress) {
        expect(screen.getByRole('status')).toHaveTextContent(
          'Enter the e-mail address of your account to set a new password.',
        );
        expect(field(/^Email/)).toBeVisible();
      } else {
        expect(screen.getByText(`Enter the code we e-mailed to ${EMAIL} and choose a new password.`)).toBeVisible();
        expect(within(newForm()).queryByLabelText(/^Email/)).not.toBeInTheDocument();
      }
    },
    'newPassword.form': () => expect(field(/^OTP/)).toHaveAttribute('maxlength', '6'),
    'newPassword.form.editing': () => {
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByRole('alert', { name: 'Password reset failed' })).not.toBeInTheDocument();
    },
    'newPassword.form.saving': async ({ deferred }) => {
      expect(field(/^OTP/)).toBeDisabled();
      expect((await deferred.next('confirmPassword')).input).toEqual({
        email: EMAIL,
        code: 'ab12',
        password: NEW_PASSWORD,
      });
    },
    'newPassword.form.failed': () => {
      expect(screen.getByRole('alert', { name: 'Password reset failed' })).toHaveTextContent(
        'Invalid verification code provided, please try again.',
      );
      expect(field(/^OTP/)).toBeEnabled();
    },
    'newPassword.resend': () => expect(resendButton()).toBeVisible(),
    // Left at once by `always`: the real machine chose its branch when the screen opened.
    'newPassword.resend.opening': () => {},
    'newPassword.resend.countdown': countdownShown,
    'newPassword.resend.typedAddress': () => expect(field(/^Email/)).toBeVisible(),
    'newPassword.resend.typedAddress.needsEmail': ({ resendFailure }) => {
      // No code went out from here yet: nothing to wait for.
      expect(resendButton()).toHaveTextContent(/^Resend OTP$/);
      expect(resendButton()).toBeEnabled();
      if (resendFailure) expect(resendAlert()).toHaveTextContent(resendFailure);
      else expect(resendAlert()).not.toBeInTheDocument();
    },
    'newPassword.resend.typedAddress.requesting': async ({ deferred, codeSentTo }) => {
      expect((await deferred.next('forgotPassword')).input).toEqual({ email: codeSentTo });
      expect(resendAlert()).not.toBeInTheDocument();
    },
    'newPassword.resend.typedAddress.countdown': countdownShown,
    passwordChanged: () => {
      const dialog = screen.getByRole('dialog', { name: 'Password changed' });
      expect(within(dialog).getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/signin');
    },
  },
  events: {
    always: async (sut, step) => {
      // The second `always` (which resend branch) is the real machine's, decided on opening.
      if (!sut.view) await sut.open(step.case === 'isChoosingNewPassword' ? 'newPassword' : 'request');
    },
    'request.submit': async (sut) => {
      // Another address each time, so the request must go to the one typed last.
      sut.requestSubmits += 1;
      sut.requestTyped = `Asha${sut.requestSubmits}@Example.in`;
      const email = within(form('Reset Password')).getByLabelText(/^Email/);
      await sut.user.clear(email);
      await sut.user.type(email, sut.requestTyped);
      await sut.user.click(within(form('Reset Password')).getByRole('button', { name: 'Send Code' }));
    },
    'done.forgotPassword': async (sut) => {
      if (onNewPassword()) {
        // A first code to the typed address: its countdown starts now.
        sut.lockedAt = Date.now();
        sut.resendFailure = '';
      }
      await act(() => sut.deferred.resolve('forgotPassword', undefined));
      await flush(); // the request screen moves on to New Password
    },
    'error.forgotPassword': async (sut) => {
      const message = onNewPassword() ? RESEND_FAILURE : 'Username/client id combination not found.';
      if (onNewPassword()) sut.resendFailure = message;
      else sut.failure = message;
      const code = message === RESEND_FAILURE ? 'LimitExceededException' : 'UserNotFoundException';
      await act(() => sut.deferred.reject('forgotPassword', new IdentityError(code, message)));
    },
    'password.submit': async ({ user }) => {
      const email = within(newForm()).queryByLabelText(/^Email/);
      const fields: Array<readonly [RegExp, string]> = [
        [/^OTP/, 'ab12'],
        [/^New Password/, NEW_PASSWORD],
        [/^Confirm Password/, NEW_PASSWORD],
      ];
      if (email && (email as HTMLInputElement).value === '') fields.unshift([/^Email/, EMAIL]);
      for (const [label, value] of fields) {
        await user.clear(field(label));
        await user.type(field(label), value);
      }
      await user.click(submitButton());
    },
    'done.confirmPassword': async ({ deferred }) => {
      await act(() => deferred.resolve('confirmPassword', undefined));
      await flush();
    },
    'error.confirmPassword': ({ deferred }) =>
      act(() =>
        deferred.reject(
          'confirmPassword',
          new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
        ),
      ),
    // Only the screen without an e-mail in the address asks the machine; the other one presses
    // the shared control, which tells the countdown child itself.
    'code.resend': async (sut, step) => {
      sut.resendFailure = '';
      if (step.case === undefined) {
        // No code yet: the address typed in the form gets the first one.
        if ((field(/^Email/) as HTMLInputElement).value !== EMAIL) await typeEmail(sut, EMAIL);
        sut.codeSentTo = EMAIL;
        await sut.user.click(resendButton());
        return;
      }
      await waitOutLock(sut);
      if (step.case === 'isAnotherEmail') {
        await typeEmail(sut, OTHER_EMAIL);
        sut.codeSentTo = OTHER_EMAIL;
      } else {
        sut.resendSending = true;
      }
      await sut.user.click(resendButton());
    },
    'otp.resent': async (sut) => {
      await pressCountdownResend(sut);
      sut.lockedAt = Date.now();
      await act(() => sut.resend.resolve('sendCode', undefined));
      sut.resendFailure = '';
    },
    'otp.resendFailed': async (sut) => {
      await pressCountdownResend(sut);
      await act(() => sut.resend.reject('sendCode', new IdentityError('LimitExceededException', RESEND_FAILURE)));
      sut.resendFailure = RESEND_FAILURE;
    },
    // The countdown child never finishes or fails on its own: it lives as long as its state.
    'done.resendCountdown': () => {
      throw new Error('unused');
    },
    'error.resendCountdown': () => {
      throw new Error('unused');
    },
  },
});
