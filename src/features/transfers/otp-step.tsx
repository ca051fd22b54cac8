import { Alert, Button, Stack, Title } from '@mantine/core';
import { serverMessageOr } from '../../../machines/shared/server-message';
import type { CodeEntryActor } from '../../components/code-entry';
import { CodeEntry, OtpSentTo } from '../../components/code-entry';
import { maskEmailFirstCharacter } from '../../lib/mask-email';
import { stepButtons, otpMessages as text } from './messages';

/**
 * The OTP step of every wizard (001 §4.4, §5 "Flow OTP", §9): the hidden 6-character code sent
 * to the masked e-mail, Resend after 60 s (a failed resend says so here), Previous and Verify.
 */
export function TransferOtpStep({
  actor,
  email,
  onPrevious,
}: {
  actor: CodeEntryActor | undefined;
  email: string;
  onPrevious: () => void;
}) {
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      <CodeEntry
        actor={actor}
        formLabel={text.heading}
        lead={<OtpSentTo lead={text.prompt} address={maskEmailFirstCharacter(email)} />}
        inputType="password"
        incompleteMessages={{ required: text.otpRequired, length: text.otpLength }}
        renderResendFailure={(error) => (
          <Alert color="red" role="alert">
            {serverMessageOr(error, text.resendFailed)}
          </Alert>
        )}
        autoFocus
        actions={
          <Button variant="default" onClick={onPrevious}>
            {stepButtons.previous}
          </Button>
        }
      />
    </Stack>
  );
}
