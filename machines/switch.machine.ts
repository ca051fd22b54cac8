/**
 * The Switch wizard, /switch (001 §2.15 'Switch Funds', §4.4, §5 "Switch flow", §7 /orders/migrate,
 * §8): six steps, one at a time, back one at a time. 0 Folio: the folios of the source scheme
 * worth at least its minimum redemption amount, sorted by value, fully locked ones disabled, the
 * first free one preselected. 1 Amount: the switch-all tick (on: type an amount; off: the folio's
 * whole amount, placed as a whole-folio switch of its units) and the redemption limits. 2 ToSchemes: the target-list child; a scheme may be
 * chosen only when 001 §5 allows it. 3 Review: places the switch, and only then moves on; a
 * failure stays here with the server's message. 4 OTP: the shared code-entry child; the code's
 * answer (accepted or refused) always moves on. 5 Confirm: 'Order successful' or 'failed !' and
 * the redirect-countdown child, whose end sends the investor to /orderstatus (an app action).
 */
import { assign, fromPromise, setup } from 'xstate';
import { switchAmountError, switchTargetRefusal, type TargetScheme } from '../domain/transfer-wizards';
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

/** 001 §2.15: the steps of the Switch wizard, in order. */
export const SWITCH_STEPS = ['folio', 'amount', 'targets', 'review', 'otp', 'confirm'] as const;

type SwitchInput = TransferWizardInput;

export interface PlaceSwitchInput {
  folio: string;
  /** Digits as typed; the API layer sends two decimals. */
  amount: string;
  fromFundId: string;
  toFundId: string;
  /**
   * Switch-all unticked (beyond the spec, issue 26): the whole folio, every unit free when it
   * settles, so a NAV move between placing and trading leaves nothing behind and fails nothing.
   */
  allUnits: boolean;
}

interface SwitchContext extends TargetWizardContext {
  /** 001 §4.4 "Switch-all checkbox: initially on": on, the amount is typed; off, the folio's whole amount. */
  switchAll: boolean;
  amount: string;
}

type SwitchEvent =
  | TargetWizardEvent
  | { type: 'switchAll.changed'; checked: boolean }
  | { type: 'amount.changed'; value: string };

/** The Amount step's message now, or null. */
export function switchAmountMessage(context: SwitchContext): string | null {
  const holding = holdingOf(context);
  if (!holding || !context.folio?.amount) return null;
  return switchAmountError(context.amount, holding, context.folio.amount);
}

/** Why the target may not be chosen (001 §5), or null: the guard's rule and the target row's text. */
export function switchTargetMessage(context: SwitchContext, target: TargetScheme): string | null {
  return switchTargetRefusal(target, holdingOf(context)?.fundId ?? '', context.amount);
}

const meta = (description: string, spec = '001 §2.15') => ({ description, spec });

export const switchMachine = setup({
  types: {
    context: {} as SwitchContext,
    events: {} as SwitchEvent,
    input: {} as SwitchInput,
    children: {} as TargetWizardChildren,
  },
  actors: {
    placeSwitch: fromPromise<PlacedTransfer, PlaceSwitchInput>(async () => {
      throw new Error('placeSwitch not provided');
    }),
    // The code's calls: `verifyCode` PUT /orders/migrate/{fundId}/{orderId}, `sendCode` PATCH
    // /orders/switch/{orderId}/{fundId}.
    ...targetWizardActors,
  },
  guards: {
    ...targetWizardGuards,
    isAmountValid: ({ context }) => switchAmountMessage(context) === null,
    isTargetAllowed: ({ context }, params: { target: TargetScheme }) =>
      switchTargetMessage(context, params.target) === null,
  },
  actions: {
    ...targetWizardActions<SwitchContext, SwitchEvent>(),
    recordSwitchAll: assign(({ context }, params: { checked: boolean }) => ({
      switchAll: params.checked,
      amount: params.checked ? '' : (context.folio?.amount ?? ''),
    })),
    recordAmount: assign({ amount: (_, params: { value: string }) => wholeNumberDigits(params.value) }),
    resetAmount: assign({ amount: '', switchAll: true, submitted: false }),
  },
}).createMachine({
  id: 'switch',
  description: 'The Switch wizard: folio, amount, target scheme, review, OTP and confirmation.',
  context: ({ input }) => ({ ...targetWizardStart(input), switchAll: true, amount: '' }),
  initial: 'folio',
  states: {
    folio: folioStepState(
      "Step 0: the folios by value, fully locked ones disabled with a lock, the first free one chosen; Next needs one ('Please select a folio before proceeding.').",
    ),
    amount: {
      meta: meta(
        'Step 1: switch-all (on: type the amount, digits only; off: the folio amount) within the redemption limits.',
        '001 §4.4, §5',
      ),
      on: {
        'switchAll.changed': {
          actions: { type: 'recordSwitchAll', params: ({ event }) => ({ checked: event.checked }) },
        },
        'amount.changed': { actions: { type: 'recordAmount', params: ({ event }) => ({ value: event.value }) } },
        'step.next': [
          // ToSchemes' Previous clears `submitted` (clearTarget) on the one way back to Amount.
          { guard: 'isAmountValid', target: 'targets' },
          { actions: 'markSubmitted' },
        ],
        'step.previous': { target: 'folio', actions: 'resetAmount' },
      },
    },
    targets: targetStepState(
      "Step 2: the fund house's schemes page by page with a search; ineligible ones read 'Switch is currently not allowed in this scheme.'",
      () => ({ flow: 'switch', frequency: null }),
    ),
    ...targetOrderStates({
      machineId: 'switch',
      placeActor: 'placeSwitch',
      placeInput: (context: SwitchContext) => ({
        ...folioToTarget(context),
        amount: context.amount,
        allUnits: !context.switchAll,
      }),
      reviewed: 'the switch',
      placed: 'The switch',
    }),
  },
});
