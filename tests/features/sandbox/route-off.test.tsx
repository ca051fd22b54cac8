// @vitest-environment happy-dom
/**
 * A production build (VITE_SANDBOX=false) does not know /sandbox: it is an unknown route like
 * any other, which sends a logged-out visitor to /signin with the address as redirect.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../src/app/session/session-context';
import { Route as rootRoute } from '../../../src/routes/__root';
import { Route as sandboxRoute } from '../../../src/routes/sandbox';
import { Route as signInRoute } from '../../../src/routes/signin';
import { createTestSession } from '../../app/session/test-session';

const fake = await vi.hoisted(async () => (await import('./fake-sandbox')).createFakeSandbox());

vi.mock('../../../src/app/config', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/app/config')>();
  return { config: { ...real.config, sandbox: false } };
});

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, sandboxApi: { GET: fake.GET, POST: fake.POST, PUT: fake.PUT } };
});

function child(route: AnyRoute, path: string): AnyRoute {
  return route.update({ id: path, path, getParentRoute: () => rootRoute } as never) as AnyRoute;
}

describe('/sandbox outside sandbox builds', () => {
  it('is an unknown route: the visitor lands on /signin with it as redirect, and nothing asks the sandbox', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const session = createTestSession();
    const router = createRouter({
      routeTree: rootRoute.addChildren([child(signInRoute, '/signin'), child(sandboxRoute, '/sandbox')]),
      history: createMemoryHistory({ initialEntries: ['/sandbox?to=a@example.com'] }),
      context: { loadQueryClient: async () => queryClient, session: session.actor },
    });
    render(
      <MantineProvider env="test">
        <SessionProvider value={session}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </SessionProvider>
      </MantineProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toEqual({ redirect: '/sandbox?to=a%40example.com' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Sandbox' })).toBeNull();
    expect(fake.calls('GET', '/clock')).toHaveLength(0);
  });
});
