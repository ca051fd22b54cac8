import { Button, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { CodeEntry, CodeStillValid } from '../../components/code-entry';
import { maskEmailKeepingDomain as maskEmail } from '../../lib/mask-email';
import { otpMessages as text } from './messages';
import type { OrderActor } from './order-actor';
import { ProcessingPanel } from './result-panels';

/**
 * Step 2 (000 §2.6): the 6-character OTP, masked, sent to the masked e-mail; Resend after 60 s.
 * While the code confirms the order, the Processing spinner shows instead.
 */
export function OtpStep({ actor }: { actor: OrderActor }) {
  const email = useSelector(actor, (s) => s.context.email);
  const codeSentEarlier = useSelector(actor, (s) => s.context.otpNotice === 'STILL_VALID');
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const verifying = useSelector(codeEntry, (s) => s?.matches('verifying') ?? false);
  if (verifying) return <ProcessingPanel />;
  return (
    <CodeEntry
      actor={codeEntry}
      formLabel={text.heading}
      lead={
        codeSentEarlier ? (
          <CodeStillValid earlier={text.placedEarlier} address={maskEmail(email)} />
        ) : (
          <Text>{text.sentTo(maskEmail(email))}</Text>
        )
      }
      inputType="password"
      incompleteMessages={{ required: text.otpRequired, length: text.otpLength }}
      autoFocus
      actions={
        <Button variant="default" onClick={() => actor.send({ type: 'step.previous' })}>
          {text.previous}
        </Button>
      }
    />
  );
}
