/**
 * Renders the real /orderstatus route (its search schema, loader and component) under a minimal
 * root with the router context it needs, a memory history and a query client without retries;
 * /explore is a stand-in that shows where the empty state's link went.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '../../../src/app/theme';
import type { RouterContext } from '../../../src/routes/__root';
import { Route as orderStatusRoute } from '../../../src/routes/_authed/orderstatus';

export function renderOrderStatus(address = '/orderstatus') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });
  const orders = orderStatusRoute.update({
    id: '/orderstatus',
    path: '/orderstatus',
    getParentRoute: () => rootRoute,
  } as never) as AnyRoute;
  const explore = createRoute({
    getParentRoute: () => rootRoute,
    path: '/explore',
    component: () => <p data-testid="explore">explore</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([orders, explore]),
    history: createMemoryHistory({ initialEntries: [address] }),
    context: { loadQueryClient: async () => queryClient, session: null as never },
    defaultPendingMinMs: 0,
  });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient, user };
}
