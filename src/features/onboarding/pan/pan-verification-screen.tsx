import { Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatIsoDate, toCalendarDate } from '../../../../domain/dates';
import { panSchema } from '../../../../domain/onboarding/pan';
import type { panVerificationMachine } from '../../../../machines/onboarding/pan-verification.machine';
import { PanFields, type PanFormValues } from '../../../components/pan-fields';
import { formResolver } from '../../../lib/form-validation';
import { OnboardingPage, StepFailureNotice } from '../components/onboarding-page';
import { onboardingMessages, panMessages as text } from '../messages';

export type PanVerificationActor = ActorRefFrom<typeof panVerificationMachine>;

/**
 * PAN verification (/pancardverification, 001 §2.6, §4.2): PAN and date of birth checked with
 * the KYC registry. A technical failure opens 'Technical Issue Detected', a registry message
 * shows above the form, and any other answer opens 'KYC not validated or registered'.
 */
export function PanVerificationScreen({ actor }: { actor: PanVerificationActor }) {
  const today = useSelector(actor, (s) => s.context.today);
  const initial = useSelector(actor, (s) => s.context.initial);
  const checking = useSelector(actor, (s) => s.matches('checking') || s.status === 'done');
  const problem = useSelector(actor, (s) => s.context.problem);
  const technical = useSelector(actor, (s) => s.matches('technicalIssue'));
  const notValidated = useSelector(actor, (s) => s.matches('notValidated'));
  const refusal = useSelector(actor, (s) =>
    !s.matches('refused') || !problem ? null : problem.kind === 'message' ? problem.message : text.invalidResponse,
  );

  const form = useForm<PanFormValues>({
    mode: 'controlled',
    initialValues: { pan: initial?.pan ?? '', dob: initial?.dob ?? null },
    validate: formResolver(panSchema(today)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ pan, dob }) => {
    const date = toCalendarDate(dob);
    if (date) actor.send({ type: 'pan.submit', check: { pan, dob: formatIsoDate(date) } });
  });
  const close = () => actor.send({ type: 'dialog.close' });
  const technicalMessage = problem?.kind === 'technical' ? problem.message : null;

  return (
    <OnboardingPage title={text.verificationTitle} intro={text.verificationIntro}>
      <form noValidate onSubmit={submit} aria-label={text.verificationTitle}>
        <Stack gap="md">
          {refusal && <StepFailureNotice title={text.checkFailedTitle}>{refusal}</StepFailureNotice>}
          <PanFields
            pan={form.getInputProps('pan')}
            dob={form.getInputProps('dob')}
            onPanChange={(value) => form.setFieldValue('pan', value)}
            today={today}
            dobLabel={text.dob}
            disabled={checking}
          />
          <Button type="submit" loading={checking}>
            {onboardingMessages.proceed}
          </Button>
        </Stack>
      </form>
      <Modal opened={technical} onClose={close} title={text.technicalTitle} centered>
        <Stack gap="md">
          <Text>{technicalMessage ?? text.technicalDefault}</Text>
          <Button onClick={close}>{onboardingMessages.close}</Button>
        </Stack>
      </Modal>
      <Modal opened={notValidated} onClose={close} title={text.notValidatedTitle} centered>
        <Stack gap="md">
          <Text>{text.notValidated}</Text>
          <Button onClick={close}>{onboardingMessages.close}</Button>
        </Stack>
      </Modal>
    </OnboardingPage>
  );
}
