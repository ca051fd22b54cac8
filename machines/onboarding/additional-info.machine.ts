/**
 * Additional Info (001 §2.8, §3 Additional info, §5, §8): gender, nationality (fixed INDIAN),
 * income and occupation, plus the affirmation that the investor is not politically exposed
 * and was born in India, checked by the screen with the shared rules; Proceed sends them here
 * to be saved. A failure shows the server's message, else 'An issue has occurred, please try
 * again.'; Previous asks the onboarding to go back to /basicInfo.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { type StepFailure, toStepFailure } from './step-failure';

/** 001 §3 "Additional info" (the e-mail is added from the input). */
export interface AdditionalInfoDetails {
  gender: string;
  grossAnnualIncome: string;
  occupation: string;
  resident: 'INDIAN';
}

interface AdditionalInfoInput {
  email: string;
}

interface AdditionalInfoContext {
  email: string;
  details: AdditionalInfoDetails | null;
  failure: StepFailure | null;
}

type AdditionalInfoEvent =
  /** The form passed the Additional Info rules (choices made, affirmation ticked). */
  { type: 'additionalInfo.submit'; details: AdditionalInfoDetails } | { type: 'additionalInfo.previous' };

const meta = (description: string, spec = '001 §2.8') => ({ description, spec });

const submit = { target: 'saving', actions: 'keepDetails' } as const;
const previous = { actions: 'askForPrevious' } as const;

export const additionalInfoMachine = setup({
  types: {
    context: {} as AdditionalInfoContext,
    events: {} as AdditionalInfoEvent,
    input: {} as AdditionalInfoInput,
  },
  actors: {
    saveAdditionalInfo: fromPromise<void, AdditionalInfoDetails & { email: string }>(async () => {
      throw new Error('saveAdditionalInfo not provided');
    }),
  },
  actions: {
    keepDetails: assign({
      details: ({ context, event }) => (event.type === 'additionalInfo.submit' ? event.details : context.details),
      failure: null,
    }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    askForPrevious: sendParent({ type: 'step.previous' }),
  },
}).createMachine({
  id: 'additionalInfo',
  description: "Onboarding's Additional Info step: gender, income, occupation and the declarations.",
  context: ({ input }) => ({ email: input.email, details: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      meta: meta(
        'Gender, nationality INDIAN, income, occupation and the affirmation; Previous and Proceed.',
        '001 §2.8, §5',
      ),
      on: { 'additionalInfo.submit': submit, 'additionalInfo.previous': previous },
    },
    saving: {
      meta: meta('The additional information is being saved; the form is locked.', '001 §7'),
      invoke: {
        src: 'saveAdditionalInfo',
        input: ({ context }) => ({ ...(context.details as AdditionalInfoDetails), email: context.email }),
        onDone: { target: 'saved' },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      meta: meta("The server's message, else 'An issue has occurred, please try again.'", '001 §8'),
      on: { 'additionalInfo.submit': submit, 'additionalInfo.previous': previous },
    },
    saved: {
      type: 'final',
      meta: meta('Saved: Nominee Details follow.', '001 §2.8'),
    },
  },
});
