// @vitest-environment happy-dom
/**
 * The signed-in navigation on a phone (issue 13 item 4): below Mantine's `sm` breakpoint the
 * menus sit behind a burger in a drawer. Which of burger and menus shows is CSS (Mantine's
 * hiddenFrom / visibleFrom), which happy-dom applies at its window's width: these tests run at
 * 390 px. The Playwright shell journeys check the layout at 390 and 1366 px in Chromium.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewport, withPhoneViewport } from '../../support/viewport';
import { renderShell } from './render-shell';

withPhoneViewport();

const burger = () => screen.getByRole('button', { name: 'Menu' });

it('shows the burger instead of the menus and Create Account at 390 px', async () => {
  await renderShell('/privacypolicy', { signupStatus: 'USER_CREATED' });
  expect(burger()).toBeVisible();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  // The account menu stays in the header row.
  expect(screen.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
});

it('keeps the menus behind the burger on a tablet, where they wrapped the header to two rows (issue 29)', async () => {
  for (const width of [820, 1024]) {
    setViewport({ width, height: 1180 });
    const { unmount } = await renderShell('/privacypolicy', { signupStatus: 'USER_CREATED' });
    expect(burger()).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    // With the menus in the drawer the account button has room for the name.
    const account = screen.getByRole('button', { name: /^Account menu for/ });
    expect(within(account).getByText(/\S/, { selector: 'span.mantine-visible-from-sm' })).toBeVisible();
    unmount();
  }
});

it('shows the menus and Create Account instead of the burger at 1366 px', async () => {
  setViewport({ width: 1366, height: 900 });
  await renderShell('/privacypolicy', { signupStatus: 'USER_CREATED' });
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Create Account' })).toBeVisible();
});

async function openDrawer(user: { click: (element: Element) => Promise<void> }) {
  expect(burger()).toHaveAttribute('aria-expanded', 'false');
  await user.click(burger());
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  expect(burger()).toHaveAttribute('aria-expanded', 'true');
  return drawer;
}

describe('navigation drawer (000 §2.2 on a phone)', () => {
  it('lists every menu under its name, with Get Portfolio and Create Account', async () => {
    const { user } = await renderShell('/privacypolicy', { signupStatus: 'USER_CREATED' });
    const drawer = await openDrawer(user);
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    const groups = within(nav).getAllByRole('group');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Dashboard',
      'Manage',
      'Explore',
      'Get Portfolio',
    ]);
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Portfolio', '/portfolio'],
      ['My Orders', '/orderstatus'],
      ['My Plans', '/myInvestment'],
      ['Explore', '/explore'],
      ['NFO', '/NFO'],
    ]);
    expect(within(nav).getByRole('button', { name: 'External Portfolio' })).toBeEnabled();
    expect(within(drawer).getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('follows a link and closes', async () => {
    const { user, router } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED' });
    const drawer = await openDrawer(user);
    expect(within(drawer).queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Portfolio' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in /portfolio' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/portfolio');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const { user } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED' });
    burger().focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(burger()).toHaveFocus());
  });

  it("reads 'Available on dd/mm/yyyy' and is disabled while the portfolio reload is locked", async () => {
    const { user } = await renderShell('/privacypolicy', {
      signupStatus: 'VERIFIED',
      externalPortfolio: { hasExternalPortfolio: true, reloadLocked: true, nextReloadDate: '2026-03-07' },
    });
    const drawer = await openDrawer(user);
    const item = await within(drawer).findByRole('button', { name: /Available on 07\/03\/2026/ });
    expect(item).toBeDisabled();
    expect(item).toHaveAccessibleName('Refresh Portfolio, Available on 07/03/2026');
  });

  it('starts the external portfolio import from Get Portfolio and closes', async () => {
    const { user, router } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED' });
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'External Portfolio' }));
    expect(await screen.findByRole('dialog', { name: 'Import your external portfolio' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
