import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { PlanType } from '../../../machines/plan-change.machine';
import { schemeQueryOptions } from '../../api/catalogue';
import { planPageQueryOptions } from '../../api/plans';
import { fundIdsOf, type PlanView, planViews, type SchemeLookup } from './plan-view';

/**
 * One page of a tab with every card's scheme looked up, one request per distinct fund through
 * the catalogue's scheme query (the details page shares the cache). A failed list is logged and
 * reads as empty (001 §8 "plan lists are emptied; no message").
 */
export function usePlanPage(type: PlanType, pageNo: number) {
  const query = useQuery(planPageQueryOptions(type, pageNo));
  useEffect(() => {
    if (query.isError) console.error(`The ${type} list could not be loaded`, query.error);
  }, [query.isError, query.error, type]);

  // A page of another tab kept on screen while this one loads is not shown under this tab.
  const page = query.data?.type === type ? query.data : undefined;
  const fundIds = useMemo(() => (page ? [...new Set(fundIdsOf(page))] : []), [page]);
  const lookups = useQueries({
    queries: fundIds.map((fundId) => schemeQueryOptions(fundId)),
    combine: (results) =>
      new Map<string, SchemeLookup>(
        results.map((result, index): [string, SchemeLookup] => [
          fundIds[index] ?? '',
          result.isPending ? { loading: true } : { loading: false, scheme: result.data ?? null },
        ]),
      ),
  });
  const views: PlanView[] = useMemo(
    () => (page ? planViews(page, (fundId) => lookups.get(fundId) ?? { loading: true }) : []),
    [page, lookups],
  );
  return {
    views,
    totalElements: page?.totalElements ?? 0,
    /** The zero-based page the cards shown belong to (the previous page's stay while the next loads). */
    loading: page === undefined && !query.isError,
    updating: query.isPlaceholderData,
  };
}
