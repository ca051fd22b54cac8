/**
 * The explorer machine's actor implementations. Kept apart from the query options so route
 * loaders (which run in the entry chunk) don't pull XState into the landing page's initial JS.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { FundHouse, SchemePage, SchemeQuery } from '../../machines/explorer.machine';
import {
  amcsQueryOptions,
  amcTypesQueryOptions,
  type SchemeType,
  schemeOptionsQueryOptions,
  schemesQueryOptions,
} from './catalogue';

/** The explorer machine's actors, reading through the query cache. */
export function explorerActors(queryClient: QueryClient) {
  return {
    loadAmcs: fromPromise<FundHouse[]>(() => queryClient.fetchQuery(amcsQueryOptions())),
    loadSchemeTypes: fromPromise<SchemeType[], { amc: string }>(({ input }) =>
      queryClient.fetchQuery(amcTypesQueryOptions(input.amc)),
    ),
    loadSchemeOptions: fromPromise<string[], { amc: string; schemeType: SchemeType }>(({ input }) =>
      queryClient.fetchQuery(schemeOptionsQueryOptions(input.amc, input.schemeType)),
    ),
    loadSchemes: fromPromise<SchemePage, SchemeQuery>(({ input }) =>
      queryClient.fetchQuery(schemesQueryOptions(input)),
    ),
  };
}
