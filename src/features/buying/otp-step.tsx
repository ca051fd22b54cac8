import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { ORDER_OTP_LENGTH } from '../../../machines/order.machine';
import { ResendCountdown, type ResendCountdownActor } from '../../components/resend-countdown';
import { maskEmailKeepingDomain as maskEmail } from '../../lib/mask-email';
import { otpMessages as text } from './messages';
import type { OrderActor } from './order-actor';

/** Step 2 (000 §2.6): the 6-character OTP, masked, sent to the masked e-mail; Resend after 60 s. */
export function OtpStep({ actor }: { actor: OrderActor }) {
  const otp = useSelector(actor, (s) => s.context.otp);
  const submitted = useSelector(actor, (s) => s.context.otpSubmitted);
  const email = useSelector(actor, (s) => s.context.email);
  const codeSentEarlier = useSelector(actor, (s) => s.context.otpNotice === 'STILL_VALID');
  const resend = useSelector(actor, (s) => s.children.resend as ResendCountdownActor | undefined);

  const error = !submitted || otp.length === ORDER_OTP_LENGTH ? null : otp === '' ? text.otpRequired : text.otpLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'otp.submitted' });
  };

  return (
    <form onSubmit={submit} aria-label={text.heading} noValidate>
      <Stack gap="md">
        <Text>{(codeSentEarlier ? text.stillValid : text.sentTo)(maskEmail(email))}</Text>
        <PasswordInput
          label={text.otp}
          value={otp}
          maxLength={ORDER_OTP_LENGTH}
          autoComplete="one-time-code"
          required
          error={error}
          data-autofocus
          onChange={(event) => actor.send({ type: 'otp.changed', value: event.currentTarget.value })}
        />
        <ResendCountdown actor={resend} prompt={text.resendPrompt} format="seconds" />
        <Group justify="space-between">
          <Button variant="default" onClick={() => actor.send({ type: 'step.previous' })}>
            {text.previous}
          </Button>
          <Button type="submit">{text.verify}</Button>
        </Group>
      </Stack>
    </form>
  );
}
