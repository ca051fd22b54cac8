// @vitest-environment happy-dom
/**
 * Every path of the sign-in machine through the rendered Sign In screen: the real form and
 * buttons, the app's session and router, identity calls settled by the test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { signInMachine } from '../../machines/sign-in.machine';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { SignInScreen } from '../../src/features/auth/sign-in/sign-in-screen';
import { fakeSession } from '../api/identity/fake-identity-provider';
import { renderAuth } from '../features/auth/harness';
import { createDeferredActors, describeModelPaths } from '../support/model';

const EMAIL = 'asha@example.in';

/** Each submit types another address (' Asha@Example.in', then ' Asha2@…'), so a retry must send the one typed last. */
const typedEmail = (submits: number) => (submits <= 1 ? ' Asha@Example.in' : ` Asha${submits}@Example.in`);

async function setup() {
  const user = userEvent.setup();
  const deferred = createDeferredActors(signInMachine, ['signIn', 'resendConfirmationCode']);
  const machine = signInMachine.provide({ actors: deferred.actors });
  const view = renderAuth('/signin', {
    screens: { '/signin': (search) => <SignInScreen search={search} machine={machine} /> },
  });
  await screen.findByRole('form', { name: 'Sign In' });
  return { ...view, user, deferred, failure: '', submits: 0, email: EMAIL };
}

const form = () => screen.getByRole('form', { name: 'Sign In' });
const email = () => within(form()).getByLabelText(/^Email/);
const password = () => within(form()).getByLabelText(/^Password/);

function expectEditable() {
  expect(email()).toBeEnabled();
  expect(password()).toBeEnabled();
  expect(within(form()).getByRole('button', { name: 'Sign In' })).toBeEnabled();
}

describeModelPaths({
  name: 'sign-in',
  machine: signInMachine,
  setup,
  states: {
    editing: () => {
      expectEditable();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    signingIn: async ({ deferred, email: typed }) => {
      await waitFor(() => expect(email()).toBeDisabled());
      expect(password()).toBeDisabled();
      expect((await deferred.next('signIn')).input).toEqual({ email: typed, password: 'Sanchay@2026' });
    },
    sendingCode: async ({ deferred, store, email: typed }) => {
      expect(await screen.findByRole('status')).toHaveTextContent('Your phone number is not verified yet.');
      expect(email()).toBeDisabled();
      expect(store.get('verificationEmail')).toBe(typed);
      expect((await deferred.next('resendConfirmationCode')).input).toEqual({ email: typed });
    },
    failed: async ({ failure }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent(failure);
      expectEditable();
    },
    signedIn: async ({ router, store, email: typed }) => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await screen.findByTestId('signed-in-as')).toHaveTextContent(typed);
      expect(store.get('accessToken')).not.toBeNull();
    },
    verifyingPhone: async ({ router }) => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/mobileverification'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Verification' })).toBeVisible();
    },
  },
  events: {
    submit: async (sut) => {
      const { user } = sut;
      sut.submits += 1;
      const typed = typedEmail(sut.submits);
      sut.email = typed.trim().toLowerCase();
      await user.clear(email());
      await user.type(email(), typed);
      await user.clear(password());
      await user.type(password(), 'Sanchay@2026');
      await user.click(within(form()).getByRole('button', { name: 'Sign In' }));
    },
    'done.signIn': ({ deferred, email: typed }) => act(() => deferred.resolve('signIn', fakeSession(typed))),
    'error.signIn': async (sut, step) => {
      if (step.case === 'isUserNotConfirmed') {
        await act(() =>
          sut.deferred.reject('signIn', new IdentityError('UserNotConfirmedException', 'User is not confirmed.')),
        );
      } else {
        sut.failure = 'Invalid username/password combination';
        await act(() =>
          sut.deferred.reject('signIn', new IdentityError('NotAuthorizedException', 'Incorrect username or password.')),
        );
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
