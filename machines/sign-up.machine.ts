/**
 * Sign Up (001 §2.2, §4.1, §5, §8): e-mail, phone and password go to the identity provider,
 * which texts a confirmation code to the phone; success goes to Mobile Verification.
 *
 * 'User already exists' asks the API whether that user's phone is confirmed: not confirmed,
 * or the question fails → a new code is sent and the user goes to verification; confirmed →
 * 'It looks like you already have an account with us! Please log in to continue.' Other
 * failures show the server's message.
 *
 * The form (001 §5 validators) checks the fields before `submit` is sent.
 */
import { assign, fromPromise, setup } from 'xstate';
import { normaliseEmail } from '../domain/email';
import { type IdentityFailure, toIdentityFailure } from './sign-in.machine';

export interface SignUpDetails {
  email: string;
  /** 10 digits; the identity adapter sends it with +91 (000 §5, 001 §9). */
  phone: string;
  password: string;
}

export interface PhoneInfo {
  confirmed: boolean;
}

interface SignUpContext {
  email: string;
  error: IdentityFailure | null;
}

type SignUpEvent = { type: 'submit' } & SignUpDetails;

/** The code the identity provider answers with 'User already exists'. */
const USERNAME_EXISTS = 'UsernameExistsException';

const meta = (description: string, spec = '001 §2.2') => ({ description, spec });

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
  },
  actors: {
    signUp: fromPromise<void, SignUpDetails>(async () => {
      throw new Error('signUp not provided');
    }),
    getPhoneInfo: fromPromise<PhoneInfo, { email: string }>(async () => {
      throw new Error('getPhoneInfo not provided');
    }),
    resendConfirmationCode: fromPromise<void, { email: string }>(async () => {
      throw new Error('resendConfirmationCode not provided');
    }),
  },
  guards: {
    isExistingUser: (_, params: { error: unknown }) => toIdentityFailure(params.error).code === USERNAME_EXISTS,
    isPhoneConfirmed: (_, params: { info: PhoneInfo }) => params.info.confirmed,
  },
  actions: {
    recordEmail: assign({ email: ({ event }) => normaliseEmail(event.email), error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    // Placeholders the screen provides: storage and the router live in the app.
    rememberEmailToVerify: (_, _params: { email: string }) => {},
    goToMobileVerification: () => {},
    reportFailure: (_, _params: { what: string; error: unknown }) => {},
  },
}).createMachine({
  id: 'signUp',
  description: 'Signing up with e-mail, phone and password; a code is texted to the phone.',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      meta: meta('The form: e-mail, phone, password, the terms checkbox with its modal, and a link to Sign In.'),
      on: { submit: { target: 'signingUp', actions: 'recordEmail' } },
    },
    signingUp: {
      meta: meta('The details are with the identity provider; the form is locked.'),
      invoke: {
        src: 'signUp',
        input: ({ context, event }) => ({
          email: context.email,
          phone: event.type === 'submit' ? event.phone : '',
          password: event.type === 'submit' ? event.password : '',
        }),
        onDone: { target: 'codeSent' },
        onError: [
          {
            guard: { type: 'isExistingUser', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingPhone',
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    checkingPhone: {
      meta: meta("'User already exists': the API is asked whether the phone is confirmed.", '001 §4.1'),
      invoke: {
        src: 'getPhoneInfo',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'isPhoneConfirmed', params: ({ event }) => ({ info: event.output }) },
            target: 'alreadyRegistered',
          },
          { target: 'resendingCode' },
        ],
        onError: {
          target: 'resendingCode',
          actions: { type: 'reportFailure', params: ({ event }) => ({ what: 'phone info', error: event.error }) },
        },
      },
    },
    resendingCode: {
      meta: meta('The phone is not confirmed (or nobody could tell): a new code is sent.', '001 §4.1'),
      invoke: {
        src: 'resendConfirmationCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'codeSent' },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    alreadyRegistered: {
      meta: meta(
        "The phone is confirmed: 'It looks like you already have an account with us! Please log in to continue.'",
        '001 §4.1',
      ),
      on: { submit: { target: 'signingUp', actions: 'recordEmail' } },
    },
    failed: {
      meta: meta('Sign-up failed: the server message is shown above the form.', '001 §8'),
      on: { submit: { target: 'signingUp', actions: 'recordEmail' } },
    },
    codeSent: {
      type: 'final',
      meta: meta('A code is on its way to the phone: the e-mail is stored and the user goes to verification.'),
      entry: [
        { type: 'rememberEmailToVerify', params: ({ context }) => ({ email: context.email }) },
        'goToMobileVerification',
      ],
    },
  },
});
