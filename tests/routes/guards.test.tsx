// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentHref, renderShell } from '../app/shell/render-shell';

async function expectSignInWithRedirect(router: Parameters<typeof currentHref>[0], intended: string) {
  const stand = await screen.findByTestId('signin');
  expect(JSON.parse(stand.textContent ?? '{}')).toEqual({ redirect: intended });
  expect(currentHref(router)).toBe(`/signin?redirect=${encodeURIComponent(intended)}`);
}

describe('login guard (000 §2.1, 001 §2.1)', () => {
  it.each(['/dashboard', '/deleteaccount'])(
    'sends a logged-out visitor from %s to /signin with the redirect query',
    async (path) => {
      const { router } = await renderShell(path);
      await expectSignInWithRedirect(router, path);
    },
  );

  it('keeps the search of the intended address in the redirect', async () => {
    const { router } = await renderShell('/dashboard?openModal=true');
    await expectSignInWithRedirect(router, '/dashboard?openModal=true');
  });

  it('replaces the guarded entry, so Back returns to the page before it', async () => {
    const { router, history } = await renderShell('/privacypolicy');
    await act(() => router.navigate({ to: '/dashboard' }));
    await expectSignInWithRedirect(router, '/dashboard');
    act(() => history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  it('lets a signed-in investor in', async () => {
    const { router } = await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('turns the visitor away once the session has ended', async () => {
    const { router, user } = await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    await screen.findByRole('heading', { level: 1, name: 'Investment Overview' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByTestId('signin');
    await act(() => router.navigate({ to: '/deleteaccount' }));
    await expectSignInWithRedirect(router, '/deleteaccount');
  });
});

describe('unknown routes', () => {
  it('send a logged-out visitor to /signin with the intended address as redirect', async () => {
    const { router } = await renderShell('/orderstatus?page=2');
    await expectSignInWithRedirect(router, '/orderstatus?page=2');
  });

  it('send a signed-in investor to the Dashboard', async () => {
    const { router } = await renderShell('/no/such/page', { signupStatus: 'VERIFIED' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
    expect(currentHref(router)).toBe('/dashboard');
  });
});

describe('route failures', () => {
  it('show the root error screen', async () => {
    const { router } = await renderShell('/privacypolicy');
    const failing = router.routesById['/privacypolicy'];
    failing?.update({
      loader: () => {
        throw new TypeError('Failed to fetch dynamically imported module: https://sanchay.example/assets/x.js');
      },
    } as never);
    await act(() => router.invalidate());
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
  });
});
