import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PortfolioBean } from '../../../api/catalogue';
import { formatRupees } from '../../../lib/format';
import { detailsMessages as text } from '../messages';

function cell(value: string | null | undefined): string {
  return value?.trim() ? value : text.missingCell;
}

/** Company-wise holdings; a missing cell reads '-' (000 §2.5). */
export function HoldingsTable({ holdings }: { holdings: readonly PortfolioBean[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {text.holdings}
        </Title>
        {holdings.length === 0 ? (
          <Text c="dimmed">{text.holdingsEmpty}</Text>
        ) : (
          <Table.ScrollContainer
            type="native"
            minWidth={720}
            maxHeight={480}
            tabIndex={0}
            role="region"
            aria-label={text.holdings}
          >
            <Table striped stickyHeader verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {text.holdingColumns.map((column) => (
                    <Table.Th
                      key={column}
                      ta={column === 'Allocation' || column === 'Investment' ? 'right' : undefined}
                    >
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holdings.map((holding, index) => (
                  // A static list without row state, where one instrument may appear twice (two tranches).
                  // biome-ignore lint/suspicious/noArrayIndexKey: the position is what tells such rows apart
                  <Table.Tr key={`${holding.instrumentName}-${index}`}>
                    <Table.Td>{cell(holding.instrumentName)}</Table.Td>
                    <Table.Td ta="right">{holding.allocation ? `${holding.allocation}%` : text.missingCell}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {holding.investment ? formatRupees(holding.investment) : text.missingCell}
                    </Table.Td>
                    <Table.Td>{cell(holding.sector)}</Table.Td>
                    <Table.Td>{cell(holding.assetClass)}</Table.Td>
                    <Table.Td>{cell(holding.rating)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
