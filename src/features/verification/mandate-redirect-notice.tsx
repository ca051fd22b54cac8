import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { mandateAuthorisationMachine } from '../../../machines/mandate-authorisation.machine';
import { verificationMessages as text } from './messages';

export type MandateAuthorisationActor = ActorRefFrom<typeof mandateAuthorisationMachine>;

/**
 * The mandate authorisation inside a modal: preparing, the redirect notice with its 10-second
 * countdown and Redirect button (000 §2.7), or why the mandate cannot go to the bank (000 §8).
 */
export function MandateRedirectNotice({ actor, onBack }: { actor: MandateAuthorisationActor; onBack: () => void }) {
  const state = useSelector(actor, (s) => s);
  if (state.matches('notice') || state.matches('redirecting')) {
    return (
      <Stack gap="md">
        <Title order={2} fz="h4">
          {text.redirectTitle}
        </Title>
        <Text role="timer" aria-live="polite">
          {text.redirectIn(state.context.remaining)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={state.matches('redirecting')}>
            {text.back}
          </Button>
          <Button onClick={() => actor.send({ type: 'redirect.go' })} loading={state.matches('redirecting')}>
            {text.redirect}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (state.matches('failed')) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {state.context.message}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {text.back}
          </Button>
          <Button onClick={() => actor.send({ type: 'mandate.retry' })}>{text.tryAgain}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{text.preparingMandate}</Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {text.back}
        </Button>
      </Group>
    </Stack>
  );
}
