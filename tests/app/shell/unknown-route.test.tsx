// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';

async function expectSignInWithRedirect(
  router: { state: { location: { pathname: string; search: object } } },
  intended: string,
) {
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  expect(router.state.location.pathname).toBe('/signin');
  expect(router.state.location.search).toEqual({ redirect: intended });
}

describe('unknown routes (000 §2.1)', () => {
  it('send a logged-out visitor to /signin with the intended path as redirect', async () => {
    const { router } = await renderApp('/dashboard');
    await expectSignInWithRedirect(router, '/dashboard');
  });

  it('keep the search of the intended address in the redirect', async () => {
    const { router } = await renderApp('/orderstatus?page=2&sort=date');
    await expectSignInWithRedirect(router, '/orderstatus?page=2&sort=date');
    expect(router.state.location.href).toBe(`/signin?redirect=${encodeURIComponent('/orderstatus?page=2&sort=date')}`);
  });

  it('replace the unknown entry, so Back does not return to it', async () => {
    const { router, history } = await renderApp('/privacypolicy');
    await act(() => router.navigate({ href: '/no/such/page' }));
    await expectSignInWithRedirect(router, '/no/such/page');
    act(() => history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  it('treat a home route of another brand as unknown', async () => {
    const { router } = await renderApp('/acme-home');
    await expectSignInWithRedirect(router, '/acme-home');
  });

  it('remove an open modal and its backdrop', async () => {
    const { router, user } = await renderApp('/sanchay-home');
    await user.click(screen.getByRole('button', { name: 'Call Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call Us' });
    await waitFor(() => expect(dialog).toBeVisible());
    await act(() => router.navigate({ href: '/portfolio' }));
    await expectSignInWithRedirect(router, '/portfolio');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('.mantine-Modal-overlay')).toBeNull();
    expect(within(document.body).queryByText('Speak to our support team, Monday to Saturday.')).toBeNull();
  });
});

describe('the root address', () => {
  it('redirects / to the brand home route', async () => {
    const { router } = await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invest in Your Dreams with Mutual Funds' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/sanchay-home');
  });
});
