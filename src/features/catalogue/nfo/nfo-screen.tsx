import {
  Anchor,
  Box,
  Breadcrumbs,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { nfosQueryOptions } from '../../../api/catalogue';
import { config } from '../../../app/config';
import { LabelledPagination } from '../../../components/labelled-pagination';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { pageCount } from '../../../lib/paging';
import { LoadFailure } from '../components/load-failure';
import { nfoMessages as text } from '../messages';
import { NfoCard } from './nfo-card';
import { type EndDateOrder, NFO_PAGE_SIZE, sortNfosByEndDate } from './nfo-order';

/** /NFO (000 §2.4): open new fund offerings, closing soonest first by default. */
export function NfoScreen() {
  const nfos = useQuery(nfosQueryOptions());
  const [order, setOrder] = useState<EndDateOrder>('asc');
  const [page, setPage] = useState(1);
  const sortLabelId = useId();

  const sorted = nfos.data ? sortNfosByEndDate(nfos.data, order) : [];
  const pages = pageCount(sorted.length, NFO_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * NFO_PAGE_SIZE, current * NFO_PAGE_SIZE);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Breadcrumbs component="nav" aria-label="Breadcrumb">
          <AnchorLink to="/{$slug}-home" params={{ slug: config.brand.slug }}>
            {text.breadcrumbHome}
          </AnchorLink>
          <Anchor component="span" c="dimmed" underline="never" aria-current="page">
            {text.breadcrumbNfo}
          </Anchor>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{text.title}</Title>
          {/* While the list loads, the control takes its place unseen, so the title row does not change when it comes. */}
          {(nfos.isPending || sorted.length > 1) && (
            <Stack
              gap={4}
              style={nfos.isPending ? { visibility: 'hidden' } : undefined}
              aria-hidden={nfos.isPending || undefined}
            >
              <Text size="sm" fw={500} id={sortLabelId}>
                {text.sortLabel}
              </Text>
              <SegmentedControl
                aria-labelledby={sortLabelId}
                value={order}
                onChange={(value) => {
                  setOrder(value === 'desc' ? 'desc' : 'asc');
                  setPage(1);
                }}
                data={[
                  { value: 'asc', label: text.sortAscending },
                  { value: 'desc', label: text.sortDescending },
                ]}
              />
            </Stack>
          )}
        </Group>
        {nfos.isPending && (
          // A screen's height kept for the list, so the footer does not jump when it arrives.
          <Group gap="sm" role="status" align="flex-start" mih="100vh">
            <Loader size="sm" aria-hidden="true" />
            <Text>{text.loading}</Text>
          </Group>
        )}
        {nfos.isError && <LoadFailure title={text.failed} detail={nfos.error.message} onRetry={() => nfos.refetch()} />}
        {nfos.isSuccess && sorted.length === 0 && (
          <Stack gap="sm" align="flex-start">
            <Text>{text.empty}</Text>
            <ButtonLink to="/explore">{text.explore}</ButtonLink>
          </Stack>
        )}
        {shown.map((entry) => (
          <NfoCard key={entry.scheme.uniqueNo} entry={entry} />
        ))}
        {pages > 1 && (
          <Box component="nav" aria-label={text.pagination}>
            <LabelledPagination total={pages} value={current} onChange={setPage} size="sm" />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
