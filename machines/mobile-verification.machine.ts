/**
 * Mobile Verification (001 §2.4, §4.1, §5, §8, §9): the 6-digit code texted to the phone.
 * Only digits are kept as the user types (at most 6); Verify needs all six. Resending is
 * locked for 300 s after every code, the time left shown as minutes:seconds. A wrong code
 * shows the server's message, else 'OTP validation failed, please request a new one or
 * contact support.'; success goes to Sign In with message userCreated.
 */
import { assign, fromPromise, setup } from 'xstate';
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
  resendError: IdentityFailure | null;
  /** Seconds until Resend is unlocked. */
  secondsLeft: number;
}

export type MobileVerificationEvent =
  | { type: 'code.changed'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' };

const meta = (description: string, spec = '001 §2.4') => ({ description, spec });

const submitCode = [{ guard: 'isCodeComplete', target: 'verifying' }, { target: 'incomplete' }] as const;

export const mobileVerificationMachine = setup({
  types: {
    context: {} as MobileVerificationContext,
    events: {} as MobileVerificationEvent,
    input: {} as MobileVerificationInput,
  },
  actors: {
    confirmSignUp: fromPromise<void, { email: string; code: string }>(async () => {
      throw new Error('confirmSignUp not provided');
    }),
    resendConfirmationCode: fromPromise<void, { email: string }>(async () => {
      throw new Error('resendConfirmationCode not provided');
    }),
  },
  delays: {
    RESEND_LOCK: MOBILE_RESEND_LOCK_S * 1000,
    COUNTDOWN_TICK: 1000,
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
    lockResend: assign({ secondsLeft: MOBILE_RESEND_LOCK_S, resendError: null }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
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
    secondsLeft: MOBILE_RESEND_LOCK_S,
  }),
  initial: 'verification',
  states: {
    verification: {
      type: 'parallel',
      meta: meta('The code entry beside the resend control.'),
      states: {
        code: {
          meta: meta('The 6-digit code entry and its Verify button.'),
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
        resend: {
          meta: meta('Resend OTP, locked for 300 s after each code.', '001 §9'),
          initial: 'locked',
          states: {
            locked: {
              meta: meta('Resend is locked; the time left is shown as minutes:seconds.', '001 §2.4, §9'),
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
              meta: meta('Resend OTP can be pressed.', '001 §2.4'),
              on: { 'code.resend': 'resending' },
            },
            resending: {
              meta: meta('A new code is being sent to the phone.', '001 §7'),
              invoke: {
                src: 'resendConfirmationCode',
                input: ({ context }) => ({ email: context.email }),
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
    verified: {
      type: 'final',
      meta: meta('The phone is confirmed: the user goes to Sign In with message userCreated.', '001 §4.1'),
      entry: 'goToSignIn',
    },
  },
});
