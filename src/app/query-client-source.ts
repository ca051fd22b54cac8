import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient, made in a chunk of its own. TanStack Query's core (~14 KB gzip) is
 * of no use to the landing, legal and sign-in pages, so the entry holds only this loader: the root
 * route loads the client before any other page renders (routes/__root.tsx), and the provider
 * (lazy-query-provider.tsx) hands it to React once it is there.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createQueryClient, hydrateFromPage }) => {
      client = createQueryClient();
      hydrateFromPage(client, document);
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      // A chunk that failed to arrive is asked for again by the next navigation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The client once loaded; undefined until then. */
export const currentQueryClient = (): QueryClient | undefined => client;

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
