import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { createLazyIdentityProvider } from '../api/identity/lazy-identity-provider';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter } from './router';
import { createSession } from './session/app-session';
import { loadExternalPortfolioStatus } from './session/external-portfolio-status';
import { SessionProvider, type SessionValue } from './session/session-context';
import { webSessionStore } from './session/session-storage';
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
  queryClient: ReturnType<typeof createQueryClient>;
  router: AppRouter;
  session: SessionValue;
}

let services: AppServices | undefined;

/**
 * One set per page load, made outside React: the session's clocks and its link to the API
 * must not be started twice (StrictMode runs initialisers twice) nor stopped by a remount.
 * The session needs the router to navigate and the router carries the session in its
 * context, so the session reaches the router through a function that runs later.
 */
function appServices(): AppServices {
  if (services) return services;
  const queryClient = createQueryClient();
  const identity = createLazyIdentityProvider();
  const store = webSessionStore(window.sessionStorage);
  let router: AppRouter | undefined;
  const appRouter = () => {
    if (!router) throw new Error('The session navigated before the router existed');
    return router;
  };
  const actor = createSession({
    identity,
    store,
    localStorage: window.localStorage,
    loadExternalPortfolioStatus,
    navigation: {
      // The session decides where it starts while it is being created, before the router exists.
      location: () => router?.latestLocation ?? { pathname: window.location.pathname, href: currentHref() },
      goToSignIn: (search) => {
        void appRouter().navigate({ to: '/signin', search });
      },
    },
  });
  router = createAppRouter(queryClient, actor);
  actor.start();
  services = { queryClient, router, session: { actor, identity, store } };
  return services;
}

export function App() {
  const { queryClient, router, session } = appServices();
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-right" limit={3} />
      </Suspense>
      <SessionProvider value={session}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>
  );
}
