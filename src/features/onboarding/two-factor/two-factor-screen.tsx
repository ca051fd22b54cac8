/**
 * /two-factor-otp (001 §2.10): the masked e-mail, the password-type code field, Verify and
 * "Haven't received it? Resend OTP" with its countdown, drawn from the Two Factor step actor.
 */
import { Button, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { failureText, toStepFailure } from '../../../../machines/onboarding/step-failure';
import type { twoFactorMachine } from '../../../../machines/onboarding/two-factor.machine';
import { CodeEntry, OtpSentTo } from '../../../components/code-entry';
import { maskEmailAfterTwo as maskEmail } from '../../../lib/mask-email';
import { OnboardingPage, OnboardingStepLoading, StepFailureNotice } from '../components/onboarding-page';
import { twoFactorMessages as text } from './messages';

type TwoFactorActor = ActorRefFrom<typeof twoFactorMachine>;

export function TwoFactorScreen({ actor }: { actor: TwoFactorActor }) {
  const email = useSelector(actor, (s) => s.context.email);
  const loading = useSelector(actor, (s) => s.matches('loadingNominees'));
  const dataProblem = useSelector(actor, (s) => (s.matches('noNomineeData') ? s.context.dataProblem : null));
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const verifying = useSelector(codeEntry, (s) => s?.matches('verifying') ?? false);
  const verified = useSelector(actor, (s) => s.status === 'done');
  const back = () => actor.send({ type: 'step.previous' });

  if (loading) return <OnboardingStepLoading label={text.loading} />;

  return (
    <OnboardingPage title={text.title} intro={text.intro}>
      {dataProblem ? (
        <Stack gap="md">
          <StepFailureNotice title={text.missingTitle}>
            {dataProblem === 'missing' ? text.missing : text.unreadable}
          </StepFailureNotice>
          <Button variant="default" onClick={back}>
            {text.back}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <CodeEntry
            actor={codeEntry}
            formLabel={text.title}
            lead={<OtpSentTo lead={text.sentTo} address={maskEmail(email)} />}
            inputType="password"
            done={verified}
            renderFailure={(error) => (
              <StepFailureNotice title={text.failureTitle}>
                {failureText(toStepFailure(error), text.failed)}
              </StepFailureNotice>
            )}
            renderResendFailure={(error) => (
              <StepFailureNotice title={text.resendFailureTitle}>
                {failureText(toStepFailure(error), text.resendFailed)}
              </StepFailureNotice>
            )}
          />
          <Button variant="subtle" onClick={back} disabled={verifying || verified}>
            {text.back}
          </Button>
        </Stack>
      )}
    </OnboardingPage>
  );
}
