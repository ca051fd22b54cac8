import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import type { SessionHandle } from './session/session-handle';

export function createAppRouter(loadQueryClient: () => Promise<QueryClient>, session: SessionHandle) {
  return createRouter({
    routeTree,
    context: { loadQueryClient, session },
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
