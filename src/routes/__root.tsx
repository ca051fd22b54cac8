import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { RedirectToSignIn } from '../app/shell/redirect-to-sign-in';
import { RootLayout } from '../app/shell/root-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RedirectToSignIn,
});
