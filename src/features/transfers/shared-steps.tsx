import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import type { FolioChoice, TargetScheme, WizardHolding } from '../../../domain/transfer-wizards';
import type { TargetStepContext, TransferWizardEvent } from '../../../machines/shared/transfer-choice-steps';
import type { TransferOrderContext } from '../../../machines/shared/transfer-order-steps';
import type { CodeEntryActor } from '../../components/code-entry';
import { formatRupees } from '../../lib/format';
import { ConfirmStep, type RedirectActor } from './confirm-step';
import { FolioStep } from './folio-step';
import { summaryMessages, type WizardKind, wizardNames } from './messages';
import { TransferOtpStep } from './otp-step';
import { ReviewStep } from './review-step';
import { type TargetListActor, TargetStep } from './target-step';
import type { SummaryItem } from './wizard-frame';

/** What the shared steps read of a wizard's snapshot: every wizard machine's holds this. */
type WizardSnapshot<TContext> = Snapshot<unknown> & {
  context: TContext & TransferOrderContext & { amount: string };
  children: { targets?: TargetListActor; codeEntry?: CodeEntryActor; redirect?: RedirectActor };
  hasTag(tag: string): boolean;
};

type WizardActorOf<TContext, TEvent extends { type: string }> = ActorRef<WizardSnapshot<TContext>, TEvent>;

/** Any transfer wizard's running machine, as its Folio, Review, OTP and Confirm steps see it. */
type WizardActor = WizardActorOf<Omit<TargetStepContext, 'target'>, TransferWizardEvent>;
/** A wizard with a ToSchemes step (Switch, STP). */
type TargetWizardActor = WizardActorOf<
  TargetStepContext,
  TransferWizardEvent | { type: 'target.selected'; target: TargetScheme }
>;

/** The steps every wizard shows alike (001 §2.15, §4.4). */
type SharedStepName = 'folio' | 'review' | 'otp' | 'confirm';

/**
 * The Folio, Review, OTP and Confirm steps of a wizard: the same screens on the same machine
 * steps (`machines/shared/transfer-{choice,order}-steps`); a wizard names what its Review lists.
 */
export function SharedStep({
  actor,
  step,
  kind,
  reviewItems,
}: {
  actor: WizardActor;
  step: SharedStepName;
  kind: WizardKind;
  /** What Review lists, in the wizard's order. */
  reviewItems: () => readonly SummaryItem[];
}) {
  const context = useSelector(actor, (s) => s.context);
  const placing = useSelector(actor, (s) => s.hasTag('placing'));
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const redirect = useSelector(actor, (s) => s.children.redirect);
  const previous = () => actor.send({ type: 'step.previous' });

  switch (step) {
    case 'folio':
      return (
        <FolioStep
          choices={context.choices}
          selected={context.folio?.folio ?? null}
          showError={context.submitted}
          onSelect={(folio) => actor.send({ type: 'folio.selected', folio })}
          onNext={() => actor.send({ type: 'step.next' })}
        />
      );
    case 'review':
      return (
        <ReviewStep
          items={reviewItems()}
          placing={placing}
          failure={context.failure}
          onPrevious={previous}
          onConfirm={() => actor.send({ type: 'order.place' })}
        />
      );
    case 'otp':
      return (
        <TransferOtpStep
          actor={codeEntry}
          kind={kind}
          email={context.email}
          otpNotice={context.otpNotice}
          onPrevious={previous}
        />
      );
    case 'confirm':
      return (
        <ConfirmStep
          outcome={context.outcome}
          flow={wizardNames[kind]}
          amount={context.amount}
          orderId={context.orderId}
          redirect={redirect}
        />
      );
  }
}

/** The ToSchemes step of Switch and STP: the wizard's target list, refused where its rule says. */
export function WizardTargetStep({
  actor,
  refusal,
}: {
  actor: TargetWizardActor;
  /** The row's text when the scheme may not be chosen (001 §5), else null. */
  refusal: (target: TargetScheme) => string | null;
}) {
  const targets = useSelector(actor, (s) => s.children.targets);
  const selected = useSelector(actor, (s) => s.context.target?.fundId ?? null);
  return (
    <TargetStep
      actor={targets}
      selected={selected}
      refusal={refusal}
      onSelect={(target) => actor.send({ type: 'target.selected', target })}
      onPrevious={() => actor.send({ type: 'step.previous' })}
      onNext={() => actor.send({ type: 'step.next' })}
    />
  );
}

/** The summary band's first items in every wizard: the source scheme, the folio, its value and the amount chosen. */
export function sourceSummaryItems(
  holding: WizardHolding | undefined,
  context: { folio: FolioChoice | null; amount: string },
): SummaryItem[] {
  const none = summaryMessages.none;
  return [
    { label: summaryMessages.from, value: holding?.schemeName ?? none },
    { label: summaryMessages.folio, value: context.folio?.folio ?? none },
    { label: summaryMessages.total, value: context.folio?.amount ? formatRupees(context.folio.amount) : none },
    { label: summaryMessages.selected, value: context.amount ? formatRupees(context.amount) : none },
  ];
}
