/**
 * External portfolio import (000 §2.7, §4.5, §8, §9): PAN and date of birth → review with Get
 * OTP → the OTP with Verify and Resend (660 s resend lock) → 'Get Your Portfolio' → the
 * portfolio. Code '8003' on an OTP request shows 'No Funds Purchased' (the resend timer starts
 * again there); partial data shows the delay notice before the confirmation. A failed fetch of
 * the portfolio may be retried once a 15-second countdown (the shared countdown child) ends.
 * When the reload flag is set (a fetch already succeeded this session) the PAN steps are
 * skipped. Closing ends the flow; the app unmounts it, so everything, the request references
 * included, starts afresh.
 *
 * The app supplies `requestOtp`, `verifyOtp`, `fetchPortfolio` and the resend child's `sendCode`,
 * and acts on reaching `fetched` (set the reload flag, go to the portfolio).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  EXTERNAL_OTP_RESEND_SECONDS,
  isValidExternalOtp,
  NO_FUNDS_CODE,
  PORTFOLIO_RETRY_SECONDS,
} from '../domain/external-portfolio';
import { countdownMachine } from './shared/countdown.machine';
import { resendCountdownMachine } from './shared/resend-countdown.machine';

/** 000 §3 "External portfolio request and response: reqId, clientRefNo, otpRef". */
export interface ExternalRequestReference {
  reqId: string;
  clientRefNo: string;
  otpRef: string;
}

export interface PanDetails {
  pan: string;
  /** yyyy-MM-dd */
  dob: string;
}

export interface OtpCheck extends PanDetails, ExternalRequestReference {
  enteredOtp: string;
}

export interface ImportResult {
  /** Some fund houses' data is delayed (000 §2.7 partial data delay notice). */
  partial: boolean;
}

interface ExternalPortfolioInput {
  /** The reload flag of session storage: a fetch already succeeded, so the PAN steps are skipped. */
  reloadFlag: boolean;
}

interface ExternalPortfolioContext extends PanDetails {
  reloadFlag: boolean;
  reference: ExternalRequestReference | null;
  /** Verify was pressed with anything but 6 digits ('Please enter a valid 6-digit OTP'). */
  otpInvalid: boolean;
  /** The message of the step's last failure (000 §8). */
  failure: string | null;
}

type ExternalPortfolioEvent =
  | { type: 'pan.submitted'; pan: string; dob: string }
  | { type: 'review.back' }
  | { type: 'otp.requested' }
  | { type: 'otp.submitted'; code: string }
  | { type: 'otp.resent' }
  | { type: 'otp.resendFailed'; error: unknown }
  | { type: 'notice.acknowledged' }
  | { type: 'portfolio.requested' }
  | { type: 'flow.closed' };

export const externalPortfolioMessages = {
  panFailed: 'Pan Validation Error',
  otpFailed: 'OTP verification failed. Please try again.',
  fetchFailed: 'Failed to fetch portfolio. Please try again after 15 seconds.',
} as const;

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  body?: { errors?: { field: string; message: string }[] };
}

const asErrorBody = (error: unknown): ErrorBody => (typeof error === 'object' && error !== null ? error : {});

function serverMessage(error: unknown): string | null {
  const { message } = asErrorBody(error);
  return typeof message === 'string' && message.trim() !== '' && !message.startsWith('Request failed') ? message : null;
}

export function isNoFunds(error: unknown): boolean {
  return asErrorBody(error).code === NO_FUNDS_CODE;
}

/**
 * 000 §8 "PAN submit failure: server message, or a list of field errors joined as 'field
 * message' (field dob shown as Date of birth), or 'Pan Validation Error'".
 */
export function panFailureMessage(error: unknown): string {
  const errors = asErrorBody(error).body?.errors ?? [];
  const fieldErrors = errors
    .map(({ field, message }) => {
      const name = field.replace(/^body\./, '');
      return `${name === 'dob' ? 'Date of birth' : name} ${message}`;
    })
    .join(', ');
  return serverMessage(error) ?? (fieldErrors || externalPortfolioMessages.panFailed);
}

/** 000 §8 "OTP verification failure: server message or 'OTP verification failed. Please try again.'". */
export function otpFailureMessage(error: unknown): string {
  return serverMessage(error) ?? externalPortfolioMessages.otpFailed;
}

const meta = (description: string, spec = '000 §4.5') => ({ description, spec });

/** The resend countdown's start: 660 s, and the PAN and date of birth a resend asks with. */
const resendInput = ({ context }: { context: ExternalPortfolioContext }) => ({
  seconds: EXTERNAL_OTP_RESEND_SECONDS,
  payload: { pan: context.pan, dob: context.dob },
});

export const externalPortfolioMachine = setup({
  types: {
    context: {} as ExternalPortfolioContext,
    events: {} as ExternalPortfolioEvent,
    input: {} as ExternalPortfolioInput,
  },
  actors: {
    requestOtp: fromPromise<ExternalRequestReference, PanDetails>(async () => {
      throw new Error('requestOtp not provided');
    }),
    verifyOtp: fromPromise<ImportResult, OtpCheck>(async () => {
      throw new Error('verifyOtp not provided');
    }),
    fetchPortfolio: fromPromise<void>(async () => {
      throw new Error('fetchPortfolio not provided');
    }),
    resendCountdown: resendCountdownMachine,
    retryCountdown: countdownMachine,
  },
  guards: {
    reloadFlagSet: ({ context }) => context.reloadFlag,
    hasSixDigits: (_, params: { code: string }) => isValidExternalOtp(params.code),
    isNoFunds: (_, params: { error: unknown }) => isNoFunds(params.error),
    isPartial: (_, params: { result: ImportResult }) => params.result.partial,
  },
  actions: {
    storePan: assign((_, params: PanDetails) => ({ pan: params.pan, dob: params.dob, failure: null })),
    storeReference: assign({ reference: (_, params: { reference: ExternalRequestReference }) => params.reference }),
    storeFailure: assign({ failure: (_, params: { message: string }) => params.message }),
    clearFailure: assign({ failure: null, otpInvalid: false }),
    markOtpInvalid: assign({ otpInvalid: true, failure: null }),
  },
}).createMachine({
  id: 'externalPortfolio',
  description: 'Importing funds held elsewhere: PAN and date of birth, an OTP, then the fetched portfolio.',
  context: ({ input }) => ({
    reloadFlag: input.reloadFlag,
    pan: '',
    dob: '',
    reference: null,
    otpInvalid: false,
    failure: null,
  }),
  initial: 'starting',
  on: {
    'flow.closed': '.closed',
  },
  states: {
    starting: {
      meta: meta('The reload flag decides: straight to the confirmation, or the PAN steps.'),
      always: [{ guard: 'reloadFlagSet', target: 'confirm' }, { target: 'pan' }],
    },
    pan: {
      meta: meta('PAN modal, step 1: PAN, date of birth and the terms.', '000 §2.7, §5'),
      on: {
        'pan.submitted': {
          target: 'review',
          actions: { type: 'storePan', params: ({ event }) => ({ pan: event.pan, dob: event.dob }) },
        },
      },
    },
    review: {
      meta: meta('PAN modal, step 2: the details to check, with Get OTP; a failed request shows its message.'),
      // Back on the PAN step no failure shows, and submitting it again (storePan) clears the last one.
      on: { 'review.back': 'pan', 'otp.requested': 'requestingOtp' },
    },
    requestingOtp: {
      meta: meta('MF Central is asked for an OTP.', '000 §7 POST mfc/otp'),
      entry: 'clearFailure',
      invoke: {
        src: 'requestOtp',
        input: ({ context }) => ({ pan: context.pan, dob: context.dob }),
        onDone: {
          target: 'otp',
          actions: { type: 'storeReference', params: ({ event }) => ({ reference: event.output }) },
        },
        onError: [
          { guard: { type: 'isNoFunds', params: ({ event }) => ({ error: event.error }) }, target: 'noFunds' },
          {
            target: 'review',
            actions: { type: 'storeFailure', params: ({ event }) => ({ message: panFailureMessage(event.error) }) },
          },
        ],
      },
    },
    otp: {
      meta: meta(
        'PAN modal, step 3: the OTP with Verify and Resend OTP (locked 660 s after each send).',
        '000 §2.7, §9',
      ),
      invoke: { id: 'resend', src: 'resendCountdown', input: resendInput },
      on: {
        // A resend keeps the request's references (server/external-portfolio/otp-requests.ts).
        'otp.resent': { actions: 'clearFailure' },
        'otp.resendFailed': [
          { guard: { type: 'isNoFunds', params: ({ event }) => ({ error: event.error }) }, target: 'noFunds' },
          { actions: { type: 'storeFailure', params: ({ event }) => ({ message: panFailureMessage(event.error) }) } },
        ],
      },
      initial: 'entering',
      states: {
        entering: {
          meta: meta('The code is typed; Verify checks it has 6 digits first.', '000 §5'),
          on: {
            'otp.submitted': [
              {
                guard: { type: 'hasSixDigits', params: ({ event }) => ({ code: event.code }) },
                target: 'verifying',
                actions: 'clearFailure',
              },
              { actions: 'markOtpInvalid' },
            ],
          },
        },
        verifying: {
          meta: meta('MF Central checks the OTP and the statement is imported.', '000 §7 POST mfc/userdetail'),
          invoke: {
            src: 'verifyOtp',
            input: ({ context, event }) => {
              const reference = context.reference ?? { reqId: '', clientRefNo: '', otpRef: '' };
              const code = event.type === 'otp.submitted' ? event.code : '';
              return { pan: context.pan, dob: context.dob, ...reference, enteredOtp: code };
            },
            onDone: [
              {
                guard: { type: 'isPartial', params: ({ event }) => ({ result: event.output }) },
                target: '#externalPortfolio.partialNotice',
              },
              { target: '#externalPortfolio.confirm' },
            ],
            onError: {
              target: 'entering',
              actions: { type: 'storeFailure', params: ({ event }) => ({ message: otpFailureMessage(event.error) }) },
            },
          },
        },
      },
    },
    noFunds: {
      meta: meta("'No Funds Purchased': the PAN modal is closed; the resend timer starts again.", '000 §2.7, §8'),
      invoke: { id: 'resend', src: 'resendCountdown', input: resendInput },
    },
    partialNotice: {
      meta: meta('Some portfolio data is delayed from a partner.', '000 §2.7'),
      on: { 'notice.acknowledged': 'confirm' },
    },
    confirm: {
      meta: meta("'Get Your Portfolio' confirmation.", '000 §2.7'),
      on: { 'portfolio.requested': 'fetching' },
    },
    fetching: {
      meta: meta('The imported portfolio is fetched.', '000 §7 GET mfc/folio'),
      invoke: {
        src: 'fetchPortfolio',
        onDone: 'fetched',
        onError: 'fetchFailed',
      },
    },
    fetchFailed: {
      meta: meta("'Failed to fetch portfolio. Please try again after 15 seconds.'", '000 §4.5, §8, §9'),
      initial: 'waiting',
      states: {
        waiting: {
          meta: meta('The retry is locked while the 15-second countdown runs.'),
          invoke: {
            id: 'retryCountdown',
            src: 'retryCountdown',
            input: { seconds: PORTFOLIO_RETRY_SECONDS },
            onDone: 'ready',
          },
        },
        ready: {
          meta: meta('The fetch can be tried again.'),
          on: { 'portfolio.requested': '#externalPortfolio.fetching' },
        },
      },
    },
    fetched: {
      meta: meta('The portfolio was fetched: the reload flag is set and the portfolio shown.'),
      type: 'final',
    },
    closed: {
      meta: meta('The flow was closed: everything is forgotten.'),
      type: 'final',
    },
  },
});
