import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  additionalInfoFormSchema,
  GENDERS,
  INCOME_BANDS,
  NATIONALITY,
  OCCUPATIONS,
} from '../../../../domain/onboarding/additional-info';
import type { additionalInfoMachine } from '../../../../machines/onboarding/additional-info.machine';
import { formResolver } from '../../../lib/form-validation';
import { OnboardingPage, StepFailureNotice } from '../components/onboarding-page';
import { onboardingMessages, additionalInfoMessages as text } from '../messages';

export type AdditionalInfoActor = ActorRefFrom<typeof additionalInfoMachine>;

interface AdditionalInfoValues {
  gender: string | null;
  grossAnnualIncome: string | null;
  occupation: string | null;
  affirmed: boolean;
}

const options = (choices: ReadonlyArray<{ value: string; label: string }>) =>
  choices.map(({ value, label }) => ({ value, label }));

/**
 * Additional Info (/additionalinfo, 001 §2.8, §5): gender, nationality (Indian, fixed), income,
 * occupation and the affirmation. Previous returns to Basic Info; Proceed saves.
 */
export function AdditionalInfoScreen({ actor }: { actor: AdditionalInfoActor }) {
  const saving = useSelector(actor, (s) => s.matches('saving') || s.status === 'done');
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));

  const form = useForm<AdditionalInfoValues>({
    mode: 'controlled',
    initialValues: { gender: null, grossAnnualIncome: null, occupation: null, affirmed: false },
    validate: formResolver(additionalInfoFormSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    actor.send({
      type: 'additionalInfo.submit',
      details: {
        gender: values.gender ?? '',
        grossAnnualIncome: values.grossAnnualIncome ?? '',
        occupation: values.occupation ?? '',
        resident: NATIONALITY,
      },
    }),
  );

  const choice = (
    field: 'gender' | 'grossAnnualIncome' | 'occupation',
    label: string,
    data: ReturnType<typeof options>,
  ) => (
    <Select
      {...form.getInputProps(field)}
      label={label}
      placeholder={text.selectPlaceholder}
      withAsterisk
      data={data}
      allowDeselect={false}
      disabled={saving}
    />
  );

  return (
    <OnboardingPage title={text.title} intro={text.intro}>
      <form noValidate onSubmit={submit} aria-label={text.title}>
        <Stack gap="md">
          {failure && <StepFailureNotice title={text.failedTitle}>{failure.message ?? text.failed}</StepFailureNotice>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {choice('gender', text.gender, options(GENDERS))}
            <TextInput label={text.nationality} value={text.nationalityValue} disabled readOnly />
            {choice('grossAnnualIncome', text.income, options(INCOME_BANDS))}
            {choice('occupation', text.occupation, options(OCCUPATIONS))}
          </SimpleGrid>
          <Checkbox
            {...form.getInputProps('affirmed', { type: 'checkbox' })}
            label={text.affirmation}
            disabled={saving}
          />
          <Group justify="space-between">
            <Button variant="default" disabled={saving} onClick={() => actor.send({ type: 'additionalInfo.previous' })}>
              {onboardingMessages.previous}
            </Button>
            <Button type="submit" loading={saving}>
              {onboardingMessages.proceed}
            </Button>
          </Group>
        </Stack>
      </form>
    </OnboardingPage>
  );
}
