import '@mantine/dates/styles.css';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { formatIsoDate } from '../../../domain/dates';
import { ExternalPanFormSchema, latestBirthDate } from '../../../domain/external-portfolio';
import { PAN_MAX_LENGTH } from '../../../domain/fields';
import { formResolver } from '../../lib/form-validation';
import { externalPortfolioTexts as text } from './messages';

/**
 * PAN modal, step 1 (000 §2.7, §5): PAN (capitals, max 10), date of birth picked from a
 * calendar (not typeable; dates later than 18 years ago disabled) and the terms.
 */
export function PanForm({
  initial,
  onSubmit,
}: {
  initial: { pan: string; dob: string };
  onSubmit: (pan: string, dob: string) => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { pan: initial.pan, dob: initial.dob === '' ? null : initial.dob, terms: false } as {
      pan: string;
      dob: string | null;
      terms: boolean;
    },
    validate: formResolver(ExternalPanFormSchema),
  });
  const latest = latestBirthDate(formatIsoDate(new Date()));
  return (
    <form
      noValidate
      aria-label={text.panTitle}
      onSubmit={form.onSubmit((values) => onSubmit(values.pan.trim(), values.dob ?? ''))}
    >
      <Stack gap="md">
        <Text fz="sm">{text.panIntro}</Text>
        <TextInput
          {...form.getInputProps('pan')}
          label={text.pan}
          placeholder={text.panPlaceholder}
          withAsterisk
          maxLength={PAN_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          onChange={(event) => form.setFieldValue('pan', event.currentTarget.value.toUpperCase())}
        />
        <DatePickerInput
          {...form.getInputProps('dob')}
          label={text.dob}
          placeholder={text.dobPlaceholder}
          withAsterisk
          valueFormat="DD-MM-YYYY"
          maxDate={latest}
          defaultDate={latest}
          defaultLevel="decade"
          ariaLabels={text.calendarLabels}
        />
        <Checkbox {...form.getInputProps('terms', { type: 'checkbox' })} label={text.terms} />
        <Button type="submit" fullWidth>
          {text.next}
        </Button>
      </Stack>
    </form>
  );
}
