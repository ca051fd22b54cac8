// @vitest-environment happy-dom
import { QueryClient, QueryClientContext } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { useContext, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { config } from '../../src/app/config';
import { LazyQueryClientProvider } from '../../src/app/lazy-query-provider';
import { currentQueryClient, loadQueryClient } from '../../src/app/query-client-source';
import { routeTree } from '../../src/app/route-tree.gen';
import { createSessionHandle, SIGNED_OUT } from '../../src/app/session/session-handle';

/** Loads the app's route tree at an address, signed out, and says whether the query client was asked for. */
async function asksForQueryClient(address: string): Promise<boolean> {
  const loadQueryClient = vi.fn(async () => new QueryClient());
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [address] }),
    context: { loadQueryClient, session: createSessionHandle(SIGNED_OUT) },
  });
  await router.load();
  return loadQueryClient.mock.calls.length > 0;
}

describe('TanStack Query loads with the first page that queries', () => {
  it.each([
    '/',
    `/${config.brand.slug}-home`,
    '/privacypolicy',
    '/termsconditions',
    '/signin',
    '/signup',
    '/resetpassword',
  ])('%s renders without it', async (address) => {
    expect(await asksForQueryClient(address)).toBe(false);
  });

  it.each(['/explore', '/NFO', '/dashboard', '/an-unknown-page'])('%s waits for it', async (address) => {
    expect(await asksForQueryClient(address)).toBe(true);
  });

  it('is made once, and reaches what is already on screen without remounting it', async () => {
    let mounts = 0;
    function Probe() {
      const client = useContext(QueryClientContext);
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{client ? 'has a client' : 'no client yet'}</p>;
    }
    render(
      <LazyQueryClientProvider>
        <Probe />
      </LazyQueryClientProvider>,
    );
    expect(screen.getByText('no client yet')).toBeTruthy();

    const client = await act(() => loadQueryClient());
    expect(screen.getByText('has a client')).toBeTruthy();
    expect(await loadQueryClient()).toBe(client);
    expect(currentQueryClient()).toBe(client);
    expect(mounts).toBe(1);
  });
});
