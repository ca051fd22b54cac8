import { Box, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { PlanSummary, PlanTransaction, PlanType } from '../../../machines/plan-change.machine';
import { PLAN_PAGE_SIZE, type planChangeActors } from '../../api/plans';
import { LabelledPagination } from '../../components/labelled-pagination';
import { LoadingStatus } from '../../components/loading-status';
import { pageCount } from '../../lib/paging';
import { PLAN_TABS, myInvestmentsMessages as text } from './messages';
import { PlanCard } from './plan-card';
import { PlanChangeModal } from './plan-change-modal';
import { useAppToday } from './use-app-today';
import { usePlanChange } from './use-plan-change';
import { usePlanPage } from './use-plan-page';

interface MyInvestmentsScreenProps {
  tab: PlanType;
  /** One-based page, as in the address. */
  page: number;
  /** Another tab was chosen: the route goes back to page 1 (001 §4.5). */
  onTabChange: (tab: PlanType) => void;
  onPageChange: (page: number) => void;
  /** The calls the plan-change machine makes; tests hand in ones they settle. */
  createActors?: typeof planChangeActors;
}

/**
 * /myInvestment (001 §2.16): the SIP, STP and SWP tabs, five cards a page newest first, the pager
 * only when there is more than one page, and the skip/cancel modal (one machine for every card).
 */
export function MyInvestmentsScreen({ tab, page, onTabChange, onPageChange, createActors }: MyInvestmentsScreenProps) {
  const actor = usePlanChange(createActors);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{text.pageTitle}</Title>
        <Tabs value={tab} onChange={(value) => value && value !== tab && onTabChange(value as PlanType)}>
          <Tabs.List aria-label={text.tabsLabel}>
            {PLAN_TABS.map((type) => (
              <Tabs.Tab key={type} value={type}>
                {type}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PLAN_TABS.map((type) => (
            <Tabs.Panel key={type} value={type} pt="lg">
              {type === tab && (
                <PlanList
                  tab={tab}
                  page={page}
                  onPageChange={onPageChange}
                  onChange={(plan, transaction) => actor.send({ type: 'change.opened', plan, transaction })}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <PlanChangeModal actor={actor} />
    </Container>
  );
}

interface PlanListProps {
  tab: PlanType;
  page: number;
  onPageChange: (page: number) => void;
  onChange: (plan: PlanSummary, transaction: PlanTransaction) => void;
}

function PlanList({ tab, page, onPageChange, onChange }: PlanListProps) {
  const today = useAppToday();
  const { views, totalElements, loading, updating } = usePlanPage(tab, page - 1);
  const pages = pageCount(totalElements, PLAN_PAGE_SIZE);
  const titleId = `plans-${tab}-title`;

  let body: React.ReactNode;
  if (loading) {
    body = <LoadingStatus label={text.loading} />;
  } else if (views.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center">{text.empty(tab)}</Text>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="md">
        <Stack
          component="ul"
          gap="md"
          m={0}
          p={0}
          aria-labelledby={titleId}
          aria-busy={updating}
          style={{ listStyle: 'none' }}
        >
          {views.map((view) => (
            <PlanCard
              key={view.summary.id}
              view={view}
              today={today}
              onSkip={() => onChange(view.summary, 'PAUSE')}
              onCancel={() => onChange(view.summary, 'CANCEL')}
            />
          ))}
        </Stack>
        {pages > 1 && (
          <Box component="nav" aria-label={`${text.title(tab)} pages`}>
            <LabelledPagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => next !== page && onPageChange(next)}
              size="sm"
            />
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz="h3" id={titleId}>
        {text.title(tab)}
      </Title>
      {body}
    </Stack>
  );
}
