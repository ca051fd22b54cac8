/**
 * The STP wizard, /stp (001 §2.15 'Systematic Transfer Plan', §4.4, §5 "STP flow", "Date-range
 * check", §7 /stps, §8): six steps, one at a time. 0 Folio as in every wizard (only folios with a
 * frequency whose limits hold their value). 1 STP Amount: frequency (DAILY fixes the instalments
 * at 0; a new frequency clears the date), start date (weekly: a weekday, the next one at least a
 * day ahead; otherwise a calendar day, today or earlier moving to next month), amount and
 * instalments, checked in 001 §5's order. 2 the target list of the chosen frequency; 3 Review
 * places the plan and stays on failure; 4 OTP; 5 Confirm with the redirect countdown.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  calendarStartDate,
  isTotalExceeded,
  nextWeekday,
  type StpFrequency,
  type StpOutOption,
  stpPlanSchema,
  stpTargetRefusal,
  type TargetScheme,
  type Weekday,
  wireStartDate,
} from '../domain/transfer-wizards';
import { fieldErrors } from '../domain/validate';
import { wholeNumberDigits } from '../domain/whole-number';
import { folioStepState, holdingOf, type TransferWizardInput, targetStepState } from './shared/transfer-choice-steps';
import type { PlacedTransfer } from './shared/transfer-order-steps';
import {
  folioToTarget,
  type TargetWizardChildren,
  type TargetWizardContext,
  type TargetWizardEvent,
  targetOrderStates,
  targetWizardActions,
  targetWizardActors,
  targetWizardGuards,
  targetWizardStart,
} from './shared/transfer-target-wizard';

/** 001 §2.15: the steps of the STP wizard, in order. */
export const STP_STEPS = ['folio', 'amount', 'targets', 'review', 'otp', 'confirm'] as const;

interface StpInput extends TransferWizardInput {
  /** The source scheme's STP-out options (getScheme stpDetails). */
  options: readonly StpOutOption[];
  /** Today on the app's clock. */
  today: Date;
}

export interface PlaceStpInput {
  folio: string;
  amount: string;
  instalments: number;
  /** DD/MM/YYYY (001 §5). */
  startDate: string;
  frequency: StpFrequency;
  fromFundId: string;
  toFundId: string;
}

interface StpContext extends StpInput, TargetWizardContext {
  frequency: StpFrequency | null;
  weekday: Weekday | null;
  startDate: Date | null;
  amount: string;
  /** Digits as typed; '0' for DAILY. */
  instalments: string;
  /** 001 §5 "once touched": the amount's message shows after the first edit or Next. */
  amountTouched: boolean;
}

type StpEvent =
  | TargetWizardEvent
  | { type: 'frequency.changed'; frequency: StpFrequency }
  | { type: 'weekday.changed'; weekday: Weekday }
  | { type: 'startDate.changed'; date: Date }
  | { type: 'amount.changed'; value: string }
  | { type: 'instalments.changed'; value: string };

const instalmentCount = (context: Pick<StpContext, 'instalments'>) => Number(context.instalments || '0');

/**
 * The STP Amount step's messages now, from its schema (domain/transfer-wizards.ts): the amount's
 * once touched, the instalments' and the first failing Next check once Next was pressed.
 */
export function stpFormErrors(context: StpContext): { amount?: string; instalments?: string; form?: string } {
  const rules = { options: context.options, folioAmount: context.folio?.amount ?? '0', today: context.today };
  const { amount, instalments, '': form } = fieldErrors(stpPlanSchema(rules), context);
  return {
    ...(amount && (context.amountTouched || context.submitted) ? { amount } : {}),
    ...(instalments && context.submitted ? { instalments } : {}),
    ...(form && context.submitted ? { form } : {}),
  };
}

/** 001 §5 "The Next button is disabled while the total is exceeded." */
export function stpTotalExceeded(context: StpContext): boolean {
  return isTotalExceeded(context.amount || '0', instalmentCount(context), context.folio?.amount ?? '0');
}

/** Why the target may not be chosen for this plan (001 §5), or null: the guard's rule and the target row's text. */
export function stpTargetMessage(context: StpContext, target: TargetScheme): string | null {
  return stpTargetRefusal(target, holdingOf(context)?.fundId ?? '', {
    amount: context.amount,
    instalments: instalmentCount(context),
    frequency: context.frequency ?? 'MONTHLY',
  });
}

function isPlanValid(context: StpContext): boolean {
  const checked = { ...context, submitted: true, amountTouched: true };
  return Object.keys(stpFormErrors(checked)).length === 0;
}

const meta = (description: string, spec = '001 §2.15') => ({ description, spec });

const emptyPlan = {
  frequency: null,
  weekday: null,
  startDate: null,
  amount: '',
  instalments: '',
  amountTouched: false,
  submitted: false,
};

export const stpMachine = setup({
  types: {
    context: {} as StpContext,
    events: {} as StpEvent,
    input: {} as StpInput,
    children: {} as TargetWizardChildren,
  },
  actors: {
    placeStp: fromPromise<PlacedTransfer, PlaceStpInput>(async () => {
      throw new Error('placeStp not provided');
    }),
    // The code's calls: `verifyCode` PUT /stps/{orderId}, `sendCode` PATCH /stps/{orderId}/{fundId}.
    ...targetWizardActors,
  },
  guards: {
    ...targetWizardGuards,
    isPlanValid: ({ context }) => isPlanValid(context),
    isTargetAllowed: ({ context }, params: { target: TargetScheme }) =>
      context.frequency !== null && stpTargetMessage(context, params.target) === null,
  },
  actions: {
    ...targetWizardActions<StpContext, StpEvent>(),
    // Next shows the amount's message too, even before the amount was touched.
    markSubmitted: assign({ submitted: true, amountTouched: true }),
    recordFrequency: assign((_, params: { frequency: StpFrequency }) => ({
      frequency: params.frequency,
      weekday: null,
      startDate: null,
      ...(params.frequency === 'DAILY' ? { instalments: '0' } : {}),
    })),
    recordWeekday: assign(({ context }, params: { weekday: Weekday }) => ({
      weekday: params.weekday,
      startDate: nextWeekday(params.weekday, context.today),
    })),
    recordStartDate: assign({
      startDate: ({ context }, params: { date: Date }) => calendarStartDate(params.date, context.today),
    }),
    recordAmount: assign({
      amount: (_, params: { value: string }) => wholeNumberDigits(params.value).replace(/^0+(?=\d)/, ''),
      amountTouched: true,
    }),
    recordInstalments: assign({
      instalments: ({ context }, params: { value: string }) =>
        context.frequency === 'DAILY' ? '0' : wholeNumberDigits(params.value).slice(0, 5),
    }),
    resetPlan: assign(emptyPlan),
  },
}).createMachine({
  id: 'stp',
  description: 'The STP wizard: folio, amount and dates, target scheme, review, OTP and confirmation.',
  context: ({ input }) => ({ ...targetWizardStart(input), ...emptyPlan }),
  initial: 'folio',
  states: {
    folio: folioStepState(
      "Step 0: the folios by value, fully locked ones disabled; Next needs one ('Please select a folio before proceeding.').",
    ),
    amount: {
      meta: meta(
        'Step 1: frequency, start date, amount and instalments; Next checks 001 §5 in order and is disabled while the total exceeds the folio.',
        '001 §4.4, §5',
      ),
      on: {
        'frequency.changed': {
          actions: { type: 'recordFrequency', params: ({ event }) => ({ frequency: event.frequency }) },
        },
        'weekday.changed': { actions: { type: 'recordWeekday', params: ({ event }) => ({ weekday: event.weekday }) } },
        'startDate.changed': { actions: { type: 'recordStartDate', params: ({ event }) => ({ date: event.date }) } },
        'amount.changed': { actions: { type: 'recordAmount', params: ({ event }) => ({ value: event.value }) } },
        'instalments.changed': {
          actions: { type: 'recordInstalments', params: ({ event }) => ({ value: event.value }) },
        },
        'step.next': [
          // ToSchemes' Previous clears `submitted` (clearTarget) on the one way back to STP Amount.
          { guard: 'isPlanValid', target: 'targets' },
          { actions: 'markSubmitted' },
        ],
        'step.previous': { target: 'folio', actions: 'resetPlan' },
      },
    },
    targets: targetStepState(
      "Step 2: the fund house's schemes for the frequency, page by page; ineligible ones read 'STP is currently not allowed in this scheme.'",
      (context: StpContext) => ({ flow: 'stp', frequency: context.frequency }),
    ),
    ...targetOrderStates({
      machineId: 'stp',
      placeActor: 'placeStp',
      placeInput: (context: StpContext) => ({
        ...folioToTarget(context),
        amount: context.amount,
        instalments: instalmentCount(context),
        startDate: context.startDate ? wireStartDate(context.startDate, '/') : '',
        frequency: context.frequency ?? 'MONTHLY',
      }),
      reviewed: 'the plan',
      placed: 'The STP',
    }),
  },
});
