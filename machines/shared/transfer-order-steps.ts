/**
 * The last three steps every transfer wizard (Switch, STP, SWP, and the flows to come) shares:
 * Review places the order and moves on only once it is placed (a failure stays with the server's
 * message); OTP runs the shared code-entry child, whose answer, accepted or refused, always moves
 * on; Confirm shows the outcome and runs the redirect countdown. A wizard spreads
 * `transferOrderActions` into its `setup({ actions })` and `transferOrderStates(...)` into its
 * states; the names stay its own (`review.placing`, children `codeEntry` and `redirect`), so the
 * screens and path suites read each wizard as before.
 */
import { assign, type EventObject } from 'xstate';
import { FLOW_OTP_RESEND_SECONDS, type OtpNotice } from './flow-otp';
import { failedOutcome, SUCCESS_OUTCOME, type TransferOutcome, transferFailure } from './transfer-wizard';

/** 001 §9 "Post-order redirect countdown: 10 seconds". */
const REDIRECT_SECONDS = 10;

/** What placing answers: the order, and what the OTP step says about its code. */
export interface PlacedTransfer {
  orderId: number;
  otp: OtpNotice;
}

/** What the shared steps keep in a wizard's context. */
export interface TransferOrderContext {
  orderId: number | null;
  /** SENT, or STILL_VALID: the same order placed minutes ago, whose code still confirms it. */
  otpNotice: OtpNotice;
  /** Why placing failed (Review shows it). */
  failure: string | null;
  outcome: TransferOutcome | null;
}

/** The shared steps' fields before an order is placed. */
export const NO_ORDER: TransferOrderContext = { orderId: null, otpNotice: 'SENT', failure: null, outcome: null };

/**
 * The shared steps' actions, for a wizard's `setup({ actions: { ...transferOrderActions<C, E>() } })`.
 * Typed by the wizard's context and events so its own actions keep their inference; the casts
 * are sound because `TContext` extends `TransferOrderContext`.
 */
export function transferOrderActions<TContext extends TransferOrderContext, TEvent extends EventObject>() {
  const update = (fields: Partial<TransferOrderContext>) => fields as Partial<TContext>;
  return {
    clearFailure: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ failure: null })),
    recordOrder: assign<TContext, TEvent, PlacedTransfer, TEvent, never>((_, params) =>
      update({ orderId: params.orderId, otpNotice: params.otp }),
    ),
    recordFailure: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, params) =>
      update({ failure: transferFailure(params.error) }),
    ),
    recordSuccess: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ outcome: SUCCESS_OUTCOME })),
    recordRefusal: assign<TContext, TEvent, { error: unknown }, TEvent, never>((_, params) =>
      update({ outcome: failedOutcome(params.error) }),
    ),
    // The router belongs to the app.
    goToOrderStatus: () => {},
  };
}

const meta = (description: string, spec: string) => ({ description, spec });

export interface TransferOrderStepsOptions<TContext, TPlaceInput, TPlaceActor extends string> {
  /** The wizard machine's id, for the targets that leave Review. */
  machineId: string;
  /** The wizard's placing actor (`place…` in its setup). */
  placeActor: TPlaceActor;
  placeInput: (context: TContext) => TPlaceInput;
  /** The state Review's Previous returns to. */
  previousStep: string;
  /** The fund the OTP's verify and resend calls name. */
  otpFundId: (context: TContext) => string;
  /** The steps' numbers (0-based) of Review, OTP and Confirm. */
  firstStep: number;
  /** What is reviewed ('the switch', 'the plan') and placed ('The switch', 'The STP'). */
  reviewed: string;
  placed: string;
}

/** The Review → OTP → Confirm states of a transfer wizard. */
export function transferOrderStates<TContext extends TransferOrderContext, TPlaceInput, TPlaceActor extends string>(
  options: TransferOrderStepsOptions<TContext, TPlaceInput, TPlaceActor>,
) {
  const { machineId, firstStep: n } = options;
  return {
    review: {
      meta: meta(`Step ${n}: ${options.reviewed} to confirm; Confirm places it.`, '001 §4.4'),
      initial: 'reading' as const,
      states: {
        reading: {
          meta: meta(
            `The investor reads ${options.reviewed} (and the last failure, if placing failed).`,
            '001 §4.4, §8',
          ),
          on: {
            'order.place': 'placing' as const,
            'step.previous': { target: `#${machineId}.${options.previousStep}`, actions: 'clearFailure' as const },
          },
        },
        placing: {
          meta: meta(`${options.placed} is being placed; only a placed order moves on to the OTP.`, '001 §4.4, §7'),
          // The screens' shared Review step reads this tag, whichever wizard it is.
          tags: ['placing'],
          entry: 'clearFailure' as const,
          invoke: {
            src: options.placeActor,
            input: ({ context }: { context: TContext }) => options.placeInput(context),
            onDone: {
              target: `#${machineId}.otp`,
              actions: {
                type: 'recordOrder' as const,
                params: ({ event }: { event: { output: PlacedTransfer } }) => ({
                  orderId: event.output.orderId,
                  otp: event.output.otp,
                }),
              },
            },
            onError: {
              target: 'reading' as const,
              actions: {
                type: 'recordFailure' as const,
                params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
    otp: {
      meta: meta(
        `Step ${n + 1}: 'Please enter the 6-digit OTP sent to' the masked e-mail (or: the code sent minutes ago for this same order is still valid); Resend after 60 s; the answer always moves on to Confirm.`,
        '001 §4.4, §5 "Flow OTP", §9',
      ),
      invoke: {
        id: 'codeEntry' as const,
        src: 'codeEntry' as const,
        input: ({ context }: { context: TContext }) => ({
          resendSeconds: FLOW_OTP_RESEND_SECONDS,
          payload: { orderId: String(context.orderId), fundId: options.otpFundId(context) },
          characters: 'any' as const,
        }),
        onDone: { target: 'confirm' as const, actions: 'recordSuccess' as const },
      },
      on: {
        'code.refused': {
          target: 'confirm' as const,
          actions: {
            type: 'recordRefusal' as const,
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        },
        'step.previous': 'review' as const,
      },
    },
    confirm: {
      meta: meta(
        `Step ${n + 2}: 'Order successful' (or 'failed !' with the message) and 'Redirecting to the order status page in {n} seconds'.`,
        '001 §2.15',
      ),
      invoke: {
        id: 'redirect' as const,
        src: 'redirect' as const,
        input: { seconds: REDIRECT_SECONDS },
        onDone: { actions: 'goToOrderStatus' as const },
      },
    },
  };
}
