// @vitest-environment happy-dom
/**
 * Every path of the sign-up machine through the rendered Sign Up screen: the real form,
 * checkbox and button, the app's router and storage, identity calls settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { signUpMachine } from '../../machines/sign-up.machine';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { signUpMessages } from '../../src/features/auth/messages';
import { SignUpScreen } from '../../src/features/auth/sign-up/sign-up-screen';
import { renderAuth } from '../features/auth/harness';
import { createDeferredActors, describeModelPaths } from '../support/model';

const EMAIL = 'asha@example.in';

async function setup() {
  const user = userEvent.setup();
  const deferred = createDeferredActors(signUpMachine, ['signUp', 'getPhoneInfo', 'resendConfirmationCode']);
  const machine = signUpMachine.provide({ actors: deferred.actors });
  const view = renderAuth('/signup', { screens: { '/signup': () => <SignUpScreen machine={machine} /> } });
  await screen.findByRole('form', { name: 'Sign Up' });
  return { ...view, user, deferred, failure: '' };
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
    signingUp: async ({ deferred }) => {
      await waitFor(expectLocked);
      expect((await deferred.next('signUp')).input).toEqual({
        email: EMAIL,
        phone: '9876543210',
        password: 'Sanchay@2026',
      });
    },
    checkingPhone: async ({ deferred }) => {
      expect(await screen.findByRole('status')).toHaveTextContent(signUpMessages.checkingAccount);
      expectLocked();
      expect((await deferred.next('getPhoneInfo')).input).toEqual({ email: EMAIL });
    },
    resendingCode: async ({ deferred }) => {
      expect(await screen.findByRole('status')).toHaveTextContent(signUpMessages.sendingCode);
      expectLocked();
      expect((await deferred.next('resendConfirmationCode')).input).toEqual({ email: EMAIL });
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
    codeSent: async ({ router, store }) => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/mobileverification'));
      expect(store.get('verificationEmail')).toBe(EMAIL);
      expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Verification' })).toBeVisible();
    },
  },
  events: {
    submit: async ({ user }) => {
      await user.clear(field(/^Email/));
      await user.type(field(/^Email/), 'Asha@Example.in');
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
    'error.getPhoneInfo': ({ deferred }) =>
      act(() => deferred.reject('getPhoneInfo', new Error('Request failed with status 404'))),
    'done.resendConfirmationCode': ({ deferred }) => act(() => deferred.resolve('resendConfirmationCode', undefined)),
    'error.resendConfirmationCode': async (sut) => {
      sut.failure = 'Attempt limit exceeded, please try after some time.';
      await act(() =>
        sut.deferred.reject('resendConfirmationCode', new IdentityError('LimitExceededException', sut.failure)),
      );
    },
  },
});
