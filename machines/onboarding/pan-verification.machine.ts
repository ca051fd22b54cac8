/**
 * PAN verification (001 §2.6, §4.2, §5 PAN, §8): PAN and date of birth, checked by the screen
 * with the shared PAN rules, go to the KYC registry. The answer decides:
 * - `kyc_status` VALIDATED: the step is done (the server saved the PAN; Basic Info follows);
 * - code '8015': the 'Technical Issue Detected' dialog with the message, else 'An error occurred
 *   while checking your KYC status. Please try again.';
 * - a message: shown as the form's error;
 * - otherwise: the 'KYC not validated or registered' modal.
 * An answer without `kyc_status` is 'Invalid response format'. (001 §2.6's "reloads once per
 * session" works around the original app; nothing here needs it.)
 */
import { assign, fromPromise, setup } from 'xstate';
import { type StepFailure, toStepFailure } from './step-failure';

/** 001 §8 "KYC code 8015". */
const KYC_TECHNICAL_CODE = '8015';

/** The registry's answer (001 §3 "Response: kyc_status (VALIDATED), code, message"), as it came. */
export interface KycAnswer {
  kyc_status?: string | null;
  code?: string | null;
  message?: string | null;
}

/** What the registry is asked: the upper-case PAN and 'yyyy-MM-dd' (001 §3 "formattedDob"). */
export type KycCheck = PanDetails;

/** A PAN with its date of birth, 'yyyy-MM-dd'. */
export interface PanDetails {
  pan: string;
  dob: string;
}

interface PanVerificationInput {
  today: Date;
  /** What the KYC check saved before (GET users), to fill the form in again. */
  initial?: PanDetails;
}

/** The PAN and date of birth the registry validated (the server saved them). */
type PanVerificationOutput = PanDetails;

/** Why the check did not pass: which screen element says it, and the server's words if any. */
type KycProblem =
  | { kind: 'technical'; message: string | null }
  | { kind: 'message'; message: string }
  | { kind: 'invalidResponse' };

interface PanVerificationContext {
  today: Date;
  initial: PanDetails | null;
  /** What was last sent for checking. */
  check: KycCheck | null;
  /** Read only in refused and technicalIssue, and every way into them stores its own. */
  problem: KycProblem | null;
}

type PanVerificationEvent =
  /** The form passed the PAN and date-of-birth rules. */
  | { type: 'pan.submit'; check: KycCheck }
  /** The dialog or modal was closed. */
  | { type: 'dialog.close' };

const meta = (description: string, spec = '001 §2.6') => ({ description, spec });

const answerOf = ({ event }: { event: { output: KycAnswer } }) => ({ answer: event.output });

function technicalFrom(failure: StepFailure): KycProblem {
  return { kind: 'technical', message: failure.message };
}

export const panVerificationMachine = setup({
  types: {
    context: {} as PanVerificationContext,
    events: {} as PanVerificationEvent,
    input: {} as PanVerificationInput,
    output: {} as PanVerificationOutput,
  },
  actors: {
    checkKycStatus: fromPromise<KycAnswer, KycCheck>(async () => {
      throw new Error('checkKycStatus not provided');
    }),
  },
  guards: {
    lacksKycStatus: (_, params: { answer: KycAnswer | null | undefined }) =>
      typeof params.answer?.kyc_status !== 'string' || params.answer.kyc_status === '',
    isValidated: (_, params: { answer: KycAnswer }) => params.answer.kyc_status === 'VALIDATED',
    isTechnicalIssue: (_, params: { answer: KycAnswer }) => params.answer.code === KYC_TECHNICAL_CODE,
    hasMessage: (_, params: { answer: KycAnswer }) => !!params.answer.message?.trim(),
    /** A failed call that carries a message and is not the registry's technical failure. */
    isRefusalWithMessage: (_, params: { failure: StepFailure }) =>
      params.failure.code !== KYC_TECHNICAL_CODE && params.failure.message !== null,
  },
  actions: {
    keepCheck: assign({
      check: ({ context, event }) => (event.type === 'pan.submit' ? event.check : context.check),
    }),
    storeProblem: assign({ problem: (_, params: { problem: KycProblem }) => params.problem }),
  },
}).createMachine({
  id: 'panVerification',
  description: "Onboarding's PAN check: the KYC registry says whether the investor may go on.",
  context: ({ input }) => ({ today: input.today, initial: input.initial ?? null, check: null, problem: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: meta(
        'PAN (upper-cased) and date of birth (DD-MM-YYYY picker, 18 or older); Proceed checks them.',
        '001 §2.6, §5',
      ),
      on: { 'pan.submit': { target: 'checking', actions: 'keepCheck' } },
    },
    checking: {
      meta: meta('The KYC registry is asked about the PAN and date of birth; the form is locked.', '001 §7'),
      invoke: {
        src: 'checkKycStatus',
        input: ({ context }) => context.check as KycCheck,
        onDone: [
          {
            guard: { type: 'lacksKycStatus', params: answerOf },
            target: 'refused',
            actions: { type: 'storeProblem', params: { problem: { kind: 'invalidResponse' } } },
          },
          { guard: { type: 'isValidated', params: answerOf }, target: 'verified' },
          {
            guard: { type: 'isTechnicalIssue', params: answerOf },
            target: 'technicalIssue',
            actions: {
              type: 'storeProblem',
              params: ({ event }) => ({
                problem: { kind: 'technical', message: event.output.message?.trim() || null },
              }),
            },
          },
          {
            guard: { type: 'hasMessage', params: answerOf },
            target: 'refused',
            actions: {
              type: 'storeProblem',
              params: ({ event }) => ({ problem: { kind: 'message', message: event.output.message?.trim() ?? '' } }),
            },
          },
          { target: 'notValidated' },
        ],
        onError: [
          {
            guard: { type: 'isRefusalWithMessage', params: ({ event }) => ({ failure: toStepFailure(event.error) }) },
            target: 'refused',
            actions: {
              type: 'storeProblem',
              params: ({ event }) => ({
                problem: { kind: 'message', message: toStepFailure(event.error).message ?? '' },
              }),
            },
          },
          // Code 8015, or no answer at all: the registry could not be asked.
          {
            target: 'technicalIssue',
            actions: {
              type: 'storeProblem',
              params: ({ event }) => ({ problem: technicalFrom(toStepFailure(event.error)) }),
            },
          },
        ],
      },
    },
    refused: {
      meta: meta("The server's message (or 'Invalid response format') shows as the form's error.", '001 §4.2, §8'),
      on: { 'pan.submit': { target: 'checking', actions: 'keepCheck' } },
    },
    technicalIssue: {
      meta: meta(
        "Dialog 'Technical Issue Detected': the message, else 'An error occurred while checking your KYC status. Please try again.'",
        '001 §8',
      ),
      on: { 'dialog.close': 'editing' },
    },
    notValidated: {
      meta: meta("The 'KYC not validated or registered' modal.", '001 §4.2'),
      on: { 'dialog.close': 'editing' },
    },
    verified: {
      type: 'final',
      meta: meta('KYC is validated and the PAN saved: the onboarding goes on.', '001 §4.2'),
    },
  },
  output: ({ context }) => context.check as KycCheck,
});
