import { Button, Loader, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { CodeEntry, CodeStillValid } from '../../components/code-entry';
import { maskEmailFirstCharacter } from '../../lib/mask-email';
import { otpStepMessages as text } from './messages';
import type { RedemptionActor } from './redemption-actor';

/**
 * OTP (001 §4.3, §5 Flow OTP): the hidden 6-character code sent to the masked e-mail, Resend
 * after 60 s, Back to DETAILS; while the code confirms the redemption a spinner shows.
 */
export function OtpStep({ actor }: { actor: RedemptionActor }) {
  const email = useSelector(actor, (s) => s.context.email);
  const sentEarlier = useSelector(actor, (s) => s.context.otpNotice === 'STILL_VALID');
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const verifying = useSelector(codeEntry, (s) => s?.matches('verifying') ?? false);
  if (verifying) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{text.processing}</Text>
      </Stack>
    );
  }
  return (
    <CodeEntry
      actor={codeEntry}
      formLabel={text.heading}
      lead={
        sentEarlier ? (
          <CodeStillValid earlier={text.askedEarlier} address={maskEmailFirstCharacter(email)} />
        ) : (
          <Text>{text.sentTo(maskEmailFirstCharacter(email))}</Text>
        )
      }
      inputType="password"
      incompleteMessages={{ required: text.otpRequired, length: text.otpLength }}
      autoFocus
      actions={
        <Button variant="default" onClick={() => actor.send({ type: 'step.previous' })}>
          {text.back}
        </Button>
      }
    />
  );
}
