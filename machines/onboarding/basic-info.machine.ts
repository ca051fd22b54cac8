/**
 * Basic Info (001 §2.7, §3 Basic info payload, §5 Basic info, §8): the screen greets the
 * investor by the title-cased name and checks names, tax status (resident, or non-resident
 * with NRE or NRO and a foreign address) and the residential address with the shared rules;
 * Proceed sends the payload here to be saved. A failure shows the server's message, else 'An
 * issue has occurred, please try again.'; Previous asks the onboarding to go back to
 * /pancardverification.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { type StepFailure, toStepFailure } from './step-failure';

/** 001 §3 "Basic info payload", as saved (empty optional fields left out). */
export interface BasicInfoDetails {
  taxStatus: 'INDIVIDUAL' | 'NRE' | 'NRO';
  firstName: string;
  middleName?: string;
  lastName: string;
  address1?: string;
  address2?: string;
  address3?: string;
  city?: string;
  state?: string;
  pincode?: string;
  country: 'IN';
  foreignAddress1?: string;
  foreignAddress2?: string;
  foreignAddress3?: string;
  foreignCity?: string;
  foreignState?: string;
  foreignPincode?: string;
  foreignCountry?: string;
}

interface BasicInfoInput {
  /** The name the CKYC record gave (greeting); null when this visit has none. */
  fullName: string | null;
  /** What was saved earlier in this visit, to show again. */
  initial?: BasicInfoDetails;
}

/** What the server answers to a save. */
export interface SavedBasicInfo {
  /**
   * The tax status the later steps follow, as the server holds it: the form's choice, or a
   * non-individual PAN's own status (HUF, FIRM, …), which the form cannot express.
   */
  taxStatus: string;
}

export interface BasicInfoOutput {
  /** The server's tax status (SavedBasicInfo), never just the form's default. */
  taxStatus: string;
  details: BasicInfoDetails;
}

interface BasicInfoContext {
  fullName: string | null;
  initial: BasicInfoDetails | null;
  /** What Proceed last sent. */
  details: BasicInfoDetails | null;
  /** The tax status the server answered to the save. */
  taxStatus: string | null;
  failure: StepFailure | null;
}

type BasicInfoEvent =
  /** The form passed the Basic Info rules. */
  { type: 'basicInfo.submit'; details: BasicInfoDetails } | { type: 'basicInfo.previous' };

const meta = (description: string, spec = '001 §2.7') => ({ description, spec });

const submit = { target: 'saving', actions: 'keepDetails' } as const;
const previous = { actions: 'askForPrevious' } as const;

export const basicInfoMachine = setup({
  types: {
    context: {} as BasicInfoContext,
    events: {} as BasicInfoEvent,
    input: {} as BasicInfoInput,
    output: {} as BasicInfoOutput,
  },
  actors: {
    saveBasicInfo: fromPromise<SavedBasicInfo, BasicInfoDetails>(async () => {
      throw new Error('saveBasicInfo not provided');
    }),
  },
  actions: {
    keepDetails: assign({
      details: ({ context, event }) => (event.type === 'basicInfo.submit' ? event.details : context.details),
      failure: null,
    }),
    storeSaved: assign({ taxStatus: (_, params: { saved: SavedBasicInfo }) => params.saved.taxStatus }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
    askForPrevious: sendParent({ type: 'step.previous' }),
  },
}).createMachine({
  id: 'basicInfo',
  description: "Onboarding's Basic Info step: names, tax status and address.",
  context: ({ input }) => ({
    fullName: input.fullName,
    initial: input.initial ?? null,
    details: null,
    taxStatus: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: meta(
        "The greeting, 'Please fill in your basic information.', names, tax status and addresses; Previous and Proceed.",
        '001 §2.7, §5',
      ),
      on: { 'basicInfo.submit': submit, 'basicInfo.previous': previous },
    },
    saving: {
      meta: meta('The basic information is being saved; the form is locked.', '001 §7'),
      invoke: {
        src: 'saveBasicInfo',
        input: ({ context }) => context.details as BasicInfoDetails,
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      meta: meta("The server's message, else 'An issue has occurred, please try again.'", '001 §8'),
      on: { 'basicInfo.submit': submit, 'basicInfo.previous': previous },
    },
    saved: {
      type: 'final',
      meta: meta('Saved: Additional Info follows.', '001 §2.7'),
    },
  },
  output: ({ context }) => {
    const details = context.details as BasicInfoDetails;
    return { taxStatus: context.taxStatus ?? details.taxStatus, details };
  },
});
