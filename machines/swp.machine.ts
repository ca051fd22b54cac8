/**
 * The SWP wizard, /swp (001 §2.15 'Systematic Withdrawal Plan', §4.4, §5 "SWP flow", "Date-range
 * check", §7 /swps, §8): five steps, one at a time. 0 Folio as in every wizard (only folios whose
 * value lies within the SWP instalment limits). 1 SWP Amount: amount, start date (a calendar day;
 * today or earlier moves to next month) and withdrawals, checked in 001 §5's order. 2 Review
 * places the plan (monthly) and stays on failure; 3 OTP; 4 Confirm with the redirect countdown.
 */
import { assign, fromPromise, setup } from 'xstate';
import { calendarStartDate, type SwpRules, swpPlanSchema, wireStartDate } from '../domain/transfer-wizards';
import { fieldErrors } from '../domain/validate';
import { wholeNumberDigits } from '../domain/whole-number';
import { codeEntryMachine } from './shared/code-entry.machine';
import { countdownMachine } from './shared/countdown.machine';
import {
  type FolioStepContext,
  firstFolio,
  folioStepActions,
  folioStepGuards,
  folioStepState,
  holdingOf,
  type TransferWizardEvent,
  type TransferWizardInput,
} from './shared/transfer-choice-steps';
import {
  NO_ORDER,
  type PlacedTransfer,
  type TransferOrderContext,
  transferOrderActions,
  transferOrderStates,
} from './shared/transfer-order-steps';

/** 001 §2.15: the steps of the SWP wizard, in order. */
export const SWP_STEPS = ['folio', 'amount', 'review', 'otp', 'confirm'] as const;

interface SwpInput extends TransferWizardInput {
  /** The scheme's SWP rules (getScheme swpDetails). */
  rules: SwpRules;
  today: Date;
}

export interface PlaceSwpInput {
  folio: string;
  amount: string;
  instalments: number;
  /** DD-MM-YYYY (001 §5). */
  startDate: string;
  fundId: string;
}

interface SwpContext extends SwpInput, FolioStepContext, TransferOrderContext {
  startDate: Date | null;
  amount: string;
  instalments: string;
}

type SwpEvent =
  | TransferWizardEvent
  | { type: 'startDate.changed'; date: Date }
  | { type: 'amount.changed'; value: string }
  | { type: 'instalments.changed'; value: string };

/** The SWP Amount step's messages once Next was pressed, from its schema (domain/transfer-wizards.ts). */
export function swpFormErrors(context: SwpContext): { amount?: string; instalments?: string; form?: string } {
  if (!context.submitted) return {};
  const rules = { rules: context.rules, folioAmount: context.folio?.amount ?? '0', today: context.today };
  const { amount, instalments, '': form } = fieldErrors(swpPlanSchema(rules), context);
  return { ...(amount ? { amount } : {}), ...(instalments ? { instalments } : {}), ...(form ? { form } : {}) };
}

const meta = (description: string, spec = '001 §2.15') => ({ description, spec });

const emptyPlan = { startDate: null, amount: '', instalments: '', submitted: false };

export const swpMachine = setup({
  types: {
    context: {} as SwpContext,
    events: {} as SwpEvent,
    input: {} as SwpInput,
    children: {} as { codeEntry: 'codeEntry'; redirect: 'redirect' },
  },
  actors: {
    placeSwp: fromPromise<PlacedTransfer, PlaceSwpInput>(async () => {
      throw new Error('placeSwp not provided');
    }),
    // The app provides `verifyCode` (PUT /swps/order/migrate/{orderId}/{fundId}) and the
    // countdown's `sendCode` (PATCH /swps/{orderId}/{fundId}), from the payload.
    codeEntry: codeEntryMachine,
    redirect: countdownMachine,
  },
  guards: {
    ...folioStepGuards,
    isPlanValid: ({ context }) => Object.keys(swpFormErrors({ ...context, submitted: true })).length === 0,
  },
  actions: {
    ...folioStepActions<SwpContext, SwpEvent>(),
    recordStartDate: assign({
      startDate: ({ context }, params: { date: Date }) => calendarStartDate(params.date, context.today),
    }),
    recordAmount: assign({
      amount: (_, params: { value: string }) => wholeNumberDigits(params.value).replace(/^0+(?=\d)/, ''),
    }),
    recordInstalments: assign({
      instalments: (_, params: { value: string }) => wholeNumberDigits(params.value).slice(0, 5),
    }),
    resetPlan: assign(emptyPlan),
    ...transferOrderActions<SwpContext, SwpEvent>(),
  },
}).createMachine({
  id: 'swp',
  description: 'The SWP wizard: folio, amount and dates, review, OTP and confirmation.',
  context: ({ input }) => ({
    ...input,
    ...firstFolio(input),
    ...emptyPlan,
    ...NO_ORDER,
  }),
  initial: 'folio',
  states: {
    folio: folioStepState(
      "Step 0: the folios by value, fully locked ones disabled; Next needs one ('Please select a folio before proceeding.').",
    ),
    amount: {
      meta: meta('Step 1: amount, start date and withdrawals; Next checks 001 §5 in order.', '001 §4.4, §5'),
      on: {
        'startDate.changed': { actions: { type: 'recordStartDate', params: ({ event }) => ({ date: event.date }) } },
        'amount.changed': { actions: { type: 'recordAmount', params: ({ event }) => ({ value: event.value }) } },
        'instalments.changed': {
          actions: { type: 'recordInstalments', params: ({ event }) => ({ value: event.value }) },
        },
        'step.next': [
          { guard: 'isPlanValid', target: 'review', actions: 'clearSubmitted' },
          { actions: 'markSubmitted' },
        ],
        'step.previous': { target: 'folio', actions: 'resetPlan' },
      },
    },
    ...transferOrderStates({
      machineId: 'swp',
      placeActor: 'placeSwp',
      placeInput: (context: SwpContext) => ({
        folio: context.folio?.folio ?? '',
        amount: context.amount,
        instalments: Number(context.instalments || '0'),
        startDate: context.startDate ? wireStartDate(context.startDate, '-') : '',
        fundId: holdingOf(context)?.fundId ?? '',
      }),
      previousStep: 'amount',
      otpFundId: (context) => holdingOf(context)?.fundId ?? '',
      firstStep: 2,
      reviewed: 'the plan',
      placed: 'The SWP',
    }),
  },
});
