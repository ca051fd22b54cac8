/**
 * E-mail verification calls (001 §7 PATCH users/email, PUT /users) and the e-mail step machine
 * with them provided, including opening the exchange's authentication page in a new tab.
 */
import { fromPromise } from 'xstate';
import {
  type EmailVerificationResult,
  emailVerificationMachine,
} from '../../../machines/onboarding/email-verification.machine';
import { codeEntryMachine, type VerifyCodeInput } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { userApi } from '../client';
import { callStep } from './step-calls';

/** Sends (or resends) the 6-digit code to the e-mail. */
export async function sendEmailCode(email: string, signal?: AbortSignal): Promise<void> {
  await callStep(userApi.PATCH('/users/email', { body: { email }, signal }));
}

/** Verifies the code; the answer carries the exchange's authentication URL (null when none). */
async function verifyEmailCode(email: string, otp: string, signal?: AbortSignal): Promise<EmailVerificationResult> {
  const result = await callStep(userApi.PUT('/users', { body: { email, otp }, signal }));
  return { authurl: result.authurl };
}

/** The browser refused the new tab (a popup blocker). */
export class PopupBlockedError extends Error {
  constructor() {
    super('Popup was blocked');
    this.name = 'PopupBlockedError';
  }
}

/**
 * Opens `url` in a new tab. Must run while the user's click is being handled, or the browser
 * treats it as a popup. `noopener` is not passed because window.open then returns null whether
 * or not the tab opened; the opener is cut by hand instead.
 */
export function openInNewTab(url: string, open: typeof window.open = window.open.bind(window)): void {
  const tab = open(url, '_blank');
  if (!tab) throw new PopupBlockedError();
  tab.opener = null;
}

const emailVerificationActors = {
  sendEmailCode: fromPromise<void, { email: string }>(({ input, signal }) => sendEmailCode(input.email, signal)),
  openAuthPage: fromPromise<void, { url: string }>(async ({ input }) => openInNewTab(input.url)),
  codeEntry: codeEntryMachine.provide({
    actors: {
      verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input, signal }) =>
        verifyEmailCode(input.payload.email ?? '', input.code, signal),
      ),
      resendCountdown: resendCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input, signal }) =>
            sendEmailCode(input.email ?? '', signal),
          ),
        },
      }),
    },
  }),
};

/** The e-mail verification step with its calls, as the onboarding parent runs it. */
export const appEmailVerificationMachine = emailVerificationMachine.provide({ actors: emailVerificationActors });
