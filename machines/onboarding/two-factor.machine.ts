/**
 * Two Factor Authentication, the nominee code (001 §2.10, §4.2, §5, §8, §9). Nominee Details
 * kept the nominees in session storage (`nomineeData`) and had a code e-mailed; this step reads
 * them back, takes the 6-digit code (a password-type field, digits only) and submits nominees
 * plus code (POST /users/nominee?otp). Resend is locked for 60 s after each code by the shared
 * resend-countdown child; a failed resend shows its message inline. A verified code ends the
 * step (the parent goes to /bankaccountregister) and the stored nominee data is removed.
 *
 * Reading, submitting and removing the stored data are the app's actors: this machine only says
 * when. Missing or unreadable data ends in a message asking the user to go back.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { NomineeInput } from '../../domain/onboarding/nominees';
import { isCompleteOtp, toOtpDigits } from '../mobile-verification.machine';
import { resendCountdownMachine } from '../shared/resend-countdown.machine';
import { type StepFailure, toStepFailure } from './step-failure';

/** 001 §9 "Flow and plan OTP resend wait: 60 seconds"; the nominee code's countdown shows the same. */
export const NOMINEE_RESEND_LOCK_S = 60;

export interface TwoFactorInput {
  email: string;
}

/** Why the stored nominee data could not be used (001 §8 "Nominee data missing" / "unreadable"). */
export type NomineeDataProblem = 'missing' | 'unreadable';

/** The `loadNomineeData` actor rejects with this when the data is absent or not readable. */
export class NomineeDataError extends Error {
  constructor(readonly problem: NomineeDataProblem) {
    super(`Nominee data ${problem}`);
    this.name = 'NomineeDataError';
  }
}

export interface TwoFactorContext {
  email: string;
  /** The nominees as stored by Nominee Details, sent back with the code. */
  nominees: readonly NomineeInput[];
  code: string;
  dataProblem: NomineeDataProblem | null;
  failure: StepFailure | null;
  resendFailure: StepFailure | null;
}

export type TwoFactorEvent =
  | { type: 'code.changed'; value: string }
  | { type: 'code.submit' }
  | { type: 'otp.resent' }
  | { type: 'otp.resendFailed'; error: unknown }
  | { type: 'step.previous' };

const meta = (description: string, spec = '001 §2.10') => ({ description, spec });

const submitCode = [{ guard: 'isCodeComplete', target: 'verifying' }, { target: 'incomplete' }] as const;

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
    children: {} as { resend: 'resendCountdown' },
  },
  actors: {
    loadNomineeData: fromPromise<readonly NomineeInput[]>(async () => {
      throw new Error('loadNomineeData not provided');
    }),
    // Resolves once the code is verified, the nominees saved and the stored data removed.
    verifyNomineeCode: fromPromise<void, { nominees: readonly NomineeInput[]; otp: string }>(async () => {
      throw new Error('verifyNomineeCode not provided');
    }),
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    isCodeComplete: ({ context }) => isCompleteOtp(context.code),
  },
  actions: {
    storeNominees: assign({ nominees: (_, params: { nominees: readonly NomineeInput[] }) => params.nominees }),
    storeDataProblem: assign({
      dataProblem: (_, params: { error: unknown }): NomineeDataProblem =>
        params.error instanceof NomineeDataError ? params.error.problem : 'unreadable',
    }),
    recordCode: assign({
      code: ({ context, event }) => (event.type === 'code.changed' ? toOtpDigits(event.value) : context.code),
    }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    storeResendFailure: assign({ resendFailure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    clearResendFailure: assign({ resendFailure: null }),
    // The onboarding parent takes the user back to Nominee Details.
    goBack: sendParent({ type: 'step.previous' }),
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({
    email: input.email,
    nominees: [],
    code: '',
    dataProblem: null,
    failure: null,
    resendFailure: null,
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
      meta: meta('The masked e-mail, the password-type code field, Verify and the resend countdown.'),
      invoke: {
        id: 'resend',
        src: 'resendCountdown',
        input: ({ context }) => ({
          seconds: NOMINEE_RESEND_LOCK_S,
          payload: { nomineeData: JSON.stringify(context.nominees) },
        }),
      },
      on: {
        'otp.resent': { actions: 'clearResendFailure' },
        'otp.resendFailed': {
          actions: { type: 'storeResendFailure', params: ({ event }) => ({ error: event.error }) },
        },
        'step.previous': { actions: 'goBack' },
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
          meta: meta('Nominees and code are submitted (POST /users/nominee?otp); the entry is locked.', '001 §7'),
          entry: 'clearFailure',
          invoke: {
            src: 'verifyNomineeCode',
            input: ({ context }) => ({ nominees: context.nominees, otp: context.code }),
            onDone: { target: '#twoFactor.verified' },
            onError: {
              target: 'failed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
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
      meta: meta('Nominees saved and their stored data removed: the user goes on to /bankaccountregister.', '001 §4.2'),
    },
  },
});
