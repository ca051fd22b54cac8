import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import type { FormEvent } from 'react';
import { amountLimits, QUICK_ADD_AMOUNTS } from '../../../domain/order-amount';
import { firstInstalmentDate, isSelectableSipDay } from '../../../domain/sip-dates';
import { orderFormErrors } from '../../../machines/order.machine';
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
        <TextInput
          label={text.amount}
          description={text.amountLimits(formatRupees(limits.min), formatRupees(limits.max))}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          disabled={placing}
          required
          data-autofocus
          onChange={(event) => actor.send({ type: 'amount.changed', value: event.currentTarget.value })}
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

function shallowErrors(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  return a.amount === b.amount && a.sipDay === b.sipDay && a.consent === b.consent;
}
