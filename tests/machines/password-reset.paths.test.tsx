// @vitest-environment happy-dom
/**
 * Every path of the password-reset machine through its two rendered screens (Reset Password
 * and New Password): real fields and buttons, fake timers for the 60-s resend lock, identity
 * calls settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { passwordResetMachine, RESET_RESEND_LOCK_S } from '../../machines/password-reset.machine';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { NewPasswordScreen } from '../../src/features/auth/password-reset/new-password-screen';
import { ResetPasswordScreen } from '../../src/features/auth/password-reset/reset-password-screen';
import { currentHref, renderAuth } from '../features/auth/harness';
import { createDeferredActors, describeModelPaths } from '../support/model';

const EMAIL = 'asha@example.in';
const NEW_PASSWORD = 'Sanchay@2027';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const deferred = createDeferredActors(passwordResetMachine, ['forgotPassword', 'confirmPassword']);
  const machine = passwordResetMachine.provide({ actors: deferred.actors });
  const sut = {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    deferred,
    view: undefined as ReturnType<typeof renderAuth> | undefined,
    lockedAt: 0,
    lockSeconds: RESET_RESEND_LOCK_S,
    failure: '',
    async open(stage: 'request' | 'newPassword') {
      sut.lockedAt = Date.now();
      sut.view =
        stage === 'request'
          ? renderAuth('/resetpassword', {
              screens: { '/resetpassword': () => <ResetPasswordScreen email={EMAIL} machine={machine} /> },
            })
          : renderAuth('/newpassword', {
              screens: { '/newpassword': () => <NewPasswordScreen email={EMAIL} machine={machine} /> },
            });
      await screen.findByRole('form', { name: stage === 'request' ? 'Reset Password' : 'New Password' });
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

function shownSeconds(): number {
  const match = /^Resend OTP in (\d+) s$/.exec(resendButton().textContent ?? '');
  if (!match) throw new Error(`No countdown on the button: "${resendButton().textContent}"`);
  return Number(match[1]);
}

function router(sut: Sut) {
  if (!sut.view) throw new Error('Not opened yet');
  return sut.view.router;
}

describeModelPaths({
  name: 'password-reset',
  machine: passwordResetMachine,
  setup,
  states: {
    // Left at once by `always`: the `always` executor opens the screen.
    starting: ({ view }) => expect(view).toBeUndefined(),
    request: () => expect(within(form('Reset Password')).getByLabelText(/^Email/)).toHaveValue(EMAIL),
    'request.editing': () => {
      expect(within(form('Reset Password')).getByRole('button', { name: 'Send Code' })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    'request.sending': async ({ deferred }) => {
      await waitFor(() => expect(within(form('Reset Password')).getByLabelText(/^Email/)).toBeDisabled());
      expect((await deferred.next('forgotPassword')).input).toEqual({ email: EMAIL });
    },
    'request.failed': async ({ failure }) => {
      expect(await screen.findByRole('alert', { name: 'Password reset failed' })).toHaveTextContent(failure);
      expect(within(form('Reset Password')).getByLabelText(/^Email/)).toBeEnabled();
    },
    codeSent: async (sut) => {
      await waitFor(() => expect(currentHref(router(sut))).toBe(`/newpassword?email=${encodeURIComponent(EMAIL)}`));
      expect(await screen.findByRole('heading', { level: 1, name: 'New Password' })).toBeVisible();
    },
    newPassword: () => {
      expect(screen.getByText(`Enter the code we e-mailed to ${EMAIL} and choose a new password.`)).toBeVisible();
      expect(within(newForm()).queryByLabelText(/^Email/)).not.toBeInTheDocument();
    },
    'newPassword.form': () => expect(field(/^OTP/)).toHaveAttribute('maxlength', '6'),
    'newPassword.form.editing': () => {
      expect(submitButton()).toBeEnabled();
      expect(screen.queryByRole('alert', { name: 'Password reset failed' })).not.toBeInTheDocument();
    },
    'newPassword.form.saving': async ({ deferred }) => {
      await waitFor(() => expect(field(/^OTP/)).toBeDisabled());
      expect((await deferred.next('confirmPassword')).input).toEqual({
        email: EMAIL,
        code: 'ab12',
        password: NEW_PASSWORD,
      });
    },
    'newPassword.form.failed': async () => {
      expect(await screen.findByRole('alert', { name: 'Password reset failed' })).toHaveTextContent(
        'Invalid verification code provided, please try again.',
      );
      expect(field(/^OTP/)).toBeEnabled();
    },
    'newPassword.resend': () => expect(resendButton()).toBeVisible(),
    'newPassword.resend.locked': async () => {
      await waitFor(() => expect(resendButton()).toBeDisabled());
    },
    'newPassword.resend.locked.counting': ({ lockSeconds }) => {
      expect(shownSeconds()).toBeLessThanOrEqual(lockSeconds);
      expect(shownSeconds()).toBeGreaterThanOrEqual(lockSeconds - 2);
    },
    'newPassword.resend.available': async ({ deferred }) => {
      await waitFor(() => expect(resendButton()).toHaveTextContent(/^Resend OTP$/));
      if (deferred.calls('forgotPassword').length > 0) {
        expect(screen.getByRole('alert', { name: 'We could not send a new code.' })).toHaveTextContent(
          'Attempt limit exceeded, please try after some time.',
        );
      }
    },
    'newPassword.resend.resending': async ({ deferred }) => {
      expect((await deferred.next('forgotPassword')).input).toEqual({ email: EMAIL });
    },
    passwordChanged: async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
      expect(within(dialog).getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/signin');
    },
  },
  events: {
    always: (sut, step) => sut.open(step.case === 'isChoosingNewPassword' ? 'newPassword' : 'request'),
    'request.submit': ({ user }) =>
      user.click(within(form('Reset Password')).getByRole('button', { name: 'Send Code' })),
    'done.forgotPassword': async (sut) => {
      if (screen.queryByRole('form', { name: 'New Password' })) sut.lockedAt = Date.now();
      await act(() => sut.deferred.resolve('forgotPassword', undefined));
      sut.lockSeconds = RESET_RESEND_LOCK_S;
    },
    'error.forgotPassword': async (sut) => {
      sut.failure = screen.queryByRole('form', { name: 'New Password' })
        ? 'Attempt limit exceeded, please try after some time.'
        : 'Username/client id combination not found.';
      const code = sut.failure.startsWith('Attempt') ? 'LimitExceededException' : 'UserNotFoundException';
      await act(() => sut.deferred.reject('forgotPassword', new IdentityError(code, sut.failure)));
    },
    'password.submit': async ({ user }) => {
      for (const [label, value] of [
        [/^OTP/, 'ab12'],
        [/^New Password/, NEW_PASSWORD],
        [/^Confirm Password/, NEW_PASSWORD],
      ] as const) {
        await user.clear(field(label));
        await user.type(field(label), value);
      }
      await user.click(submitButton());
    },
    'done.confirmPassword': ({ deferred }) => act(() => deferred.resolve('confirmPassword', undefined)),
    'error.confirmPassword': ({ deferred }) =>
      act(() =>
        deferred.reject(
          'confirmPassword',
          new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
        ),
      ),
    'after.COUNTDOWN_TICK': async (sut) => {
      const before = shownSeconds();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(shownSeconds()).toBe(before - 1);
      sut.lockSeconds = before - 1;
    },
    'after.RESEND_LOCK': async (sut) => {
      // Well short of the lock nothing opens (a wide margin: shouldAdvanceTime lets real time leak
      // into the fake clock during the jump, and a loaded machine overshoots by seconds).
      await act(() => vi.advanceTimersByTimeAsync(sut.lockedAt + (RESET_RESEND_LOCK_S - 15) * 1000 - Date.now()));
      expect(resendButton()).toBeDisabled();
      for (let waited = 0; waited < 25_000 && resendButton().hasAttribute('disabled'); waited += 250) {
        await act(() => vi.advanceTimersByTimeAsync(250));
      }
    },
    'code.resend': ({ user }) => user.click(resendButton()),
  },
});
