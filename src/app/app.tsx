import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { createLazyIdentityProvider } from '../api/identity/lazy-identity-provider';
import { whenIdle } from '../lib/when-idle';
import { LazyQueryClientProvider } from './lazy-query-provider';
import { loadQueryClient } from './query-client-source';
import { type AppRouter, createAppRouter } from './router';
import type { SessionServices } from './session/app-session';
import { SessionProvider, type SessionValue } from './session/session-context';
import { createSessionHandle, SIGNED_OUT } from './session/session-handle';
import { readExternalPortfolioStatus, readSession, webSessionStore } from './session/session-storage';
import { theme } from './theme';

/**
 * Toasts are never needed for the first paint; the container loads in its own chunk.
 * `notifications.show` works before it arrives: the store keeps the queue.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const currentHref = () => `${window.location.pathname}${window.location.search}`;

interface AppServices {
  router: AppRouter;
  session: SessionValue;
  /** Starts a signed-out visitor's session actor once the browser is idle; runs once. */
  startSessionWhenIdle: () => void;
}

let services: AppServices | undefined;

/**
 * One set per page load, made outside React: the session's clocks and its link to the API
 * must not be started twice (StrictMode runs initialisers twice) nor stopped by a remount.
 * The session needs the router to navigate and the router carries the session in its
 * context, so the session reaches the router through a function that runs later.
 *
 * The session actor itself loads in its own chunk (session-handle.ts): before the first
 * render when a session is stored, so a signed-in investor's first page already knows it;
 * otherwise once the visitor's first page has been drawn (committed) and the browser is idle,
 * so its scripts never compete with the page's own content.
 */
export async function prepareApp(): Promise<void> {
  if (services) return;
  const identity = createLazyIdentityProvider();
  const store = webSessionStore(window.sessionStorage);
  const stored = readSession(store);
  const handle = createSessionHandle(
    stored ? { signedIn: true, user: stored.user, externalPortfolio: readExternalPortfolioStatus(store) } : SIGNED_OUT,
  );
  let router: AppRouter | undefined;
  const sessionServices: SessionServices = {
    identity,
    store,
    localStorage: window.localStorage,
    // Only a signed-in session asks, so the API client loads with the session, not the entry.
    loadExternalPortfolioStatus: (signal) =>
      import('./session/external-portfolio-status').then((module) => module.loadExternalPortfolioStatus(signal)),
    navigation: {
      location: () => router?.latestLocation ?? { pathname: window.location.pathname, href: currentHref() },
      goToSignIn: (search) => {
        if (!router) throw new Error('The session navigated before the router existed');
        void router.navigate({ to: '/signin', search });
      },
    },
  };
  const startSession = async () => {
    const { createSession } = await import('./session/app-session');
    const actor = createSession(sessionServices);
    handle.attach(actor);
    actor.start();
  };
  let sessionStarting = false;
  const startSessionWhenIdle = () => {
    if (sessionStarting) return;
    sessionStarting = true;
    whenIdle(() => void startSession());
  };
  router = createAppRouter(loadQueryClient, handle);
  services = { router, session: { actor: handle, identity, store }, startSessionWhenIdle };
  if (stored) {
    sessionStarting = true;
    // The session's chunks are asked for first: the first render waits for them.
    const started = startSession();
    preloadSignedInPage(router);
    await started;
  }
}

/**
 * A signed-in investor's first page needs the session, the query client, the page's route
 * chunks and the signed-in navbar. Each would otherwise wait for the one before it (the root
 * route awaits the client before the route's code is asked for, and the navbar's chunk is asked
 * for only once the page renders), so all start here at once (issue 30). A chunk that fails to
 * arrive is asked for again where it is used.
 */
function preloadSignedInPage(router: AppRouter): void {
  const ignore = () => undefined;
  loadQueryClient().catch(ignore);
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) router.loadRouteChunk(route)?.catch(ignore);
  import('./shell/signed-in-navigation').catch(ignore);
}

/**
 * Resolves once the current address's route is ready to draw (its chunk and loader), so a
 * prerendered page is replaced in one commit rather than by a pending frame first.
 */
export async function loadInitialRoute(): Promise<void> {
  await services?.router.load();
}

/** Renders what `prepareApp` made; call that first. */
export function App() {
  if (!services) throw new Error('prepareApp() must finish before <App /> renders');
  const { router, session, startSessionWhenIdle } = services;
  // After the first commit: the visitor's page is on screen.
  useEffect(startSessionWhenIdle, []);
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={3} />
      </Suspense>
      <SessionProvider value={session}>
        <LazyQueryClientProvider>
          <RouterProvider router={router} />
        </LazyQueryClientProvider>
      </SessionProvider>
    </MantineProvider>
  );
}
