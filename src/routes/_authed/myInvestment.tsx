import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import type { PlanType } from '../../../machines/plan-change.machine';
import { planPageQueryOptions } from '../../api/plans';
import { MyInvestmentsScreen } from '../../features/plans';

/** `tab` defaults to SIP and `page` (one-based) to 1; unreadable values fall back to them (001 §2.16). */
const MyInvestmentsSearch = v.object({
  tab: v.fallback(v.optional(v.picklist(['SIP', 'STP', 'SWP'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_authed/myInvestment')({
  validateSearch: MyInvestmentsSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'SIP', page: search.page ?? 1 }),
  // Starts the request on intent (hovering 'My Plans'); the screen reads the same query.
  loader: async ({ context, deps }) => {
    void (await context.loadQueryClient()).prefetchQuery(planPageQueryOptions(deps.tab, deps.page - 1));
  },
  component: MyInvestmentsRoute,
});

function MyInvestmentsRoute() {
  const { tab = 'SIP', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = useCallback(
    (next: PlanType) => void navigate({ search: { tab: next === 'SIP' ? undefined : next } }),
    [navigate],
  );
  const onPageChange = useCallback(
    (next: number) => void navigate({ search: (was) => ({ ...was, page: next === 1 ? undefined : next }) }),
    [navigate],
  );
  return <MyInvestmentsScreen tab={tab} page={page} onTabChange={onTabChange} onPageChange={onPageChange} />;
}
