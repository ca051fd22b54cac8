import '@mantine/dates/styles.css';
import { TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import { latestAdultDob, PAN_MAX_LENGTH } from '../../../../domain/fields';
import { normalisePan } from '../../../../domain/onboarding/pan';
import { panMessages as text } from '../messages';

/** PAN as typed (upper-cased) and the picked date of birth, 'YYYY-MM-DD' as the picker gives it. */
export interface PanFormValues {
  pan: string;
  dob: string | null;
}

/**
 * PAN (upper-cased as typed, at most 10) and date of birth: a DD-MM-YYYY picker that cannot be
 * typed into, whose latest selectable day is 18 years ago (001 §2.6, §5).
 */
export function PanFields({
  pan,
  dob,
  onPanChange,
  today,
  dobLabel,
  disabled,
}: {
  pan: GetInputPropsReturnType;
  dob: GetInputPropsReturnType;
  onPanChange: (value: string) => void;
  today: Date;
  dobLabel: string;
  disabled: boolean;
}) {
  const latest = latestAdultDob(today);
  return (
    <>
      <TextInput
        {...pan}
        label={text.pan}
        placeholder={text.panPlaceholder}
        withAsterisk
        maxLength={PAN_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
        onChange={(event) => onPanChange(normalisePan(event.currentTarget.value))}
      />
      <DatePickerInput
        {...dob}
        label={dobLabel}
        placeholder={text.dobPlaceholder}
        withAsterisk
        valueFormat="DD-MM-YYYY"
        maxDate={latest}
        defaultDate={latest}
        defaultLevel="decade"
        ariaLabels={text.calendarLabels}
        disabled={disabled}
      />
    </>
  );
}
