/**
 * /emailverification (001 §2.12, §4.2): the code sent on entry, Verify with the shared resend
 * countdown, then the success modal whose Proceed opens the exchange's authentication page in a
 * new tab. Proceed sends the event while the click is handled, so the machine opens the tab as
 * the user's own act.
 */
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { emailVerificationMachine } from '../../../../machines/onboarding/email-verification.machine';
import { failureText } from '../../../../machines/onboarding/step-failure';
import { OtpEntry, OtpSentTo } from '../../../components/code-entry';
import { OnboardingPage, OnboardingStepLoading, StepFailureNotice } from '../components/onboarding-page';
import { emailMessages as text } from './messages';

export type EmailVerificationActor = ActorRefFrom<typeof emailVerificationMachine>;

export function EmailVerificationScreen({ actor }: { actor: EmailVerificationActor }) {
  const email = useSelector(actor, (s) => s.context.email);
  const sending = useSelector(actor, (s) => s.matches('sendingCode'));
  const sendFailure = useSelector(actor, (s) => (s.matches('sendFailed') ? s.context.failure : null));
  const code = useSelector(actor, (s) => s.context.code);
  const incomplete = useSelector(actor, (s) => s.matches({ codeEntry: 'incomplete' }));
  const verifying = useSelector(actor, (s) => s.matches({ codeEntry: 'verifying' }));
  const failure = useSelector(actor, (s) => (s.matches({ codeEntry: 'failed' }) ? s.context.failure : null));
  const resendFailure = useSelector(actor, (s) => s.context.resendFailure);
  const resend = useSelector(actor, (s) => s.children.resend);
  const verified = useSelector(actor, (s) => s.matches('verified') || s.status === 'done');

  if (sending) return <OnboardingStepLoading label={text.sending} />;

  return (
    <OnboardingPage title={text.title} intro={text.intro}>
      {sendFailure ? (
        <Stack gap="md">
          <StepFailureNotice title={text.sendFailedTitle}>
            {failureText(sendFailure, text.sendFailed)}
          </StepFailureNotice>
          <Button onClick={() => actor.send({ type: 'code.send' })}>{text.sendAgain}</Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <OtpSentTo lead={text.sentTo} address={email} />
          <OtpEntry
            formLabel={text.title}
            code={code}
            incomplete={incomplete}
            verifying={verifying || verified}
            inputType="text"
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
        </Stack>
      )}
      {verified && <VerifiedModal actor={actor} />}
    </OnboardingPage>
  );
}

function VerifiedModal({ actor }: { actor: EmailVerificationActor }) {
  const hasUrl = useSelector(actor, (s) => s.context.authUrl !== null);
  const urlMissing = useSelector(actor, (s) => s.matches({ verified: 'urlMissing' }));
  const popupBlocked = useSelector(actor, (s) => s.matches({ verified: 'popupBlocked' }));
  const opening = useSelector(actor, (s) => s.matches({ verified: 'opening' }) || s.status === 'done');
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={text.successTitle}
      centered
    >
      <Stack gap="md">
        <Text>{text.success}</Text>
        {!hasUrl && !urlMissing && <StepFailureNotice title={text.successTitle}>{text.noAuthUrl}</StepFailureNotice>}
        {urlMissing && <StepFailureNotice title={text.successTitle}>{text.urlMissing}</StepFailureNotice>}
        {popupBlocked && <StepFailureNotice title={text.successTitle}>{text.popupBlocked}</StepFailureNotice>}
        <Button loading={opening} onClick={() => actor.send({ type: 'auth.proceed' })}>
          {text.proceed}
        </Button>
      </Stack>
    </Modal>
  );
}
