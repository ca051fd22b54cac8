/**
 * Renders the portfolio screen under a memory router with the app's query client settings
 * (no retries) and Mantine in test mode; /details/$isin and /explore are stand-ins that show
 * where a link went.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { PortfolioScreen } from '../../../src/features/portfolio/portfolio-screen';

export function renderPortfolio({ accountActive = true }: { accountActive?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const portfolioRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/portfolio',
    component: () => <PortfolioScreen accountActive={accountActive} />,
  });
  const detailsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/details/$isin',
    component: function DetailsStandIn() {
      const { isin } = detailsRoute.useParams();
      return <p data-testid="details">{isin}</p>;
    },
  });
  const exploreRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/explore',
    component: () => <p data-testid="explore">explore</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([portfolioRoute, detailsRoute, exploreRoute]),
    history: createMemoryHistory({ initialEntries: ['/portfolio'] }),
    defaultPendingMinMs: 0,
  });
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
