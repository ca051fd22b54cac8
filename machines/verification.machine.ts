/**
 * The dashboard's verification status modal (000 §2.7, §4.4): reads GET /customers/status and
 * shows the rows Verify, Autopay, Nominee & ELOG (and Statement Upload when a retry is needed)
 * with the highlighted section. Refresh reads it again; Authorize runs the mandate
 * authorisation; Try Again registers a mandate the exchange lacks (actionButton RETRY); the
 * ELOG button opens the exchange's page in the window the app opened on the click.
 *
 * When verification is active the server is told (PATCH /customers/kyc), the stored signup
 * status becomes VERIFIED (`markVerified`, the app's), and 'You're good to go!' closes the
 * modal after a 10-second countdown (the shared countdown child).
 */
import { assign, fromPromise, setup } from 'xstate';
import { COUNTDOWN_SECONDS, VERIFICATION_MESSAGES, type VerificationState } from '../domain/verification/verification';
import { mandateAuthorisationMachine } from './mandate-authorisation.machine';
import { countdownMachine } from './shared/countdown.machine';

interface ElogAnswer {
  statuscode: string;
  authurl: string | null;
  errordesc: string | null;
}

const ELOG_OK = '100';

interface VerificationContext {
  status: VerificationState | null;
  message: string | null;
}

type VerificationEvent =
  | { type: 'verification.refresh' }
  | { type: 'verification.retry' }
  | { type: 'verification.close' }
  | { type: 'mandate.authorize' }
  | { type: 'mandate.back' }
  | { type: 'elog.start'; popupBlocked: boolean };

/** Chosen here: a status read that fails says so; the spec only logs it (000 §8 "most other errors"). */
const STATUS_UNAVAILABLE = 'Unable to fetch your verification status. Please try Refresh.';

const meta = (description: string, spec = '000 §4.4') => ({ description, spec });

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
  },
  actors: {
    loadStatus: fromPromise<VerificationState>(async () => {
      throw new Error('loadStatus not provided');
    }),
    retryMandate: fromPromise<unknown>(async () => {
      throw new Error('retryMandate not provided');
    }),
    initiateElog: fromPromise<ElogAnswer>(async () => {
      throw new Error('initiateElog not provided');
    }),
    completeVerification: fromPromise<unknown>(async () => {
      throw new Error('completeVerification not provided');
    }),
    authorisation: mandateAuthorisationMachine,
    countdown: countdownMachine,
  },
  guards: {
    isActive: (_, params: { status: VerificationState }) => params.status.active,
    popupBlocked: (_, params: { blocked: boolean }) => params.blocked,
    elogStarted: (_, params: { answer: ElogAnswer }) => params.answer.statuscode === ELOG_OK && !!params.answer.authurl,
  },
  actions: {
    storeStatus: assign({ status: (_, params: { status: VerificationState }) => params.status }),
    showMessage: assign({ message: (_, params: { message: string }) => params.message }),
    clearMessage: assign({ message: null }),
    // The app's: the ELOG window opened on the click gets the page, or is shut again.
    openElogPage: (_, _params: { url: string }) => {},
    discardElogWindow: () => {},
    // The app's: stored signup status VERIFIED, session and cached queries refreshed.
    markVerified: () => {},
  },
}).createMachine({
  id: 'verification',
  description: "The dashboard's verification modal: verification, autopay, nominee and ELOG rows with their actions.",
  context: { status: null, message: null },
  initial: 'loading',
  states: {
    loading: {
      meta: meta('GET /customers/status is read.', '000 §7'),
      invoke: {
        src: 'loadStatus',
        onDone: [
          {
            // Nothing left to show: the rows are never drawn again, so the status is not kept.
            guard: { type: 'isActive', params: ({ event }) => ({ status: event.output }) },
            target: 'completing',
          },
          { target: 'showing', actions: { type: 'storeStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: { target: 'showing', actions: { type: 'showMessage', params: { message: STATUS_UNAVAILABLE } } },
      },
    },
    showing: {
      meta: meta('The rows with the highlighted section; Refresh, Authorize and Try Again.', '000 §2.7, §4.4'),
      on: {
        'verification.refresh': { target: 'loading', actions: 'clearMessage' },
        'verification.retry': { target: 'retrying', actions: 'clearMessage' },
        'mandate.authorize': { target: 'authorising', actions: 'clearMessage' },
        'elog.start': [
          {
            guard: { type: 'popupBlocked', params: ({ event }) => ({ blocked: event.popupBlocked }) },
            actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.popupBlocked } },
          },
          { target: 'startingElog', actions: 'clearMessage' },
        ],
        'verification.close': 'closed',
      },
    },
    retrying: {
      meta: meta('Try Again: the exchange registers the missing mandate (PATCH /users/mandates).', '000 §7'),
      invoke: {
        src: 'retryMandate',
        onDone: 'loading',
        onError: {
          target: 'showing',
          actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.mandatesUnavailable } },
        },
      },
    },
    startingElog: {
      meta: meta("ELOG is initiated; '100' opens the exchange's page in the new window.", '000 §7, §8'),
      invoke: {
        src: 'initiateElog',
        onDone: [
          {
            guard: { type: 'elogStarted', params: ({ event }) => ({ answer: event.output }) },
            target: 'showing',
            actions: { type: 'openElogPage', params: ({ event }) => ({ url: event.output.authurl ?? '' }) },
          },
          {
            target: 'showing',
            actions: [
              'discardElogWindow',
              { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.elogUnavailable } },
            ],
          },
        ],
        onError: {
          target: 'showing',
          actions: [
            'discardElogWindow',
            { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.elogFailed } },
          ],
        },
      },
    },
    authorising: {
      meta: meta('Mandate authorisation: the redirect notice, then the bank page.', '000 §2.7'),
      invoke: { id: 'authorisation', src: 'authorisation' },
      on: { 'mandate.back': 'showing' },
    },
    completing: {
      meta: meta(
        'Verification is active: PATCH /customers/kyc, and the stored status becomes VERIFIED.',
        '000 §4.4, §7',
      ),
      invoke: {
        src: 'completeVerification',
        onDone: { target: 'active', actions: 'markVerified' },
        // The status read said active; the stored status follows it even if the call failed.
        onError: { target: 'active', actions: 'markVerified' },
      },
    },
    active: {
      meta: meta("'You're good to go!' and a 10-second countdown that closes the modal.", '000 §2.7, §9'),
      invoke: { id: 'countdown', src: 'countdown', input: { seconds: COUNTDOWN_SECONDS }, onDone: 'closed' },
      on: { 'verification.close': 'closed' },
    },
    closed: {
      meta: meta('The modal is closed.'),
      type: 'final',
    },
  },
});
