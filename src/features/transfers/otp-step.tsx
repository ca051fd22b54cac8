import { Alert, Button, Stack, Title } from '@mantine/core';
import type { OtpNotice } from '../../../machines/shared/flow-otp';
import { serverMessageOr } from '../../../machines/shared/server-message';
import type { CodeEntryActor } from '../../components/code-entry';
import { CodeEntry, CodeStillValid, OtpSentTo } from '../../components/code-entry';
import { maskEmailFirstCharacter } from '../../lib/mask-email';
import { stepButtons, otpMessages as text, type WizardKind } from './messages';

/**
 * The OTP step of every wizard (001 §4.4, §5 "Flow OTP", §9): the hidden 6-character code sent
 * to the masked e-mail (or, for the same order placed again within 10 minutes, that the code sent
 * then is still valid, as buying and redemption say it), Resend after 60 s (a failed resend says
 * so here), Previous and Verify.
 */
export function TransferOtpStep({
  actor,
  kind,
  email,
  otpNotice,
  onPrevious,
}: {
  actor: CodeEntryActor | undefined;
  kind: WizardKind;
  email: string;
  otpNotice: OtpNotice;
  onPrevious: () => void;
}) {
  const address = maskEmailFirstCharacter(email);
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      <CodeEntry
        actor={actor}
        formLabel={text.heading}
        lead={
          otpNotice === 'STILL_VALID' ? (
            <CodeStillValid earlier={text.askedEarlier[kind]} address={address} />
          ) : (
            <OtpSentTo lead={text.prompt} address={address} />
          )
        }
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
