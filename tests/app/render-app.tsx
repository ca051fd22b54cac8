/**
 * Renders the real shell and the public routes of this issue at a given address, with
 * the app's providers, a memory history and a router built from the route files
 * themselves (the same `update` calls the generated tree makes), so a test does not
 * depend on routes other features are still writing. Any address outside these routes
 * is unknown here, exactly as it is in the app.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionProvider } from '../../src/app/session/session-context';
import { theme } from '../../src/app/theme';
import { Route as rootRoute } from '../../src/routes/__root';
import { Route as homeRoute } from '../../src/routes/{$slug}-home';
import { Route as indexRoute } from '../../src/routes/index';
import { Route as privacyRoute } from '../../src/routes/privacypolicy';
import { Route as signInRoute } from '../../src/routes/signin';
import { Route as termsRoute } from '../../src/routes/termsconditions';
import { createTestSession } from './session/test-session';

function child(route: AnyRoute, path: string): AnyRoute {
  return route.update({ id: path, path, getParentRoute: () => rootRoute } as never) as AnyRoute;
}

const routeTree = rootRoute.addChildren([
  child(indexRoute, '/'),
  child(homeRoute, '/{$slug}-home'),
  child(signInRoute, '/signin'),
  child(privacyRoute, '/privacypolicy'),
  child(termsRoute, '/termsconditions'),
]);

export async function renderApp(address: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createMemoryHistory({ initialEntries: [address] });
  const session = createTestSession();
  const router = createRouter({
    routeTree,
    history,
    context: { loadQueryClient: async () => queryClient, session: session.actor },
  });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme}>
      <Notifications />
      <SessionProvider value={session}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  // The shell renders once the first match has loaded.
  await screen.findByRole('contentinfo');
  return { router, history, user, ...view };
}

/** Where the app is now: path plus search, as the address bar would show it. */
export function currentHref(router: { state: { location: { href: string } } }): string {
  return router.state.location.href;
}
