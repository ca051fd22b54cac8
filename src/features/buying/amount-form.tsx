import { Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { type FormEvent, useId } from 'react';
import { amountLimits, QUICK_ADD_AMOUNTS } from '../../../domain/order-amount';
import type { StepUpChoice } from '../../../domain/plans/step-up';
import { firstInstalmentDate, isSelectableSipDay } from '../../../domain/sip-dates';
import { type OrderFormErrors, orderFormErrors } from '../../../machines/order.machine';
import { WholeNumberInput } from '../../components/whole-number-input';
import { formatRupees } from '../../lib/format';
import { amountFormMessages as text } from './messages';
import type { OrderActor } from './order-actor';
import { SipDayPicker } from './sip-day-picker';

const LAKH = 100_000;

/** Step 1 (000 §2.6, §5): the amount, quick add or the SIP day and consent, and Invest. */
export function AmountForm({ actor }: { actor: OrderActor }) {
  const type = useSelector(actor, (s) => s.context.type);
  const amount = useSelector(actor, (s) => s.context.amount);
  const sipDay = useSelector(actor, (s) => s.context.sipDay);
  const consent = useSelector(actor, (s) => s.context.consent);
  const today = useSelector(actor, (s) => s.context.today);
  const scheme = useSelector(actor, (s) => s.context.scheme);
  const placing = useSelector(actor, (s) => s.matches('placing'));
  const errors = useSelector(actor, (s) => orderFormErrors(s.context), shallowErrors);
  const limits = amountLimits(scheme, type);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'order.invest' });
  };

  return (
    <form onSubmit={submit} aria-label={text.formLabel} noValidate>
      <Stack gap="md">
        <Text fw={600}>{scheme.schemeName}</Text>
        <WholeNumberInput
          label={text.amount}
          kind="rupees"
          description={text.amountLimits(formatRupees(limits.min), formatRupees(limits.max))}
          autoComplete="off"
          value={amount}
          error={errors.amount}
          disabled={placing}
          required
          data-autofocus
          onDigits={(value) => actor.send({ type: 'amount.changed', value })}
        />
        {type === 'LUMP_SUM' && (
          <Group gap="xs" role="group" aria-label={text.quickAddGroup}>
            {QUICK_ADD_AMOUNTS.map((add) => (
              <Button
                key={add}
                variant="light"
                size="xs"
                disabled={placing}
                onClick={() => actor.send({ type: 'amount.added', amount: add })}
              >
                {text.quickAdd(add / LAKH)}
              </Button>
            ))}
          </Group>
        )}
        {type === 'SIP' && (
          <>
            <SipDayPicker
              day={sipDay}
              error={errors.sipDay}
              disabled={placing}
              onUpdate={(day) => actor.send({ type: 'sipDay.changed', day })}
            />
            <Text size="sm" c="dimmed">
              {text.frequency}
              {sipDay !== null && isSelectableSipDay(sipDay)
                ? ` · ${text.firstInstalment(format(firstInstalmentDate(sipDay, today), 'dd-MM-yyyy'))}`
                : ''}
            </Text>
            <StepUpFields actor={actor} errors={errors} disabled={placing} />
            <Checkbox
              label={text.consent}
              checked={consent}
              error={errors.consent}
              disabled={placing}
              onChange={(event) => actor.send({ type: 'consent.changed', checked: event.currentTarget.checked })}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={placing}>
            {text.invest}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function shallowErrors(a: OrderFormErrors, b: OrderFormErrors): boolean {
  return (
    a.amount === b.amount &&
    a.sipDay === b.sipDay &&
    a.consent === b.consent &&
    a.stepUpValue === b.stepUpValue &&
    a.stepUpCap === b.stepUpCap
  );
}

/** Beyond the spec (issue 15): the SIP's optional yearly step-up, by amount or percentage, with a cap. */
function StepUpFields({ actor, errors, disabled }: { actor: OrderActor; errors: OrderFormErrors; disabled: boolean }) {
  const stepUp = useSelector(actor, (s) => s.context.stepUp);
  const typeLabelId = useId();
  const change = (next: Partial<StepUpChoice>) => actor.send({ type: 'stepUp.changed', change: next });
  return (
    <Stack gap="xs">
      <Checkbox
        label={text.stepUp}
        description={text.stepUpHint}
        checked={stepUp.enabled}
        disabled={disabled}
        onChange={(event) => change({ enabled: event.currentTarget.checked })}
      />
      {stepUp.enabled && (
        <Stack gap="xs" pl="xl">
          <Stack gap={4}>
            <Text fz="sm" fw={500} id={typeLabelId}>
              {text.stepUpType}
            </Text>
            <SegmentedControl
              aria-labelledby={typeLabelId}
              value={stepUp.type}
              disabled={disabled}
              data={[
                { value: 'AMOUNT', label: text.stepUpByAmount },
                { value: 'PERCENTAGE', label: text.stepUpByPercentage },
              ]}
              onChange={(value) => change({ type: value === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT' })}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <WholeNumberInput
              label={stepUp.type === 'AMOUNT' ? text.stepUpAmount : text.stepUpPercentage}
              kind={stepUp.type === 'AMOUNT' ? 'rupees' : 'count'}
              autoComplete="off"
              value={stepUp.value}
              error={errors.stepUpValue}
              disabled={disabled}
              required
              onDigits={(value) => change({ value })}
            />
            <WholeNumberInput
              label={text.stepUpCap}
              kind="rupees"
              autoComplete="off"
              value={stepUp.cap}
              error={errors.stepUpCap}
              disabled={disabled}
              required
              onDigits={(cap) => change({ cap })}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
