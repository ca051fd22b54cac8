/**
 * Mandate authorisation (000 §2.7, §4.4, §8): finds the mandate to authorise (the first of the
 * list), registers a new one when there is none or the bank rejected it — the one automatic
 * retry of 000 §4.4 is the single `retrying` state, never re-entered by itself — and asks for
 * its bank link. The redirect notice then counts down 10 s (the shared countdown child)
 * before the bank's page opens in this tab; Redirect goes at once. The bank returns to
 * /dashboard with status and message, which the mandate result machine reads.
 *
 * Texts: none found after the retry 'No mandates found. Please contact support or try again
 * later.'; a failed list 'Unable to fetch mandates. Please contact support.'; a failed link
 * 'Mandate is under processing. Please retry after 5 minutes.'. `openBankPage` is the app's.
 */
import { assign, fromPromise, setup } from 'xstate';
import { COUNTDOWN_SECONDS, VERIFICATION_MESSAGES } from '../domain/verification/verification';
import { countdownMachine } from './shared/countdown.machine';

export interface MandateSummary {
  mandateCfmId: string;
  approvalStatus: string;
  accountNumber: string;
  bankName: string;
}

interface MandateAuthorisationContext {
  mandates: MandateSummary[];
  url: string | null;
  message: string | null;
}

type MandateAuthorisationEvent = { type: 'redirect.go' } | { type: 'mandate.retry' };

const meta = (description: string, spec = '000 §4.4') => ({ description, spec });

/** The first mandate, unless the bank rejected it (a new one must be registered first). */
function mandateToAuthorise(mandates: readonly MandateSummary[]): MandateSummary | null {
  const [first] = mandates;
  return first && first.approvalStatus !== 'REJECTED' ? first : null;
}

const linkFor = ({ context }: { context: MandateAuthorisationContext }) => ({
  mandateCfmId: mandateToAuthorise(context.mandates)?.mandateCfmId ?? '',
});

export const mandateAuthorisationMachine = setup({
  types: {
    context: {} as MandateAuthorisationContext,
    events: {} as MandateAuthorisationEvent,
  },
  actors: {
    listMandates: fromPromise<MandateSummary[]>(async () => {
      throw new Error('listMandates not provided');
    }),
    retryMandate: fromPromise<MandateSummary[]>(async () => {
      throw new Error('retryMandate not provided');
    }),
    getMandateLink: fromPromise<string, { mandateCfmId: string }>(async () => {
      throw new Error('getMandateLink not provided');
    }),
    countdown: countdownMachine,
  },
  guards: {
    hasMandate: (_, params: { mandates: MandateSummary[] }) => mandateToAuthorise(params.mandates) !== null,
  },
  actions: {
    storeMandates: assign({ mandates: (_, params: { mandates: MandateSummary[] }) => params.mandates }),
    storeLink: assign({ url: (_, params: { url: string }) => params.url }),
    showMessage: assign({ message: (_, params: { message: string }) => params.message }),
    // The app's: the bank page replaces the app in this tab.
    openBankPage: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'mandateAuthorisation',
  description: "Authorising the autopay mandate: find or register it, then send the investor to the bank's page.",
  context: { mandates: [], url: null, message: null },
  initial: 'loading',
  states: {
    loading: {
      meta: meta('The mandates are read (000 §3 "first of the list is used").'),
      invoke: {
        src: 'listMandates',
        onDone: [
          {
            guard: { type: 'hasMandate', params: ({ event }) => ({ mandates: event.output }) },
            target: 'linking',
            actions: { type: 'storeMandates', params: ({ event }) => ({ mandates: event.output }) },
          },
          // None to keep: the retry registers one and lists them afresh.
          { target: 'retrying' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.mandatesUnavailable } },
        },
      },
    },
    retrying: {
      meta: meta('No mandate to authorise: the one automatic retry registers a new one.'),
      invoke: {
        src: 'retryMandate',
        onDone: [
          {
            guard: { type: 'hasMandate', params: ({ event }) => ({ mandates: event.output }) },
            target: 'linking',
            actions: { type: 'storeMandates', params: ({ event }) => ({ mandates: event.output }) },
          },
          { target: 'failed', actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.noMandates } } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.mandatesUnavailable } },
        },
      },
    },
    linking: {
      meta: meta("The mandate's bank link is asked for; its redirect is the dashboard.", '000 §7'),
      invoke: {
        src: 'getMandateLink',
        input: linkFor,
        onDone: { target: 'notice', actions: { type: 'storeLink', params: ({ event }) => ({ url: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.mandateUnderProcessing } },
        },
      },
    },
    notice: {
      meta: meta('The redirect notice: a 10-second countdown and a Redirect button.', '000 §2.7, §9'),
      invoke: { id: 'countdown', src: 'countdown', input: { seconds: COUNTDOWN_SECONDS }, onDone: 'redirecting' },
      on: { 'redirect.go': 'redirecting' },
    },
    redirecting: {
      meta: meta("The bank's e-mandate page opens in this tab."),
      type: 'final',
      entry: { type: 'openBankPage', params: ({ context }) => ({ url: context.url ?? '' }) },
    },
    failed: {
      meta: meta('The mandate could not be sent to the bank; the message says why.', '000 §8'),
      // Every way into failed sets its message, and the link is stored afresh before it is read.
      on: { 'mandate.retry': 'loading' },
    },
  },
});
