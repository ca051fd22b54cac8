import { Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatIsoDate, parseDmyDate } from '../../../../domain/dates';
import { PAN_MAX_LENGTH } from '../../../../domain/fields';
import { ID_TYPES, RELATIONSHIPS } from '../../../../domain/onboarding/nominees';
import type { NomineeDraft, NomineeTextField } from '../../../../machines/onboarding/nominee-details.machine';
import { nomineeMessages as text } from './messages';

interface NomineeCardProps {
  nominee: NomineeDraft;
  position: number;
  /** Each field's message, only for the fields whose message should show now. */
  errors: Partial<Record<NomineeTextField, string>>;
  minor: boolean;
  today: Date;
  deletable: boolean;
  /** The primary-holder address is being fetched for this nominee. */
  fetchingAddress: boolean;
  addressFailed: boolean;
  disabled: boolean;
  onChange: (field: NomineeTextField, value: string) => void;
  onTouched: (field: NomineeTextField) => void;
  onSameAddress: (checked: boolean) => void;
  onDelete: () => void;
}

const TEXT_MAX = 30;

/** The picker's typed text DD-MM-YYYY → the form's 'yyyy-MM-dd'. */
function parseTypedDob(value: string): string | null {
  const date = parseDmyDate(value);
  return date ? formatIsoDate(date) : null;
}

/** One nominee's fields (001 §3 Nominee, §5 Nominee). */
export function NomineeCard(props: NomineeCardProps) {
  const { nominee, position, errors, minor, today, disabled } = props;
  const addressLocked = disabled || nominee.sameAsPrimary || props.fetchingAddress;
  const field = (name: NomineeTextField) => ({
    value: nominee[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => props.onChange(name, event.currentTarget.value),
    onBlur: () => props.onTouched(name),
  });
  const idLabel =
    nominee.idType === 'PAN' ? text.panNumber : nominee.idType === 'AADHAR' ? text.aadharNumber : text.idNumber;

  return (
    <Fieldset legend={text.nominee(position)} disabled={disabled} data-testid={`nominee-${position}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={text.name} withAsterisk maxLength={TEXT_MAX} autoComplete="off" {...field('name')} />
        <NativeSelect
          label={text.relationship}
          withAsterisk
          data={[{ value: '', label: text.relationshipPlaceholder }, ...RELATIONSHIPS]}
          {...field('relationship')}
        />
        <NativeSelect
          label={text.idType}
          withAsterisk
          data={[{ value: '', label: text.idTypePlaceholder }, ...ID_TYPES]}
          {...field('idType')}
        />
        <TextInput
          label={idLabel}
          withAsterisk
          maxLength={nominee.idType === 'AADHAR' ? 4 : PAN_MAX_LENGTH}
          inputMode={nominee.idType === 'AADHAR' ? 'numeric' : 'text'}
          autoComplete="off"
          {...field('idNumber')}
        />
        <TextInput label={text.email} withAsterisk type="email" maxLength={60} autoComplete="off" {...field('email')} />
        <TextInput
          label={text.mobile}
          withAsterisk
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          {...field('mobile')}
        />
      </SimpleGrid>

      <Checkbox
        mt="md"
        label={text.sameAsPrimary}
        checked={nominee.sameAsPrimary || props.fetchingAddress}
        disabled={disabled || props.fetchingAddress}
        onChange={(event) => props.onSameAddress(event.currentTarget.checked)}
        error={props.addressFailed ? text.addressFailed : undefined}
        description={props.fetchingAddress ? text.fetchingAddress : undefined}
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput
          label={text.address1}
          withAsterisk
          maxLength={TEXT_MAX}
          disabled={addressLocked}
          {...field('address1')}
        />
        <TextInput label={text.address2} maxLength={TEXT_MAX} disabled={addressLocked} {...field('address2')} />
        <TextInput label={text.address3} maxLength={TEXT_MAX} disabled={addressLocked} {...field('address3')} />
        <TextInput label={text.city} withAsterisk maxLength={TEXT_MAX} disabled={addressLocked} {...field('city')} />
        <TextInput label={text.pincode} withAsterisk maxLength={10} disabled={addressLocked} {...field('pincode')} />
        <TextInput label={text.country} value={nominee.country} disabled readOnly />
        <DateInput
          label={text.dob}
          withAsterisk
          placeholder={text.dobPlaceholder}
          valueFormat="DD-MM-YYYY"
          dateParser={parseTypedDob}
          maxDate={formatIsoDate(today)}
          value={nominee.dob === '' ? null : nominee.dob}
          onChange={(value) => props.onChange('dob', value ?? '')}
          onBlur={() => props.onTouched('dob')}
          error={errors.dob}
          clearable
          clearButtonProps={{ 'aria-label': text.clearDob(position) }}
          popoverProps={{ withinPortal: false }}
        />
        <TextInput
          label={text.share}
          withAsterisk
          inputMode="numeric"
          maxLength={3}
          autoComplete="off"
          {...field('percentage')}
        />
      </SimpleGrid>

      {minor && (
        <MinorGuardian>
          <TextInput label={text.guardianName} withAsterisk maxLength={TEXT_MAX} {...field('guardianName')} />
          <TextInput label={text.guardianPan} withAsterisk maxLength={PAN_MAX_LENGTH} {...field('guardianPan')} />
        </MinorGuardian>
      )}

      {props.deletable && (
        <Group justify="flex-end" mt="md">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            aria-label={text.deleteLabel(position)}
            onClick={props.onDelete}
          >
            {text.delete}
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}

function MinorGuardian({ children }: { children: ReactNode }) {
  return (
    <>
      <Text fz="sm" mt="md" role="note">
        {text.minorNote}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
        {children}
      </SimpleGrid>
    </>
  );
}
