/**
 * E-mail verification, the last onboarding step (001 §2.12, §4.2, §5, §8, §9). Entering the step
 * e-mails a 6-digit code (PATCH users/email); the user types it (digits only, at most 6) and
 * presses Verify (PUT /users), in the shared code-entry child whose resend countdown is locked
 * for 60 s after every code. A verified code whose answer carries the authentication URL opens
 * the success modal (001 §4.2); its Proceed opens the exchange's page in a new tab and ends the
 * step.
 *
 * An answer without the URL says 'Authentication URL not received. Please try again or contact
 * support.' (001 §8) and offers a new code: the server hands out a fresh URL each time the
 * e-mail is verified until the exchange's page is completed. So the modal never opens without a
 * URL, and §8's 'Unable to proceed. Authentication URL is missing.' (Proceed finding none) has
 * no moment. A browser that refuses the new tab gets 'Popup was blocked…', and Proceed again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { codeEntryMachine } from '../shared/code-entry.machine';
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

/** The authentication URL in the verification's answer, if it carries one. */
export function authUrlOf(result: unknown): string | null {
  if (typeof result !== 'object' || result === null || !('authurl' in result)) return null;
  const { authurl } = result as { authurl: unknown };
  return typeof authurl === 'string' && authurl !== '' ? authurl : null;
}

interface EmailVerificationContext {
  email: string;
  authUrl: string | null;
  /** Why sending the first code failed; read only in sendFailed, which every failure stores afresh. */
  failure: StepFailure | null;
}

type EmailVerificationEvent = { type: 'code.send' } | { type: 'auth.proceed' };

const meta = (description: string, spec = '001 §2.12') => ({ description, spec });

export const emailVerificationMachine = setup({
  types: {
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
    input: {} as EmailVerificationInput,
    children: {} as { codeEntry: 'codeEntry' },
  },
  actors: {
    sendEmailCode: fromPromise<void, { email: string }>(async () => {
      throw new Error('sendEmailCode not provided');
    }),
    // Runs while the Proceed click is being handled, so the browser still counts the new tab as
    // the user's own doing; rejects when the browser refused to open it.
    openAuthPage: fromPromise<void, { url: string }>(async () => {
      throw new Error('openAuthPage not provided');
    }),
    // The app provides `verifyCode` (PUT /users, answering the EmailVerificationResult) and the
    // countdown's `sendCode` (PATCH users/email), both with the payload's e-mail.
    codeEntry: codeEntryMachine,
  },
  guards: {
    hasAuthUrl: (_, params: { result: unknown }) => authUrlOf(params.result) !== null,
  },
  actions: {
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    storeAuthUrl: assign({ authUrl: (_, params: { result: unknown }) => authUrlOf(params.result) }),
  },
}).createMachine({
  id: 'emailVerification',
  description: "Onboarding's last step: the e-mailed code, then the exchange's authentication page.",
  context: ({ input }) => ({
    email: input.email,
    authUrl: null,
    failure: null,
  }),
  initial: 'sendingCode',
  states: {
    sendingCode: {
      meta: meta('The first code is being e-mailed as the step opens (PATCH users/email).', '001 §7'),
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
      meta: meta(
        "The 6-digit code entry with Verify, and Resend locked for 60 s after each code; a refused code shows the server's message, else 'OTP verification failed. Please resend the OTP or contact customer service.'",
        '001 §5, §8, §9',
      ),
      invoke: {
        id: 'codeEntry',
        src: 'codeEntry',
        input: ({ context }) => ({ resendSeconds: EMAIL_RESEND_LOCK_S, payload: { email: context.email } }),
        onDone: [
          {
            guard: { type: 'hasAuthUrl', params: ({ event }) => ({ result: event.output }) },
            target: 'verified',
            actions: { type: 'storeAuthUrl', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'noAuthUrl' },
        ],
      },
    },
    noAuthUrl: {
      meta: meta(
        "The answer carried no URL: 'Authentication URL not received. Please try again or contact support.' and a button for a new code.",
        '001 §8',
      ),
      on: { 'code.send': 'sendingCode' },
    },
    verified: {
      meta: meta('The success modal with Proceed to the authentication page (the answer carried its URL).', '001 §4.2'),
      initial: 'ready',
      states: {
        ready: {
          meta: meta('Proceed is offered.', '001 §4.2'),
          on: { 'auth.proceed': 'opening' },
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
