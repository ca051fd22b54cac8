/**
 * Mobile Verification (001 §2.4, §4.1, §5, §8, §9): the 6-digit code texted to the phone. The
 * code entry is the shared code-entry child (id 'codeEntry': digits only, at most 6, Verify needs
 * all six), whose resend countdown is locked for 300 s after every code; the screen shows the
 * time left as minutes:seconds. A wrong code shows the server's message, else 'OTP validation
 * failed, please request a new one or contact support.'; success goes to Sign In with message
 * userCreated.
 */
import { setup } from 'xstate';
import { codeEntryMachine } from './shared/code-entry.machine';

/**
 * 001 §9 "Mobile OTP resend lock: 300 seconds, shown as minutes:seconds". 000 §9's "Resent email
 * countdown: 300 s (link disabled 5 minutes)" is this same lock: the code is resent by the
 * identity pool's resendConfirmationCode, whose one argument is the e-mail (000 §7 "A
 * resend-confirmation action sends email"; 001 §7), here and before sign-up and sign-in send the
 * visitor to this screen (001 §4.1).
 */
export const MOBILE_RESEND_LOCK_S = 300;

interface MobileVerificationInput {
  email: string;
}

interface MobileVerificationContext {
  email: string;
}

const meta = (description: string, spec = '001 §2.4') => ({ description, spec });

export const mobileVerificationMachine = setup({
  types: {
    context: {} as MobileVerificationContext,
    input: {} as MobileVerificationInput,
    children: {} as { codeEntry: 'codeEntry' },
  },
  actors: {
    // The app provides `verifyCode` (confirmSignUp with the payload's e-mail) and the countdown's
    // `sendCode` (resendConfirmationCode).
    codeEntry: codeEntryMachine,
  },
  actions: {
    // Placeholder the screen provides: the router lives in the app.
    goToSignIn: () => {},
  },
}).createMachine({
  id: 'mobileVerification',
  description: 'Confirming the phone after sign-up with the 6-digit code texted to it.',
  context: ({ input }) => ({ email: input.email }),
  initial: 'verification',
  states: {
    verification: {
      meta: meta(
        'The code entry and its Verify button, with the resend countdown (locked for 300 s) beside them.',
        '001 §2.4, §9; 000 §9',
      ),
      invoke: {
        id: 'codeEntry',
        src: 'codeEntry',
        input: ({ context }) => ({ resendSeconds: MOBILE_RESEND_LOCK_S, payload: { email: context.email } }),
        onDone: 'verified',
      },
    },
    verified: {
      type: 'final',
      meta: meta('The phone is confirmed: the user goes to Sign In with message userCreated.', '001 §4.1'),
      entry: 'goToSignIn',
    },
  },
});
