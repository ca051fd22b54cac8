import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { schemeQueryOptions } from '../../api/catalogue';
import { schemeLabel } from './order-row-text';

/** A scheme cell: still loading, or the label ('name (type)', 'Unknown' when the lookup failed). */
export type SchemeCell = { loading: true } | { loading: false; label: string };

/**
 * The scheme of each fund on the page, looked up all at once (001 §3 "Scheme details (by
 * fundId)"): one request per distinct fund, in parallel, through the catalogue's scheme query so
 * the details page's cache serves them too. A failed lookup reads 'Unknown' (001 §8).
 */
export function useSchemeLabels(fundIds: readonly string[]): (fundId: string) => SchemeCell {
  const distinct = useMemo(() => [...new Set(fundIds)], [fundIds]);
  const cells = useQueries({
    queries: distinct.map((fundId) => schemeQueryOptions(fundId)),
    combine: (results) =>
      new Map<string, SchemeCell>(
        results.map((result, index): [string, SchemeCell] => [
          distinct[index] ?? '',
          result.isPending ? { loading: true } : { loading: false, label: schemeLabel(result.data) },
        ]),
      ),
  });
  return (fundId) => cells.get(fundId) ?? { loading: true };
}
