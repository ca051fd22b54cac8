import { Button, Collapse, Group, Input, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { isSelectableSipDay, SHOWN_SIP_DAYS, sipDayLabel } from '../../../domain/sip-dates';
import { amountFormMessages as text } from './messages';
import classes from './sip-day-picker.module.css';

const DAYS = Array.from({ length: SHOWN_SIP_DAYS }, (_, i) => i + 1);

interface SipDayPickerProps {
  day: number | null;
  error?: string | undefined;
  disabled?: boolean;
  onUpdate: (day: number) => void;
}

/**
 * The SIP start day (000 §2.6): the field reads like '5th of every month'; it opens a month grid
 * of days 1 to 31 where only 1 to 28 can be chosen, and UPDATE applies the choice.
 */
export function SipDayPicker({ day, error, disabled = false, onUpdate }: SipDayPickerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<number | null>(day);
  const panelId = useId();
  const errorId = useId();
  const labelId = useId();

  const toggle = () => {
    setDraft(day);
    setOpen((was) => !was);
  };

  return (
    <Stack gap={4}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {text.sipDate}
      </Text>
      <Button
        variant="default"
        justify="space-between"
        aria-labelledby={`${labelId} ${panelId}-value`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={toggle}
      >
        <span id={`${panelId}-value`}>{day === null ? text.noSipDay : sipDayLabel(day)}</span>
      </Button>
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
      <Collapse expanded={open} id={panelId}>
        <Stack gap="xs" pt="xs">
          <SimpleGrid cols={7} spacing={4} role="group" aria-label={text.dayGrid}>
            {DAYS.map((candidate) => {
              const selectable = isSelectableSipDay(candidate);
              return (
                <UnstyledButton
                  key={candidate}
                  className={classes.day}
                  data-selected={draft === candidate || undefined}
                  disabled={!selectable}
                  aria-pressed={draft === candidate}
                  aria-label={selectable ? String(candidate) : text.dayUnavailable(candidate)}
                  onClick={() => setDraft(candidate)}
                >
                  {candidate}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              size="xs"
              disabled={draft === null}
              onClick={() => {
                if (draft === null) return;
                onUpdate(draft);
                setOpen(false);
              }}
            >
              {text.update}
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Stack>
  );
}
