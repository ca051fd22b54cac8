/**
 * Sign In (001 §2.3, §4.1; 000 §4.2, §8): e-mail and password go to the identity provider.
 * Success starts the session and goes to the redirect query (else /dashboard). A user whose
 * phone was never confirmed ('User is not confirmed.') gets a fresh code and goes to Mobile
 * Verification. Any other failure is shown on the form; the screen turns wrong credentials
 * into 'Invalid username/password combination'.
 *
 * The form validates before `submit` is sent, so the machine only sees well-formed
 * credentials. The password travels in the event and the actor input, never in context.
 */
import { assign, fromPromise, setup } from 'xstate';
import { normaliseEmail } from '../domain/email';
import type { Session } from './session.machine';

export interface Credentials {
  email: string;
  password: string;
}

/** A failure as the identity adapter reports it (code of the provider, its message). */
export interface IdentityFailure {
  code: string;
  message: string;
}

interface SignInContext {
  email: string;
  error: IdentityFailure | null;
}

type SignInEvent = { type: 'submit'; email: string; password: string };

/** The code Cognito answers for a user whose sign-up was never confirmed. */
const USER_NOT_CONFIRMED = 'UserNotConfirmedException';

/** Any thrown value as an identity failure; adapters throw errors that carry a `code`. */
export function toIdentityFailure(error: unknown): IdentityFailure {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' && code ? code : 'Unknown',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { code: 'Unknown', message: typeof error === 'string' ? error : '' };
}

const meta = (description: string, spec = '001 §2.3') => ({ description, spec });

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    signIn: fromPromise<Session, Credentials>(async () => {
      throw new Error('signIn not provided');
    }),
    resendConfirmationCode: fromPromise<void, { email: string }>(async () => {
      throw new Error('resendConfirmationCode not provided');
    }),
  },
  guards: {
    isUserNotConfirmed: (_, params: { error: unknown }) => toIdentityFailure(params.error).code === USER_NOT_CONFIRMED,
  },
  actions: {
    recordEmail: assign({ email: ({ event }) => normaliseEmail(event.email), error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    // Placeholders the screen provides: the session, storage and the router live in the app.
    startSession: (_, _params: { session: Session }) => {},
    rememberEmailToVerify: (_, _params: { email: string }) => {},
    goToRedirect: () => {},
    goToMobileVerification: () => {},
  },
}).createMachine({
  id: 'signIn',
  description: 'Signing in with e-mail and password; an unconfirmed phone goes to Mobile Verification.',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      meta: meta('The form: e-mail, password, Forgot Password and Sign Up links, and any banner.'),
      on: { submit: { target: 'signingIn', actions: 'recordEmail' } },
    },
    signingIn: {
      meta: meta('The credentials are with the identity provider; the form is locked.'),
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => ({
          email: context.email,
          password: event.type === 'submit' ? event.password : '',
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'startSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isUserNotConfirmed', params: ({ event }) => ({ error: event.error }) },
            target: 'sendingCode',
            actions: { type: 'rememberEmailToVerify', params: ({ context }) => ({ email: context.email }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    sendingCode: {
      meta: meta("'User is not confirmed.': the e-mail is stored and a new confirmation code is sent.", '001 §4.1'),
      invoke: {
        src: 'resendConfirmationCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'verifyingPhone' },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      meta: meta('Sign-in failed: the mapped or server message is shown above the form.', '000 §8, 001 §8'),
      on: { submit: { target: 'signingIn', actions: 'recordEmail' } },
    },
    signedIn: {
      type: 'final',
      meta: meta('Signed in: the session has started and the user goes to the redirect query, else /dashboard.'),
      entry: 'goToRedirect',
    },
    verifyingPhone: {
      type: 'final',
      meta: meta('The code is on its way: the user goes to /mobileverification.', '001 §4.1'),
      entry: 'goToMobileVerification',
    },
  },
});
