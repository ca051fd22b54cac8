import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { switchAmountLimits, switchHoldings, type WizardHolding } from '../../../domain/transfer-wizards';
import { holdingOf, listedFolios } from '../../../machines/shared/transfer-choice-steps';
import {
  SWITCH_STEPS,
  switchAmountMessage,
  switchMachine,
  switchTargetMessage,
} from '../../../machines/switch.machine';
import { switchActors } from '../../api/transfers';
import { WholeNumberInput } from '../../components/whole-number-input';
import { formatRupees } from '../../lib/format';
import { summaryMessages, amountMessages as text } from './messages';
import { SharedStep, sourceSummaryItems, WizardTargetStep } from './shared-steps';
import { StepButtons } from './step-buttons';
import { TransferWizard } from './transfer-wizard';
import { SummaryBand, type SummaryItem } from './wizard-frame';

type SwitchActor = ActorRefFrom<typeof switchMachine>;
type SwitchActors = ReturnType<typeof switchActors>;

interface SwitchWizardProps {
  /** The investor's holdings of the source scheme, one per folio. */
  holdings: readonly WizardHolding[];
  email: string;
  /** The calls the machine makes; tests hand in ones they settle. */
  createActors?: () => SwitchActors;
}

/** The Switch wizard (001 §2.15 'Switch Funds'): six steps driven by the switch machine. */
export function SwitchWizard({ holdings, email, createActors = switchActors }: SwitchWizardProps) {
  return (
    <TransferWizard
      kind="SWITCH"
      build={(goToOrderStatus) => switchMachine.provide({ actors: createActors(), actions: { goToOrderStatus } })}
      input={{ ...listedFolios(switchHoldings(holdings)), email }}
      steps={SWITCH_STEPS}
      portfolioHiddenOn="confirm"
      summary={(actor) => <SwitchSummary actor={actor} />}
    >
      {(actor, step) => <SwitchStep actor={actor} step={step} />}
    </TransferWizard>
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
    ...sourceSummaryItems(holding, context),
    { label: summaryMessages.to, value: context.target?.schemeName ?? none },
    { label: summaryMessages.minAmount, value: holding ? formatRupees(holding.minimumRedemptionAmount) : none },
  ];
  return <SummaryBand label={summaryMessages.label} items={items} />;
}

function SwitchStep({ actor, step }: { actor: SwitchActor; step: (typeof SWITCH_STEPS)[number] }) {
  const { context, holding } = useSwitchFigures(actor);
  switch (step) {
    case 'amount':
      return <SwitchAmountStep actor={actor} />;
    case 'targets':
      return <WizardTargetStep actor={actor} refusal={(target) => switchTargetMessage(context, target)} />;
    default:
      return (
        <SharedStep
          actor={actor}
          step={step}
          kind="SWITCH"
          reviewItems={() => [
            { label: summaryMessages.from, value: holding?.schemeName ?? '' },
            { label: summaryMessages.folio, value: context.folio?.folio ?? '' },
            { label: summaryMessages.selected, value: formatRupees(context.amount || '0') },
            { label: summaryMessages.to, value: context.target?.schemeName ?? '' },
          ]}
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
      <WholeNumberInput
        label={text.amount}
        kind="rupees"
        value={context.amount}
        disabled={!context.switchAll}
        description={limits ? text.limits(formatRupees(limits.min), formatRupees(limits.max)) : undefined}
        error={showMessage ? message : null}
        onDigits={(value) => actor.send({ type: 'amount.changed', value })}
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
