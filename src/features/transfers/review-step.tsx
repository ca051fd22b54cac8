import { Alert, Stack, Table, Title } from '@mantine/core';
import { reviewMessages as text } from './messages';
import { StepButtons } from './step-buttons';
import type { SummaryItem } from './wizard-frame';

/**
 * The Review step (001 §4.4): what will be placed; Confirm places it and the wizard moves on
 * only once it is placed. A failure stays here with the server's message, else the default.
 */
export function ReviewStep({
  items,
  placing,
  failure,
  onPrevious,
  onConfirm,
}: {
  items: readonly SummaryItem[];
  placing: boolean;
  failure: string | null;
  onPrevious: () => void;
  onConfirm: () => void;
}) {
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      {failure && (
        <Alert color="red" title={text.failureTitle} role="alert">
          {failure}
        </Alert>
      )}
      <Table variant="vertical" withTableBorder aria-label={text.heading}>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.label}>
              <Table.Th w="40%">{item.label}</Table.Th>
              <Table.Td>{item.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <StepButtons onPrevious={onPrevious} onNext={onConfirm} nextLabel={text.confirm} busy={placing} />
    </Stack>
  );
}
