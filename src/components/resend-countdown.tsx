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
  /**
   * The button's label while locked, time included (e.g. 'Resend OTP in 4:59', as the sign-in
   * screens show it); when given, the separate time-left text is left out.
   */
  lockedLabel?: ((secondsLeft: number) => string) | undefined;
  /**
   * Called on press instead of sending `resend` to the child, for a parent that must check its
   * own form first and then decides what to ask for (the New Password screen without an e-mail).
   */
  onResend?: (() => void) | undefined;
}

function formatTimeLeft(secondsLeft: number, format: 'seconds' | 'clock'): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  if (format === 'clock') return `in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export function ResendCountdown({ actor, format = 'seconds', label = 'Resend OTP', ...rest }: ResendCountdownProps) {
  if (!actor) return null;
  return <ResendCountdownControl actor={actor} format={format} label={label} {...rest} />;
}

function ResendCountdownControl({
  actor,
  prompt,
  format,
  label,
  lockedLabel,
  onResend,
}: ResendCountdownProps & { actor: ResendCountdownActor; format: 'seconds' | 'clock'; label: string }) {
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
        onClick={onResend ?? (() => actor.send({ type: 'resend' }))}
      >
        {locked && lockedLabel ? lockedLabel(secondsLeft) : label}
      </Button>
      {locked && !lockedLabel && (
        <Text size="sm" component="span" data-testid="resend-time-left">
          {formatTimeLeft(secondsLeft, format)}
        </Text>
      )}
    </Group>
  );
}
