import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ExternalPanFormSchema } from '../../../domain/external-portfolio';
import { PanFields } from '../../components/pan-fields';
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
  return (
    <form
      noValidate
      aria-label={text.panTitle}
      onSubmit={form.onSubmit((values) => onSubmit(values.pan.trim(), values.dob ?? ''))}
    >
      <Stack gap="md">
        <Text fz="sm">{text.panIntro}</Text>
        <PanFields
          pan={form.getInputProps('pan')}
          dob={form.getInputProps('dob')}
          onPanChange={(pan) => form.setFieldValue('pan', pan)}
          today={new Date()}
          dobLabel={text.dob}
          autoFocus
        />
        <Checkbox {...form.getInputProps('terms', { type: 'checkbox' })} label={text.terms} />
        <Button type="submit" fullWidth>
          {text.next}
        </Button>
      </Stack>
    </form>
  );
}
