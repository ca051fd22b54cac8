/**
 * Two Factor Authentication, the nominee code (001 §2.10, §4.2, §5, §8, §9). Nominee Details
 * kept the nominees in session storage (`nomineeData`) and had a code e-mailed; this step reads
 * them back, takes the 6-digit code (a password-type field, digits only) and submits nominees
 * plus code (POST /users/nominee?otp), through the shared code-entry child whose resend
 * countdown is locked for 60 s after each code; a failed resend shows its message inline. A verified code ends the
 * step (the parent goes to /bankaccountregister) and the stored nominee data is removed.
 *
 * Reading, submitting and removing the stored data are the app's actors: this machine only says
 * when. Missing or unreadable data ends in a message asking the user to go back.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { NomineeInput } from '../../domain/onboarding/nominees';
import { codeEntryMachine } from '../shared/code-entry.machine';

/** 001 §9 "Flow and plan OTP resend wait: 60 seconds"; the nominee code's countdown shows the same. */
export const NOMINEE_RESEND_LOCK_S = 60;

export interface TwoFactorInput {
  email: string;
}

/** Why the stored nominee data could not be used (001 §8 "Nominee data missing" / "unreadable"). */
type NomineeDataProblem = 'missing' | 'unreadable';

/** The `loadNomineeData` actor rejects with this when the data is absent or not readable. */
export class NomineeDataError extends Error {
  constructor(readonly problem: NomineeDataProblem) {
    super(`Nominee data ${problem}`);
    this.name = 'NomineeDataError';
  }
}

/** The code entry's payload: the nominees, as the verification and resend calls send them. */
function nomineeCodePayload(nominees: readonly NomineeInput[]): { nomineeData: string } {
  return { nomineeData: JSON.stringify(nominees) };
}

interface TwoFactorContext {
  email: string;
  /** The nominees as stored by Nominee Details, sent back with the code. */
  nominees: readonly NomineeInput[];
  dataProblem: NomineeDataProblem | null;
}

type TwoFactorEvent = { type: 'step.previous' };

const meta = (description: string, spec = '001 §2.10') => ({ description, spec });

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
    children: {} as { codeEntry: 'codeEntry' },
  },
  actors: {
    loadNomineeData: fromPromise<readonly NomineeInput[]>(async () => {
      throw new Error('loadNomineeData not provided');
    }),
    // The app provides `verifyCode` (the nominees and code submitted, POST /users/nominee?otp, and
    // the stored data removed) and the countdown's `sendCode`, both reading the nominees from the payload.
    codeEntry: codeEntryMachine,
  },
  actions: {
    storeNominees: assign({ nominees: (_, params: { nominees: readonly NomineeInput[] }) => params.nominees }),
    storeDataProblem: assign({
      dataProblem: (_, params: { error: unknown }): NomineeDataProblem =>
        params.error instanceof NomineeDataError ? params.error.problem : 'unreadable',
    }),
    // The onboarding parent takes the user back to Nominee Details.
    goBack: sendParent({ type: 'step.previous' }),
  },
}).createMachine({
  id: 'twoFactor',
  description: "Onboarding's nominee code: the e-mailed code confirms the nominees.",
  context: ({ input }) => ({
    email: input.email,
    nominees: [],
    dataProblem: null,
  }),
  initial: 'loadingNominees',
  states: {
    loadingNominees: {
      meta: meta('The nominee data kept by Nominee Details is read from session storage.', '001 §3'),
      invoke: {
        src: 'loadNomineeData',
        onDone: {
          target: 'codeEntry',
          actions: { type: 'storeNominees', params: ({ event }) => ({ nominees: event.output }) },
        },
        onError: {
          target: 'noNomineeData',
          actions: { type: 'storeDataProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    noNomineeData: {
      meta: meta(
        "'No nominee data found. Please go back and submit nominee details first.' or 'There was an error loading your nominee data. Please go back and try again.'",
        '001 §8',
      ),
      on: { 'step.previous': { actions: 'goBack' } },
    },
    codeEntry: {
      meta: meta(
        "The masked e-mail, the password-type code field, Verify and the resend countdown (60 s); a refused code shows the server's message, else 'OTP validation failed, please request a new one or contact support.'",
      ),
      invoke: {
        id: 'codeEntry',
        src: 'codeEntry',
        input: ({ context }) => ({
          resendSeconds: NOMINEE_RESEND_LOCK_S,
          payload: nomineeCodePayload(context.nominees),
        }),
        onDone: 'verified',
      },
      on: { 'step.previous': { actions: 'goBack' } },
    },
    verified: {
      type: 'final',
      meta: meta('Nominees saved and their stored data removed: the user goes on to /bankaccountregister.', '001 §4.2'),
    },
  },
});
