import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { SessionActor } from '../app/session/app-session';
import { RouteErrorScreen } from '../app/shell/chunk-load-error';
import { RootLayout } from '../app/shell/root-layout';
import { UnknownRoute } from '../app/shell/unknown-route';

export interface RouterContext {
  queryClient: QueryClient;
  /** Route guards read it in `beforeLoad` with `isSignedIn(context.session)`. */
  session: SessionActor;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteErrorScreen,
  notFoundComponent: UnknownRoute,
});
