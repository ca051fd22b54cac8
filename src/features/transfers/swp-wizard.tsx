import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { planTotal, type SwpRules, swpHoldings, type WizardHolding } from '../../../domain/transfer-wizards';
import { holdingOf, listedFolios } from '../../../machines/shared/transfer-choice-steps';
import { SWP_STEPS, swpFormErrors, swpMachine } from '../../../machines/swp.machine';
import { swpActors } from '../../api/transfers';
import { formatRupees } from '../../lib/format';
import { summaryMessages, amountMessages as text } from './messages';
import { PlanAmountStep, PlanNumberInput } from './plan-amount-step';
import { PlanDateField, planDateText } from './plan-date-field';
import { SharedStep, sourceSummaryItems } from './shared-steps';
import { TransferWizard } from './transfer-wizard';
import { SummaryBand, type SummaryItem } from './wizard-frame';

type SwpActor = ActorRefFrom<typeof swpMachine>;
type SwpActors = ReturnType<typeof swpActors>;

interface SwpWizardProps {
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
  const total = () => text.total(formatRupees(planTotal(context.amount, Number(context.instalments || '0'))));
  return (
    <PlanAmountStep actor={actor} formError={errors.form} total={total}>
      <PlanNumberInput actor={actor} field="amount" error={errors.amount} />
      <PlanDateField
        weekly={false}
        weekday={null}
        startDate={context.startDate}
        onWeekday={() => {}}
        onDate={(date) => actor.send({ type: 'startDate.changed', date })}
      />
      <PlanNumberInput actor={actor} field="instalments" error={errors.instalments} />
    </PlanAmountStep>
  );
}
