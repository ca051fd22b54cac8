import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FolioChoice } from '../../../domain/transfer-wizards';
import { formatRupees } from '../../lib/format';
import { folioMessages as text } from './messages';
import { StepButtons } from './step-buttons';

interface FolioStepProps {
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
 * Units promised to orders in progress are left out of the amount offered (issue 26); a folio
 * with nothing else left is disabled and says so.
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

/** What a folio offers, in words: locked, all promised, or its amount and why it is less than its value. */
function offered(choice: FolioChoice & { amount: string }): string {
  if (choice.promised) return text.promised(formatRupees(choice.amount));
  if (choice.lock === 'partiallyLocked') return text.partlyLocked(formatRupees(choice.amount));
  return formatRupees(choice.amount);
}

function FolioLabel({ choice }: { choice: FolioChoice }) {
  const { amount } = choice;
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600}>{text.folio(choice.folio)}</Text>
      {amount === null && choice.lock === 'fullyLocked' && (
        <Group gap={4} c="dimmed">
          <IconLock size={14} aria-hidden="true" />
          <Text fz="sm">{text.locked}</Text>
        </Group>
      )}
      {amount === null && choice.lock !== 'fullyLocked' && (
        <Text fz="sm" c="dimmed">
          {text.allPromised}
        </Text>
      )}
      {amount !== null && <Text fz="sm">{offered({ ...choice, amount })}</Text>}
    </Group>
  );
}
