import '@mantine/dates/styles.layer.css';
import { TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { GetInputPropsReturnType } from '@mantine/form';
import { latestAdultDob, PAN_MAX_LENGTH } from '../../domain/fields';
import { normalisePan } from '../../domain/onboarding/pan';

const text = {
  pan: 'PAN',
  panPlaceholder: 'ABCDE1234F',
  dobPlaceholder: 'DD-MM-YYYY',
};

/** PAN as typed (upper-cased) and the picked date of birth, 'YYYY-MM-DD' as the picker gives it. */
export interface PanFormValues {
  pan: string;
  dob: string | null;
}

/**
 * PAN (upper-cased as typed, at most 10) and date of birth: a DD-MM-YYYY picker that cannot be
 * typed into, whose latest selectable day is 18 years ago (001 §2.6, §5; 000 §5 external
 * portfolio PAN). Shared by the onboarding PAN screens and the external portfolio import.
 */
export function PanFields({
  pan,
  dob,
  onPanChange,
  today,
  dobLabel,
  disabled = false,
  autoFocus = false,
}: {
  pan: GetInputPropsReturnType;
  dob: GetInputPropsReturnType;
  onPanChange: (value: string) => void;
  today: Date;
  dobLabel: string;
  disabled?: boolean;
  /** The PAN takes the focus when a modal opens (Mantine's `data-autofocus`). */
  autoFocus?: boolean;
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
        data-autofocus={autoFocus || undefined}
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
        disabled={disabled}
      />
    </>
  );
}
