import {
  Box,
  Group,
  LoadingOverlay,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { EXPLORER_PAGE_SIZE, type SchemeRow } from '../../../../machines/explorer.machine';
import { LabelledPagination } from '../../../components/labelled-pagination';
import { AnchorLink } from '../../../components/links';
import { formatRupees } from '../../../lib/format';
import { pageCount } from '../../../lib/paging';
import { LoadFailure } from '../components/load-failure';
import { explorerMessages as text } from '../messages';
import { type ExplorerActor, listState } from './explorer-actor';

/** Phones get a card per scheme: at 390 px the table pushed Min Amount and Details off-screen. */
const PHONE = '(max-width: 40em)';

interface SchemeResultsProps {
  actor: ExplorerActor;
  /** How many times Explore has been pressed; each press that lists schemes focuses the heading. */
  applied?: number;
}

/**
 * On a phone the results start below the fold, so a press of Explore seemed to do nothing: once
 * the list (or its failure) is there, the heading takes focus and scrolls to the top (issue 29).
 */
function useRevealOnApply(applied: number, state: ReturnType<typeof listState>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = useRef(applied);
  useEffect(() => {
    if (applied === answered.current || state === 'loading') return;
    answered.current = applied;
    if (state !== 'showing' && state !== 'failed') return;
    const target = heading.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    // Scrolled up only when it starts low on the screen: a desktop already showing it stays put.
    const { top } = target.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) target.scrollIntoView({ block: 'start' });
  }, [applied, state]);
  return heading;
}

/** The scheme table with paging and sort by name (000 §2.3, §9), or what stands in for it. */
export function SchemeResults({ actor, applied = 0 }: SchemeResultsProps) {
  const state = useSelector(actor, listState);
  const heading = useRevealOnApply(applied, state);

  if (state === null) return <Text c="dimmed">{text.chooseFirst}</Text>;
  if (state === 'notApplied') return <Text c="dimmed">{text.pressExplore}</Text>;
  return (
    <Stack gap="sm">
      {/* html's scroll-padding-top keeps it clear of the sticky navbar when scrolled to. */}
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        {text.results}
      </Title>
      <ResultsBody actor={actor} state={state} />
    </Stack>
  );
}

function ResultsBody({ actor, state }: { actor: ExplorerActor; state: 'loading' | 'failed' | 'showing' }) {
  const results = useSelector(actor, (s) => s.context.results);
  const error = useSelector(actor, (s) => s.context.error);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

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
          {phone ? (
            <SchemeCards actor={actor} rows={results.userProducts} />
          ) : (
            <SchemeTable actor={actor} rows={results.userProducts} />
          )}
          <ResultsFooter actor={actor} total={results.totalElements} />
        </>
      )}
    </Box>
  );
}

/** Scheme Name with its arrow: sorts by name, the other way from the one shown. */
function SortByName({ actor }: { actor: ExplorerActor }) {
  const direction = useSelector(actor, (s) => s.context.direction);
  return (
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
  );
}

function DetailsLink({ row }: { row: SchemeRow }) {
  return (
    <AnchorLink
      to="/details/$isin"
      params={{ isin: row.uniqueNo }}
      aria-label={text.detailsOf(row.schemeName)}
      onClick={(event) => event.stopPropagation()}
    >
      {text.details}
    </AnchorLink>
  );
}

/** The phone layout: the table's three columns as a card per scheme, the sort above them. */
function SchemeCards({ actor, rows }: { actor: ExplorerActor; rows: readonly SchemeRow[] }) {
  if (rows.length === 0) return <Text>{text.noSchemes}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <SortByName actor={actor} />
      </Group>
      <Stack component="ul" aria-label={text.results} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={row.uniqueNo} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {row.schemeName}
              </Text>
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <Box component="dl" m={0}>
                  <Text component="dt" size="xs" c="dimmed">
                    {text.columns.minAmount}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {formatRupees(row.minimumPurchaseAmount)}
                  </Text>
                </Box>
                <DetailsLink row={row} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
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
              <SortByName actor={actor} />
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
                <DetailsLink row={row} />
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
