// @vitest-environment happy-dom
/**
 * The landing page's header (000 §1, §2.1, §2.2; issue 13 item 6): the navbar is hidden there, so
 * the header carries the logo (always the home route), Explore, and Sign In only when logged
 * out; a signed-in investor gets Dashboard and their account menu instead.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from './render-shell';

const landingNav = () => screen.getByRole('navigation', { name: 'Landing' });

describe('landing header', () => {
  it('offers Explore and Sign In to a visitor who is logged out, and no account menu', async () => {
    await renderShell('/sanchay-home');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sanchay' })).toHaveAttribute('href', '/sanchay-home');
    expect(within(landingNav()).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(landingNav()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(header).queryByRole('button', { name: /^Account menu for/ })).not.toBeInTheDocument();
  });

  it('gives a signed-in investor Dashboard and their account menu, and no Sign In', async () => {
    const { user, router } = await renderShell('/sanchay-home', { signupStatus: 'VERIFIED' });
    const header = screen.getByRole('banner');
    // The logo leads home whoever follows it (000 §2.1).
    expect(within(header).getByRole('link', { name: 'Sanchay' })).toHaveAttribute('href', '/sanchay-home');
    expect(within(landingNav()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(landingNav()).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(landingNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.click(await within(header).findByRole('button', { name: 'Account menu for Asha.rao@example.in' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Welcome, Asha.rao@example.in')).toBeVisible();
    expect(within(menu).getByText('Account verified')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
