import { Alert, Button, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { ButtonLink } from '../../components/links';
import { OutcomePanel } from '../../components/outcome-panel';
import { orderReference } from '../../lib/format';
import { resultMessages as text } from './messages';
import type { RedemptionActor } from './redemption-actor';

/** SUCCESS (001 §2.13): the redemption is confirmed; a link goes to Order Status. */
export function SuccessPanel({ actor }: { actor: RedemptionActor }) {
  const orderId = useSelector(actor, (s) => s.context.orderId);
  return (
    <OutcomePanel
      outcome="success"
      heading={text.successHeading}
      actions={
        <>
          <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
            {text.done}
          </Button>
          <ButtonLink to="/orderstatus" data-autofocus>
            {text.orderStatus}
          </ButtonLink>
        </>
      }
    >
      {orderId !== null && <Text fw={600}>{orderReference(orderId)}</Text>}
      <Text ta="center">{text.successBody}</Text>
    </OutcomePanel>
  );
}

/** ERROR (001 §4.3, §8): 'failed !', the server's message or the default; Close and Retry. */
export function ErrorPanel({ actor }: { actor: RedemptionActor }) {
  const message = useSelector(actor, (s) => s.context.failure ?? text.fallback);
  return (
    <OutcomePanel
      outcome="failure"
      heading={text.errorHeading}
      actions={
        <>
          <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
            {text.close}
          </Button>
          <Button onClick={() => actor.send({ type: 'redemption.retry' })}>{text.retry}</Button>
        </>
      }
    >
      <Alert color="red" variant="light" role="alert" w="100%">
        {message}
      </Alert>
    </OutcomePanel>
  );
}
