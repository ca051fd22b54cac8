import { Badge, Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import type { FundRow, ValuedHolding } from '../../../domain/portfolio-rows';
import type { ReturnFigure } from '../../../domain/return-figure';
import { LabelledPagination } from '../../components/labelled-pagination';
import { formatCompactRupees, formatPercent, formatUnits } from '../../lib/format';
import { gainColour } from '../../lib/gain-colour';
import { portfolioMessages as text } from './messages';

/** 000 §9 "Holdings table page size 5". */
const HOLDINGS_PAGE_SIZE = 5;

interface HoldingsTableProps<H extends ValuedHolding> {
  /** The tab's name, for the table's and pager's accessible names. */
  label: string;
  rows: readonly FundRow<H>[];
  /** A SIP tag beside the name (001 §3 "SIP shown as a tag/badge"). */
  isSip?: (row: FundRow<H>) => boolean;
  /** The Action column's content; without it the column is left out. */
  action?: (row: FundRow<H>) => ReactNode;
  /** A fund's return figure (beyond the spec, issue 26), undefined when not known. */
  returnOf?: (row: FundRow<H>) => ReturnFigure | undefined;
}

/** Phones get one card per fund: six columns do not fit 390 px without scrolling sideways. */
const PHONE = '(max-width: 40em)';

/** 'Absolute return 0.79%' under a year, 'XIRR 14.25%' from a year (issue 26). */
function ReturnLine({ figure }: { figure: ReturnFigure | undefined }) {
  if (figure === undefined) return null;
  return (
    <Text size="xs" c="dimmed">
      {text.returnLine(figure.kind, figure.percent === null ? text.notAvailable : formatPercent(figure.percent))}
    </Text>
  );
}

function GainCell({ gainLoss, returns, figure }: { gainLoss: string; returns: string; figure?: ReturnFigure }) {
  return (
    <>
      <Text size="sm" c={gainColour(gainLoss)}>
        {formatCompactRupees(gainLoss)}
      </Text>
      <Text size="xs" c={gainColour(returns) ?? 'dimmed'}>
        {formatPercent(returns)}
      </Text>
      <ReturnLine figure={figure} />
    </>
  );
}

function SchemeName<H extends ValuedHolding>({
  row,
  isSip,
}: {
  row: FundRow<H>;
  isSip?: (row: FundRow<H>) => boolean;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span>{row.schemeName}</span>
      {isSip?.(row) && (
        // Shrinking cut the badge to 'S' beside a long name on a phone: the name wraps instead.
        <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
          {text.sipTag}
        </Badge>
      )}
    </Group>
  );
}

/** The phone layout: a card per fund with the table's figures as a description list. */
function HoldingCards<H extends ValuedHolding>({ label, rows, isSip, action, returnOf }: HoldingsTableProps<H>) {
  return (
    <Stack component="ul" aria-label={text.cardsLabel(label)} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={row.key} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" component="div">
                <SchemeName row={row} isSip={isSip} />
              </Text>
              {action && <Box style={{ flexShrink: 0 }}>{action(row)}</Box>}
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
              {[
                { label: text.columns.invested, value: <Text size="sm">{formatCompactRupees(row.invested)}</Text> },
                { label: text.columns.current, value: <Text size="sm">{formatCompactRupees(row.currentValue)}</Text> },
                {
                  label: text.columns.gainLoss,
                  value: <GainCell gainLoss={row.gainLoss} returns={row.returns} figure={returnOf?.(row)} />,
                },
                { label: text.columns.units, value: <Text size="sm">{formatUnits(row.units)}</Text> },
              ].map((figure) => (
                <Box key={figure.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {figure.label}
                  </Text>
                  <Box component="dd" m={0}>
                    {figure.value}
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Holdings, 5 funds a page, no search or sorting (000 §2.8). Amounts in K / L / Cr (000 §9). */
export function HoldingsTable<H extends ValuedHolding>(props: HoldingsTableProps<H>) {
  const { label, rows, isSip, action, returnOf } = props;
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const pages = Math.max(1, Math.ceil(rows.length / HOLDINGS_PAGE_SIZE));
  const [page, setPage] = useState(1);
  // A refetch can leave fewer pages than the one on screen.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const shown = rows.slice((page - 1) * HOLDINGS_PAGE_SIZE, page * HOLDINGS_PAGE_SIZE);

  return (
    <Stack gap="sm">
      {phone ? (
        <HoldingCards {...props} rows={shown} />
      ) : (
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
                    <SchemeName row={row} isSip={isSip} />
                  </Table.Th>
                  <Table.Td ta="right">{formatCompactRupees(row.invested)}</Table.Td>
                  <Table.Td ta="right">{formatCompactRupees(row.currentValue)}</Table.Td>
                  <Table.Td ta="right">
                    <GainCell gainLoss={row.gainLoss} returns={row.returns} figure={returnOf?.(row)} />
                  </Table.Td>
                  <Table.Td ta="right">{formatUnits(row.units)}</Table.Td>
                  {action && <Table.Td ta="right">{action(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label={text.pagination(label)}>
          <LabelledPagination total={pages} value={page} onChange={setPage} size="sm" />
        </Box>
      )}
    </Stack>
  );
}
