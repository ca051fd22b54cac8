/**
 * Mobile Verification (001 §2.4, §4.1, §5, §8, §9): the 6-digit code texted to the phone.
 * Only digits are kept as the user types (at most 6); Verify needs all six. Resending is the
 * shared resend-countdown child (id 'resend'), locked for 300 s after every code; the screen
 * shows the time left as minutes:seconds. A failed resend comes back as `otp.resendFailed` and
 * is kept here for the screen. A wrong code shows the server's message, else 'OTP validation
 * failed, please request a new one or contact support.'; success goes to Sign In with message
 * userCreated.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type ResendCountdownParentEvent, resendCountdownMachine } from './shared/resend-countdown.machine';
import { type IdentityFailure, toIdentityFailure } from './sign-in.machine';

export const OTP_LENGTH = 6;
export const MOBILE_RESEND_LOCK_S = 300;

/** Digits only, at most six (001 §5 "digits only (non-digits stripped), max 6"). */
export function toOtpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function isCompleteOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

export interface MobileVerificationInput {
  email: string;
}

export interface MobileVerificationContext {
  email: string;
  code: string;
  error: IdentityFailure | null;
  /** Why the last resend failed; cleared when a new code went out. */
  resendError: IdentityFailure | null;
}

export type MobileVerificationEvent =
  | { type: 'code.changed'; value: string }
  | { type: 'code.submit' }
  | ResendCountdownParentEvent;

const meta = (description: string, spec = '001 §2.4') => ({ description, spec });

const submitCode = [{ guard: 'isCodeComplete', target: 'verifying' }, { target: 'incomplete' }] as const;

export const mobileVerificationMachine = setup({
  types: {
    context: {} as MobileVerificationContext,
    events: {} as MobileVerificationEvent,
    input: {} as MobileVerificationInput,
    children: {} as { resend: 'resendCountdown' },
  },
  actors: {
    confirmSignUp: fromPromise<void, { email: string; code: string }>(async () => {
      throw new Error('confirmSignUp not provided');
    }),
    // The app provides its `sendCode` (resendConfirmationCode with the payload's e-mail).
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    isCodeComplete: ({ context }) => isCompleteOtp(context.code),
  },
  actions: {
    recordCode: assign({
      code: ({ context, event }) => (event.type === 'code.changed' ? toOtpDigits(event.value) : context.code),
    }),
    storeError: assign({ error: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    storeResendError: assign({ resendError: (_, params: { error: unknown }) => toIdentityFailure(params.error) }),
    clearResendError: assign({ resendError: null }),
    // Placeholder the screen provides: the router lives in the app.
    goToSignIn: () => {},
  },
}).createMachine({
  id: 'mobileVerification',
  context: ({ input }) => ({
    email: input.email,
    code: '',
    error: null,
    resendError: null,
  }),
  initial: 'verification',
  states: {
    verification: {
      meta: meta(
        'The code entry and its Verify button, with the resend countdown (locked for 300 s) beside them.',
        '001 §2.4, §9',
      ),
      invoke: {
        id: 'resend',
        src: 'resendCountdown',
        input: ({ context }) => ({ seconds: MOBILE_RESEND_LOCK_S, payload: { email: context.email } }),
      },
      on: {
        'otp.resent': { actions: 'clearResendError' },
        'otp.resendFailed': {
          actions: { type: 'storeResendError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      initial: 'entering',
      states: {
        entering: {
          meta: meta('The user types the code; non-digits are dropped, at most 6 are kept.', '001 §5'),
          on: { 'code.changed': { actions: 'recordCode' }, 'code.submit': submitCode },
        },
        incomplete: {
          meta: meta('Verify was pressed without six digits: the field says what is missing.', '001 §5'),
          on: { 'code.changed': { target: 'entering', actions: 'recordCode' }, 'code.submit': submitCode },
        },
        verifying: {
          meta: meta('The code is with the identity provider; the entry is locked.'),
          invoke: {
            src: 'confirmSignUp',
            input: ({ context }) => ({ email: context.email, code: context.code }),
            onDone: { target: '#mobileVerification.verified' },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          meta: meta(
            "The code was refused: the server's message, else 'OTP validation failed, please request a new one or contact support.'",
            '001 §8',
          ),
          on: { 'code.changed': { target: 'entering', actions: 'recordCode' }, 'code.submit': submitCode },
        },
      },
    },
    verified: {
      type: 'final',
      meta: meta('The phone is confirmed: the user goes to Sign In with message userCreated.', '001 §4.1'),
      entry: 'goToSignIn',
    },
  },
});
