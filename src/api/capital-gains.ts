/** The capital-gains statement (GET /portfolios/capital-gains, beyond the spec). */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../domain/contract/user';
import { unwrap, userApi } from './client';

export type CapitalGains = components['schemas']['CapitalGains'];

export function capitalGainsQueryOptions() {
  return queryOptions({
    queryKey: ['portfolio', 'capital-gains'] as const,
    queryFn: async ({ signal }): Promise<CapitalGains> =>
      unwrap(await userApi.GET('/portfolios/capital-gains', { signal })),
  });
}
