/**
 * What the wizards that move a folio's money into another scheme of the fund house (Switch, STP)
 * share beyond the steps themselves: their children, the guards and actions of Folio, ToSchemes
 * and the order steps, the fields they start with, and Review → OTP → Confirm after ToSchemes
 * (Previous goes back to it; the code names the target fund). Such a wizard spreads these into
 * its `setup` and `createMachine` and keeps its amount step, its `isTargetAllowed` guard and its
 * placing actor.
 */
import type { EventObject } from 'xstate';
import { transferTargetsMachine } from '../transfer-wizard-targets.machine';
import { codeEntryMachine } from './code-entry.machine';
import { countdownMachine } from './countdown.machine';
import {
  firstFolio,
  folioStepActions,
  folioStepGuards,
  holdingOf,
  type TargetStepContext,
  type TargetStepEvent,
  type TransferWizardEvent,
  type TransferWizardInput,
  targetStepActions,
  targetStepGuards,
} from './transfer-choice-steps';
import {
  NO_ORDER,
  type TransferOrderContext,
  type TransferOrderStepsOptions,
  transferOrderActions,
  transferOrderStates,
} from './transfer-order-steps';

export type TargetWizardContext = TargetStepContext & TransferOrderContext;

/** The shared steps' events; a wizard adds its amount step's. */
export type TargetWizardEvent = TransferWizardEvent | TargetStepEvent;

/** The children of a wizard with a ToSchemes step, for its `setup({ types: { children } })`. */
export type TargetWizardChildren = { targets: 'targetList'; codeEntry: 'codeEntry'; redirect: 'redirect' };

/**
 * Its actors besides the placing one. The app provides the code entry's `verifyCode` and its
 * countdown's `sendCode` for each wizard's own calls, from the payload.
 */
export const targetWizardActors = {
  targetList: transferTargetsMachine,
  codeEntry: codeEntryMachine,
  redirect: countdownMachine,
};

export const targetWizardGuards = { ...folioStepGuards, ...targetStepGuards };

/** The shared steps' actions, typed by the wizard's context and events (see `transferOrderActions`). */
export function targetWizardActions<TContext extends TargetWizardContext, TEvent extends EventObject>() {
  return {
    ...folioStepActions<TContext, TEvent>(),
    ...targetStepActions<TContext, TEvent>(),
    ...transferOrderActions<TContext, TEvent>(),
  };
}

/** The context such a wizard starts with, before its amount step's fields. */
export const targetWizardStart = <TInput extends TransferWizardInput>(input: TInput) => ({
  ...input,
  ...firstFolio(input),
  target: null,
  ...NO_ORDER,
});

/** The folio and the two schemes the order names. */
export const folioToTarget = (context: TargetStepContext) => ({
  folio: context.folio?.folio ?? '',
  fromFundId: holdingOf(context)?.fundId ?? '',
  toFundId: context.target?.fundId ?? '',
});

/** Review (step 3), OTP and Confirm after ToSchemes. */
export function targetOrderStates<TContext extends TargetWizardContext, TPlaceInput, TPlaceActor extends string>(
  options: Omit<
    TransferOrderStepsOptions<TContext, TPlaceInput, TPlaceActor>,
    'previousStep' | 'otpFundId' | 'firstStep'
  >,
) {
  return transferOrderStates({
    ...options,
    previousStep: 'targets',
    otpFundId: (context) => context.target?.fundId ?? '',
    firstStep: 3,
  });
}
