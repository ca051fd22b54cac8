import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FolioChoice } from '../../../domain/transfer-wizards';
import { formatRupees } from '../../lib/format';
import { folioMessages as text } from './messages';
import { StepButtons } from './step-buttons';

export interface FolioStepProps {
  choices: readonly FolioChoice[];
  selected: string | null;
  /** Next was pressed with no folio chosen. */
  showError: boolean;
  onSelect: (folio: string) => void;
  onNext: () => void;
}

/**
 * Step 0 of every wizard (001 §4.4 "Folio locking", §5): the folios by value; a fully locked
 * one is disabled with a lock and no amount, a partly locked one offers what is free of lock-in.
 */
export function FolioStep({ choices, selected, showError, onSelect, onNext }: FolioStepProps) {
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      {choices.length === 0 ? (
        <Text>{text.none}</Text>
      ) : (
        <Radio.Group
          value={selected}
          onChange={onSelect}
          label={text.legend}
          error={showError ? text.selectFolio : null}
        >
          <Stack gap="xs" mt="xs">
            {choices.map((choice) => (
              <Radio
                key={choice.folio}
                value={choice.folio}
                disabled={choice.amount === null}
                label={<FolioLabel choice={choice} />}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <StepButtons onNext={onNext} />
    </Stack>
  );
}

function FolioLabel({ choice }: { choice: FolioChoice }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600}>{text.folio(choice.folio)}</Text>
      {choice.amount === null ? (
        <Group gap={4} c="dimmed">
          <IconLock size={14} aria-hidden="true" />
          <Text fz="sm">{text.locked}</Text>
        </Group>
      ) : (
        <Text fz="sm">
          {choice.lock === 'partiallyLocked'
            ? text.partlyLocked(formatRupees(choice.amount))
            : formatRupees(choice.amount)}
        </Text>
      )}
    </Group>
  );
}
