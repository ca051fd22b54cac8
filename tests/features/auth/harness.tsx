/**
 * Renders the identity screens the way the app does: the real route objects (search
 * validation included) under a bare root, the app's session (real session machine, real
 * storage) and a fake identity provider. Stand-in pages answer /dashboard, /portfolio and
 * /explore; a test may replace an auth route's screen to hand it a machine whose calls the
 * test settles.
 */
import { Button, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { ExternalPortfolioStatus } from '../../../machines/session.machine';
import { createSession, type SessionActor } from '../../../src/app/session/app-session';
import { SessionProvider, useSessionActions, useSessionUser } from '../../../src/app/session/session-context';
import { handleForActor } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import { theme } from '../../../src/app/theme';
import type { RouterContext } from '../../../src/routes/__root';
import { Route as mobileVerificationRoute } from '../../../src/routes/mobileverification';
import { Route as newPasswordRoute } from '../../../src/routes/newpassword';
import { Route as resetPasswordRoute } from '../../../src/routes/resetpassword';
import { Route as signInRoute } from '../../../src/routes/signin';
import { Route as signUpRoute } from '../../../src/routes/signup';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';

const authRoutes = {
  '/signin': signInRoute,
  '/signup': signUpRoute,
  '/mobileverification': mobileVerificationRoute,
  '/resetpassword': resetPasswordRoute,
  '/newpassword': newPasswordRoute,
} as const;

export type AuthPath = keyof typeof authRoutes;

type RefineSession = NonNullable<Parameters<typeof createSession>[1]>;

export interface RenderAuthOptions {
  identity?: FakeIdentityProvider;
  /** Replaces an auth route's screen; it receives the raw search of the address. */
  screens?: Partial<Record<AuthPath, (search: Record<string, unknown>) => ReactNode>>;
  /** Adjusts the app's session machine (e.g. deferred actors) before it starts. */
  refineSession?: RefineSession;
  loadExternalPortfolioStatus?: () => Promise<ExternalPortfolioStatus>;
}

const running: SessionActor[] = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** A page that needs login, with what a signed-in shell offers: who is in, and Log out. */
function StandInPage({ title }: { title: string }) {
  const user = useSessionUser();
  const { logout } = useSessionActions();
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Text data-testid="signed-in-as">{user ? user.email : 'nobody'}</Text>
      <Button onClick={logout}>Log out</Button>
    </Stack>
  );
}

export function renderAuth(address: string, options: RenderAuthOptions = {}) {
  const identity = options.identity ?? new FakeIdentityProvider();
  const store = webSessionStore(window.sessionStorage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createAppTestRouter> | undefined;
  const currentRouter = () => {
    if (!router) throw new Error('The session navigated before the router existed');
    return router;
  };
  const session = createSession(
    {
      identity,
      store,
      localStorage: window.localStorage,
      loadExternalPortfolioStatus:
        options.loadExternalPortfolioStatus ??
        (async () => ({ hasExternalPortfolio: false, reloadLocked: false, nextReloadDate: null })),
      navigation: {
        // The session decides where it starts while it is being created, before the router exists.
        location: () => router?.latestLocation ?? { pathname: new URL(address, 'http://app').pathname, href: address },
        goToSignIn: (search) => {
          void currentRouter().navigate({ to: '/signin', search } as never);
        },
      },
    },
    options.refineSession,
  );
  running.push(session);

  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });
  const children: AnyRoute[] = Object.entries(authRoutes).map(([path, route]) => {
    const replacement = options.screens?.[path as AuthPath];
    if (replacement) {
      return createRoute({
        getParentRoute: () => rootRoute,
        path,
        validateSearch: (search: Record<string, unknown>) => search,
        component: function ReplacedScreen() {
          return replacement(useSearch({ strict: false }) as Record<string, unknown>);
        },
      });
    }
    return (route as unknown as { update: (options: object) => AnyRoute }).update({
      id: path,
      path,
      getParentRoute: () => rootRoute,
    });
  });
  for (const [path, title] of [
    ['/dashboard', 'Dashboard'],
    ['/portfolio', 'Portfolio'],
    ['/explore', 'Explore'],
  ] as const) {
    children.push(
      createRoute({ getParentRoute: () => rootRoute, path, component: () => <StandInPage title={title} /> }),
    );
  }
  const handle = handleForActor(session);
  router = createAppTestRouter(rootRoute.addChildren(children), address, {
    loadQueryClient: async () => queryClient,
    session: handle,
  });
  session.start();

  const view = render(
    // env="test": no transitions or portals, as Mantine recommends for tests.
    <MantineProvider theme={theme} env="test">
      <SessionProvider value={{ actor: handle, identity, store }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  return { ...view, router, session, handle, identity, store };
}

function createAppTestRouter(routeTree: AnyRoute, address: string, context: RouterContext) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [address] }),
    context,
    defaultPendingMinMs: 0,
  });
}

/** Where the app is now: path plus search, as the address bar would show it. */
export function currentHref(router: { state: { location: { href: string } } }): string {
  return router.state.location.href;
}
