import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import type { SessionActor } from './session/app-session';

export function createAppRouter(queryClient: QueryClient, session: SessionActor) {
  return createRouter({
    routeTree,
    context: { queryClient, session },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
