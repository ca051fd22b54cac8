// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CREATE_ACCOUNT_HIDDEN_STATUSES, NOTICE_STATUSES } from '../../../domain/signup-status';
import { EXTERNAL_FLOW_KEY } from '../../../src/app/session/external-flow';
import { withDesktopViewport } from '../../support/viewport';
import { currentHref, INVESTOR_EMAIL, renderShell } from './render-shell';

// The header's menus show from 1200 px (below, the burger's drawer: navigation-drawer.test.tsx).
withDesktopViewport();

const navbar = () => screen.getByRole('navigation', { name: 'Main' });
const banner = () => screen.getByRole('banner');
const menuButton = (name: string) => within(navbar()).getByRole('button', { name });

async function openMenu(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(menuButton(name));
  return screen.findByRole('menu');
}

describe('signed-in navbar menus (000 §2.2)', () => {
  it('offers Dashboard, Manage, Explore and Get Portfolio menus with their items', async () => {
    const { user } = await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    expect(within(navbar()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    let menu = await openMenu(user, 'Dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'Portfolio' })).toHaveAttribute('href', '/portfolio');
    await user.keyboard('{Escape}');

    menu = await openMenu(user, 'Manage');
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orderstatus');
    expect(within(menu).getByRole('menuitem', { name: 'My Plans' })).toHaveAttribute('href', '/myInvestment');
    await user.keyboard('{Escape}');

    menu = await openMenu(user, 'Explore');
    expect(within(menu).getByRole('menuitem', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(menu).getByRole('menuitem', { name: 'NFO' })).toHaveAttribute('href', '/NFO');
    await user.keyboard('{Escape}');

    menu = await openMenu(user, 'Get Portfolio');
    expect(within(menu).getByRole('menuitem', { name: 'External Portfolio' })).toBeEnabled();
  });

  it('opens a menu from the keyboard and follows an item', async () => {
    const { user, router } = await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    menuButton('Dashboard').focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Portfolio' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in /portfolio' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/portfolio');
  });
});

describe('menus by keyboard (issue 29 item 2)', () => {
  it.each(['{Enter}', ' '])('opens with %j on the first item, with nothing but items in the menu', async (key) => {
    const { user } = await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    menuButton('Manage').focus();
    await user.keyboard(key);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveFocus());
    // axe's aria-required-children: an empty focusable placeholder is no menu item.
    expect(menu.querySelectorAll('[role="presentation"][tabindex]')).toHaveLength(0);
  });
});

describe('Get Portfolio (000 §2.2)', () => {
  it('reads Refresh Portfolio once an external portfolio exists', async () => {
    const { user } = await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      externalPortfolio: { hasExternalPortfolio: true, reloadLocked: false, nextReloadDate: null },
    });
    const menu = await openMenu(user, 'Get Portfolio');
    expect(await within(menu).findByRole('menuitem', { name: 'Refresh Portfolio' })).toBeEnabled();
    expect(within(menu).queryByText('External Portfolio')).not.toBeInTheDocument();
  });

  it("is disabled and reads 'Available on dd/mm/yyyy' while the reload is locked", async () => {
    const { user } = await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      externalPortfolio: { hasExternalPortfolio: true, reloadLocked: true, nextReloadDate: '2026-03-07' },
    });
    const menu = await openMenu(user, 'Get Portfolio');
    const item = await within(menu).findByRole('menuitem', { name: /Available on 07\/03\/2026/ });
    expect(item).toBeDisabled();
    expect(item).toHaveTextContent('Available on 07/03/2026');
  });

  it('sets the external-flow flag and opens the Dashboard with its modal', async () => {
    const { user, router } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED' });
    const menu = await openMenu(user, 'Get Portfolio');
    await user.click(await within(menu).findByRole('menuitem', { name: 'External Portfolio' }));
    expect(await screen.findByRole('dialog', { name: 'Import your external portfolio' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toEqual({ openModal: true });
    expect(window.sessionStorage.getItem(EXTERNAL_FLOW_KEY)).toBe('true');
  });
});

describe('Create Account (000 §4.1)', () => {
  it.each([...CREATE_ACCOUNT_HIDDEN_STATUSES])('is hidden for %s', async (status) => {
    await renderShell('/privacypolicy', { signupStatus: status });
    expect(within(banner()).queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it.each(['USER_CREATED', 'PAN_SAVED', 'BASIC_INFO', 'BANK_DETAILS_SAVED'])('shows for %s', async (status) => {
    await renderShell('/privacypolicy', { signupStatus: status });
    expect(within(banner()).getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it.each([
    ['PAN_SAVED', '/basicInfo'],
    ['BASIC_INFO', '/additionalinfo'],
  ])('fetches the status from the server and resumes onboarding: %s → %s', async (serverStatus, path) => {
    const { user, router, requests } = await renderShell('/privacypolicy', {
      signupStatus: 'USER_CREATED',
      userService: { 'GET /users/status': () => Response.json({ userStatus: serverStatus }) },
    });
    await user.click(within(banner()).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: `Stand-in ${path}` })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
    const statusCall = requests.find((request) => new URL(request.url).pathname === '/api/us/users/status');
    expect(statusCall?.headers.get('Authorization')).toMatch(/^Bearer \S+$/);
  });

  it('starts at PAN verification when the status cannot be fetched', async () => {
    const { user, router } = await renderShell('/privacypolicy', {
      signupStatus: 'PAN_SAVED',
      userService: {
        'GET /users/status': () => Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }),
      },
    });
    await user.click(within(banner()).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in /pancardverification' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/pancardverification');
  });
});

describe('user menu (000 §2.2, §5)', () => {
  it('welcomes a long name title-cased and cut to 10 characters plus .., with the e-mail and a warning icon', async () => {
    const { user } = await renderShell('/privacypolicy', { signupStatus: 'USER_CREATED' });
    // The name attribute is the e-mail (000 §5): "Asha.rao@example.in" is 19 characters, so it stays whole.
    await user.click(within(banner()).getByRole('button', { name: 'Account menu for Asha.rao@example.in' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Welcome, Asha.rao@example.in')).toBeVisible();
    const email = within(menu).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === INVESTOR_EMAIL,
    );
    expect(email).toBeVisible();
    expect(within(menu).getByText('Account not verified yet')).toBeInTheDocument();
    expect(within(menu).queryByText('Account verified')).not.toBeInTheDocument();
  });

  it('lets a long e-mail wrap only between its parts (before the @, after a dot), never inside a word', async () => {
    const { user } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED' });
    await user.click(within(banner()).getByRole('button', { name: /^Account menu for/ }));
    const menu = await screen.findByRole('menu');
    const email = within(menu).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === INVESTOR_EMAIL,
    );
    // A <wbr> marks each place the line may break: the parts between them are whole words.
    const parts = email.innerHTML.split('<wbr>').map((html) => html.replace(/<[^>]+>/g, ''));
    expect(parts).toEqual(['asha.rao', '@example.', 'in']);
  });

  it('truncates a display name over 20 characters and shows the verified icon when active', async () => {
    const { user } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED', name: 'priya venkataraman iyer' });
    await user.click(within(banner()).getByRole('button', { name: 'Account menu for Priya Venk..' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Welcome, Priya Venk..')).toBeVisible();
    expect(within(menu).getByText('Account verified')).toBeInTheDocument();
  });

  it('logs out: the session ends, storage is cleared and the app goes to /signin', async () => {
    const { user, router, session, identity } = await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    window.localStorage.setItem('anything', 'kept by the app');
    await user.click(within(banner()).getByRole('button', { name: /^Account menu for/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(identity.signedOut).toHaveLength(1);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
    // The signed-out navbar is back (Sign In itself is hidden on /signin).
    expect(await within(navbar()).findByRole('link', { name: 'NFO' })).toBeVisible();
    expect(within(navbar()).queryByRole('button', { name: 'Get Portfolio' })).not.toBeInTheDocument();
  });
});

describe('verification notice (000 §2.2, §4.1)', () => {
  const notice = 'Your account verification is being processed';

  it.each([...NOTICE_STATUSES].filter((status) => status !== 'VERIFIED'))('shows for %s', async (status) => {
    await renderShell('/privacypolicy', { signupStatus: status });
    const region = screen.getByRole('region', { name: notice });
    expect(within(region).getByRole('link', { name: 'click here' })).toHaveAttribute(
      'href',
      '/dashboard?openModal=true',
    );
  });

  it.each(['VERIFIED', 'PAN_SAVED', 'BASIC_INFO', 'ADDITIONAL_INFO', 'BSE_MANDATE_WAITING_APPROVAL'])(
    'does not show for %s',
    async (status) => {
      await renderShell('/privacypolicy', { signupStatus: status });
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
    },
  );

  it('does not show when signed out', async () => {
    await renderShell('/privacypolicy');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it("'click here' opens the Dashboard with its verification modal (issue 11)", async () => {
    const { user, router } = await renderShell('/privacypolicy', {
      signupStatus: 'USER_CREATED',
      userService: {
        'GET /customers/status': () =>
          Response.json({
            active: false,
            regStatus: 'IN_PROGRESS',
            approvalStatus: 'IN_PROGRESS',
            taxStatus: 'INDIVIDUAL',
            chequeUpload: null,
            userStatus: 'USER_CREATED',
            mandateStatus: 'IN_PROGRESS',
            actionButton: null,
            clientCode: null,
            modifiedDate: null,
          }),
      },
    });
    await user.click(screen.getByRole('link', { name: 'click here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account verification' });
    // Registration still in progress: the Verify row is the highlighted one (000 §4.4).
    expect(await within(dialog).findByRole('region', { name: 'Verify' })).toHaveAttribute('aria-current', 'step');
    expect(currentHref(router)).toBe('/dashboard?openModal=true');
    await user.click(within(dialog).getAllByRole('button', { name: /close/i })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentHref(router)).toBe('/dashboard');
  });
});

describe('signed-out navbar stays as it was', () => {
  it('offers NFO, Explore and Sign In, and no signed-in menus', async () => {
    await renderShell('/privacypolicy');
    expect(within(navbar()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(within(navbar()).getByRole('link', { name: 'NFO' })).toHaveAttribute('href', '/NFO');
    expect(within(navbar()).queryByRole('button', { name: 'Get Portfolio' })).not.toBeInTheDocument();
    expect(within(banner()).queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});
