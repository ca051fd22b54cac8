/**
 * The redemption dialog (001 §2.13, §4.3, §5 "Redemption units", §8): opened per fund from the
 * portfolio, for a fund the investor holds (so it always starts on FOLIO). FOLIO lists the fund's folios by current value (fully locked ones 'Locked', partly
 * locked ones offering their unlocked value); DETAILS takes the units, all free units by
 * default (redeem-all, sent as 0); the redemption is placed and the e-mailed code confirms it in
 * OTP, the shared code-entry child (any 6 characters, Resend locked for 60 s); SUCCESS links to
 * Order Status. Any failure shows ERROR with the server's message, else 'An error occurred
 * during the transaction. Please try again.'; Retry places the redemption again, Close resets.
 *
 * Closing the dialog is the app's action (the page owns whether it is open).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  defaultUnits,
  type FolioOption,
  folioOptions,
  initialFolio,
  REDEMPTION_MESSAGES,
  type RedemptionHolding,
  redemptionUnitsSchema,
  toUnitDigits,
  unitRules,
  unitsSchema,
  wireUnits,
} from '../domain/redemption';
import { firstError } from '../domain/validate';
import { type CodeEntryParentEvent, codeEntryMachine } from './shared/code-entry.machine';
import { FLOW_OTP_RESEND_SECONDS, TRANSACTION_FAILED_DEFAULT } from './shared/flow-otp';
import { serverMessageOr } from './shared/server-message';

interface RedemptionInput {
  fundId: string;
  schemeName: string;
  /** The investor's holdings of the fund, one per folio; the page opens the dialog only for a fund held. */
  holdings: readonly RedemptionHolding[];
  /** The folio the page asked for (the fund's only one), chosen up front when it can be. */
  folio?: string | null;
  email: string;
}

export interface PlaceRedemptionInput {
  fundId: string;
  folio: string;
  /** 4 decimals; '0.0000' redeems every free unit. */
  quantity: string;
}

/** SENT now, or STILL_VALID: the same redemption placed minutes ago, whose code still works. */
type RedemptionOtpNotice = 'SENT' | 'STILL_VALID';

export interface PlacedRedemption {
  orderId: number;
  otp: RedemptionOtpNotice;
}

interface RedemptionContext {
  fundId: string;
  schemeName: string;
  email: string;
  options: FolioOption[];
  folio: string | null;
  redeemAll: boolean;
  units: string;
  /** FOLIO's Redeem was pressed with no folio chosen. */
  folioMissing: boolean;
  /** The units' message shows after the first edit or Submit. */
  unitsTouched: boolean;
  /** Submit found more units than the folio has free (001 §5). */
  insufficient: boolean;
  orderId: number | null;
  otpNotice: RedemptionOtpNotice;
  failure: string | null;
}

type RedemptionEvent =
  | { type: 'folio.selected'; folio: string }
  | { type: 'folio.confirm' }
  | { type: 'redeemAll.changed'; checked: boolean }
  | { type: 'units.changed'; value: string }
  | { type: 'redemption.submit' }
  | { type: 'step.previous' }
  | { type: 'redemption.retry' }
  | { type: 'dialog.close' }
  | CodeEntryParentEvent;

/** 001 §8: the server's message (error body `message`), else the default text. */
function redemptionFailureMessage(error: unknown): string {
  return serverMessageOr(error, TRANSACTION_FAILED_DEFAULT);
}

/** The chosen folio's holding, or null. */
export function selectedHolding(context: Pick<RedemptionContext, 'options' | 'folio'>): RedemptionHolding | null {
  return context.options.find((option) => option.holding.folio === context.folio)?.holding ?? null;
}

/** What DETAILS shows under the units now (001 §5, domain/redemption.ts); nothing while redeem-all is on. */
export function unitsMessage(context: RedemptionContext): string | null {
  const holding = selectedHolding(context);
  if (context.redeemAll || !holding || !context.unitsTouched) return null;
  return firstError(unitsSchema(holding), context.units);
}

/** What Submit finds wrong with the units typed: a field rule's message, or 'Insufficient quantity…'. */
function submitProblem(context: RedemptionContext, holding: RedemptionHolding): string | null {
  return firstError(redemptionUnitsSchema(unitRules(holding)), context.units);
}

function freshForm(options: readonly FolioOption[], wanted: string | null) {
  return {
    folio: initialFolio(options, wanted),
    redeemAll: true,
    units: '',
    folioMissing: false,
    unitsTouched: false,
    insufficient: false,
    orderId: null,
    otpNotice: 'SENT' as RedemptionOtpNotice,
    failure: null,
  };
}

const meta = (description: string, spec = '001 §2.13, §4.3') => ({ description, spec });

export const redemptionMachine = setup({
  types: {
    context: {} as RedemptionContext,
    events: {} as RedemptionEvent,
    input: {} as RedemptionInput,
    children: {} as { codeEntry: 'codeEntry' },
  },
  actors: {
    placeRedemption: fromPromise<PlacedRedemption, PlaceRedemptionInput>(async () => {
      throw new Error('placeRedemption not provided');
    }),
    // The app provides `verifyCode` (DELETE /orders/{orderId}/{fundId} with the OTP) and the
    // countdown's `sendCode` (PATCH /orders/{orderId}/{fundId}), from the payload.
    codeEntry: codeEntryMachine,
  },
  guards: {
    hasFolio: ({ context }) => selectedHolding(context) !== null,
    isSelectable: ({ context }, params: { folio: string }) =>
      context.options.some((option) => option.holding.folio === params.folio && option.selectable),
    isRedeemable: ({ context }) => {
      const holding = selectedHolding(context);
      if (!holding) return false;
      return context.redeemAll || submitProblem(context, holding) === null;
    },
  },
  actions: {
    reset: assign(({ context }) => freshForm(context.options, null)),
    selectFolio: assign((_, params: { folio: string }) => ({ folio: params.folio, folioMissing: false })),
    markFolioMissing: assign({ folioMissing: true }),
    clearUnits: assign({ redeemAll: true, units: '', unitsTouched: false, insufficient: false }),
    setRedeemAll: assign(({ context }, params: { checked: boolean }) => {
      const holding = selectedHolding(context);
      return {
        redeemAll: params.checked,
        // 001 §4.3: ticking sets the units to 0 (all), un-ticking to the folio's free units.
        units: params.checked || !holding ? '' : defaultUnits(holding),
        unitsTouched: false,
        insufficient: false,
      };
    }),
    recordUnits: assign({
      units: (_, params: { value: string }) => toUnitDigits(params.value),
      unitsTouched: true,
      insufficient: false,
    }),
    markSubmitted: assign(({ context }) => {
      const holding = selectedHolding(context);
      const problem = holding && submitProblem(context, holding);
      return { unitsTouched: true, insufficient: problem === REDEMPTION_MESSAGES.insufficient };
    }),
    recordOrder: assign((_, params: { placed: PlacedRedemption }) => ({
      orderId: params.placed.orderId,
      otpNotice: params.placed.otp,
    })),
    recordFailure: assign({ failure: (_, params: { error: unknown }) => redemptionFailureMessage(params.error) }),
    // The app's: the page decides whether the dialog is open.
    closeDialog: () => {},
  },
}).createMachine({
  id: 'redemption',
  description: 'Redeeming units of a fund: folio, units, the e-mailed OTP, then the result.',
  context: ({ input }) => {
    const options = folioOptions(input.holdings);
    return {
      fundId: input.fundId,
      schemeName: input.schemeName,
      email: input.email,
      options,
      ...freshForm(options, input.folio ?? null),
    };
  },
  initial: 'folio',
  on: {
    'dialog.close': { target: '.folio', actions: ['closeDialog', 'reset'] },
  },
  states: {
    folio: {
      meta: meta(
        "FOLIO: the fund's folios by current value, fully locked ones 'Locked' and not selectable, partly locked ones offering the unlocked value; Redeem.",
      ),
      on: {
        'folio.selected': {
          guard: { type: 'isSelectable', params: ({ event }) => ({ folio: event.folio }) },
          actions: { type: 'selectFolio', params: ({ event }) => ({ folio: event.folio }) },
        },
        'folio.confirm': [
          { guard: 'hasFolio', target: 'details', actions: 'clearUnits' },
          { actions: 'markFolioMissing' },
        ],
      },
    },
    details: {
      meta: meta(
        "DETAILS: redeem-all (on: every free unit) or the units, digits only, within the scheme's minimum and maximum; Submit; more units than the folio has free: 'Insufficient quantity in the selected folio. Please choose another folio.'",
        '001 §4.3, §5',
      ),
      on: {
        'redeemAll.changed': {
          actions: { type: 'setRedeemAll', params: ({ event }) => ({ checked: event.checked }) },
        },
        'units.changed': { actions: { type: 'recordUnits', params: ({ event }) => ({ value: event.value }) } },
        'redemption.submit': [{ guard: 'isRedeemable', target: 'placing' }, { actions: 'markSubmitted' }],
        'step.previous': 'folio',
      },
    },
    placing: {
      meta: meta('Submit was pressed: the redemption is being placed.', '001 §4.3, §7'),
      invoke: {
        src: 'placeRedemption',
        input: ({ context }) => ({
          fundId: context.fundId,
          folio: context.folio ?? '',
          quantity: wireUnits(context.units, context.redeemAll),
        }),
        onDone: {
          target: 'otp',
          actions: { type: 'recordOrder', params: ({ event }) => ({ placed: event.output }) },
        },
        onError: {
          target: 'error',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    otp: {
      meta: meta(
        "OTP: 'Please enter the 6-digit OTP sent to' the masked e-mail (or: the code sent minutes ago for this same redemption is still valid); hidden, 6 characters; Resend OTP after 60 s; Back and Verify.",
        '001 §4.3, §5 Flow OTP, §9',
      ),
      invoke: {
        id: 'codeEntry',
        src: 'codeEntry',
        input: ({ context }) => ({
          resendSeconds: FLOW_OTP_RESEND_SECONDS,
          payload: { orderId: String(context.orderId), fundId: context.fundId },
          characters: 'any' as const,
        }),
        onDone: 'success',
      },
      on: {
        'step.previous': 'details',
        'code.refused': {
          target: 'error',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
        'otp.resendFailed': {
          target: 'error',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    success: {
      meta: meta('SUCCESS: the redemption is confirmed; a link goes to Order Status.'),
    },
    error: {
      meta: meta(
        "ERROR: the server's message or the default; Retry places the redemption again, Close resets.",
        '001 §4.3, §8',
      ),
      on: { 'redemption.retry': 'placing' },
    },
  },
});
