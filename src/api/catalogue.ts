/**
 * Catalogue reads (000 §7): one queryOptions factory per resource, shared by
 * route loaders (`ensureQueryData`) and components (`useQuery`), and the actor
 * implementations the explorer machine is provided with. The actors go through
 * the query cache too, so going back to a fund house or page already seen is instant.
 */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../domain/contract/catalogue';
import { NAV_CHART_POINTS } from '../../domain/nav-windows';
import type { SchemePage, SchemeQuery } from '../../machines/explorer.machine';
import { ApiRequestError, catalogueApi, unwrap } from './client';

type Schemas = components['schemas'];
export type SchemeType = Schemas['SchemeType'];
type SchemeOption = Schemas['SchemeOption'];
export type SchemeDetails = Schemas['SchemeDetails'];
export type PortfolioBean = Schemas['PortfolioBean'];
export type LatestNav = Schemas['LatestNav'];
export type NavPoint = Schemas['NavPoint'];
export type NfoEntry = Schemas['NfoEntry'];

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** A 404 will not change on a second try; anything else gets the client's one retry. */
function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  return !isNotFound(error) && failureCount < 1;
}

/**
 * For queries a route loader has already fetched (with its retry): a screen that
 * mounts on a failed load shows the failure instead of silently fetching again.
 */
const loadedByRoute = { retryOnMount: false } as const;

const catalogueKeys = {
  all: ['catalogue'] as const,
  amcs: () => [...catalogueKeys.all, 'amcs'] as const,
  amcTypes: (amc: string) => [...catalogueKeys.all, 'amcs', amc, 'types'] as const,
  schemeOptions: (amc: string, type: string) => [...catalogueKeys.all, 'amcs', amc, 'types', type, 'gdos'] as const,
  schemes: (query: SchemeQuery) => [...catalogueKeys.all, 'schemes', query] as const,
  scheme: (fundId: string) => [...catalogueKeys.all, 'scheme', fundId] as const,
  nav: (fundId: string) => [...catalogueKeys.all, 'nav', fundId] as const,
  navHistory: (fundId: string) => [...catalogueKeys.all, 'nav', fundId, 'history'] as const,
  nfos: () => [...catalogueKeys.all, 'nfos'] as const,
};

export function amcsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.amcs(),
    queryFn: async ({ signal }) => unwrap(await catalogueApi.GET('/bo/amcs', { signal })),
    staleTime: 10 * 60_000,
  });
}

export function amcTypesQueryOptions(amc: string) {
  return queryOptions({
    queryKey: catalogueKeys.amcTypes(amc),
    queryFn: async ({ signal }) =>
      unwrap(await catalogueApi.GET('/bo/amcs/{amc}/types', { params: { path: { amc } }, signal })),
    staleTime: 10 * 60_000,
  });
}

export function schemeOptionsQueryOptions(amc: string, type: SchemeType) {
  return queryOptions({
    queryKey: catalogueKeys.schemeOptions(amc, type),
    queryFn: async ({ signal }) =>
      unwrap(await catalogueApi.GET('/bo/amcs/{amc}/types/{type}/gdos', { params: { path: { amc, type } }, signal })),
    staleTime: 10 * 60_000,
  });
}

export function schemesQueryOptions(query: SchemeQuery) {
  return queryOptions({
    queryKey: catalogueKeys.schemes(query),
    queryFn: async ({ signal }): Promise<SchemePage> => {
      const params = {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        sortBy: 'schemeName' as const,
        direction: query.direction,
        ...(query.filter ? { filter: query.filter } : {}),
      };
      const { source } = query;
      if (source.kind === 'type') {
        return unwrap(
          await catalogueApi.GET('/bo/types/{type}/schemes', {
            params: { path: { type: source.schemeType }, query: params },
            signal,
          }),
        );
      }
      return unwrap(
        await catalogueApi.GET('/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes', {
          params: {
            path: {
              amc: source.amc,
              type: source.schemeType,
              // Options reach the machine from listSchemeOptions, so they are SchemeOption values.
              gdos: source.option as SchemeOption,
            },
            query: params,
          },
          signal,
        }),
      );
    },
  });
}

/** The details page asks for the SIP rules too: the SIP button depends on them (000 §2.5, §7). */
export function schemeQueryOptions(fundId: string) {
  return queryOptions({
    queryKey: catalogueKeys.scheme(fundId),
    queryFn: async ({ signal }) =>
      unwrap(
        await catalogueApi.GET('/bo/schemes/{fundId}', {
          params: { path: { fundId }, query: { type: ['SIP'] } },
          signal,
        }),
      ),
    retry: retryUnlessNotFound,
    ...loadedByRoute,
  });
}

/** The latest NAV, or null when the scheme has none published yet (404). */
export function navQueryOptions(fundId: string) {
  return queryOptions({
    queryKey: catalogueKeys.nav(fundId),
    queryFn: async ({ signal }): Promise<LatestNav | null> => {
      try {
        return unwrap(await catalogueApi.GET('/bo/navs/{id}', { params: { path: { id: fundId } }, signal }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    ...loadedByRoute,
  });
}

/**
 * What the details page draws: each chart window's ~50 points and the points its CAGR and
 * NAV change read (`?points=`, a few KB), not the whole history.
 */
export function navHistoryQueryOptions(fundId: string) {
  return queryOptions({
    queryKey: catalogueKeys.navHistory(fundId),
    queryFn: async ({ signal }) =>
      unwrap(
        await catalogueApi.GET('/bo/navs/{id}/history', {
          params: { path: { id: fundId }, query: { points: NAV_CHART_POINTS } },
          signal,
        }),
      ),
    retry: retryUnlessNotFound,
    staleTime: 10 * 60_000,
    ...loadedByRoute,
  });
}

export function nfosQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.nfos(),
    queryFn: async ({ signal }) => unwrap(await catalogueApi.GET('/bo/nfos', { signal })),
    ...loadedByRoute,
  });
}
