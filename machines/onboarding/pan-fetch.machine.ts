/**
 * PAN fetch (001 §2.6, §3 CKYC request, §5 PAN, §8): PAN, date of birth 'as per PAN' and the
 * consent to download the KYC record from the central KYC registry, checked by the screen,
 * go to the CKYC download. The app adds the e-mail and the consent details (IP, language,
 * browser, OS, UTC timestamp, location, screen size) when it calls. The record's full name
 * ends the step; a failure shows the first error message of the answer, else 'The provided PAN
 * details are not KYC compliant. Please complete your KYC verification to proceed.'
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PanDetails } from './pan-verification.machine';
import { type StepFailure, toStepFailure } from './step-failure';

export interface CkycDownload {
  /** Upper-case PAN. */
  pan: string;
  email: string;
  /** 'DD-MM-YYYY' (001 §3). */
  dateOfBirth: string;
}

export interface CkycRecord {
  fullName: string;
}

interface PanFetchInput {
  email: string;
  today: Date;
  /** The PAN and date of birth the KYC check saved, to fill the form in. */
  initial?: PanDetails;
}

interface PanFetchOutput {
  fullName: string;
}

interface PanFetchContext {
  email: string;
  today: Date;
  initial: PanDetails | null;
  fullName: string | null;
  failure: StepFailure | null;
}

type PanFetchEvent =
  /** The form passed the PAN, date-of-birth and consent rules. */
  { type: 'pan.submit'; pan: string; dateOfBirth: string };

const meta = (description: string, spec = '001 §2.6') => ({ description, spec });

export const panFetchMachine = setup({
  types: {
    context: {} as PanFetchContext,
    events: {} as PanFetchEvent,
    input: {} as PanFetchInput,
    output: {} as PanFetchOutput,
  },
  actors: {
    downloadCkyc: fromPromise<CkycRecord, CkycDownload>(async () => {
      throw new Error('downloadCkyc not provided');
    }),
  },
  actions: {
    storeRecord: assign({ fullName: (_, params: { record: CkycRecord }) => params.record.fullName }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
  },
}).createMachine({
  id: 'panFetch',
  description: "Onboarding's PAN fetch: the KYC record is downloaded from the central registry with consent.",
  context: ({ input }) => ({
    email: input.email,
    today: input.today,
    initial: input.initial ?? null,
    fullName: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      meta: meta(
        "'Enter your PAN details': PAN, date of birth 'as per PAN', the CKYC consent, Proceed.",
        '001 §2.6, §5',
      ),
      on: { 'pan.submit': 'downloading' },
    },
    downloading: {
      meta: meta('The KYC record is downloaded from the central KYC registry; the form is locked.', '001 §3'),
      invoke: {
        src: 'downloadCkyc',
        input: ({ context, event }) => {
          if (event.type !== 'pan.submit') throw new Error('downloadCkyc needs the submitted form');
          return { pan: event.pan, email: context.email, dateOfBirth: event.dateOfBirth };
        },
        onDone: {
          target: 'fetched',
          actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      meta: meta(
        "The first error message of the answer, else 'The provided PAN details are not KYC compliant. Please complete your KYC verification to proceed.'",
        '001 §8',
      ),
      on: { 'pan.submit': 'downloading' },
    },
    fetched: {
      type: 'final',
      meta: meta('The record gave the full name: the onboarding goes on with it.', '001 §2.6'),
    },
  },
  output: ({ context }) => ({ fullName: context.fullName ?? '' }),
});
