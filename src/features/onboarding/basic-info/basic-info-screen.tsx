import { Button, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { TEXT_MAX_LENGTH } from '../../../../domain/fields';
import { FOREIGN_COUNTRIES, INDIAN_STATES } from '../../../../domain/onboarding/basic-info';
import type { basicInfoMachine } from '../../../../machines/onboarding/basic-info.machine';
import { formResolver } from '../../../lib/form-validation';
import { titleCase } from '../../../lib/format';
import { OnboardingPage, StepFailureNotice } from '../components/onboarding-page';
import { onboardingMessages, basicInfoMessages as text } from '../messages';
import { type BasicInfoValues, basicInfoFormSchema, initialBasicInfoValues, toDetails } from './basic-info-form';

export type BasicInfoActor = ActorRefFrom<typeof basicInfoMachine>;

const STATE_OPTIONS = INDIAN_STATES.map(({ value, label }) => ({ value, label }));
const COUNTRY_OPTIONS = FOREIGN_COUNTRIES.map(({ value, label }) => ({ value, label }));
const PINCODE_LENGTH = 6;

/**
 * Basic Info (/basicInfo, 001 §2.7, §5): the greeting with the title-cased name, names, tax
 * status (Residential, or Non Residential with NRE or NRO and a foreign address) and the
 * residential address in India. Previous returns to PAN verification; Proceed saves.
 */
export function BasicInfoScreen({ actor }: { actor: BasicInfoActor }) {
  const fullName = useSelector(actor, (s) => s.context.fullName);
  const saved = useSelector(actor, (s) => s.context.initial);
  const saving = useSelector(actor, (s) => s.matches('saving') || s.status === 'done');
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));

  const [initialValues] = useState(() => initialBasicInfoValues(fullName, saved));
  const [nonResident, setNonResident] = useState(initialValues.residency === 'NON_RESIDENT');
  // Uncontrolled: a keystroke in one of the many fields does not re-render the whole form.
  const form = useForm<BasicInfoValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: formResolver(basicInfoFormSchema),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      setNonResident(values.residency === 'NON_RESIDENT');
      // 001 §5: the NRE/NRO message goes when the status changes.
      if (values.residency !== previous.residency || values.nriStatus !== previous.nriStatus) {
        form.clearFieldError('nriStatus');
      }
    },
  });
  const submit = form.onSubmit((values) => actor.send({ type: 'basicInfo.submit', details: toDetails(values) }));

  const text30 = (field: keyof BasicInfoValues, label: string, required = false) => (
    <TextInput
      {...form.getInputProps(field)}
      key={form.key(field)}
      label={label}
      withAsterisk={required}
      maxLength={TEXT_MAX_LENGTH}
      disabled={saving}
    />
  );
  const pincode = (field: 'pincode' | 'foreignPincode', required: boolean) => (
    <TextInput
      {...form.getInputProps(field)}
      key={form.key(field)}
      label={text.pincode}
      withAsterisk={required}
      inputMode="numeric"
      maxLength={PINCODE_LENGTH}
      disabled={saving}
    />
  );

  return (
    <OnboardingPage title={text.title}>
      <form noValidate onSubmit={submit} aria-label={text.title}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} fz="h3">
              {text.greeting(fullName ? titleCase(fullName.trim()) : null)}
            </Title>
            <Text>{text.intro}</Text>
          </Stack>
          {failure && <StepFailureNotice title={text.failedTitle}>{failure.message ?? text.failed}</StepFailureNotice>}
          <Fieldset legend={text.names} disabled={saving}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {text30('firstName', text.firstName, true)}
              {text30('middleName', text.middleName)}
              {text30('lastName', text.lastName, true)}
            </SimpleGrid>
          </Fieldset>
          <Radio.Group
            {...form.getInputProps('residency')}
            key={form.key('residency')}
            label={text.taxStatus}
            withAsterisk
          >
            <Group mt="xs">
              <Radio value="RESIDENT" label={text.resident} disabled={saving} />
              <Radio value="NON_RESIDENT" label={text.nonResident} disabled={saving} />
            </Group>
          </Radio.Group>
          {nonResident && (
            <>
              <Radio.Group
                {...form.getInputProps('nriStatus')}
                key={form.key('nriStatus')}
                label={text.nriStatus}
                withAsterisk
              >
                <Group mt="xs">
                  <Radio value="NRE" label={text.nre} disabled={saving} />
                  <Radio value="NRO" label={text.nro} disabled={saving} />
                </Group>
              </Radio.Group>
              <Fieldset legend={text.foreignAddress} disabled={saving}>
                <Stack gap="sm">
                  {text30('foreignAddress1', text.address1, true)}
                  {text30('foreignAddress2', text.address2)}
                  {text30('foreignAddress3', text.address3)}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    {text30('foreignCity', text.city, true)}
                    {text30('foreignState', text.state, true)}
                    {pincode('foreignPincode', true)}
                    <Select
                      {...form.getInputProps('foreignCountry')}
                      key={form.key('foreignCountry')}
                      label={text.country}
                      placeholder={text.countryPlaceholder}
                      withAsterisk
                      data={COUNTRY_OPTIONS}
                      allowDeselect={false}
                      disabled={saving}
                    />
                  </SimpleGrid>
                </Stack>
              </Fieldset>
            </>
          )}
          <Fieldset legend={text.residentialAddress} disabled={saving}>
            <Stack gap="sm">
              {text30('address1', text.address1, !nonResident)}
              {text30('address2', text.address2)}
              {text30('address3', text.address3)}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {text30('city', text.city, !nonResident)}
                <Select
                  {...form.getInputProps('state')}
                  key={form.key('state')}
                  label={text.state}
                  placeholder={text.statePlaceholder}
                  withAsterisk={!nonResident}
                  data={STATE_OPTIONS}
                  searchable
                  clearable={nonResident}
                  disabled={saving}
                />
                {pincode('pincode', !nonResident)}
                <TextInput label={text.country} value={text.india} disabled readOnly />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Group justify="space-between">
            <Button variant="default" disabled={saving} onClick={() => actor.send({ type: 'basicInfo.previous' })}>
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
