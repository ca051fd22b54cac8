import { Badge, Box, Group, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { FundRow, ValuedHolding } from '../../../domain/portfolio-rows';
import { LabelledPagination } from '../../components/labelled-pagination';
import { formatCompactRupees, formatPercent, formatUnits } from '../../lib/format';
import { gainColour } from './gain-colour';
import { portfolioMessages as text } from './messages';

/** 000 §9 "Holdings table page size 5". */
export const HOLDINGS_PAGE_SIZE = 5;

interface HoldingsTableProps<H extends ValuedHolding> {
  /** The tab's name, for the table's and pager's accessible names. */
  label: string;
  rows: readonly FundRow<H>[];
  /** A SIP tag beside the name (001 §3 "SIP shown as a tag/badge"). */
  isSip?: (row: FundRow<H>) => boolean;
  /** The Action column's content; without it the column is left out. */
  action?: (row: FundRow<H>) => ReactNode;
}

/** Holdings, 5 funds a page, no search or sorting (000 §2.8). Amounts in K / L / Cr (000 §9). */
export function HoldingsTable<H extends ValuedHolding>({ label, rows, isSip, action }: HoldingsTableProps<H>) {
  const pages = Math.max(1, Math.ceil(rows.length / HOLDINGS_PAGE_SIZE));
  const [page, setPage] = useState(1);
  // A refetch can leave fewer pages than the one on screen.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const shown = rows.slice((page - 1) * HOLDINGS_PAGE_SIZE, page * HOLDINGS_PAGE_SIZE);

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720} type="native">
        <Table striped verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.columns.schemeName}</Table.Th>
              <Table.Th ta="right">{text.columns.invested}</Table.Th>
              <Table.Th ta="right">{text.columns.current}</Table.Th>
              <Table.Th ta="right">{text.columns.gainLoss}</Table.Th>
              <Table.Th ta="right">{text.columns.units}</Table.Th>
              {action && <Table.Th ta="right">{text.columns.action}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500}>
                  <Group gap="xs" wrap="nowrap">
                    <span>{row.schemeName}</span>
                    {isSip?.(row) && (
                      <Badge size="xs" variant="light">
                        {text.sipTag}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td ta="right">{formatCompactRupees(row.invested)}</Table.Td>
                <Table.Td ta="right">{formatCompactRupees(row.currentValue)}</Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c={gainColour(row.gainLoss)}>
                    {formatCompactRupees(row.gainLoss)}
                  </Text>
                  <Text size="xs" c={gainColour(row.returns) ?? 'dimmed'}>
                    {formatPercent(row.returns)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatUnits(row.units)}</Table.Td>
                {action && <Table.Td ta="right">{action(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Box component="nav" aria-label={text.pagination(label)}>
          <LabelledPagination total={pages} value={page} onChange={setPage} size="sm" />
        </Box>
      )}
    </Stack>
  );
}
