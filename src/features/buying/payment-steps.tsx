import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { UPI_GIVE_UP_MS } from '../../../machines/upi-payment.machine';
import { formatRupees, orderReference } from '../../lib/format';
import { netBankingMessages, paymentChoiceMessages, paymentSummaryMessages, upiDialogMessages } from './messages';
import type { NetBankingActor, OrderActor, UpiPaymentActor } from './order-actor';

/** Step 5 (000 §2.6): UPI Payment or Net Banking. */
export function PaymentChoice({ actor, onNetBanking }: { actor: OrderActor; onNetBanking: () => void }) {
  const orderId = useSelector(actor, (s) => s.context.orderId);
  const amount = useSelector(actor, (s) => s.context.amount);
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {paymentChoiceMessages.heading}
      </Title>
      {orderId !== null && <PaymentSummary amount={amount} orderId={orderId} />}
      <Text size="sm" c="dimmed">
        {paymentChoiceMessages.orderId(String(orderId ?? ''))}
      </Text>
      <Group grow>
        <Button data-autofocus onClick={() => actor.send({ type: 'payment.upiChosen' })}>
          {paymentChoiceMessages.upi}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            // The bank's window must open inside this click, before the page is known.
            onNetBanking();
            actor.send({ type: 'payment.netBankingChosen' });
          }}
        >
          {paymentChoiceMessages.netBanking}
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 6 (000 §2.6, §4.3, §5, §8): the UPI dialog, drawn from the UPI payment child. */
/**
 * Beyond the spec (issue 29): what is being paid, and the order's reference as Order Status and
 * the result panels show it, so the investor can match the request in the UPI app.
 */
function PaymentSummary({ amount, orderId }: { amount: string; orderId: number }) {
  return <Text fw={500}>{paymentSummaryMessages.summary(formatRupees(amount || '0'), orderReference(orderId))}</Text>;
}

export function UpiDialog({ upi, amount, onClose }: { upi: UpiPaymentActor; amount: string; onClose: () => void }) {
  const orderId = useSelector(upi, (s) => s.context.orderId);
  const upiId = useSelector(upi, (s) => s.context.upiId);
  const message = useSelector(upi, (s) => s.context.message);
  const busy = useSelector(upi, (s) => s.matches('requesting') || s.matches('polling'));
  const polling = useSelector(upi, (s) => s.matches('polling'));
  const timedOut = useSelector(upi, (s) => s.matches('timedOut'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    upi.send({ type: 'upi.proceed' });
  };

  return (
    <form onSubmit={submit} aria-label={upiDialogMessages.heading} noValidate>
      <Stack gap="md">
        <PaymentSummary amount={amount} orderId={orderId} />
        <TextInput label={upiDialogMessages.orderId} value={String(orderId)} readOnly />
        <TextInput
          label={upiDialogMessages.upiId}
          placeholder={upiDialogMessages.upiIdPlaceholder}
          description={upiDialogMessages.hint}
          value={upiId}
          required
          autoComplete="off"
          disabled={busy || timedOut}
          data-autofocus
          onChange={(event) => upi.send({ type: 'upiId.changed', value: event.currentTarget.value })}
        />
        {polling && (
          <Stack gap={4}>
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">{upiDialogMessages.approve}</Text>
            </Group>
            <UpiTimeLeft />
          </Stack>
        )}
        {message && (
          <Alert color={timedOut ? 'yellow' : 'red'} variant="light" role="alert">
            {message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {upiDialogMessages.close}
          </Button>
          {!timedOut && (
            <Button type="submit" disabled={busy || upiId.trim() === ''}>
              {busy ? upiDialogMessages.processing : upiDialogMessages.proceed}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Beyond the spec (issue 29): how long the investor has left to approve, from the 180 s the status
 * is polled for (000 §9; the machine gives up then). Mounted when the polling starts; a timer role,
 * which screen readers do not announce at every tick.
 */
function UpiTimeLeft() {
  const [secondsLeft, setSecondsLeft] = useState(UPI_GIVE_UP_MS / 1000);
  useEffect(() => {
    const started = Date.now();
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((UPI_GIVE_UP_MS - (Date.now() - started)) / 1000)));
    }, 1000);
    return () => window.clearInterval(tick);
  }, []);
  return (
    <Text size="sm" c="dimmed" role="timer">
      {upiDialogMessages.timeLeft(secondsLeft)}
    </Text>
  );
}

/** Net banking (000 §4.3, §8): setting up the payment, or the gateway's refusal. */
export function NetBankingPanel({ netBanking, actor }: { netBanking: NetBankingActor; actor: OrderActor }) {
  const message = useSelector(netBanking, (s) => s.context.message);
  const requesting = useSelector(netBanking, (s) => s.matches('requesting'));
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {netBankingMessages.heading}
      </Title>
      {requesting && (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{netBankingMessages.connecting}</Text>
        </Group>
      )}
      {message && (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      )}
      {!requesting && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
            {netBankingMessages.close}
          </Button>
          <Button onClick={() => actor.send({ type: 'step.previous' })}>{netBankingMessages.back}</Button>
        </Group>
      )}
    </Stack>
  );
}
