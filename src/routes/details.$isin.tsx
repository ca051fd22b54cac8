import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound, navHistoryQueryOptions, navQueryOptions, schemeQueryOptions } from '../api/catalogue';
import { SchemeDetailsScreen } from '../features/catalogue/details/scheme-details-screen';
import { SchemeDetailsSkeleton } from '../features/catalogue/details/scheme-details-skeleton';
import { SchemeNotFound } from '../features/catalogue/details/scheme-not-found';

export const Route = createFileRoute('/details/$isin')({
  // Scheme, NAV and history are asked for side by side, but the page waits only for the
  // scheme: the NAV section fills in when its two answers arrive. Only an unknown scheme stops
  // the page; other failures stay in the cache for the screen, which hides just the NAV section.
  loader: async ({ context, params: { isin } }) => {
    const queryClient = await context.loadQueryClient();
    void queryClient.prefetchQuery(navQueryOptions(isin));
    void queryClient.prefetchQuery(navHistoryQueryOptions(isin));
    try {
      await queryClient.ensureQueryData(schemeQueryOptions(isin));
    } catch (error) {
      if (isNotFound(error)) throw notFound();
    }
  },
  pendingComponent: SchemeDetailsSkeleton,
  notFoundComponent: DetailsNotFound,
  component: DetailsRoute,
});

function DetailsRoute() {
  const { isin } = Route.useParams();
  return <SchemeDetailsScreen isin={isin} />;
}

function DetailsNotFound() {
  const { isin } = Route.useParams();
  return <SchemeNotFound isin={isin} />;
}
