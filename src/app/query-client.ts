import { hydrate, QueryClient } from '@tanstack/react-query';

/** The script element a server-rendered page carries its queries' data in (server/rendered-pages.ts). */
export const QUERY_STATE_ID = 'sanchay-query-state';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Starts the client from the data a server-rendered page was drawn with (server/rendered-pages.ts),
 * so the app draws the same page without asking again; the element is removed once read.
 */
export function hydrateFromPage(client: QueryClient, page: Document): void {
  const element = page.getElementById(QUERY_STATE_ID);
  if (!element) return;
  element.remove();
  try {
    hydrate(client, JSON.parse(element.textContent ?? ''));
  } catch (error) {
    console.error('The page carried data the app could not read; it will ask for it again', error);
  }
}
