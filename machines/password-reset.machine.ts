/**
 * Reset Password and New Password (001 §2.5, §5, §8, §9). One flow over two screens:
 *
 * - /resetpassword asks for the e-mail; the identity provider e-mails a code and the user
 *   goes to /newpassword with the e-mail in the query.
 * - /newpassword takes the code (text, at most 6), the new password (password rule) and its
 *   confirmation ('Passwords must match'). Resending the code is locked for 60 s after each
 *   code. Success shows a modal whose 'Back to Login' button goes to Sign In. When the query
 *   carries no e-mail, the screen prompts for it.
 *
 * Each screen starts the machine with its stage; the forms validate before they send.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type IdentityFailure, normaliseEmail, toIdentityFailure } from './sign-in.machine';

export const RESET_RESEND_LOCK_S = 60;
/** The reset code is free text of at most 6 characters (001 §5). */
export const RESET_CODE_MAX_LENGTH = 6;

export interface PasswordResetInput {
  stage: 'request' | 'newPassword';
  email: string | null;
}

export interface NewPasswordDetails {
  email: string;
  code: string;
  password: string;
}

export interface PasswordResetContext {
  stage: PasswordResetInput['stage'];
  email: string | null;
  error: IdentityFailure | null;
  resendError: IdentityFailure | null;
  secondsLeft: number;
}

export type PasswordResetEvent =
  | { type: 'request.submit'; email: string }
  | ({ type: 'password.submit' } & NewPasswordDetails)
  | { type: 'code.resend'; email: string };

const meta = (description: string, spec = '001 §2.5') => ({ description, spec });

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    forgotPassword: fromPromise<void, { email: string }>(async () => {
      throw new Error('forgotPassword not provided');
    }),
    confirmPassword: fromPromise<void, NewPasswordDetails>(async () => {
      throw new Error('confirmPassword not provided');
    }),
  },
  delays: {
    RESEND_LOCK: RESET_RESEND_LOCK_S * 1000,
    COUNTDOWN_TICK: 1000,
  },
  guards: {
    isChoosingNewPassword: ({ context }) => context.stage === 'newPassword',
  },
  actions: {
    recordEmail: assign({
      email: ({ context, event }) => ('email' in event ? normaliseEmail(event.email) : context.email),
    }),
    clearError: assign({ error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    storeResendError: assign({ resendError: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    lockResend: assign({ secondsLeft: RESET_RESEND_LOCK_S, resendError: null }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    // Placeholder the screen provides: the router lives in the app.
    goToNewPassword: (_, _params: { email: string }) => {},
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    stage: input.stage,
    email: input.email ? normaliseEmail(input.email) : null,
    error: null,
    resendError: null,
    secondsLeft: RESET_RESEND_LOCK_S,
  }),
  initial: 'starting',
  states: {
    starting: {
      meta: meta('Opens the screen the route asked for: Reset Password or New Password.'),
      always: [{ guard: 'isChoosingNewPassword', target: 'newPassword' }, { target: 'request' }],
    },
    request: {
      meta: meta('Reset Password: the e-mail to send a code to.'),
      initial: 'editing',
      states: {
        editing: {
          meta: meta('The e-mail field (prefilled from the query) and the send button.'),
          on: { 'request.submit': { target: 'sending', actions: ['recordEmail', 'clearError'] } },
        },
        sending: {
          meta: meta('The identity provider is e-mailing a code; the form is locked.', '001 §7'),
          invoke: {
            src: 'forgotPassword',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: { target: '#passwordReset.codeSent' },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          meta: meta('No code was sent: the server message is shown.', '001 §8'),
          on: { 'request.submit': { target: 'sending', actions: ['recordEmail', 'clearError'] } },
        },
      },
    },
    codeSent: {
      type: 'final',
      meta: meta('The code is on its way: the user goes to /newpassword with the e-mail in the query.'),
      entry: { type: 'goToNewPassword', params: ({ context }) => ({ email: context.email ?? '' }) },
    },
    newPassword: {
      type: 'parallel',
      meta: meta('New Password: code, new password and confirmation, with Resend beside them.'),
      states: {
        form: {
          meta: meta('The code, new password and confirmation fields.'),
          initial: 'editing',
          states: {
            editing: {
              meta: meta('The user fills in the code and the new password twice.', '001 §5'),
              on: { 'password.submit': { target: 'saving', actions: ['recordEmail', 'clearError'] } },
            },
            saving: {
              meta: meta('The identity provider checks the code and sets the password; the form is locked.', '001 §7'),
              invoke: {
                src: 'confirmPassword',
                input: ({ context, event }) => ({
                  email: context.email ?? '',
                  code: event.type === 'password.submit' ? event.code : '',
                  password: event.type === 'password.submit' ? event.password : '',
                }),
                onDone: { target: '#passwordReset.passwordChanged' },
                onError: {
                  target: 'failed',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            failed: {
              meta: meta('The password was not changed: the server message is shown.', '001 §8'),
              on: { 'password.submit': { target: 'saving', actions: ['recordEmail', 'clearError'] } },
            },
          },
        },
        resend: {
          meta: meta('Resend code, locked for 60 s after each code.', '001 §9'),
          initial: 'locked',
          states: {
            locked: {
              meta: meta('Resend is locked; the seconds left are shown.', '001 §9'),
              entry: 'lockResend',
              after: { RESEND_LOCK: 'available' },
              initial: 'counting',
              states: {
                counting: {
                  meta: meta('The countdown moves on every second.', '001 §9'),
                  after: { COUNTDOWN_TICK: { target: 'counting', reenter: true, actions: 'tick' } },
                },
              },
            },
            available: {
              meta: meta('Resend code can be pressed.'),
              on: { 'code.resend': { target: 'resending', actions: 'recordEmail' } },
            },
            resending: {
              meta: meta('A new code is being e-mailed.', '001 §7'),
              invoke: {
                src: 'forgotPassword',
                input: ({ context }) => ({ email: context.email ?? '' }),
                onDone: { target: 'locked' },
                onError: {
                  target: 'available',
                  actions: { type: 'storeResendError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    passwordChanged: {
      type: 'final',
      meta: meta("The password is changed: a modal with a 'Back to Login' button to Sign In."),
    },
  },
});
