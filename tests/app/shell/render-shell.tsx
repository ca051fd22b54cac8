/**
 * Renders the real shell (root route, navbar, notice, footer) with the login guard and the
 * signed-in routes of this issue, the app's session (real session machine over real session
 * storage, fake identity provider) and a fake user service answering through the real
 * `userApi` client (its bearer middleware included). A stand-in /signin shows the search it got.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import type { ExternalPortfolioStatus } from '../../../machines/session.machine';
import { userApi } from '../../../src/api/client';
import { createSession, type SessionActor } from '../../../src/app/session/app-session';
import { SessionProvider } from '../../../src/app/session/session-context';
import { handleForActor } from '../../../src/app/session/session-handle';
import { webSessionStore, writeSession } from '../../../src/app/session/session-storage';
import { theme } from '../../../src/app/theme';
import { Route as rootRoute } from '../../../src/routes/__root';
import { Route as authedRoute } from '../../../src/routes/_authed';
import { Route as dashboardRoute } from '../../../src/routes/_authed/dashboard';
import { Route as deleteAccountRoute } from '../../../src/routes/_authed/deleteaccount';
import { Route as orderStatusRoute } from '../../../src/routes/_authed/orderstatus';
import { Route as privacyRoute } from '../../../src/routes/privacypolicy';
import { FakeIdentityProvider, fakeSession } from '../../api/identity/fake-identity-provider';

// The signed-in navigation is a lazy chunk in the app: load it before any test renders, so the
// first test of a file does not wait on its transform (slow on a loaded machine).
await import('../../../src/app/shell/signed-in-navigation');

export const INVESTOR_EMAIL = 'asha.rao@example.in';

/** What the fake user service answers: `METHOD /path` → a response (or a promise of one). */
export type UserServiceRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

export interface RenderShellOptions {
  /** Signed in with this signup status; `null` renders signed out. */
  signupStatus?: string | null;
  /** The session payload's `name` (the app sets it to the e-mail at sign-up). */
  name?: string;
  externalPortfolio?: ExternalPortfolioStatus;
  userService?: UserServiceRoutes;
}

const running: SessionActor[] = [];
const middlewares: Parameters<typeof userApi.eject>[0][] = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  for (const middleware of middlewares.splice(0)) userApi.eject(middleware);
  act(() => notifications.clean());
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function child(route: AnyRoute, parent: AnyRoute, id: string, path?: string): AnyRoute {
  return route.update({ id, path: path ?? id, getParentRoute: () => parent } as never) as AnyRoute;
}

const signInStandIn = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signin',
  validateSearch: (search: Record<string, unknown>) => search,
  component: function SignInStandIn() {
    return <p data-testid="signin">{JSON.stringify(useSearch({ strict: false }))}</p>;
  },
});

/** Pages the shell links to but this issue does not build: they say where the app went. */
const standIns = [
  '/explore',
  '/NFO',
  '/portfolio',
  '/pancardverification',
  '/basicInfo',
  '/additionalinfo',
  // The landing page: the shell gives it its own header.
  '/sanchay-home',
].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <h1>{`Stand-in ${path}`}</h1> }));

const homeStandIn = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> });

function routeTree() {
  const authed = child(authedRoute, rootRoute, '/_authed', '');
  const authedChildren = [
    // Ids below a parent are joined to the parent's ('/_authed/dashboard'), as in the generated tree.
    child(dashboardRoute, authed, '/dashboard'),
    child(deleteAccountRoute, authed, '/deleteaccount'),
    child(orderStatusRoute, authed, '/orderstatus'),
  ];
  return rootRoute.addChildren([
    authed.addChildren(authedChildren),
    child(privacyRoute, rootRoute, '/privacypolicy'),
    signInStandIn,
    homeStandIn,
    ...standIns,
  ]);
}

export async function renderShell(address: string, options: RenderShellOptions = {}) {
  const requests: Request[] = [];
  const routes: UserServiceRoutes = {
    'GET /users/status': () => Response.json({ userStatus: options.signupStatus ?? 'USER_CREATED' }),
    ...options.userService,
  };
  const middleware = {
    async onRequest({ request }: { request: Request }) {
      requests.push(request.clone());
      const path = new URL(request.url).pathname.replace(/^\/api\/us/, '');
      const handler = routes[`${request.method} ${path}`];
      if (!handler) return Response.json({ code: 'NOT_IMPLEMENTED', message: 'not faked' }, { status: 501 });
      const response = await handler(request);
      // An answer given here skips the client's own onResponse, which reports a refused token.
      if (response.status === 401) session.send({ type: 'session.unauthorized' });
      return response;
    },
  };
  userApi.use(middleware);
  middlewares.push(middleware);

  const identity = new FakeIdentityProvider();
  const store = webSessionStore(window.sessionStorage);
  if (options.signupStatus !== undefined && options.signupStatus !== null) {
    const session = fakeSession(INVESTOR_EMAIL, { signupStatus: options.signupStatus });
    writeSession(store, {
      ...session,
      user: { ...session.user, name: options.name ?? INVESTOR_EMAIL },
    });
  }
  const externalPortfolio = options.externalPortfolio ?? {
    hasExternalPortfolio: false,
    reloadLocked: false,
    nextReloadDate: null,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [address] });
  let router: ReturnType<typeof createRouter> | undefined;
  const session = createSession({
    identity,
    store,
    localStorage: window.localStorage,
    loadExternalPortfolioStatus: async () => externalPortfolio,
    navigation: {
      location: () => router?.latestLocation ?? { pathname: new URL(address, 'http://app').pathname, href: address },
      goToSignIn: (search) => {
        void router?.navigate({ to: '/signin', search } as never);
      },
    },
  });
  running.push(session);
  const handle = handleForActor(session);
  router = createRouter({
    routeTree: routeTree(),
    history,
    context: { loadQueryClient: async () => queryClient, session: handle },
    defaultPendingMinMs: 0,
  });
  session.start();
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <SessionProvider value={{ actor: handle, identity, store }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  // The first render of a file (router, lazy routes) can take seconds on a loaded machine.
  const firstRender = { timeout: 5_000 };
  await screen.findByRole('contentinfo', {}, firstRender);
  // A signed-in investor's navigation loads lazily; wait for it where the page has a navbar.
  const signedIn = options.signupStatus !== undefined && options.signupStatus !== null;
  if (signedIn && screen.queryAllByRole('banner').length > 0)
    await screen.findByRole('button', { name: /^Account menu for/ }, firstRender);
  return { ...view, router, history, session, store, queryClient, identity, user, requests };
}

/** Where the app is now: path plus search, as the address bar would show it. */
export function currentHref(router: { state: { location: { href: string } } }): string {
  return router.state.location.href;
}
