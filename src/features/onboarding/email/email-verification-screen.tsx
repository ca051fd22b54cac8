/**
 * /emailverification (001 §2.12, §4.2): the code sent on entry, Verify with the shared resend
 * countdown, then the success modal whose Proceed opens the exchange's authentication page in a
 * new tab. Proceed sends the event while the click is handled, so the machine opens the tab as
 * the user's own act. A verification that brought no authentication URL says so (001 §8) and
 * offers a new code instead of the modal.
 */
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { emailVerificationMachine } from '../../../../machines/onboarding/email-verification.machine';
import { failureText, toStepFailure } from '../../../../machines/onboarding/step-failure';
import { CodeEntry, OtpSentTo } from '../../../components/code-entry';
import { OnboardingPage, OnboardingStepLoading, StepFailureNotice } from '../components/onboarding-page';
import { emailMessages as text } from './messages';

type EmailVerificationActor = ActorRefFrom<typeof emailVerificationMachine>;

export function EmailVerificationScreen({ actor }: { actor: EmailVerificationActor }) {
  const email = useSelector(actor, (s) => s.context.email);
  const sending = useSelector(actor, (s) => s.matches('sendingCode'));
  const sendFailure = useSelector(actor, (s) => (s.matches('sendFailed') ? s.context.failure : null));
  const noAuthUrl = useSelector(actor, (s) => s.matches('noAuthUrl'));
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
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
      ) : noAuthUrl ? (
        <Stack gap="md">
          <StepFailureNotice title={text.noAuthUrlTitle}>{text.noAuthUrl}</StepFailureNotice>
          <Button onClick={() => actor.send({ type: 'code.send' })}>{text.sendAgain}</Button>
        </Stack>
      ) : (
        <CodeEntry
          actor={codeEntry}
          formLabel={text.title}
          lead={<OtpSentTo lead={text.sentTo} address={email} />}
          inputType="text"
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
      )}
      {verified && <VerifiedModal actor={actor} />}
    </OnboardingPage>
  );
}

function VerifiedModal({ actor }: { actor: EmailVerificationActor }) {
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
        {popupBlocked && <StepFailureNotice title={text.successTitle}>{text.popupBlocked}</StepFailureNotice>}
        <Button loading={opening} onClick={() => actor.send({ type: 'auth.proceed' })}>
          {text.proceed}
        </Button>
      </Stack>
    </Modal>
  );
}
