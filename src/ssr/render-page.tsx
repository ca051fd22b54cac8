/**
 * Server rendering of the public pages whose first paint is their data (the details page and the
 * NFO list, issue 17): Lighthouse takes their largest paint to be a fund's name or objective,
 * which otherwise waits for every script and then the API. The server (server/rendered-pages.ts)
 * calls `renderPage` from this module's server build (`dist/ssr/`), with its own fetch, and puts
 * the result into the page's prerendered shell: the markup in #root, and the queries' data for
 * the app, which then draws the same page from the same data without asking again and replaces
 * the markup in one commit (src/main.tsx), as it does for any prerendered page.
 */
import { MantineProvider } from '@mantine/core';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { answerFromServer } from '../api/client';
import { createLazyIdentityProvider } from '../api/identity/lazy-identity-provider';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { SessionProvider } from '../app/session/session-context';
import { createSessionHandle, SIGNED_OUT } from '../app/session/session-handle';
import type { SessionStore } from '../app/session/session-storage';
import { theme } from '../app/theme';

/** A signed-out visitor's session: the server never knows who is signed in (tokens live in the tab). */
const NO_STORE: SessionStore = { get: () => null, set: () => {}, remove: () => {}, clear: () => {} };

/** How long the queries the page started may take before the page is drawn without them. */
const SETTLE_MS = 2000;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** TanStack Query's dehydrated cache, for the app to start from. */
  state: unknown;
}

/**
 * The page at `url` (path and query) as a signed-out visitor's app draws it once its data is in,
 * or null when the address is not a page (not found, redirected) or its data did not load.
 */
export async function renderPage(
  url: string,
  fetch: (request: Request) => Promise<Response>,
): Promise<RenderedPage | null> {
  answerFromServer(fetch);
  const queryClient = createQueryClient();
  const session = createSessionHandle(SIGNED_OUT);
  const router = createAppRouter(async () => queryClient, session);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const settledBy = Date.now() + SETTLE_MS;
  while (queryClient.isFetching() > 0 && Date.now() < settledBy) await new Promise((done) => setTimeout(done, 5));
  const { status, matches, location } = router.state;
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== 'success');
  // A page is the root and a route of its own, all loaded, at the address asked for (an unknown
  // address matches the root alone; a redirect leaves no matches).
  const drawn = matches.length >= 2 && matches.every((match) => match.status === 'success');
  if (status !== 'idle' || location.href !== url || failed || !drawn) return null;
  const html = renderToString(
    <MantineProvider theme={theme}>
      <SessionProvider value={{ actor: session, identity: createLazyIdentityProvider(), store: NO_STORE }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
