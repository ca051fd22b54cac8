import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ORDER_PAGE_SIZE, ordersOnPage, padOrderPage } from '../../../domain/order-list';
import { orderListQueryOptions } from '../../api/order-status';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ButtonLink } from '../../components/links';
import { LoadingStatus } from '../../components/loading-status';
import { pageCount } from '../../lib/paging';
import { InfoPopover } from './info-popover';
import { orderStatusMessages as text } from './messages';
import { ORDER_SUMMARY_TITLE_ID, OrderTable } from './order-table';

interface OrderStatusScreenProps {
  /** One-based page, as in the address. */
  page: number;
  /** Another page was chosen (or the one asked for lies past the last page: `replace`). */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

/** Smooth unless the visitor asked the system for less motion. */
function scrollToTop(): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * /orderstatus (001 §2.14): the investor's orders, 10 a page in the server's order (newest id
 * first), each with its scheme as the list gives it (beyond the spec: no lookup per fund). The list is padded to the server's total
 * (001 §7) so the pager and the count cover every page. A failed load is logged and reads as the
 * empty state (001 §8 "List ... loading failures: only logged"), whose words fit both.
 */
export function OrderStatusScreen({ page, onPageChange }: OrderStatusScreenProps) {
  const pageNo = Math.max(0, page - 1);
  const query = useQuery(orderListQueryOptions(pageNo));
  const { data } = query;

  useEffect(() => {
    if (query.isError) console.error('Order list could not be loaded', query.error);
  }, [query.isError, query.error]);

  const padded = useMemo(() => (data ? padOrderPage(data) : []), [data]);
  const pages = pageCount(padded.length, ORDER_PAGE_SIZE);
  // While the next page loads the previous page's response stays on screen, so the rows are
  // taken at the page that response was for, not the page just asked for.
  const orders = useMemo(() => (data ? ordersOnPage(padded, data.currentPage, data.perPage) : []), [data, padded]);

  const beyondLastPage = data !== undefined && !query.isPlaceholderData && padded.length > 0 && page > pages;
  useEffect(() => {
    if (beyondLastPage) onPageChange(pages, { replace: true });
  }, [beyondLastPage, pages, onPageChange]);

  const changePage = (next: number) => {
    if (next === page) return;
    onPageChange(next);
    scrollToTop();
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingStatus label={text.loading} />;
  } else if (query.isError || padded.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm">
          <Text fw={600} ta="center">
            {text.empty}
          </Text>
          <ButtonLink to="/explore">{text.explore}</ButtonLink>
        </Stack>
      </Paper>
    );
  } else {
    const first = (data?.currentPage ?? 0) * (data?.perPage ?? ORDER_PAGE_SIZE) + 1;
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {query.isPlaceholderData ? text.updating : text.range(first, first + orders.length - 1, padded.length)}
        </Text>
        <OrderTable orders={orders} busy={query.isPlaceholderData} />
        {pages > 1 && (
          <Box component="nav" aria-label={text.pagination}>
            <LabelledPagination total={pages} value={Math.min(page, pages)} onChange={changePage} size="sm" />
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="xs" align="center">
          <Title order={1} id={ORDER_SUMMARY_TITLE_ID}>
            {text.tableTitle}
          </Title>
          <InfoPopover label={text.systematicNoteLabel} text={text.systematicNote} />
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
