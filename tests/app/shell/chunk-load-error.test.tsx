// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RouteErrorScreen } from '../../../src/app/shell/chunk-load-error';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** A router whose root shows RouteErrorScreen, as the app's root route does, with one page at /page. */
async function renderPage(page: { component: RouteComponent; loader?: () => unknown }) {
  const rootRoute = createRootRoute({ component: () => <Outlet />, errorComponent: RouteErrorScreen });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/page', ...page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, user: userEvent.setup() };
}

const CHROMIUM = 'Failed to fetch dynamically imported module: https://sanchay.example/assets/sandbox-3f9a.js';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError(CHROMIUM)],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://sanchay.example/assets/a.js')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/details-8c1e.css')],
    ['a ChunkLoadError', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    ['a chunk failure wrapped as cause', new Error('Route failed', { cause: new TypeError(CHROMIUM) })],
  ])('recognises %s', (_engine, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a thrown string', 'Failed'],
    ['nothing', undefined],
  ])('does not take %s for one', (_kind, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('RouteErrorScreen', () => {
  beforeEach(() => {
    // React and the router log every caught error; these are the errors under test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("reports a page chunk that cannot be downloaded as 'Loading chunk failed', and Reload reloads", async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    // The router reloads once by itself when a chunk is missing; this is the failure after that reload.
    sessionStorage.setItem(`tanstack_router_reload:${CHROMIUM}`, '1');
    const { user } = await renderPage({
      component: lazyRouteComponent(() => Promise.reject(new TypeError(CHROMIUM))),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Loading chunk failed' })).toBeVisible();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows 'Something went wrong' for any other error, and Try again renders the page again", async () => {
    let broken = true;
    const { user } = await renderPage({
      component: function Page() {
        if (broken) throw new Error('Cannot read properties of undefined');
        return <h1>The page</h1>;
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.queryByText('Loading chunk failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/sanchay-home');

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The page' })).toBeVisible();
  });

  it('Try again runs a loader that failed once more', async () => {
    let calls = 0;
    const { user } = await renderPage({
      loader: () => {
        calls += 1;
        if (calls === 1) throw new Error('Service unavailable');
        return 'loaded';
      },
      component: () => <h1>Loaded page</h1>,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loaded page' })).toBeVisible();
    expect(calls).toBe(2);
  });
});
