import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SCHEME_TYPES } from '../../domain/scheme-types';
import { ExplorerScreen } from '../features/catalogue/explorer/explorer-screen';

/** 000 §2.1: ?name= takes a scheme type; anything else opens the filter explorer. */
const ExploreSearch = v.object({
  name: v.fallback(v.optional(v.picklist(SCHEME_TYPES)), undefined),
});

export const Route = createFileRoute('/explore')({
  validateSearch: ExploreSearch,
  component: ExploreRoute,
});

function ExploreRoute() {
  const { name } = Route.useSearch();
  return <ExplorerScreen key={name ?? 'filters'} schemeType={name} />;
}
