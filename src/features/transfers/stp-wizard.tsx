import { Select } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  isOpenEndedStp,
  openStpFrequencies,
  planTotal,
  type StpFrequency,
  type StpOutOption,
  stpAmountLimits,
  stpHoldings,
  type WizardHolding,
} from '../../../domain/transfer-wizards';
import { holdingOf, listedFolios } from '../../../machines/shared/transfer-choice-steps';
import {
  STP_STEPS,
  stpFormErrors,
  stpMachine,
  stpTargetMessage,
  stpTotalExceeded,
} from '../../../machines/stp.machine';
import { stpActors } from '../../api/transfers';
import { formatRupees } from '../../lib/format';
import { dailyStpMessages as daily, frequencyLabels, summaryMessages, amountMessages as text } from './messages';
import { PlanAmountStep, PlanNumberInput } from './plan-amount-step';
import { PlanDateField, planDateText } from './plan-date-field';
import { SharedStep, sourceSummaryItems, WizardTargetStep } from './shared-steps';
import { TransferWizard } from './transfer-wizard';
import { SummaryBand, type SummaryItem } from './wizard-frame';

type StpActor = ActorRefFrom<typeof stpMachine>;
type StpActors = ReturnType<typeof stpActors>;

interface StpWizardProps {
  holdings: readonly WizardHolding[];
  options: readonly StpOutOption[];
  email: string;
  today: Date;
  createActors?: () => StpActors;
}

/** The STP wizard (001 §2.15 'Systematic Transfer Plan'): six steps driven by the STP machine. */
export function StpWizard({ holdings, options, email, today, createActors = stpActors }: StpWizardProps) {
  return (
    <TransferWizard
      kind="STP"
      build={(goToOrderStatus) => stpMachine.provide({ actors: createActors(), actions: { goToOrderStatus } })}
      input={{ ...listedFolios(stpHoldings(holdings, options)), options, email, today }}
      steps={STP_STEPS}
      portfolioHiddenOn="confirm"
      summary={(actor) => <StpSummary actor={actor} />}
    >
      {(actor, step) => <StpStep actor={actor} step={step} />}
    </TransferWizard>
  );
}

function StpSummary({ actor }: { actor: StpActor }) {
  const context = useSelector(actor, (s) => s.context);
  const holding = holdingOf(context);
  const none = summaryMessages.none;
  const { min } = stpAmountLimits(context.options, context.frequency, context.folio?.amount ?? '0');
  const items: SummaryItem[] = [
    ...sourceSummaryItems(holding, context),
    { label: summaryMessages.frequency, value: context.frequency ? frequencyLabels[context.frequency] : none },
    { label: summaryMessages.stpDate, value: planDateText(context.startDate) },
    {
      label: summaryMessages.instalments,
      value: isOpenEndedStp(context.frequency) ? daily.instalments : context.instalments || none,
    },
    { label: summaryMessages.to, value: context.target?.schemeName ?? none },
    { label: summaryMessages.minAmount, value: formatRupees(min) },
  ];
  return <SummaryBand label={summaryMessages.label} items={items} />;
}

function StpStep({ actor, step }: { actor: StpActor; step: (typeof STP_STEPS)[number] }) {
  const context = useSelector(actor, (s) => s.context);
  const holding = holdingOf(context);
  const instalments = Number(context.instalments || '0');

  switch (step) {
    case 'amount':
      return <StpAmountStep actor={actor} />;
    case 'targets':
      return <WizardTargetStep actor={actor} refusal={(target) => stpTargetMessage(context, target)} />;
    default:
      return (
        <SharedStep
          actor={actor}
          step={step}
          kind="STP"
          reviewItems={() => {
            const amount = formatRupees(context.amount || '0');
            // Issue 26: a daily STP has no count and no total; it says what moves and until when.
            const openEnded = isOpenEndedStp(context.frequency);
            return [
              { label: summaryMessages.from, value: holding?.schemeName ?? '' },
              { label: summaryMessages.folio, value: context.folio?.folio ?? '' },
              { label: summaryMessages.frequency, value: context.frequency ? frequencyLabels[context.frequency] : '' },
              { label: summaryMessages.stpDate, value: planDateText(context.startDate) },
              { label: summaryMessages.instalments, value: openEnded ? daily.instalments : context.instalments },
              { label: summaryMessages.selected, value: openEnded ? daily.perInstalment(amount) : amount },
              {
                label: summaryMessages.total,
                value: openEnded ? daily.runs(amount) : formatRupees(planTotal(context.amount, instalments)),
              },
              { label: summaryMessages.to, value: context.target?.schemeName ?? '' },
            ];
          }}
        />
      );
  }
}

function StpAmountStep({ actor }: { actor: StpActor }) {
  const context = useSelector(actor, (s) => s.context);
  const errors = stpFormErrors(context);
  const frequencies = openStpFrequencies(context.options);
  const openEnded = isOpenEndedStp(context.frequency);
  const total = () =>
    openEnded
      ? daily.runs(formatRupees(context.amount))
      : text.total(formatRupees(planTotal(context.amount, Number(context.instalments || '0'))));
  return (
    <PlanAmountStep actor={actor} formError={errors.form} total={total} nextDisabled={stpTotalExceeded(context)}>
      <Select
        label={text.frequency}
        placeholder={text.frequencyPlaceholder}
        data={frequencies.map((option) => ({ value: option.frequency, label: frequencyLabels[option.frequency] }))}
        value={context.frequency}
        onChange={(value) => value && actor.send({ type: 'frequency.changed', frequency: value as StpFrequency })}
        allowDeselect={false}
      />
      <PlanDateField
        weekly={context.frequency === 'WEEKLY'}
        weekday={context.weekday}
        startDate={context.startDate}
        onWeekday={(weekday) => actor.send({ type: 'weekday.changed', weekday })}
        onDate={(date) => actor.send({ type: 'startDate.changed', date })}
      />
      <PlanNumberInput actor={actor} field="amount" error={errors.amount} />
      <PlanNumberInput
        actor={actor}
        field="instalments"
        error={errors.instalments}
        disabled={openEnded}
        description={openEnded ? daily.instalmentsHint : undefined}
      />
    </PlanAmountStep>
  );
}
