import { Alert, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatIsoDate } from '../../../domain/dates';
import {
  type FolioChoice,
  folioChoices,
  planTotal,
  type SwpRules,
  swpHoldings,
  type WizardHolding,
} from '../../../domain/transfer-wizards';
import { holdingOf } from '../../../machines/shared/transfer-choice-steps';
import { SWP_STEPS, swpFormErrors, swpMachine } from '../../../machines/swp.machine';
import { swpActors } from '../../api/transfers';
import { formatRupees, formatSlashDate } from '../../lib/format';
import { ConfirmStep } from './confirm-step';
import { FolioStep } from './folio-step';
import { summaryMessages, amountMessages as text, wizardNames } from './messages';
import { TransferOtpStep } from './otp-step';
import { PlanDateField } from './plan-date-field';
import { ReviewStep } from './review-step';
import { StepButtons } from './step-buttons';
import { useTransferWizard } from './use-transfer-wizard';
import { SummaryBand, type SummaryItem, WizardFrame } from './wizard-frame';

export type SwpActor = ActorRefFrom<typeof swpMachine>;
export type SwpActors = ReturnType<typeof swpActors>;

export interface SwpWizardProps {
  holdings: readonly WizardHolding[];
  rules: SwpRules;
  email: string;
  today: Date;
  createActors?: () => SwpActors;
}

export function swpChoices(
  holdings: readonly WizardHolding[],
  rules: SwpRules,
): { holdings: WizardHolding[]; choices: FolioChoice[] } {
  const listed = swpHoldings(holdings, rules);
  return { holdings: listed, choices: folioChoices(listed) };
}

const dateText = (date: Date | null) => (date ? (formatSlashDate(formatIsoDate(date)) ?? '') : summaryMessages.none);

/** The SWP wizard (001 §2.15 'Systematic Withdrawal Plan'): five steps driven by the SWP machine. */
export function SwpWizard({ holdings, rules, email, today, createActors = swpActors }: SwpWizardProps) {
  const { actor, stateName, step } = useTransferWizard(
    (goToOrderStatus) => swpMachine.provide({ actors: createActors(), actions: { goToOrderStatus } }),
    { ...swpChoices(holdings, rules), rules, email, today },
    SWP_STEPS,
  );

  return (
    <WizardFrame
      kind="SWP"
      step={step}
      steps={SWP_STEPS.length}
      showPortfolio={stateName !== 'otp'}
      summary={step < 2 ? <SwpSummary actor={actor} /> : null}
    >
      <SwpStep actor={actor} step={stateName} />
    </WizardFrame>
  );
}

function SwpSummary({ actor }: { actor: SwpActor }) {
  const context = useSelector(actor, (s) => s.context);
  const holding = holdingOf(context);
  const none = summaryMessages.none;
  const items: SummaryItem[] = [
    { label: summaryMessages.from, value: holding?.schemeName ?? none },
    { label: summaryMessages.folio, value: context.folio?.folio ?? none },
    { label: summaryMessages.total, value: context.folio?.amount ? formatRupees(context.folio.amount) : none },
    { label: summaryMessages.selected, value: context.amount ? formatRupees(context.amount) : none },
    { label: summaryMessages.swpDate, value: dateText(context.startDate) },
    { label: summaryMessages.instalments, value: context.instalments || none },
    { label: summaryMessages.minAmount, value: formatRupees(context.rules.minInstAmt) },
  ];
  return <SummaryBand label={summaryMessages.label} items={items} />;
}

function SwpStep({ actor, step }: { actor: SwpActor; step: (typeof SWP_STEPS)[number] }) {
  const context = useSelector(actor, (s) => s.context);
  const holding = holdingOf(context);
  const placing = useSelector(actor, (s) => s.matches({ review: 'placing' }));
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const redirect = useSelector(actor, (s) => s.children.redirect);
  const previous = () => actor.send({ type: 'step.previous' });
  const instalments = Number(context.instalments || '0');

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
    case 'amount':
      return <SwpAmountStep actor={actor} />;
    case 'review':
      return (
        <ReviewStep
          items={[
            { label: summaryMessages.from, value: holding?.schemeName ?? '' },
            { label: summaryMessages.folio, value: context.folio?.folio ?? '' },
            { label: summaryMessages.swpDate, value: dateText(context.startDate) },
            { label: summaryMessages.instalments, value: context.instalments },
            { label: summaryMessages.selected, value: formatRupees(context.amount || '0') },
            { label: summaryMessages.total, value: formatRupees(planTotal(context.amount, instalments)) },
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
          flow={wizardNames.SWP}
          amount={context.amount}
          orderId={context.orderId}
          redirect={redirect}
        />
      );
  }
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
        <TextInput
          label={text.amount}
          inputMode="numeric"
          value={context.amount}
          error={errors.amount}
          onChange={(event) => actor.send({ type: 'amount.changed', value: event.currentTarget.value })}
        />
        <PlanDateField
          weekly={false}
          weekday={null}
          startDate={context.startDate}
          onWeekday={() => {}}
          onDate={(date) => actor.send({ type: 'startDate.changed', date })}
        />
        <TextInput
          label={text.instalments}
          inputMode="numeric"
          value={context.instalments}
          error={errors.instalments}
          onChange={(event) => actor.send({ type: 'instalments.changed', value: event.currentTarget.value })}
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
