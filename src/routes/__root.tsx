import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { SessionHandle } from '../app/session/session-handle';
import { RouteErrorScreen } from '../app/shell/chunk-load-error';
import { RootLayout } from '../app/shell/root-layout';
import { UnknownRoute } from '../app/shell/unknown-route';

export interface RouterContext {
  queryClient: QueryClient;
  /** Route guards read it in `beforeLoad` with `isSignedIn(context.session)`. */
  session: SessionHandle;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: UnknownRoute,
});
