import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { planTotal, type SwpRules, swpHoldings, type WizardHolding } from '../../../domain/transfer-wizards';
import { holdingOf, listedFolios } from '../../../machines/shared/transfer-choice-steps';
import { SWP_STEPS, swpFormErrors, swpMachine } from '../../../machines/swp.machine';
import { swpActors } from '../../api/transfers';
import { WholeNumberInput } from '../../components/whole-number-input';
import { formatRupees } from '../../lib/format';
import { summaryMessages, amountMessages as text } from './messages';
import { PlanDateField, planDateText } from './plan-date-field';
import { SharedStep, sourceSummaryItems } from './shared-steps';
import { StepButtons } from './step-buttons';
import { TransferWizard } from './transfer-wizard';
import { SummaryBand, type SummaryItem } from './wizard-frame';

export type SwpActor = ActorRefFrom<typeof swpMachine>;
export type SwpActors = ReturnType<typeof swpActors>;

export interface SwpWizardProps {
  holdings: readonly WizardHolding[];
  rules: SwpRules;
  email: string;
  today: Date;
  createActors?: () => SwpActors;
}

/** The SWP wizard (001 §2.15 'Systematic Withdrawal Plan'): five steps driven by the SWP machine. */
export function SwpWizard({ holdings, rules, email, today, createActors = swpActors }: SwpWizardProps) {
  return (
    <TransferWizard
      kind="SWP"
      build={(goToOrderStatus) => swpMachine.provide({ actors: createActors(), actions: { goToOrderStatus } })}
      input={{ ...listedFolios(swpHoldings(holdings, rules)), rules, email, today }}
      steps={SWP_STEPS}
      portfolioHiddenOn="otp"
      summary={(actor) => <SwpSummary actor={actor} />}
    >
      {(actor, step) => <SwpStep actor={actor} step={step} />}
    </TransferWizard>
  );
}

function SwpSummary({ actor }: { actor: SwpActor }) {
  const context = useSelector(actor, (s) => s.context);
  const holding = holdingOf(context);
  const none = summaryMessages.none;
  const items: SummaryItem[] = [
    ...sourceSummaryItems(holding, context),
    { label: summaryMessages.swpDate, value: planDateText(context.startDate) },
    { label: summaryMessages.instalments, value: context.instalments || none },
    { label: summaryMessages.minAmount, value: formatRupees(context.rules.minInstAmt) },
  ];
  return <SummaryBand label={summaryMessages.label} items={items} />;
}

function SwpStep({ actor, step }: { actor: SwpActor; step: (typeof SWP_STEPS)[number] }) {
  const context = useSelector(actor, (s) => s.context);
  const holding = holdingOf(context);
  const instalments = Number(context.instalments || '0');

  if (step === 'amount') return <SwpAmountStep actor={actor} />;
  return (
    <SharedStep
      actor={actor}
      step={step}
      kind="SWP"
      reviewItems={() => [
        { label: summaryMessages.from, value: holding?.schemeName ?? '' },
        { label: summaryMessages.folio, value: context.folio?.folio ?? '' },
        { label: summaryMessages.swpDate, value: planDateText(context.startDate) },
        { label: summaryMessages.instalments, value: context.instalments },
        { label: summaryMessages.selected, value: formatRupees(context.amount || '0') },
        { label: summaryMessages.total, value: formatRupees(planTotal(context.amount, instalments)) },
      ]}
    />
  );
}

function SwpAmountStep({ actor }: { actor: SwpActor }) {
  const context = useSelector(actor, (s) => s.context);
  const errors = swpFormErrors(context);
  const instalments = Number(context.instalments || '0');
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      {errors.form && (
        <Alert color="red" role="alert">
          {errors.form}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WholeNumberInput
          label={text.amount}
          kind="rupees"
          value={context.amount}
          error={errors.amount}
          onDigits={(value) => actor.send({ type: 'amount.changed', value })}
        />
        <PlanDateField
          weekly={false}
          weekday={null}
          startDate={context.startDate}
          onWeekday={() => {}}
          onDate={(date) => actor.send({ type: 'startDate.changed', date })}
        />
        <WholeNumberInput
          label={text.instalments}
          kind="count"
          value={context.instalments}
          error={errors.instalments}
          onDigits={(value) => actor.send({ type: 'instalments.changed', value })}
        />
      </SimpleGrid>
      {context.amount !== '' && <Text fz="sm">{text.total(formatRupees(planTotal(context.amount, instalments)))}</Text>}
      <StepButtons
        onPrevious={() => actor.send({ type: 'step.previous' })}
        onNext={() => actor.send({ type: 'step.next' })}
      />
    </Stack>
  );
}
