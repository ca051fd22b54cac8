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
  instalmentError,
  isTotalExceeded,
  nextWeekday,
  openStpFrequencies,
  rangeError,
  type StpFrequency,
  type StpOutOption,
  stpAmountLimits,
  stpInstalmentLimits,
  stpSubmitError,
  stpTargetRefusal,
  type TargetScheme,
  type Weekday,
  wireStartDate,
} from '../domain/transfer-wizards';
import { wholeNumberDigits } from '../domain/whole-number';
import { codeEntryMachine } from './shared/code-entry.machine';
import {
  firstFolio,
  folioStepActions,
  folioStepGuards,
  folioStepState,
  holdingOf,
  type TargetStepContext,
  type TargetStepEvent,
  type TransferWizardEvent,
  type TransferWizardInput,
  targetStepActions,
  targetStepGuards,
  targetStepState,
} from './shared/transfer-choice-steps';
import {
  NO_ORDER,
  type PlacedTransfer,
  type TransferOrderContext,
  transferOrderActions,
  transferOrderStates,
} from './shared/transfer-order-steps';
import { transferRedirectMachine } from './transfer-wizard-redirect.machine';
import { transferTargetsMachine } from './transfer-wizard-targets.machine';

/** 001 §2.15: the steps of the STP wizard, in order. */
export const STP_STEPS = ['folio', 'amount', 'targets', 'review', 'otp', 'confirm'] as const;

export interface StpInput extends TransferWizardInput {
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

export interface StpContext extends StpInput, TargetStepContext, TransferOrderContext {
  frequency: StpFrequency | null;
  weekday: Weekday | null;
  startDate: Date | null;
  amount: string;
  /** Digits as typed; '0' for DAILY. */
  instalments: string;
  /** 001 §5 "once touched": the amount's message shows after the first edit or Next. */
  amountTouched: boolean;
}

export type StpEvent =
  | TransferWizardEvent
  | TargetStepEvent
  | { type: 'frequency.changed'; frequency: StpFrequency }
  | { type: 'weekday.changed'; weekday: Weekday }
  | { type: 'startDate.changed'; date: Date }
  | { type: 'amount.changed'; value: string }
  | { type: 'instalments.changed'; value: string };

export function chosenOption(context: Pick<StpContext, 'options' | 'frequency'>): StpOutOption | undefined {
  return openStpFrequencies(context.options).find((option) => option.frequency === context.frequency);
}

const instalmentCount = (context: Pick<StpContext, 'instalments'>) => Number(context.instalments || '0');

/** The STP Amount step's messages now: the fields' and the first failing Next check. */
export function stpFormErrors(context: StpContext): { amount?: string; instalments?: string; form?: string } {
  const folioAmount = context.folio?.amount ?? '0';
  const errors: { amount?: string; instalments?: string; form?: string } = {};
  if (context.amountTouched || context.submitted) {
    const { min, max } = stpAmountLimits(context.options, context.frequency, folioAmount);
    const amount = rangeError(context.amount, min, max);
    if (amount) errors.amount = amount;
  }
  if (context.submitted && context.frequency !== 'DAILY') {
    const instalments = instalmentError(
      context.instalments,
      stpInstalmentLimits(chosenOption(context), folioAmount, context.amount),
    );
    if (instalments) errors.instalments = instalments;
  }
  if (context.submitted) {
    const form = stpSubmitError({
      frequency: context.frequency,
      startDate: context.startDate,
      amount: context.amount || '0',
      instalments: instalmentCount(context),
      option: chosenOption(context),
      folioAmount,
      today: context.today,
    });
    if (form) errors.form = form;
  }
  return errors;
}

/** 001 §5 "The Next button is disabled while the total is exceeded." */
export function stpTotalExceeded(context: StpContext): boolean {
  return isTotalExceeded(context.amount || '0', instalmentCount(context), context.folio?.amount ?? '0');
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
    children: {} as { targets: 'targetList'; codeEntry: 'codeEntry'; redirect: 'redirect' },
  },
  actors: {
    placeStp: fromPromise<PlacedTransfer, PlaceStpInput>(async () => {
      throw new Error('placeStp not provided');
    }),
    targetList: transferTargetsMachine,
    // The app provides `verifyCode` (PUT /stps/{orderId}) and the countdown's `sendCode`
    // (PATCH /stps/{orderId}/{fundId}), from the payload.
    codeEntry: codeEntryMachine,
    redirect: transferRedirectMachine,
  },
  guards: {
    ...folioStepGuards,
    ...targetStepGuards,
    isPlanValid: ({ context }) => isPlanValid(context),
    isTargetAllowed: ({ context }, params: { target: TargetScheme }) =>
      context.frequency !== null &&
      stpTargetRefusal(params.target, holdingOf(context)?.fundId ?? '', {
        amount: context.amount,
        instalments: instalmentCount(context),
        frequency: context.frequency,
      }) === null,
  },
  actions: {
    ...folioStepActions<StpContext, StpEvent>(),
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
    ...targetStepActions<StpContext, StpEvent>(),
    ...transferOrderActions<StpContext, StpEvent>(),
  },
}).createMachine({
  id: 'stp',
  context: ({ input }) => ({
    ...input,
    ...firstFolio(input),
    ...emptyPlan,
    target: null,
    ...NO_ORDER,
  }),
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
          { guard: 'isPlanValid', target: 'targets', actions: 'clearSubmitted' },
          { actions: 'markSubmitted' },
        ],
        'step.previous': { target: 'folio', actions: 'resetPlan' },
      },
    },
    targets: targetStepState(
      "Step 2: the fund house's schemes for the frequency, page by page; ineligible ones read 'STP is currently not allowed in this scheme.'",
      (context: StpContext) => ({
        flow: 'stp',
        amcCode: holdingOf(context)?.amcCode ?? '',
        frequency: context.frequency,
      }),
    ),
    ...transferOrderStates({
      machineId: 'stp',
      placeActor: 'placeStp',
      placeInput: (context: StpContext) => ({
        folio: context.folio?.folio ?? '',
        amount: context.amount,
        instalments: instalmentCount(context),
        startDate: context.startDate ? wireStartDate(context.startDate, '/') : '',
        frequency: context.frequency ?? 'MONTHLY',
        fromFundId: holdingOf(context)?.fundId ?? '',
        toFundId: context.target?.fundId ?? '',
      }),
      previousStep: 'targets',
      otpFundId: (context) => context.target?.fundId ?? '',
      firstStep: 3,
      reviewed: 'the plan',
      placed: 'The STP',
    }),
  },
});
