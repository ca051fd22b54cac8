import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { mandateAuthorisationMachine } from '../../../machines/mandate-authorisation.machine';
import { type CountdownActor, useCountdownSeconds } from './countdown-seconds';
import { verificationMessages as text } from './messages';

export type MandateAuthorisationActor = ActorRefFrom<typeof mandateAuthorisationMachine>;

/** What the notice shows, as one string: a dialog's focus moves to each new one. */
export function useAuthorisationStage(actor: MandateAuthorisationActor | undefined): string {
  return useSelector(actor, (s) => {
    if (s?.matches('failed')) return 'failed';
    return s?.matches('notice') || s?.matches('redirecting') ? 'notice' : 'preparing';
  });
}

/**
 * The mandate authorisation inside a modal: preparing, the redirect notice with its 10-second
 * countdown and Redirect button (000 §2.7), or why the mandate cannot go to the bank (000 §8).
 */
export function MandateRedirectNotice({ actor, onBack }: { actor: MandateAuthorisationActor; onBack: () => void }) {
  const redirecting = useSelector(actor, (s) => s.matches('redirecting'));
  const notice = useSelector(actor, (s) => s.matches('notice'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const remaining = useCountdownSeconds(useSelector(actor, (s) => s.children.countdown as CountdownActor | undefined));
  const message = useSelector(actor, (s) => s.context.message);
  if (notice || redirecting) {
    return (
      <Stack gap="md">
        <Title order={2} fz="h4">
          {text.redirectTitle}
        </Title>
        <Text role="timer" aria-live="polite">
          {text.redirectIn(remaining)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack} disabled={redirecting}>
            {text.back}
          </Button>
          <Button onClick={() => actor.send({ type: 'redirect.go' })} loading={redirecting}>
            {text.redirect}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (failed) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {message}
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
