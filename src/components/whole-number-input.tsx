/**
 * The field of every whole-number amount (the order modal's amount and step-up, the redemption
 * units, the switch, STP and SWP amounts and instalments): digits only (000 §5, 001 §5), with a
 * decimal point refused rather than dropped (issue 26, domain/whole-number.ts). When a point is
 * refused the hint under the field says so; it is part of the field's description
 * (aria-describedby) and announced through a status region that is always in the page, since a
 * live region added with its text is not reliably read.
 */
import { Text, TextInput, type TextInputProps, VisuallyHidden } from '@mantine/core';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { editWholeNumber, type WholeNumberEntry } from '../../domain/whole-number';

export const wholeNumberMessages = {
  rupees: 'Whole rupees only: a decimal point and what follows it are left out.',
  units: 'Whole units only: a decimal point and what follows it are left out.',
  count: 'Whole numbers only: a decimal point and what follows it are left out.',
} as const;

/** What the number counts, for the hint's words. */
export type WholeNumberKind = keyof typeof wholeNumberMessages;

interface WholeNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'inputMode' | 'type'> {
  value: string;
  kind: WholeNumberKind;
  /** The field's digits after an edit that changed them (a refused point changes nothing). */
  onDigits: (digits: string) => void;
}

export function WholeNumberInput({ value, kind, onDigits, description, onBlur, ...props }: WholeNumberInputProps) {
  const [entry, setEntry] = useState<WholeNumberEntry | null>(null);
  // A refused point's fraction belongs to the value it was refused on; a value set from
  // outside (a quick-add button, a reset) ends it.
  const fractionAt = entry?.digits === value ? entry.fractionAt : null;
  const hint = entry?.pointRefused && !props.disabled ? wholeNumberMessages[kind] : null;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const next = editWholeNumber({ previous: value, next: input.value, caret: input.selectionEnd, fractionAt });
    setEntry(next);
    if (next.digits !== value) onDigits(next.digits);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    // Back in the field later, digits are the investor's own again; the hint stays to be read.
    setEntry((current) => current && { ...current, fractionAt: null });
    onBlur?.(event);
  };

  return (
    <TextInput
      {...props}
      inputMode="numeric"
      value={value}
      onChange={change}
      onBlur={blur}
      description={
        hint ? (
          <>
            {description}
            <Text span display="block" fz="inherit" fw={500} c="var(--mantine-color-text)">
              {hint}
            </Text>
          </>
        ) : (
          description
        )
      }
      inputContainer={(children) => (
        <>
          {children}
          <VisuallyHidden role="status">{hint}</VisuallyHidden>
        </>
      )}
    />
  );
}
