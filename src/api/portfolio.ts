/**
 * Portfolio reads (000 §7): the investor's holdings (GET /portfolios) and their figures
 * (GET /portfolios/summary), the imported external
 * holdings (GET mfc/folio), and per held fund the STP and SWP rules its actions depend on
 * ("for holdings, fundId with stpType STP and swpType SWP").
 */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../domain/contract/user';
import type { TransferRules } from '../../domain/holding-actions';
import { catalogueApi, unwrap, userApi } from './client';

export type Holding = components['schemas']['Holding'];
export type ExternalHolding = components['schemas']['ExternalHolding'];
export type PortfolioSummary = components['schemas']['PortfolioSummary'];
export type ChartRow = components['schemas']['ChartRow'];
/** Beyond the spec (issue 26): the return a screen shows, absolute under a year, XIRR from a year. */
export type ReturnFigure = components['schemas']['ReturnFigure'];

export const portfolioKeys = {
  all: ['portfolio'] as const,
  holdings: () => [...portfolioKeys.all, 'holdings'] as const,
  summary: () => [...portfolioKeys.all, 'summary'] as const,
  external: () => [...portfolioKeys.all, 'external'] as const,
  transferRules: (fundId: string) => [...portfolioKeys.all, 'transfer-rules', fundId] as const,
};

export function holdingsQueryOptions() {
  return queryOptions({
    queryKey: portfolioKeys.holdings(),
    queryFn: async ({ signal }): Promise<Holding[]> => unwrap(await userApi.GET('/portfolios', { signal })),
  });
}

/** The dashboard's counters, chart rows, XIRR and return figures (GET /portfolios/summary, beyond the spec). */
export function portfolioSummaryQueryOptions() {
  return queryOptions({
    queryKey: portfolioKeys.summary(),
    queryFn: async ({ signal }): Promise<PortfolioSummary> =>
      unwrap(await userApi.GET('/portfolios/summary', { signal })),
  });
}

export function externalHoldingsQueryOptions() {
  return queryOptions({
    queryKey: portfolioKeys.external(),
    queryFn: async ({ signal }): Promise<ExternalHolding[]> => unwrap(await userApi.GET('/mfc/folio', { signal })),
  });
}

export function transferRulesQueryOptions(fundId: string) {
  return queryOptions({
    queryKey: portfolioKeys.transferRules(fundId),
    queryFn: async ({ signal }): Promise<TransferRules> => {
      const scheme = unwrap(
        await catalogueApi.GET('/bo/schemes/{fundId}', {
          params: { path: { fundId }, query: { type: ['STP', 'SWP'] } },
          signal,
        }),
      );
      return { swp: scheme.swpDetails ?? null, stp: scheme.stpDetails ?? [] };
    },
    staleTime: 10 * 60_000,
  });
}
