import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { SessionHandle } from '../app/session/session-handle';
import { RouteErrorScreen } from '../app/shell/chunk-load-error';
import { RootLayout } from '../app/shell/root-layout';
import { UnknownRoute } from '../app/shell/unknown-route';

export interface RouterContext {
  /** The app's QueryClient, loaded in its own chunk the first time a page needs it. */
  loadQueryClient: () => Promise<QueryClient>;
  /** Route guards read it in `beforeLoad` with `isSignedIn(context.session)`. */
  session: SessionHandle;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A page that uses no queries (its route's staticData.withoutQueries) renders without TanStack
  // Query; any other waits for the client, so its screens and loaders find it there.
  beforeLoad: async ({ context, matches }) => {
    if (matches.at(-1)?.staticData.withoutQueries !== true) await context.loadQueryClient();
  },
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: UnknownRoute,
});
