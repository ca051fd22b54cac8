/**
 * The identity port as the actors the auth machines invoke, so a screen can hand its
 * machine any IdentityProvider (Cognito in the app, a fake in component tests).
 */
import { fromPromise } from 'xstate';
import { codeEntryMachine, type VerifyCodeInput } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import type { Credentials, IdentityProvider, PhoneInfo, Session, SignUpDetails } from './identity-provider';

export function identityActors(identity: IdentityProvider) {
  return {
    signUp: fromPromise<void, SignUpDetails>(({ input }) => identity.signUp(input)),
    resendConfirmationCode: fromPromise<void, { email: string }>(({ input }) => identity.resendConfirmationCode(input)),
    signIn: fromPromise<Session, Credentials>(({ input }) => identity.signIn(input)),
    refreshSession: fromPromise<Session, { email: string; refreshToken: string }>(({ input }) =>
      identity.refresh(input),
    ),
    forgotPassword: fromPromise<void, { email: string }>(({ input }) => identity.forgotPassword(input)),
    confirmPassword: fromPromise<void, { email: string; code: string; password: string }>(({ input }) =>
      identity.confirmPassword(input),
    ),
    signOut: fromPromise<void, Session | null>(({ input }) => identity.signOut(input)),
    getPhoneInfo: fromPromise<PhoneInfo, { email: string }>(({ input }) => identity.getPhoneInfo(input)),
    /** The shared code entry confirming the mobile code, its countdown sending it again (001 §2.4). */
    confirmationCodeEntry: codeEntryMachine.provide({
      actors: {
        verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input }) =>
          identity.confirmSignUp({ email: payloadEmail(input.payload), code: input.code }),
        ),
        resendCountdown: resendCountdownMachine.provide({
          actors: {
            sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input }) =>
              identity.resendConfirmationCode({ email: payloadEmail(input) }),
            ),
          },
        }),
      },
    }),
    /** The shared resend countdown, e-mailing the password-reset code again (001 §2.5). */
    resetCodeCountdown: resendCountdownMachine.provide({
      actors: {
        sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input }) =>
          identity.forgotPassword({ email: payloadEmail(input) }),
        ),
      },
    }),
  };
}

/** The auth flows put the account's e-mail in the code's payload; without it nothing can be sent. */
function payloadEmail(payload: Readonly<Record<string, string>>): string {
  const email = payload.email;
  if (!email) throw new Error('The code entry was started without an e-mail');
  return email;
}
