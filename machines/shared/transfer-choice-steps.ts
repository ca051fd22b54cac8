/**
 * The choosing steps the transfer wizards share: Folio (every wizard: the folios by value, the
 * first free one preselected, Next needs one) and ToSchemes (Switch and STP: the target-list
 * child, a scheme chosen only when the wizard's own rule allows it). As with
 * `transfer-order-steps`, a wizard spreads the actions and guards into its `setup` and the
 * states into its own; the wizard keeps its amount step and its `isTargetAllowed` guard, and
 * the names (`folio`, `targets`, child `targets`) stay what the screens and path suites read.
 */
import { assign, type EventObject } from 'xstate';
import {
  type FolioChoice,
  folioChoices,
  preselectedFolio,
  type TargetScheme,
  type WizardHolding,
} from '../../domain/transfer-wizards';
import type { TargetListInput } from '../transfer-wizard-targets.machine';
import type { CodeEntryParentEvent } from './code-entry.machine';
import type { TransferTarget } from './transfer-wizard';

/** What every wizard is started with. */
export interface TransferWizardInput {
  /** The source scheme's holdings the Folio step lists (001 §5), one per folio. */
  holdings: readonly WizardHolding[];
  choices: readonly FolioChoice[];
  email: string;
}

/** What the Folio step keeps in a wizard's context. */
export interface FolioStepContext extends TransferWizardInput {
  folio: FolioChoice | null;
  /** Next was pressed on a step whose entry is not complete: its messages show. */
  submitted: boolean;
}

/** What the ToSchemes step keeps in a wizard's context. */
export interface TargetStepContext extends FolioStepContext {
  target: TransferTarget | null;
}

/** The events of the shared steps; a wizard adds its amount step's. */
export type TransferWizardEvent =
  | { type: 'folio.selected'; folio: string }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'order.place' }
  | CodeEntryParentEvent;

export type TargetStepEvent = { type: 'target.selected'; target: TargetScheme };

/** The holding of the chosen folio. */
export function holdingOf(context: Pick<FolioStepContext, 'holdings' | 'folio'>): WizardHolding | undefined {
  return context.holdings.find((holding) => holding.folio === context.folio?.folio);
}

/** The Folio step's input for the holdings a wizard lists (001 §5): each one and how it is offered (001 §4.4). */
export function listedFolios(listed: readonly WizardHolding[]): Pick<TransferWizardInput, 'holdings' | 'choices'> {
  return { holdings: listed, choices: folioChoices(listed) };
}

/** The Folio step's fields when a wizard starts: the first free folio chosen. */
export const firstFolio = (input: Pick<TransferWizardInput, 'choices'>) => ({
  folio: preselectedFolio(input.choices),
  submitted: false,
});

const meta = (description: string) => ({ description, spec: '001 §4.4, §5' });

/**
 * The Folio step's actions (`selectFolio`, `markSubmitted`, `clearSubmitted`), typed by the
 * wizard's context and events like `transferOrderActions`. A wizard whose amount step shows
 * more after Next may replace `markSubmitted` after spreading these.
 */
export function folioStepActions<TContext extends FolioStepContext, TEvent extends EventObject>() {
  const update = (fields: Partial<FolioStepContext>) => fields as Partial<TContext>;
  return {
    selectFolio: assign<TContext, TEvent, { folio: string }, TEvent, never>(({ context }, params) => {
      const folio = context.choices.find((choice) => choice.folio === params.folio && choice.amount !== null);
      return folio ? update({ folio, submitted: false }) : {};
    }),
    markSubmitted: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ submitted: true })),
    clearSubmitted: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ submitted: false })),
  };
}

/** The ToSchemes step's actions (`recordTarget`, `clearTarget`). */
export function targetStepActions<TContext extends TargetStepContext, TEvent extends EventObject>() {
  const update = (fields: Partial<TargetStepContext>) => fields as Partial<TContext>;
  return {
    recordTarget: assign<TContext, TEvent, { target: TargetScheme }, TEvent, never>((_, params) =>
      update({ target: { fundId: params.target.uniqueNo, schemeName: params.target.schemeName } }),
    ),
    clearTarget: assign<TContext, TEvent, undefined, TEvent, never>(() => update({ target: null, submitted: false })),
  };
}

export const folioStepGuards = {
  hasFolio: ({ context }: { context: Pick<FolioStepContext, 'folio'> }) => context.folio !== null,
};

export const targetStepGuards = {
  hasTarget: ({ context }: { context: Pick<TargetStepContext, 'target'> }) => context.target !== null,
};

/** The Folio step (step 0); Next leads to the wizard's `amount` state. */
export function folioStepState(description: string) {
  return {
    meta: meta(description),
    on: {
      'folio.selected': {
        actions: {
          type: 'selectFolio' as const,
          params: ({ event }: { event: { folio: string } }) => ({ folio: event.folio }),
        },
      },
      'step.next': [{ guard: 'hasFolio' as const, target: 'amount' as const }, { actions: 'markSubmitted' as const }],
    },
  };
}

/**
 * The ToSchemes step (step 2): the target-list child, between `amount` and `review`, listing the
 * schemes of the chosen folio's fund house for the wizard's flow (and STP frequency).
 */
export function targetStepState<TContext extends FolioStepContext>(
  description: string,
  list: (context: TContext) => Omit<TargetListInput, 'amcCode'>,
) {
  const target = ({ event }: { event: { target: TargetScheme } }) => ({ target: event.target });
  return {
    meta: meta(description),
    invoke: {
      id: 'targets' as const,
      src: 'targetList' as const,
      input: ({ context }: { context: TContext }) => ({ ...list(context), amcCode: holdingOf(context)?.amcCode ?? '' }),
    },
    on: {
      'target.selected': {
        guard: { type: 'isTargetAllowed' as const, params: target },
        actions: { type: 'recordTarget' as const, params: target },
      },
      'step.next': { guard: 'hasTarget' as const, target: 'review' as const },
      'step.previous': { target: 'amount' as const, actions: 'clearTarget' as const },
    },
  };
}
