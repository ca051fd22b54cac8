import { Box, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PortfolioBean } from '../../../api/catalogue';
import { formatRupees } from '../../../lib/format';
import { detailsMessages as text } from '../messages';

function cell(value: string | null | undefined): string {
  return value?.trim() ? value : text.missingCell;
}

type Holding = PortfolioBean;

/** The columns after the company, in the table's order; the cards label each with the same header. */
function holdingFigures(holding: Holding) {
  const [, allocation, investment, sector, assetClass, rating] = text.holdingColumns;
  return [
    { label: allocation, value: holding.allocation ? `${holding.allocation}%` : text.missingCell },
    { label: investment, value: holding.investment ? formatRupees(holding.investment) : text.missingCell },
    { label: sector, value: cell(holding.sector) },
    { label: assetClass, value: cell(holding.assetClass) },
    { label: rating, value: cell(holding.rating) },
  ];
}

/**
 * Phones get a card per holding: six columns do not fit 390 px, and the table scrolled sideways
 * inside its card (issue 29). The list keeps the table's height and scrolls down within a
 * labelled region the keyboard can reach, so a long portfolio does not lengthen the page.
 */
function HoldingCards({ holdings }: { holdings: readonly Holding[] }) {
  return (
    <Box mah={480} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={text.holdings}>
      <Stack component="ul" aria-label={text.holdings} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {holdings.map((holding, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as in the table, the position tells two tranches apart
          <Paper component="li" key={`${holding.instrumentName}-${index}`} withBorder radius="md" p="sm">
            <Text fw={600} size="sm">
              {cell(holding.instrumentName)}
            </Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0} mt={4}>
              {holdingFigures(holding).map((figure) => (
                <Box key={figure.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {figure.label}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {figure.value}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

/** Company-wise holdings; a missing cell reads '-' (000 §2.5). Cards on a phone, a table wider up. */
export function HoldingsTable({ holdings, phone = false }: { holdings: readonly PortfolioBean[]; phone?: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {text.holdings}
        </Title>
        {holdings.length === 0 ? (
          <Text c="dimmed">{text.holdingsEmpty}</Text>
        ) : phone ? (
          <HoldingCards holdings={holdings} />
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
