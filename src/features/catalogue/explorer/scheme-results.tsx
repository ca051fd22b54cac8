import { Box, Group, LoadingOverlay, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import { EXPLORER_PAGE_SIZE, type SchemeRow } from '../../../../machines/explorer.machine';
import { LabelledPagination } from '../../../components/labelled-pagination';
import { AnchorLink } from '../../../components/links';
import { formatRupees } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { LoadFailure } from '../components/load-failure';
import { explorerMessages as text } from '../messages';
import { type ExplorerActor, listState } from './explorer-actor';

/** The scheme table with paging and sort by name (000 §2.3, §9), or what stands in for it. */
export function SchemeResults({ actor }: { actor: ExplorerActor }) {
  const state = useSelector(actor, listState);
  const results = useSelector(actor, (s) => s.context.results);
  const error = useSelector(actor, (s) => s.context.error);

  if (state === null) return <Text c="dimmed">{text.chooseFirst}</Text>;
  if (state === 'notApplied') return <Text c="dimmed">{text.pressExplore}</Text>;
  if (state === 'failed') {
    return (
      <LoadFailure title={text.failed.schemes} detail={error} onRetry={() => actor.send({ type: 'results.retry' })} />
    );
  }
  return (
    <Box pos="relative">
      {state === 'loading' && (
        <Text role="status" c="dimmed" mb="xs">
          {text.loadingSchemes}
        </Text>
      )}
      {results && (
        <>
          <LoadingOverlay
            visible={state === 'loading'}
            zIndex={1}
            overlayProps={{ blur: 1 }}
            loaderProps={{ size: 'sm' }}
          />
          <SchemeTable actor={actor} rows={results.userProducts} />
          <ResultsFooter actor={actor} total={results.totalElements} />
        </>
      )}
    </Box>
  );
}

function SchemeTable({ actor, rows }: { actor: ExplorerActor; rows: readonly SchemeRow[] }) {
  const direction = useSelector(actor, (s) => s.context.direction);
  const navigate = useNavigate();
  const open = (row: SchemeRow) => navigate({ to: '/details/$isin', params: { isin: row.uniqueNo } });
  const openWithKeyboard = (event: KeyboardEvent, row: SchemeRow) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(row);
    }
  };

  if (rows.length === 0) return <Text>{text.noSchemes}</Text>;
  return (
    <Table.ScrollContainer type="native" minWidth={520} tabIndex={0} role="region" aria-label={text.title}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-sort={direction === 'ASC' ? 'ascending' : 'descending'}>
              <UnstyledButton onClick={() => actor.send({ type: 'sort.toggle' })} fw={700} fz="sm">
                <Group gap={4} wrap="nowrap">
                  {text.columns.name}
                  {direction === 'ASC' ? (
                    <IconChevronUp size={14} aria-hidden="true" />
                  ) : (
                    <IconChevronDown size={14} aria-hidden="true" />
                  )}
                  <VisuallyHidden>{direction === 'ASC' ? text.sortDescending : text.sortAscending}</VisuallyHidden>
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th ta="right">{text.columns.minAmount}</Table.Th>
            <Table.Th>{text.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.uniqueNo}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => open(row)}
              onKeyDown={(event) => openWithKeyboard(event, row)}
            >
              <Table.Td>{row.schemeName}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(row.minimumPurchaseAmount)}
              </Table.Td>
              <Table.Td>
                <AnchorLink
                  to="/details/$isin"
                  params={{ isin: row.uniqueNo }}
                  aria-label={text.detailsOf(row.schemeName)}
                  onClick={(event) => event.stopPropagation()}
                >
                  {text.details}
                </AnchorLink>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultsFooter({ actor, total }: { actor: ExplorerActor; total: number }) {
  const page = useSelector(actor, (s) => s.context.page);
  if (total === 0) return null;
  const from = (page - 1) * EXPLORER_PAGE_SIZE + 1;
  const to = Math.min(page * EXPLORER_PAGE_SIZE, total);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {text.showing(from, to, total)}
      </Text>
      <Box component="nav" aria-label={text.pagination}>
        <LabelledPagination
          total={pageCount(total, EXPLORER_PAGE_SIZE)}
          value={page}
          onChange={(next) => actor.send({ type: 'page.change', page: next })}
          hideWithOnePage
          size="sm"
        />
      </Box>
    </Group>
  );
}
