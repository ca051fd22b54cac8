import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { ButtonLink } from '../../components/links';
import { orderReference } from '../../lib/format';
import { resultMessages as text } from './messages';
import type { RedemptionActor } from './redemption-actor';

/** SUCCESS (001 §2.13): the redemption is confirmed; a link goes to Order Status. */
export function SuccessPanel({ actor }: { actor: RedemptionActor }) {
  const orderId = useSelector(actor, (s) => s.context.orderId);
  return (
    <Stack gap="md" align="center" py="sm">
      <IconCircleCheck size={48} color="var(--mantine-color-green-9)" aria-hidden="true" />
      <Title order={2} fz="h3">
        {text.successHeading}
      </Title>
      {orderId !== null && <Text fw={600}>{orderReference(orderId)}</Text>}
      <Text ta="center">{text.successBody}</Text>
      <Group justify="center">
        <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
          {text.done}
        </Button>
        <ButtonLink to="/orderstatus" data-autofocus>
          {text.orderStatus}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

/** ERROR (001 §4.3, §8): 'failed !', the server's message or the default; Close and Retry. */
export function ErrorPanel({ actor }: { actor: RedemptionActor }) {
  const message = useSelector(actor, (s) => s.context.failure ?? text.fallback);
  return (
    <Stack gap="md" align="center" py="sm">
      <IconCircleX size={48} color="var(--mantine-color-red-9)" aria-hidden="true" />
      <Title order={2} fz="h3">
        {text.errorHeading}
      </Title>
      <Alert color="red" variant="light" role="alert" w="100%">
        {message}
      </Alert>
      <Group justify="center">
        <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
          {text.close}
        </Button>
        <Button onClick={() => actor.send({ type: 'redemption.retry' })}>{text.retry}</Button>
      </Group>
    </Stack>
  );
}
