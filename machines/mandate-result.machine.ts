/**
 * The mandate result modal (000 §2.7, §4.4): the bank returned the investor to /dashboard with
 * `status` (success, cancel or failure) and `message`. The mandates are read for the bank name
 * and masked account, the mapped status (MANDATE_REGISTRATION_COMPLETED, _CANCELLED, _FAILED)
 * is sent to the server, and the modal shows success or failed with the message. Try again
 * runs the mandate authorisation once more; Done closes it.
 *
 * The bank's decision is on the server before the investor is back (an approval that was the
 * last step has already made the account VERIFIED, 000 §4.4), so the result has the app read
 * the account again (`refreshAccount`): the dashboard and the order modal's opening rule (000
 * §6) behind the modal see the new standing by the time Done is pressed.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  type MandateRegistrationStatus,
  type MandateReturnStatus,
  mandateRegistrationStatus,
} from '../domain/verification/verification';
import { type MandateSummary, mandateAuthorisationMachine } from './mandate-authorisation.machine';

interface MandateResultInput {
  status: MandateReturnStatus;
  message: string;
}

interface MandateResultContext extends MandateResultInput {
  mandate: MandateSummary | null;
}

type MandateResultEvent = { type: 'result.done' } | { type: 'result.retry' } | { type: 'mandate.back' };

const meta = (description: string, spec = '000 §2.7, §4.4') => ({ description, spec });

const logFailure = (what: string) => (_: unknown, params: { error: unknown }) => {
  console.warn(`Mandate result: ${what} failed.`, params.error);
};

export const mandateResultMachine = setup({
  types: {
    context: {} as MandateResultContext,
    events: {} as MandateResultEvent,
    input: {} as MandateResultInput,
  },
  actors: {
    listMandates: fromPromise<MandateSummary[]>(async () => {
      throw new Error('listMandates not provided');
    }),
    reportMandateStatus: fromPromise<unknown, { mandateCfmId: string; status: MandateRegistrationStatus }>(async () => {
      throw new Error('reportMandateStatus not provided');
    }),
    authorisation: mandateAuthorisationMachine,
  },
  guards: {
    hasMandate: (_, params: { mandates: MandateSummary[] }) => params.mandates.length > 0,
    succeeded: ({ context }) => context.status === 'success',
  },
  actions: {
    storeMandate: assign({ mandate: (_, params: { mandates: MandateSummary[] }) => params.mandates[0] ?? null }),
    logListFailure: logFailure('reading the mandates'),
    logReportFailure: logFailure('reporting the status'),
    // The app's: the session renewed (its token carries the signup status) and account reads dropped.
    refreshAccount: () => {},
  },
}).createMachine({
  id: 'mandateResult',
  description: "The result of the bank's mandate page, shown on the dashboard with Try again or Done.",
  context: ({ input }) => ({ ...input, mandate: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: meta('The mandates are read for the bank name and account number.', '000 §3, §7'),
      invoke: {
        src: 'listMandates',
        onDone: [
          {
            guard: { type: 'hasMandate', params: ({ event }) => ({ mandates: event.output }) },
            target: 'reporting',
            actions: { type: 'storeMandate', params: ({ event }) => ({ mandates: event.output }) },
          },
          { target: 'result' },
        ],
        onError: {
          target: 'result',
          actions: { type: 'logListFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    reporting: {
      meta: meta('The mapped status is sent (PATCH /users/mandates/{id}/{status}).', '000 §4.4, §7'),
      invoke: {
        src: 'reportMandateStatus',
        input: ({ context }) => ({
          mandateCfmId: context.mandate?.mandateCfmId ?? '',
          status: mandateRegistrationStatus(context.status),
        }),
        onDone: 'result',
        onError: {
          target: 'result',
          actions: { type: 'logReportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    result: {
      meta: meta('Success or failed, the message, bank name and masked account; the account is read again.'),
      entry: 'refreshAccount',
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'succeeded', target: 'succeeded' }, { target: 'failed' }] },
        succeeded: { meta: meta('Success, with Done.'), on: { 'result.done': '#mandateResult.closed' } },
        failed: {
          meta: meta('Failed, with Try again and Done.'),
          on: { 'result.done': '#mandateResult.closed', 'result.retry': '#mandateResult.authorising' },
        },
      },
    },
    authorising: {
      meta: meta('Try again: the mandate authorisation runs again (redirect notice, bank page).'),
      invoke: { id: 'authorisation', src: 'authorisation' },
      on: { 'mandate.back': 'result' },
    },
    closed: { meta: meta('The modal is closed.'), type: 'final' },
  },
});
