// @vitest-environment happy-dom
/**
 * A session that ends while the Dashboard is shown (or is still being left) goes to Sign In
 * with error=Expired and the page the investor asked for as the redirect (000 §4.2, §8), as
 * every page that needs login does: the dashboard's modal closes without a navigation of its
 * own that would race the one to Sign In.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentHref, renderShell } from '../../app/shell/render-shell';
import { withDesktopViewport } from '../../support/viewport';

// These steps use the header's menus, shown from 1200 px.
withDesktopViewport();

const refused = () => Response.json({ code: 'UNAUTHORIZED', message: 'Token is not valid' }, { status: 401 });

async function expectSignInExpired(router: Parameters<typeof currentHref>[0], redirect: string) {
  await waitFor(() =>
    expect(currentHref(router)).toBe(`/signin?error=Expired&redirect=${encodeURIComponent(redirect)}`),
  );
  expect(await screen.findByTestId('signin')).toHaveTextContent(JSON.stringify({ error: 'Expired', redirect }));
}

describe('a session that ends on the Dashboard (000 §4.2, §8)', () => {
  it('goes to Sign In with error=Expired and /dashboard as the redirect when the server refuses the token', async () => {
    let answer = () => Response.json({ userStatus: 'VERIFIED' });
    const { router, queryClient } = await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      userService: { 'GET /users/status': () => answer() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();

    // The token ran out for the server: the dashboard's next call is refused.
    answer = refused;
    await act(() => queryClient.invalidateQueries());
    await expectSignInExpired(router, '/dashboard');
  });

  it('closes the open dashboard modal and still goes to Sign In with error=Expired', async () => {
    let answer = () => Response.json({ userStatus: 'VERIFIED' });
    const { router, queryClient } = await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      userService: { 'GET /users/status': () => answer() },
    });
    await act(() => router.navigate({ to: '/dashboard', search: { openModal: true } } as never));
    expect(await screen.findByRole('dialog')).toBeVisible();

    answer = refused;
    await act(() => queryClient.invalidateQueries());
    await expectSignInExpired(router, '/dashboard?openModal=true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('going to My Orders after expiry keeps /orderstatus as the redirect, with error=Expired', async () => {
    // Hovering 'My Orders' already asks for the orders (the route preloads on intent): its refusal
    // must come once the investor is on the way to /orderstatus, as it does on a real network.
    // Refused at once, a loaded test machine saw it end the session while still on /dashboard.
    let onOrderStatus = () => false;
    const { router, user } = await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      userService: {
        'GET /orders': async () => {
          while (!onOrderStatus()) await new Promise((resolve) => setTimeout(resolve, 10));
          return refused();
        },
      },
    });
    onOrderStatus = () => router.state.location.pathname === '/orderstatus';
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Manage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Orders' }));
    await expectSignInExpired(router, '/orderstatus');
  });
});
