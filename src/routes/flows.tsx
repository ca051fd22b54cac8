import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { config } from '../app/config';
import { FlowsScreen } from '../features/flows/flows-screen';

/** `?machine=` is the open diagram (`order`, `onboarding/pan-fetch`), `?path=` the chosen test path (from 1). */
const FlowsSearch = v.object({
  machine: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(120))), undefined),
  path: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

/** The flow atlas; builds without it (production unless VITE_FLOWS=true) do not know this page. */
export const Route = createFileRoute('/flows')({
  validateSearch: FlowsSearch,
  beforeLoad: () => {
    if (!config.flows) throw notFound();
  },
  component: FlowsRoute,
});

function FlowsRoute() {
  const { machine, path } = Route.useSearch();
  return <FlowsScreen machine={machine} path={path} />;
}
