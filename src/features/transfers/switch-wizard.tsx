import { Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  type FolioChoice,
  folioChoices,
  switchAmountLimits,
  switchHoldings,
  switchTargetRefusal,
  type WizardHolding,
} from '../../../domain/transfer-wizards';
import { holdingOf } from '../../../machines/shared/transfer-choice-steps';
import { SWITCH_STEPS, switchAmountMessage, switchMachine } from '../../../machines/switch.machine';
import { switchActors } from '../../api/transfers';
import { formatRupees } from '../../lib/format';
import { ConfirmStep } from './confirm-step';
import { FolioStep } from './folio-step';
import { summaryMessages, amountMessages as text, wizardNames } from './messages';
import { TransferOtpStep } from './otp-step';
import { ReviewStep } from './review-step';
import { StepButtons } from './step-buttons';
import { TargetStep } from './target-step';
import { useTransferWizard } from './use-transfer-wizard';
import { SummaryBand, type SummaryItem, WizardFrame } from './wizard-frame';

export type SwitchActor = ActorRefFrom<typeof switchMachine>;
export type SwitchActors = ReturnType<typeof switchActors>;

export interface SwitchWizardProps {
  /** The investor's holdings of the source scheme, one per folio. */
  holdings: readonly WizardHolding[];
  email: string;
  /** The calls the machine makes; tests hand in ones they settle. */
  createActors?: () => SwitchActors;
}

/** Which holdings the Folio step lists (001 §5) and how it offers them (001 §4.4). */
export function switchChoices(holdings: readonly WizardHolding[]): {
  holdings: WizardHolding[];
  choices: FolioChoice[];
} {
  const listed = switchHoldings(holdings);
  return { holdings: listed, choices: folioChoices(listed) };
}

/** The Switch wizard (001 §2.15 'Switch Funds'): six steps driven by the switch machine. */
export function SwitchWizard({ holdings, email, createActors = switchActors }: SwitchWizardProps) {
  const { actor, stateName, step } = useTransferWizard(
    (goToOrderStatus) => switchMachine.provide({ actors: createActors(), actions: { goToOrderStatus } }),
    { ...switchChoices(holdings), email },
    SWITCH_STEPS,
  );

  return (
    <WizardFrame
      kind="SWITCH"
      step={step}
      steps={SWITCH_STEPS.length}
      showPortfolio={stateName !== 'confirm'}
      summary={step < 3 ? <SwitchSummary actor={actor} /> : null}
    >
      <SwitchStep actor={actor} step={stateName} />
    </WizardFrame>
  );
}

function useSwitchFigures(actor: SwitchActor) {
  const context = useSelector(actor, (s) => s.context);
  const holding = holdingOf(context);
  return { context, holding };
}

function SwitchSummary({ actor }: { actor: SwitchActor }) {
  const { context, holding } = useSwitchFigures(actor);
  const none = summaryMessages.none;
  const items: SummaryItem[] = [
    { label: summaryMessages.from, value: holding?.schemeName ?? none },
    { label: summaryMessages.folio, value: context.folio?.folio ?? none },
    { label: summaryMessages.total, value: context.folio?.amount ? formatRupees(context.folio.amount) : none },
    { label: summaryMessages.selected, value: context.amount ? formatRupees(context.amount) : none },
    { label: summaryMessages.to, value: context.target?.schemeName ?? none },
    { label: summaryMessages.minAmount, value: holding ? formatRupees(holding.minimumRedemptionAmount) : none },
  ];
  return <SummaryBand label={summaryMessages.label} items={items} />;
}

function SwitchStep({ actor, step }: { actor: SwitchActor; step: (typeof SWITCH_STEPS)[number] }) {
  const { context, holding } = useSwitchFigures(actor);
  const placing = useSelector(actor, (s) => s.matches({ review: 'placing' }));
  const targets = useSelector(actor, (s) => s.children.targets);
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const redirect = useSelector(actor, (s) => s.children.redirect);
  const previous = () => actor.send({ type: 'step.previous' });
  const next = () => actor.send({ type: 'step.next' });

  switch (step) {
    case 'folio':
      return (
        <FolioStep
          choices={context.choices}
          selected={context.folio?.folio ?? null}
          showError={context.submitted}
          onSelect={(folio) => actor.send({ type: 'folio.selected', folio })}
          onNext={next}
        />
      );
    case 'amount':
      return <SwitchAmountStep actor={actor} />;
    case 'targets':
      return (
        <TargetStep
          actor={targets}
          selected={context.target?.fundId ?? null}
          refusal={(target) => switchTargetRefusal(target, holding?.fundId ?? '', context.amount)}
          onSelect={(target) => actor.send({ type: 'target.selected', target })}
          onPrevious={previous}
          onNext={next}
        />
      );
    case 'review':
      return (
        <ReviewStep
          items={[
            { label: summaryMessages.from, value: holding?.schemeName ?? '' },
            { label: summaryMessages.folio, value: context.folio?.folio ?? '' },
            { label: summaryMessages.selected, value: formatRupees(context.amount || '0') },
            { label: summaryMessages.to, value: context.target?.schemeName ?? '' },
          ]}
          placing={placing}
          failure={context.failure}
          onPrevious={previous}
          onConfirm={() => actor.send({ type: 'order.place' })}
        />
      );
    case 'otp':
      return <TransferOtpStep actor={codeEntry} email={context.email} onPrevious={previous} />;
    case 'confirm':
      return (
        <ConfirmStep
          outcome={context.outcome}
          flow={wizardNames.SWITCH}
          amount={context.amount}
          orderId={context.orderId}
          redirect={redirect}
        />
      );
  }
}

function SwitchAmountStep({ actor }: { actor: SwitchActor }) {
  const { context, holding } = useSwitchFigures(actor);
  const message = switchAmountMessage(context);
  const limits = holding && context.folio?.amount ? switchAmountLimits(holding, context.folio.amount) : null;
  const showMessage = context.submitted || context.amount !== '';
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      <Checkbox
        label={text.switchAll}
        checked={context.switchAll}
        onChange={(event) => actor.send({ type: 'switchAll.changed', checked: event.currentTarget.checked })}
      />
      <TextInput
        label={text.amount}
        inputMode="numeric"
        value={context.amount}
        disabled={!context.switchAll}
        description={limits ? text.limits(formatRupees(limits.min), formatRupees(limits.max)) : undefined}
        error={showMessage ? message : null}
        onChange={(event) => actor.send({ type: 'amount.changed', value: event.currentTarget.value })}
      />
      {!context.switchAll && context.folio?.amount && (
        <Text fz="sm">{text.wholeAmount(formatRupees(context.folio.amount))}</Text>
      )}
      <StepButtons
        onPrevious={() => actor.send({ type: 'step.previous' })}
        onNext={() => actor.send({ type: 'step.next' })}
      />
    </Stack>
  );
}
