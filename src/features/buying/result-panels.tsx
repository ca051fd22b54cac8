import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { firstInstalmentDate, sipDayLabel } from '../../../domain/sip-dates';
import { AnchorLink } from '../../components/links';
import { OutcomePanel } from '../../components/outcome-panel';
import { formatRupees } from '../../lib/format';
import { failureMessages, paidMessages, processingMessages, sipRegisteredMessages } from './messages';
import type { OrderActor } from './order-actor';

/** Step 3 (000 §2.6): the spinner while the order is confirmed with the OTP. */
export function ProcessingPanel() {
  return (
    <Stack align="center" gap="sm" py="lg" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <Text>{processingMessages.processing}</Text>
    </Stack>
  );
}

/** Step 4 (000 §2.6, §8): 'failed !', the message, Close, Retry and 'view details'. */
export function FailurePanel({ actor }: { actor: OrderActor }) {
  const message = useSelector(actor, (s) => s.context.failure ?? failureMessages.fallback);
  return (
    <OutcomePanel
      outcome="failure"
      heading={failureMessages.heading}
      actions={
        <>
          <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
            {failureMessages.close}
          </Button>
          <Button onClick={() => actor.send({ type: 'order.retry' })}>{failureMessages.retry}</Button>
        </>
      }
      footer={
        <AnchorLink to="/orderstatus" size="sm" onClick={() => actor.send({ type: 'orderStatus.view' })}>
          {failureMessages.viewDetails}
        </AnchorLink>
      }
    >
      <Alert color="red" variant="light" role="alert" w="100%">
        {message}
      </Alert>
    </OutcomePanel>
  );
}

/** Step 7 (000 §2.6): 'Payment Successful!'; Close goes to Order Status. */
export function PaidPanel({ actor }: { actor: OrderActor }) {
  return (
    <OutcomePanel
      outcome="success"
      heading={paidMessages.heading}
      actions={
        <>
          <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
            {paidMessages.close}
          </Button>
          <Button data-autofocus onClick={() => actor.send({ type: 'dialog.close' })}>
            {paidMessages.done}
          </Button>
        </>
      }
    >
      <Text ta="center">{paidMessages.body}</Text>
    </OutcomePanel>
  );
}

/** A confirmed SIP: registered against the mandate, no payment now (000 §4.3 first instalment). */
export function SipRegisteredPanel({ actor }: { actor: OrderActor }) {
  const amount = useSelector(actor, (s) => s.context.amount);
  const day = useSelector(actor, (s) => s.context.sipDay);
  const today = useSelector(actor, (s) => s.context.today);
  if (day === null) return null;
  const first = format(firstInstalmentDate(day, today), 'dd-MM-yyyy');
  return (
    <OutcomePanel
      outcome="success"
      heading={sipRegisteredMessages.heading}
      actions={
        <>
          <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
            {sipRegisteredMessages.close}
          </Button>
          <Button data-autofocus onClick={() => actor.send({ type: 'dialog.close' })}>
            {sipRegisteredMessages.done}
          </Button>
        </>
      }
    >
      <Text ta="center">{sipRegisteredMessages.body(formatRupees(amount || '0'), sipDayLabel(day), first)}</Text>
    </OutcomePanel>
  );
}
