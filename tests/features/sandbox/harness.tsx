/**
 * Renders /sandbox the way the app does (router, query client, Mantine), under a bare root so
 * the shell stays out of these tests; the real route object is re-parented here, search
 * validation and the sandbox-build check included.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { Route as sandboxRoute } from '../../../src/routes/sandbox';
import { flush } from '../../support/clock';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
}

const rootRoute = createRootRouteWithContext<{ loadQueryClient: () => Promise<QueryClient> }>()({
  component: () => <Outlet />,
});

const routeTree = rootRoute.addChildren([
  (sandboxRoute as unknown as { update: (options: object) => AnyRoute }).update({
    id: '/sandbox',
    path: '/sandbox',
    getParentRoute: () => rootRoute,
  }),
]);

export async function renderSandbox(address = '/sandbox') {
  const fakeClock = vi.isFakeTimers();
  const queryClient = createTestQueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [address] }),
    context: { loadQueryClient: async () => queryClient },
    defaultPendingMinMs: 0,
  });
  const user = userEvent.setup(fakeClock ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    // env="test": no transitions or portals, as Mantine recommends for tests.
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  if (fakeClock) {
    // The page settles without moving the fake clock, so a test's intervals count from here.
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
  } else {
    await screen.findByRole('heading', { level: 1, name: 'Sandbox' });
  }
  return { ...view, router, queryClient, user };
}
