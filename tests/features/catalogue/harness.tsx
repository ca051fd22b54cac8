/**
 * Renders catalogue routes the way the app does (router, query client, Mantine),
 * under a bare root so the shell stays out of these tests. The real route
 * objects are re-parented here, loaders and search validation included; /signin
 * is a stand-in that shows the search it received.
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
import type { ReactNode } from 'react';
import { SessionProvider } from '../../../src/app/session/session-context';
import { createSessionHandle, type SessionView, SIGNED_OUT } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import { Route as detailsRoute } from '../../../src/routes/details.$isin';
import { Route as exploreRoute } from '../../../src/routes/explore';
import { Route as nfoRoute } from '../../../src/routes/NFO';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, staleTime: Number.POSITIVE_INFINITY } },
  });
}

const rootRoute = createRootRouteWithContext<{ loadQueryClient: () => Promise<QueryClient> }>()({
  component: () => <Outlet />,
});

function attach(route: AnyRoute, id: string) {
  // The same re-parenting the generated route tree does.
  return (route as unknown as { update: (options: object) => AnyRoute }).update({
    id,
    path: id,
    getParentRoute: () => rootRoute,
  });
}

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: (search: Record<string, unknown>) => search,
  component: function SignInStandIn() {
    const search = signInRoute.useSearch();
    return <p data-testid="signin">{JSON.stringify(search)}</p>;
  },
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/{$slug}-home', component: () => <p>home</p> });

/** Mounts `element` at /explore-test beside the real routes, for screens rendered with test props. */
export function renderRoutes(
  path: string,
  options: { queryClient?: QueryClient; element?: () => ReactNode; session?: SessionView } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const children: AnyRoute[] = [
    attach(exploreRoute, '/explore'),
    attach(nfoRoute, '/NFO'),
    attach(detailsRoute, '/details/$isin'),
    signInRoute,
    homeRoute,
  ];
  if (options.element) {
    const element = options.element;
    children.push(createRoute({ getParentRoute: () => rootRoute, path: '/explore-test', component: () => element() }));
  }
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { loadQueryClient: async () => queryClient },
    defaultPendingMinMs: 0,
  });
  const view = render(
    // env="test": no transitions or portals, as Mantine recommends for tests.
    <MantineProvider env="test">
      <SessionProvider
        value={{
          // BUY and SIP read who is signed in; a signed-out visitor unless the test says otherwise.
          actor: createSessionHandle(options.session ?? SIGNED_OUT),
          identity: new FakeIdentityProvider(),
          store: webSessionStore(window.sessionStorage),
        }}
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}

/** The search the /signin stand-in received. */
export function signInSearch(element: HTMLElement): Record<string, unknown> {
  return JSON.parse(element.textContent ?? '{}') as Record<string, unknown>;
}
