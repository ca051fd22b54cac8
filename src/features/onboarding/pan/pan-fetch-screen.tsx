import { Anchor, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import * as v from 'valibot';
import type { ActorRefFrom } from 'xstate';
import { formatDmyDate, toCalendarDate } from '../../../../domain/dates';
import { panSchema } from '../../../../domain/onboarding/pan';
import type { panFetchMachine } from '../../../../machines/onboarding/pan-fetch.machine';
import { PanFields } from '../../../components/pan-fields';
import { formResolver } from '../../../lib/form-validation';
import { OnboardingPage, StepFailureNotice } from '../components/onboarding-page';
import { onboardingMessages, panMessages as text } from '../messages';

export type PanFetchActor = ActorRefFrom<typeof panFetchMachine>;

interface PanFetchValues {
  pan: string;
  dob: string | null;
  consent: boolean;
}

/**
 * PAN fetch (/panFetch, 001 §2.6): 'Enter your PAN details' — PAN, date of birth 'as per PAN'
 * and the consent to download the KYC record from the central KYC registry, whose terms open
 * in a modal. The record's full name carries the onboarding on.
 */
export function PanFetchScreen({ actor }: { actor: PanFetchActor }) {
  const today = useSelector(actor, (s) => s.context.today);
  const initial = useSelector(actor, (s) => s.context.initial);
  const downloading = useSelector(actor, (s) => s.matches('downloading') || s.status === 'done');
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const [termsOpen, setTermsOpen] = useState(false);

  const form = useForm<PanFetchValues>({
    mode: 'controlled',
    initialValues: { pan: initial?.pan ?? '', dob: initial?.dob ?? null, consent: false },
    validate: formResolver(v.object({ ...panSchema(today).entries, consent: v.literal(true, text.consentRequired) })),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ pan, dob }) => {
    const date = toCalendarDate(dob);
    if (date) actor.send({ type: 'pan.submit', pan, dateOfBirth: formatDmyDate(date) });
  });

  return (
    <OnboardingPage title={text.fetchTitle}>
      <form noValidate onSubmit={submit} aria-label={text.fetchTitle}>
        <Stack gap="md">
          {failure && (
            <StepFailureNotice title={text.fetchFailedTitle}>{failure.message ?? text.fetchFailed}</StepFailureNotice>
          )}
          <PanFields
            pan={form.getInputProps('pan')}
            dob={form.getInputProps('dob')}
            onPanChange={(value) => form.setFieldValue('pan', value)}
            today={today}
            dobLabel={text.dobAsPerPan}
            disabled={downloading}
          />
          <Stack gap={6}>
            <Checkbox
              {...form.getInputProps('consent', { type: 'checkbox' })}
              disabled={downloading}
              label={text.consent}
            />
            <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => setTermsOpen(true)}>
              {text.consentLink}
            </Anchor>
          </Stack>
          <Button type="submit" loading={downloading}>
            {onboardingMessages.proceed}
          </Button>
        </Stack>
      </form>
      <Modal opened={termsOpen} onClose={() => setTermsOpen(false)} title={text.consentTitle} centered>
        <Stack gap="sm">
          {text.consentTerms.map((paragraph) => (
            <Text key={paragraph} fz="sm">
              {paragraph}
            </Text>
          ))}
          <Button onClick={() => setTermsOpen(false)}>{onboardingMessages.close}</Button>
        </Stack>
      </Modal>
    </OnboardingPage>
  );
}
