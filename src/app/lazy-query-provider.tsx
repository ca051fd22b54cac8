import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { currentQueryClient, subscribeToQueryClient } from './query-client-source';

/**
 * TanStack Query's provider for a client that arrives after the first render: the same context
 * from the start, empty until the client has loaded, so nothing below remounts when it comes.
 * Pages marked `withoutQueries` render before it; every other page waits for it in the root
 * route's `beforeLoad`.
 */
export function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeToQueryClient, currentQueryClient, currentQueryClient);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
