/**
 * E-mail verification, the last onboarding step (001 §2.12, §4.2, §5, §8, §9). Entering the step
 * e-mails a 6-digit code (PATCH users/email); the user types it (digits only, at most 6) and
 * presses Verify (PUT /users). Resend is locked for 60 s after every code by the shared
 * resend-countdown child. A verified code opens the success modal; its Proceed opens the
 * exchange's authentication page in a new tab and ends the step.
 *
 * The three authentication-URL texts of 001 §8 each have their moment: the verification answer
 * carried no URL ('Authentication URL not received…', shown in the success modal, because the
 * e-mail is verified all the same), Proceed found no URL ('Unable to proceed…'), and the browser
 * refused the new tab ('Popup was blocked…').
 */
import { assign, fromPromise, setup } from 'xstate';
import { isCompleteOtp, toOtpDigits } from '../mobile-verification.machine';
import { resendCountdownMachine } from '../shared/resend-countdown.machine';
import { type StepFailure, toStepFailure } from './step-failure';

/** 001 §9 "E-mail OTP and reset OTP resend lock: 60 seconds". */
export const EMAIL_RESEND_LOCK_S = 60;

export interface EmailVerificationInput {
  email: string;
}

export interface EmailVerificationResult {
  /** The exchange's authentication page; null when the server sent none. */
  authurl: string | null;
}

export interface EmailVerificationContext {
  email: string;
  code: string;
  authUrl: string | null;
  /** Why sending the first code or verifying failed. */
  failure: StepFailure | null;
  /** Why the last resend failed (shown beside Resend until a code goes out). */
  resendFailure: StepFailure | null;
}

export type EmailVerificationEvent =
  | { type: 'code.changed'; value: string }
  | { type: 'code.submit' }
  | { type: 'code.send' }
  | { type: 'auth.proceed' }
  | { type: 'otp.resent' }
  | { type: 'otp.resendFailed'; error: unknown };

const meta = (description: string, spec = '001 §2.12') => ({ description, spec });

const submitCode = [{ guard: 'isCodeComplete', target: 'verifying' }, { target: 'incomplete' }] as const;

export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
    input: {} as EmailVerificationInput,
    children: {} as { resend: 'resendCountdown' },
  },
  actors: {
    sendEmailCode: fromPromise<void, { email: string }>(async () => {
      throw new Error('sendEmailCode not provided');
    }),
    verifyEmailCode: fromPromise<EmailVerificationResult, { email: string; otp: string }>(async () => {
      throw new Error('verifyEmailCode not provided');
    }),
    // Runs while the Proceed click is being handled, so the browser still counts the new tab as
    // the user's own doing; rejects when the browser refused to open it.
    openAuthPage: fromPromise<void, { url: string }>(async () => {
      throw new Error('openAuthPage not provided');
    }),
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    isCodeComplete: ({ context }) => isCompleteOtp(context.code),
    hasAuthUrl: ({ context }) => context.authUrl !== null,
  },
  actions: {
    recordCode: assign({
      code: ({ context, event }) => (event.type === 'code.changed' ? toOtpDigits(event.value) : context.code),
    }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    storeResendFailure: assign({ resendFailure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    clearResendFailure: assign({ resendFailure: null }),
    storeAuthUrl: assign({ authUrl: (_, params: { result: EmailVerificationResult }) => params.result.authurl }),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    email: input.email,
    code: '',
    authUrl: null,
    failure: null,
    resendFailure: null,
  }),
  initial: 'sendingCode',
  states: {
    sendingCode: {
      meta: meta('The first code is being e-mailed as the step opens (PATCH users/email).', '001 §7'),
      entry: 'clearFailure',
      invoke: {
        src: 'sendEmailCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'codeEntry' },
        onError: {
          target: 'sendFailed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sendFailed: {
      meta: meta("No code went out: the server's message and a button to send it again.", '001 §8'),
      on: { 'code.send': 'sendingCode' },
    },
    codeEntry: {
      meta: meta('The 6-digit code entry with Verify, and Resend locked for 60 s after each code.', '001 §5, §9'),
      invoke: {
        id: 'resend',
        src: 'resendCountdown',
        input: ({ context }) => ({ seconds: EMAIL_RESEND_LOCK_S, payload: { email: context.email } }),
      },
      on: {
        'otp.resent': { actions: 'clearResendFailure' },
        'otp.resendFailed': {
          actions: { type: 'storeResendFailure', params: ({ event }) => ({ error: event.error }) },
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
          meta: meta('The code is being checked (PUT /users); the entry is locked.', '001 §7'),
          entry: 'clearFailure',
          invoke: {
            src: 'verifyEmailCode',
            input: ({ context }) => ({ email: context.email, otp: context.code }),
            onDone: {
              target: '#emailVerification.verified',
              actions: { type: 'storeAuthUrl', params: ({ event }) => ({ result: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          meta: meta(
            "The code was refused: the server's message, else 'OTP verification failed. Please resend the OTP or contact customer service.'",
            '001 §8',
          ),
          on: { 'code.changed': { target: 'entering', actions: 'recordCode' }, 'code.submit': submitCode },
        },
      },
    },
    verified: {
      meta: meta('The success modal with Proceed to the authentication page.', '001 §4.2'),
      initial: 'ready',
      states: {
        ready: {
          meta: meta(
            "Proceed is offered; without a URL the modal says 'Authentication URL not received. Please try again or contact support.'",
            '001 §8',
          ),
          on: {
            'auth.proceed': [{ guard: 'hasAuthUrl', target: 'opening' }, { target: 'urlMissing' }],
          },
        },
        opening: {
          meta: meta('The authentication page is being opened in a new tab.', '001 §2.12'),
          invoke: {
            src: 'openAuthPage',
            input: ({ context }) => ({ url: context.authUrl ?? '' }),
            onDone: { target: '#emailVerification.done' },
            onError: { target: 'popupBlocked' },
          },
        },
        urlMissing: {
          // The URL cannot arrive later: pressing Proceed again changes nothing.
          meta: meta("Proceed found no URL: 'Unable to proceed. Authentication URL is missing.'", '001 §8'),
        },
        popupBlocked: {
          meta: meta(
            "The browser refused the new tab: 'Popup was blocked. Please allow popups for this site and try again.'",
            '001 §8',
          ),
          on: { 'auth.proceed': 'opening' },
        },
      },
    },
    done: {
      type: 'final',
      meta: meta('The authentication page is open; the e-mail is verified and onboarding moves on.', '001 §4.2'),
    },
  },
});
