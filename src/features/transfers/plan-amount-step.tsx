import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import { WholeNumberInput } from '../../components/whole-number-input';
import { amountMessages as text } from './messages';
import { StepButtons } from './step-buttons';

type PlanEvent =
  | { type: 'amount.changed'; value: string }
  | { type: 'instalments.changed'; value: string }
  | { type: 'step.previous' }
  | { type: 'step.next' };

/** The STP or SWP machine as its Amount step sees it: both hold and take these alike. */
type PlanActor = ActorRef<Snapshot<unknown> & { context: { amount: string; instalments: string } }, PlanEvent>;

/**
 * The Amount step of a plan wizard (STP, SWP; 001 §4.4): the heading, the first failing check of
 * Next, the wizard's fields two to a row, the total once an amount is typed, and the buttons.
 */
export function PlanAmountStep({
  actor,
  formError,
  total,
  nextDisabled,
  children,
}: {
  actor: PlanActor;
  formError: string | undefined;
  /** The line under the fields; asked only once there is an amount. */
  total: () => string;
  nextDisabled?: boolean;
  children: ReactNode;
}) {
  const typed = useSelector(actor, (s) => s.context.amount !== '');
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      {formError && (
        <Alert color="red" role="alert">
          {formError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
      {typed && <Text fz="sm">{total()}</Text>}
      <StepButtons
        onPrevious={() => actor.send({ type: 'step.previous' })}
        onNext={() => actor.send({ type: 'step.next' })}
        nextDisabled={nextDisabled}
      />
    </Stack>
  );
}

/** The plan's whole-number fields: the amount per instalment and the number of instalments. */
const PLAN_FIELDS = {
  amount: { label: text.amount, kind: 'rupees', changed: 'amount.changed' },
  instalments: { label: text.instalments, kind: 'count', changed: 'instalments.changed' },
} as const;

export function PlanNumberInput({
  actor,
  field,
  error,
  disabled,
  description,
}: {
  actor: PlanActor;
  field: keyof typeof PLAN_FIELDS;
  error: string | undefined;
  disabled?: boolean;
  description?: string;
}) {
  const value = useSelector(actor, (s) => s.context[field]);
  const { label, kind, changed } = PLAN_FIELDS[field];
  return (
    <WholeNumberInput
      label={label}
      kind={kind}
      value={value}
      disabled={disabled}
      description={description}
      error={error}
      onDigits={(digits) => actor.send({ type: changed, value: digits })}
    />
  );
}
