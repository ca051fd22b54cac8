/**
 * Reset Password and New Password (001 §2.5, §5, §8, §9). One flow over two screens:
 *
 * - /resetpassword asks for the e-mail; the identity provider e-mails a code and the user
 *   goes to /newpassword with the e-mail in the query.
 * - /newpassword takes the code (text, at most 6), the new password (password rule) and its
 *   confirmation ('Passwords must match'). Resending is the shared resend-countdown child (id
 *   'resend'), locked for 60 s after each code; a failed resend comes back as `otp.resendFailed`.
 *   Success shows a modal whose 'Back to Login' button goes to Sign In.
 * - When the query carries no e-mail, the screen prompts for it (001 §8). No code went out from
 *   here then, so there is nothing to count down: Resend OTP first asks for a code to the e-mail
 *   typed in the form, and the countdown starts for that address once it is sent. Should the
 *   user then change the address, the next Resend asks for a code to the new one the same way.
 *
 * Each screen starts the machine with its stage; the forms validate before they send.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { normaliseEmail } from '../domain/email';
import { type ResendCountdownParentEvent, resendCountdownMachine } from './shared/resend-countdown.machine';
import { type IdentityFailure, toIdentityFailure } from './sign-in.machine';

export const RESET_RESEND_LOCK_S = 60;

export interface PasswordResetInput {
  stage: 'request' | 'newPassword';
  email: string | null;
}

interface NewPasswordDetails {
  email: string;
  code: string;
  password: string;
}

interface PasswordResetContext {
  stage: PasswordResetInput['stage'];
  email: string | null;
  /** Why the last request or save failed; read only in the failed states, whose way in stores it. */
  error: IdentityFailure | null;
  /** The address the last code went (or is going) to: what the countdown resends to. */
  codeSentTo: string | null;
  /** Why the last resend failed; cleared when the next one starts or a new code went out. */
  resendError: IdentityFailure | null;
}

type PasswordResetEvent =
  | { type: 'request.submit'; email: string }
  | ({ type: 'password.submit' } & NewPasswordDetails)
  /** Resend OTP pressed on the New Password screen that asked for the e-mail itself (001 §8). */
  | { type: 'code.resend'; email: string }
  | ResendCountdownParentEvent;

const meta = (description: string, spec = '001 §2.5') => ({ description, spec });

const passwordResetSetup = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    children: {} as { resend: 'resendCountdown' },
  },
  actors: {
    forgotPassword: fromPromise<void, { email: string }>(async () => {
      throw new Error('forgotPassword not provided');
    }),
    confirmPassword: fromPromise<void, NewPasswordDetails>(async () => {
      throw new Error('confirmPassword not provided');
    }),
    // The app provides its `sendCode` (forgotPassword with the payload's e-mail).
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    isChoosingNewPassword: ({ context }) => context.stage === 'newPassword',
    hasCodeBeenSent: ({ context }) => context.codeSentTo !== null,
    isAnotherEmail: ({ context, event }) =>
      event.type === 'code.resend' && normaliseEmail(event.email) !== context.codeSentTo,
  },
  actions: {
    recordEmail: assign({
      email: ({ context, event }) => ('email' in event ? normaliseEmail(event.email) : context.email),
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    storeResendError: assign({ resendError: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    clearResendError: assign({ resendError: null }),
    recordCodeAddress: assign({ codeSentTo: ({ context }) => context.email }),
    askCountdownToResend: sendTo('resend', { type: 'resend' }),
    // Placeholder the screen provides: the router lives in the app.
    goToNewPassword: (_, _params: { email: string }) => {},
  },
});

/** The shared countdown child for the address the last code went to; it reports resends here. */
const countdownState = passwordResetSetup.createStateConfig({
  meta: meta(
    'The shared countdown for the address the code went to: locked 60 s, then Resend OTP; a failed resend is shown.',
    '001 §9',
  ),
  invoke: {
    id: 'resend',
    src: 'resendCountdown',
    input: ({ context }) => ({ seconds: RESET_RESEND_LOCK_S, payload: { email: context.codeSentTo ?? '' } }),
  },
  on: {
    'otp.resent': { actions: 'clearResendError' },
    'otp.resendFailed': {
      actions: { type: 'storeResendError', params: ({ event }) => ({ error: event.error }) },
    },
  },
});

export const passwordResetMachine = passwordResetSetup.createMachine({
  id: 'passwordReset',
  description: 'Resetting a forgotten password: a code to the e-mail, then a new password.',
  context: ({ input }) => ({
    stage: input.stage,
    email: input.email ? normaliseEmail(input.email) : null,
    error: null,
    // Reset Password sent the code to the e-mail it put in the address.
    codeSentTo: input.stage === 'newPassword' && input.email ? normaliseEmail(input.email) : null,
    resendError: null,
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
          on: { 'request.submit': { target: 'sending', actions: 'recordEmail' } },
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
          on: { 'request.submit': { target: 'sending', actions: 'recordEmail' } },
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
              on: { 'password.submit': { target: 'saving', actions: 'recordEmail' } },
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
              on: { 'password.submit': { target: 'saving', actions: 'recordEmail' } },
            },
          },
        },
        resend: {
          meta: meta('Resend OTP: the shared countdown locks it for 60 s after each code.', '001 §9'),
          initial: 'opening',
          states: {
            opening: {
              meta: meta('Decided at once: the countdown runs when a code went to the e-mail in the address.'),
              always: [{ guard: 'hasCodeBeenSent', target: 'countdown' }, { target: 'typedAddress' }],
            },
            countdown: countdownState,
            typedAddress: {
              meta: meta(
                'No e-mail in the address: codes go to the e-mail typed in the form, which can change.',
                '001 §8',
              ),
              initial: 'needsEmail',
              states: {
                needsEmail: {
                  meta: meta(
                    'No code went out from here yet: Resend OTP asks for one to the e-mail in the form (a failure is shown).',
                    '001 §8',
                  ),
                  on: { 'code.resend': { target: 'requesting', actions: ['recordEmail', 'clearResendError'] } },
                },
                requesting: {
                  meta: meta('A code is being e-mailed to the address typed in the form; Resend is busy.', '001 §7'),
                  entry: 'recordCodeAddress',
                  invoke: {
                    src: 'forgotPassword',
                    input: ({ context }) => ({ email: context.email ?? '' }),
                    onDone: { target: 'countdown' },
                    onError: {
                      target: 'needsEmail',
                      actions: { type: 'storeResendError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                countdown: {
                  ...countdownState,
                  on: {
                    ...countdownState.on,
                    // The countdown resends to its own address; another one needs a first code.
                    'code.resend': [
                      { guard: 'isAnotherEmail', target: 'requesting', actions: ['recordEmail', 'clearResendError'] },
                      // What the countdown reports next (resent or failed) replaces any error shown.
                      { actions: 'askCountdownToResend' },
                    ],
                  },
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
