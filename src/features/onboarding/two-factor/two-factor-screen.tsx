/**
 * /two-factor-otp (001 §2.10): the masked e-mail, the password-type code field, Verify and
 * "Haven't received it? Resend OTP" with its countdown, drawn from the Two Factor step actor.
 */
import { Button, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { failureText } from '../../../../machines/onboarding/step-failure';
import type { twoFactorMachine } from '../../../../machines/onboarding/two-factor.machine';
import { OtpEntry, OtpSentTo } from '../../../components/code-entry';
import { maskEmailAfterTwo as maskEmail } from '../../../lib/mask-email';
import { OnboardingPage, OnboardingStepLoading, StepFailureNotice } from '../components/onboarding-page';
import { twoFactorMessages as text } from './messages';

export type TwoFactorActor = ActorRefFrom<typeof twoFactorMachine>;

export function TwoFactorScreen({ actor }: { actor: TwoFactorActor }) {
  const email = useSelector(actor, (s) => s.context.email);
  const loading = useSelector(actor, (s) => s.matches('loadingNominees'));
  const dataProblem = useSelector(actor, (s) => (s.matches('noNomineeData') ? s.context.dataProblem : null));
  const code = useSelector(actor, (s) => s.context.code);
  const incomplete = useSelector(actor, (s) => s.matches({ codeEntry: 'incomplete' }));
  const verifying = useSelector(actor, (s) => s.matches({ codeEntry: 'verifying' }) || s.status === 'done');
  const failure = useSelector(actor, (s) => (s.matches({ codeEntry: 'failed' }) ? s.context.failure : null));
  const resendFailure = useSelector(actor, (s) => s.context.resendFailure);
  const resend = useSelector(actor, (s) => s.children.resend);
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
          <OtpSentTo lead={text.sentTo} address={maskEmail(email)} />
          <OtpEntry
            formLabel={text.title}
            code={code}
            incomplete={incomplete}
            verifying={verifying}
            inputType="password"
            resend={resend}
            failure={
              failure && (
                <StepFailureNotice title={text.failureTitle}>{failureText(failure, text.failed)}</StepFailureNotice>
              )
            }
            resendFailure={
              resendFailure && (
                <StepFailureNotice title={text.resendFailureTitle}>
                  {failureText(resendFailure, text.resendFailed)}
                </StepFailureNotice>
              )
            }
            onChange={(value) => actor.send({ type: 'code.changed', value })}
            onSubmit={() => actor.send({ type: 'code.submit' })}
          />
          <Button variant="subtle" onClick={back} disabled={verifying}>
            {text.back}
          </Button>
        </Stack>
      )}
    </OnboardingPage>
  );
}
