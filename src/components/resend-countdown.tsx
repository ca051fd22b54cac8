/**
 * The Resend OTP control of every code-entry step, drawn from the shared resend-countdown child
 * machine: locked with the time left while the countdown runs, a button once it is over, busy
 * while a new code is sent. Errors are shown by the parent screen, which knows its spec's text.
 */
import { Button, Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';

export type ResendCountdownActor = ActorRefFrom<typeof resendCountdownMachine>;

export interface ResendCountdownProps {
  /** The child actor; undefined while the parent is not in its code-entry state. */
  actor: ResendCountdownActor | undefined;
  /** Text before the button, e.g. "Haven't received it?" (001 §2.10). */
  prompt?: string;
  /** 'seconds' → 'in 42 seconds' (001 §2.10); 'clock' → 'in 0:42' (001 §2.4 minutes:seconds). */
  format?: 'seconds' | 'clock';
  label?: string;
}

export function formatTimeLeft(secondsLeft: number, format: 'seconds' | 'clock'): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  if (format === 'clock') return `in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export function ResendCountdown({ actor, prompt, format = 'seconds', label = 'Resend OTP' }: ResendCountdownProps) {
  if (!actor) return null;
  return <ResendCountdownControl actor={actor} prompt={prompt} format={format} label={label} />;
}

function ResendCountdownControl({
  actor,
  prompt,
  format,
  label,
}: Required<Omit<ResendCountdownProps, 'actor' | 'prompt'>> & { actor: ResendCountdownActor; prompt?: string }) {
  const locked = useSelector(actor, (s) => s.matches('locked'));
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  return (
    <Group gap={4} wrap="wrap" align="center">
      {prompt && (
        <Text size="sm" component="span">
          {prompt}
        </Text>
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={locked}
        loading={sending}
        onClick={() => actor.send({ type: 'resend' })}
      >
        {label}
      </Button>
      {locked && (
        <Text size="sm" component="span" data-testid="resend-time-left">
          {formatTimeLeft(secondsLeft, format)}
        </Text>
      )}
    </Group>
  );
}
