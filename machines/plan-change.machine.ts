/**
 * Skip and cancel on My Investments (001 §2.16, §4.5, §5, §8, §9): one machine per page for the
 * static modal. Skip or Cancel on a card opens it at the confirm stage, unless the action is
 * disabled for that plan (then nothing opens). The confirm stage asks 'Are you sure…' (a SIP
 * cancel asks for a reason from the list instead); Skip or Proceed requests the change, which
 * e-mails a 6-digit code, and the validation stage is the shared code-entry child (digits only,
 * Resend locked for 60 s, Back returns to the confirm stage). A verified code is the skip (SIP
 * with PAUSE) or the cancel itself: the success stage shows '{type} Skipped' or '{type}
 * Cancelled' with 'OS-{orderId}'. A wrong code while attempts remain is not a verified code: the
 * validation stage stays, with the server's message and the field cleared for another try, until
 * a resend clears the message. A failed request, the last wrong attempt or any other refusal
 * shows the error stage ('failed !' and the message). Closing resets to the confirm stage and
 * clears the error.
 *
 * The modal's visibility is this machine's (`closed`); refreshing the lists after a change is an
 * app action.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SipCancelReason } from '../domain/plans/cancel-reasons';
import {
  isCancelDisabled as cancelDisabled,
  type PlanStatus,
  isSkipDisabled as skipDisabled,
} from '../domain/plans/plan-actions';
import type { CodeEntryParentEvent } from './shared/code-entry.machine';
import { codeEntryMachine } from './shared/code-entry.machine';
import { FLOW_OTP_RESEND_SECONDS, hasAttemptsLeft, TRANSACTION_FAILED_DEFAULT } from './shared/flow-otp';
import { serverMessageOr } from './shared/server-message';

export type PlanType = 'SIP' | 'STP' | 'SWP';
/** 001 §7 "transaction is PAUSE or CANCEL" (Skip is PAUSE). */
export type PlanTransaction = 'PAUSE' | 'CANCEL';
export type CancelReason = SipCancelReason;

/** 001 §8 "Plan skip and cancel": the text when the server sent no message. */
export const PLAN_CHANGE_FAILED = 'An error occurred during the process. Please try again.';

/** A plan as the card and the modal need it: the list bean with its scheme lookup folded in. */
export interface PlanSummary {
  type: PlanType;
  id: number;
  status: PlanStatus;
  amount: string;
  /** The scheme (an STP's from-scheme). */
  schemeName: string;
  /** An STP's to-scheme. */
  toSchemeName: string | null;
  /** The fund the plan invests from or into (an STP's from-fund). */
  fundId: string;
  pausedCount: number;
  /** The scheme's sipDetails.pauseModCount; null while unknown. */
  pauseModificationCount: number | null;
  /** The scheme's sipDetails.pauseFlag is Y: Skip is offered at all (001 §2.16). */
  pauseFlag: boolean;
  pauseEnabled: boolean;
  cancelEnabled: boolean;
}

/**
 * 001 §4.5 (domain/plans): Skip is disabled while cancelling or skipped, once the skips reach the
 * scheme's pauseModCount, or when pausing is off. While the scheme is still being looked up its
 * count is unknown and only the other rules apply (the server refuses a skip too many).
 */
export function isSkipDisabled(plan: PlanSummary): boolean {
  return skipDisabled(plan, plan.pauseModificationCount ?? Number.POSITIVE_INFINITY);
}

/** 001 §4.5 (domain/plans): Cancel is disabled while cancelling or when cancelling is off. */
export function isCancelDisabled(plan: PlanSummary): boolean {
  return cancelDisabled(plan);
}

/** 001 §2.16 "Skip (SIP tab only, when the scheme allows pausing)". */
export function offersSkip(plan: PlanSummary): boolean {
  return plan.type === 'SIP' && plan.pauseFlag;
}

export interface RequestPlanChangeInput {
  type: PlanType;
  planId: number;
  transaction: PlanTransaction;
  /** A SIP cancel's reason; null otherwise. */
  reason: CancelReason | null;
}

interface PlanChangeInput {
  /** The investor's e-mail; the validation stage shows it masked. */
  email: string;
}

interface PlanChangeContext {
  email: string;
  plan: PlanSummary | null;
  transaction: PlanTransaction;
  reason: CancelReason | null;
  /** Proceed was pressed without a reason: 'Please select a reason for cancellation.' shows. */
  submitted: boolean;
  orderId: number | null;
  failure: string | null;
}

type PlanChangeEvent =
  /** Skip (PAUSE) or Cancel pressed on a card. */
  | { type: 'change.opened'; plan: PlanSummary; transaction: PlanTransaction }
  | { type: 'reason.changed'; reason: CancelReason }
  | { type: 'change.submit' }
  | { type: 'step.previous' }
  | { type: 'dialog.close' }
  | Extract<CodeEntryParentEvent, { type: 'code.refused' }>;

/** A SIP cancel needs a reason (001 §2.16 "a radio list of reasons"). */
export function needsReason(context: Pick<PlanChangeContext, 'plan' | 'transaction'>): boolean {
  return context.plan?.type === 'SIP' && context.transaction === 'CANCEL';
}

const meta = (description: string, spec = '001 §4.5') => ({ description, spec });

const fresh = { reason: null, submitted: false, orderId: null, failure: null } as const;

export const planChangeMachine = setup({
  types: {
    context: {} as PlanChangeContext,
    events: {} as PlanChangeEvent,
    input: {} as PlanChangeInput,
    children: {} as { codeEntry: 'codeEntry' },
  },
  actors: {
    requestChange: fromPromise<{ orderId: number }, RequestPlanChangeInput>(async () => {
      throw new Error('requestChange not provided');
    }),
    // The app provides `verifyCode` (PUT /plans/{orderId}/{type}?subType with the OTP: the skip or
    // cancel itself) and the countdown's `sendCode` (PATCH /plans/{orderId}/{type}), from the payload.
    codeEntry: codeEntryMachine,
  },
  guards: {
    isActionEnabled: (_, params: { plan: PlanSummary; transaction: PlanTransaction }) =>
      params.transaction === 'PAUSE'
        ? offersSkip(params.plan) && !isSkipDisabled(params.plan)
        : !isCancelDisabled(params.plan),
    hasReasonIfNeeded: ({ context }) => !needsReason(context) || context.reason !== null,
    hasAttemptsLeft: (_, params: { error: unknown }) => hasAttemptsLeft(params.error),
  },
  actions: {
    startChange: assign((_, params: { plan: PlanSummary; transaction: PlanTransaction }) => ({
      ...fresh,
      plan: params.plan,
      transaction: params.transaction,
    })),
    reset: assign(fresh),
    recordReason: assign({ reason: (_, params: { reason: CancelReason }) => params.reason }),
    markSubmitted: assign({ submitted: true }),
    recordOrder: assign({ orderId: (_, params: { orderId: number }) => params.orderId }),
    recordFailure: assign({
      failure: (_, params: { error: unknown; fallback: string }) => serverMessageOr(params.error, params.fallback),
    }),
    // Placeholder the app provides: the plan lists are read again after a change.
    planChanged: () => {},
  },
}).createMachine({
  id: 'planChange',
  description: 'Skipping or cancelling a SIP, STP or SWP from My Investments, confirmed by an e-mailed code.',
  context: ({ input }) => ({ email: input.email, plan: null, transaction: 'PAUSE', ...fresh }),
  initial: 'closed',
  states: {
    closed: {
      meta: meta('No modal. Skip or Cancel on a card opens it, unless that action is disabled for the plan.'),
      on: {
        'change.opened': {
          guard: {
            type: 'isActionEnabled',
            params: ({ event }) => ({ plan: event.plan, transaction: event.transaction }),
          },
          target: 'open',
          actions: {
            type: 'startChange',
            params: ({ event }) => ({ plan: event.plan, transaction: event.transaction }),
          },
        },
      },
    },
    open: {
      on: { 'dialog.close': { target: 'closed', actions: 'reset' } },
      initial: 'confirming',
      states: {
        confirming: {
          meta: meta(
            "The confirm stage: 'Are you sure you want to skip the next installment?', 'Are you sure you want to cancel the STP?' (or SWP), or for a SIP cancel 'Choose the reason to cancel the SIP?' with the reasons; Skip or Proceed.",
            '001 §2.16, §5',
          ),
          on: {
            'reason.changed': { actions: { type: 'recordReason', params: ({ event }) => ({ reason: event.reason }) } },
            'change.submit': [{ guard: 'hasReasonIfNeeded', target: 'requesting' }, { actions: 'markSubmitted' }],
          },
        },
        requesting: {
          meta: meta('The skip or cancel is requested; the server e-mails a code.', '001 §7'),
          invoke: {
            src: 'requestChange',
            input: ({ context }) => ({
              type: context.plan?.type ?? 'SIP',
              planId: context.plan?.id ?? 0,
              transaction: context.transaction,
              reason: needsReason(context) ? context.reason : null,
            }),
            onDone: {
              target: 'validation',
              actions: { type: 'recordOrder', params: ({ event }) => ({ orderId: event.output.orderId }) },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ error: event.error, fallback: TRANSACTION_FAILED_DEFAULT }),
              },
            },
          },
        },
        validation: {
          meta: meta(
            'The 6-digit code e-mailed for the change (the shared code entry); a wrong code with attempts left shows its message and clears the field; Resend after 60 s clears the message; Back returns to the confirm stage.',
            '001 §2.16, §4.5, §5, §9',
          ),
          invoke: {
            id: 'codeEntry',
            src: 'codeEntry',
            input: ({ context }) => ({
              resendSeconds: FLOW_OTP_RESEND_SECONDS,
              payload: {
                orderId: String(context.orderId),
                type: context.plan?.type ?? 'SIP',
                transaction: context.transaction,
              },
              clearRefusedCode: true,
            }),
            onDone: { target: 'succeeded', actions: 'planChanged' },
          },
          on: {
            'step.previous': 'confirming',
            'code.refused': [
              // Not a verified code yet: the code entry shows the refusal and takes another try.
              { guard: { type: 'hasAttemptsLeft', params: ({ event }) => ({ error: event.error }) } },
              {
                target: 'failed',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ error: event.error, fallback: PLAN_CHANGE_FAILED }),
                },
              },
            ],
          },
        },
        succeeded: {
          meta: meta(
            "'{type} Skipped' or '{type} Cancelled', the scheme, the completion message and 'OS-{orderId}'.",
            '001 §2.16',
          ),
        },
        failed: {
          meta: meta("'failed !' with the server's message or the default.", '001 §2.16, §8'),
        },
      },
    },
  },
});
