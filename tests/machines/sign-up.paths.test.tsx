// @vitest-environment happy-dom
/**
 * Every path of the sign-up machine through the rendered Sign Up screen: the real form,
 * checkbox and button, the app's router and storage, identity calls settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { signUpMachine } from '../../machines/sign-up.machine';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { signUpMessages } from '../../src/features/auth/messages';
import { SignUpScreen } from '../../src/features/auth/sign-up/sign-up-screen';
import { renderAuth } from '../features/auth/harness';
import { createDeferredActors, describeModelPaths } from '../support/model';

const EMAIL = 'asha@example.in';

/** Each submit types another address (Asha@Example.in, then Asha2@…), so a retry must send the one typed last. */
const typedEmail = (submits: number) => (submits <= 1 ? 'Asha@Example.in' : `Asha${submits}@Example.in`);

async function setup() {
  const user = userEvent.setup();
  const deferred = createDeferredActors(signUpMachine, ['signUp', 'getPhoneInfo', 'resendConfirmationCode']);
  const machine = signUpMachine.provide({ actors: deferred.actors });
  const view = renderAuth('/signup', { screens: { '/signup': () => <SignUpScreen machine={machine} /> } });
  await screen.findByRole('form', { name: 'Sign Up' });
  return { ...view, user, deferred, failure: '', submits: 0, email: EMAIL };
}

const form = () => screen.getByRole('form', { name: 'Sign Up' });
const field = (label: RegExp) => within(form()).getByLabelText(label);
const submitButton = () => within(form()).getByRole('button', { name: 'Sign Up' });

function expectLocked() {
  expect(field(/^Email/)).toBeDisabled();
  expect(field(/^Phone Number/)).toBeDisabled();
  expect(submitButton()).toBeDisabled();
}

function expectEditable() {
  expect(field(/^Email/)).toBeEnabled();
  expect(field(/^Phone Number/)).toBeEnabled();
  expect(submitButton()).toBeEnabled();
}

describeModelPaths({
  name: 'sign-up',
  machine: signUpMachine,
  setup,
  states: {
    editing: () => {
      expectEditable();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
    signingUp: async ({ deferred, email }) => {
      await waitFor(expectLocked);
      expect((await deferred.next('signUp')).input).toEqual({
        email,
        phone: '9876543210',
        password: 'Sanchay@2026',
      });
    },
    checkingPhone: async ({ deferred, email }) => {
      expect(await screen.findByRole('status')).toHaveTextContent(signUpMessages.checkingAccount);
      expectLocked();
      expect((await deferred.next('getPhoneInfo')).input).toEqual({ email });
    },
    resendingCode: async ({ deferred, email }) => {
      expect(await screen.findByRole('status')).toHaveTextContent(signUpMessages.sendingCode);
      expectLocked();
      expect((await deferred.next('resendConfirmationCode')).input).toEqual({ email });
    },
    alreadyRegistered: async () => {
      expect(await screen.findByRole('status')).toHaveTextContent(
        'It looks like you already have an account with us! Please log in to continue.',
      );
      expect(within(screen.getByRole('status')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
        'href',
        '/signin',
      );
      expectEditable();
    },
    failed: async ({ failure }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(failure);
      expectEditable();
    },
    codeSent: async ({ router, store, email }) => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/mobileverification'));
      expect(store.get('verificationEmail')).toBe(email);
      expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Verification' })).toBeVisible();
    },
  },
  events: {
    submit: async (sut) => {
      const { user } = sut;
      sut.submits += 1;
      const typed = typedEmail(sut.submits);
      sut.email = typed.toLowerCase();
      await user.clear(field(/^Email/));
      await user.type(field(/^Email/), typed);
      await user.clear(field(/^Phone Number/));
      await user.type(field(/^Phone Number/), '9876543210');
      await user.clear(field(/^Password/));
      await user.type(field(/^Password/), 'Sanchay@2026');
      const terms = within(form()).getByRole('checkbox');
      if (!(terms as HTMLInputElement).checked) await user.click(terms);
      await user.click(submitButton());
    },
    'done.signUp': ({ deferred }) => act(() => deferred.resolve('signUp', undefined)),
    'error.signUp': async (sut, step) => {
      if (step.case === 'isExistingUser') {
        await act(() =>
          sut.deferred.reject('signUp', new IdentityError('UsernameExistsException', 'User already exists')),
        );
      } else {
        sut.failure = 'Password did not conform with policy: Password not long enough';
        await act(() => sut.deferred.reject('signUp', new IdentityError('InvalidPasswordException', sut.failure)));
      }
    },
    'done.getPhoneInfo': ({ deferred }, step) =>
      act(() => deferred.resolve('getPhoneInfo', { confirmed: step.case === 'isPhoneConfirmed' })),
    'error.getPhoneInfo': async ({ deferred }) => {
      // Nobody can tell whether the phone is confirmed: only logged, and a new code goes out.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        await act(() => deferred.reject('getPhoneInfo', new Error('Request failed with status 404')));
        expect(warn).toHaveBeenCalledWith('Sign-up: phone info failed', new Error('Request failed with status 404'));
      } finally {
        warn.mockRestore();
      }
    },
    'done.resendConfirmationCode': ({ deferred }) => act(() => deferred.resolve('resendConfirmationCode', undefined)),
    'error.resendConfirmationCode': async (sut) => {
      sut.failure = 'Attempt limit exceeded, please try after some time.';
      await act(() =>
        sut.deferred.reject('resendConfirmationCode', new IdentityError('LimitExceededException', sut.failure)),
      );
    },
  },
});
