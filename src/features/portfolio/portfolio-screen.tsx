import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fundRows, portfolioTotals } from '../../../domain/portfolio-rows';
import { externalHoldingsQueryOptions, holdingsQueryOptions, portfolioSummaryQueryOptions } from '../../api/portfolio';
import { config } from '../../app/config';
import { AnchorLink, ButtonLink } from '../../components/links';
import { FundActionsMenu } from './fund-actions-menu';
import { HoldingsTable } from './holdings-table';
import { capitalGainsMessages, portfolioMessages as text } from './messages';
import { PortfolioTotals } from './portfolio-totals';

const ownTab = text.ownTab(config.brand.name);

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text role="status">{label}</Text>
      </Group>
    </Center>
  );
}

function Failure({ title, detail, onRetry }: { title: string; detail: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden="true" />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{detail}</Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {text.retry}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The investor's holdings with us: totals, then one row per fund with its actions. The return
 * figure (portfolio and per fund: absolute under a year, XIRR from a year, as the server
 * decides) comes from GET /portfolios/summary; until it answers, or if it cannot, the figures
 * show without it.
 */
function OwnHoldings({ accountActive }: { accountActive: boolean }) {
  const query = useQuery(holdingsQueryOptions());
  const summary = useQuery(portfolioSummaryQueryOptions());
  const rows = useMemo(() => fundRows(query.data ?? [], (holding) => holding.fundId), [query.data]);
  const fundReturns = useMemo(
    () => new Map(summary.data?.funds.map((fund) => [fund.fundId, fund.returnFigure])),
    [summary.data],
  );
  if (query.isPending) return <Loading label={text.loading} />;
  if (query.isError) {
    return <Failure title={text.failed} detail={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>{text.ownEmpty}</Text>
          <Text c="dimmed" size="sm">
            {text.ownEmptyHint}
          </Text>
          <ButtonLink to="/explore" mt="sm">
            {text.explore}
          </ButtonLink>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <PortfolioTotals tab={ownTab} totals={portfolioTotals(query.data)} returnFigure={summary.data?.returnFigure} />
      <HoldingsTable
        label={ownTab}
        rows={rows}
        returnOf={(row) => fundReturns.get(row.key)}
        isSip={(row) => row.holdings.some((holding) => holding.type === 'SIP')}
        action={(row) => <FundActionsMenu row={row} accountActive={accountActive} />}
      />
    </Stack>
  );
}

/** Holdings imported from the consolidated account statement, at the statement's values. */
function ExternalHoldings() {
  const query = useQuery(externalHoldingsQueryOptions());
  const rows = useMemo(
    () => fundRows(query.data ?? [], (holding) => holding.isin ?? `${holding.amcName}|${holding.schemeName}`),
    [query.data],
  );
  if (query.isPending) return <Loading label={text.loadingExternal} />;
  if (query.isError) {
    return <Failure title={text.failedExternal} detail={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) return <Text c="dimmed">{text.externalEmpty}</Text>;
  return (
    <Stack gap="md">
      <PortfolioTotals tab={text.externalTab} totals={portfolioTotals(query.data)} />
      <HoldingsTable label={text.externalTab} rows={rows} />
    </Stack>
  );
}

/**
 * /portfolio (000 §2.8): the '{brand} Investment' and 'External Portfolio' tabs. `accountActive`
 * is the session's verified flag: only a verified account is offered transactions (000 §6).
 */
export function PortfolioScreen({ accountActive }: { accountActive: boolean }) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{text.title}</Title>
          <AnchorLink to="/portfolio/capital-gains">{capitalGainsMessages.link}</AnchorLink>
        </Group>
        <Tabs defaultValue="own" keepMounted={false}>
          <Tabs.List aria-label={text.tabsLabel}>
            <Tabs.Tab value="own">{ownTab}</Tabs.Tab>
            <Tabs.Tab value="external">{text.externalTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="own" pt="md">
            <OwnHoldings accountActive={accountActive} />
          </Tabs.Panel>
          <Tabs.Panel value="external" pt="md">
            <ExternalHoldings />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
