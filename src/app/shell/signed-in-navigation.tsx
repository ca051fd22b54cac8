import { Box, Burger, Button, Drawer, Group, Menu, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconCircleCheckFilled, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { isActiveStatus, showsCreateAccount } from '../../../domain/signup-status';
import { linkToHref } from '../../components/links';
import { MenuItemLink } from '../../components/menu-item-link';
import { displayName, formatSlashDate } from '../../lib/format';
import { startExternalPortfolioFlow } from '../session/external-flow';
import { useExternalPortfolioStatus, useSessionActions, useSessionUser } from '../session/session-context';
import { shellMessages } from './messages';
import { NavLinkLink } from './nav-link-link';
import classes from './shell.module.css';
import { useResumeOnboarding } from './use-resume-onboarding';

const { menus, userMenu } = shellMessages;

/** The four menus of 000 §2.2 as data, so the desktop menus and the phone's drawer list the same links. */
const LINK_MENUS = [
  {
    label: menus.dashboard,
    links: [
      { label: menus.dashboard, to: '/dashboard' },
      { label: menus.portfolio, to: '/portfolio' },
    ],
  },
  {
    label: menus.manage,
    links: [
      { label: menus.myOrders, to: '/orderstatus' },
      { label: menus.myPlans, to: '/myInvestment' },
    ],
  },
  {
    label: menus.explore,
    links: [
      { label: menus.explore, to: '/explore' },
      { label: menus.nfo, to: '/NFO' },
    ],
  },
] as const;

/**
 * Logged in: Dashboard, Manage, Explore and Get Portfolio menus, Create Account, the user menu.
 * From Mantine's `lg` breakpoint (1200 px) up they sit in the header row; below it (phones and
 * tablets) the menus and Create Account move into a drawer behind a burger, so the header stays
 * one row high: from `sm` to `lg` they wrapped it to two rows and clipped the user's name
 * (issue 29). The user menu stays in the header, its name shown from `sm` up (the button keeps it
 * as its label).
 */
export function SignedInNavigation() {
  const user = useSessionUser();
  const status = user?.['custom:user_signup_status'];
  const createAccount = showsCreateAccount(status);
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Group gap="xs" wrap="wrap" justify="flex-end" visibleFrom="lg">
        <nav aria-label={shellMessages.navigationLabel}>
          <Group gap={4} wrap="wrap">
            {LINK_MENUS.map((menu) => (
              <NavMenu key={menu.label} label={menu.label}>
                {menu.links.map((link) => (
                  <MenuItemLink key={link.to} {...linkToHref(link.to)}>
                    {link.label}
                  </MenuItemLink>
                ))}
              </NavMenu>
            ))}
            <GetPortfolioMenu />
          </Group>
        </nav>
        {createAccount && <CreateAccountButton />}
      </Group>
      {user && <UserMenu name={user.name ?? user.email} email={user.email} active={isActiveStatus(status)} />}
      <NavigationDrawer createAccount={createAccount} />
    </Group>
  );
}

function NavMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Menu position="bottom-start" shadow="md" width={220}>
      <Menu.Target>
        <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * External Portfolio, or Refresh Portfolio once one was imported; while the reload is locked
 * the item is disabled and reads 'Available on dd/mm/yyyy' (000 §2.2). Choosing it sets the
 * external-flow flag and opens the dashboard modal.
 */
function useGetPortfolioItem() {
  const status = useExternalPortfolioStatus();
  const navigate = useNavigate();
  const label = status?.hasExternalPortfolio ? menus.refreshPortfolio : menus.externalPortfolio;
  const locked = status?.reloadLocked ?? false;
  const availableOn = locked && status?.nextReloadDate ? formatSlashDate(status.nextReloadDate) : null;
  const content = availableOn ? (
    <>
      <VisuallyHidden>{label}, </VisuallyHidden>
      {menus.availableOn(availableOn)}
    </>
  ) : (
    label
  );
  const start = () => {
    startExternalPortfolioFlow();
    void navigate({ to: '/dashboard', search: { openModal: true } });
  };
  return { content, locked, start };
}

function GetPortfolioMenu() {
  const { content, locked, start } = useGetPortfolioItem();
  return (
    <NavMenu label={menus.getPortfolio}>
      <Menu.Item disabled={locked} onClick={start}>
        {content}
      </Menu.Item>
    </NavMenu>
  );
}

/**
 * Phones and tablets: the burger opens a drawer with every menu's items as links under the menu's name.
 * Mantine's drawer traps focus, closes on Escape and gives focus back to the burger; following
 * a link closes it too.
 */
function NavigationDrawer({ createAccount }: { createAccount: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const drawerId = useId();
  const portfolio = useGetPortfolioItem();
  return (
    <>
      <Burger
        hiddenFrom="lg"
        opened={opened}
        onClick={toggle}
        size="sm"
        aria-label={menus.navigationTitle}
        aria-expanded={opened}
        aria-controls={opened ? drawerId : undefined}
      />
      <Drawer
        id={drawerId}
        opened={opened}
        onClose={close}
        position="right"
        size="20rem"
        title={menus.navigationTitle}
        closeButtonProps={{ 'aria-label': menus.closeNavigation }}
      >
        <Stack gap="md">
          {createAccount && <CreateAccountButton onResume={close} />}
          <nav aria-label={shellMessages.navigationLabel}>
            <Stack gap="sm">
              {LINK_MENUS.map((menu) => (
                <DrawerSection key={menu.label} title={menu.label}>
                  {menu.links.map((link) => (
                    <NavLinkLink key={link.to} {...linkToHref(link.to)} label={link.label} onClick={close} />
                  ))}
                </DrawerSection>
              ))}
              <DrawerSection title={menus.getPortfolio}>
                {/* Mantine marks a disabled NavLink with data-disabled only: the button itself is disabled here. */}
                <NavLink
                  renderRoot={(props) => <button type="button" {...props} disabled={portfolio.locked} />}
                  label={portfolio.content}
                  disabled={portfolio.locked}
                  onClick={() => {
                    close();
                    portfolio.start();
                  }}
                />
              </DrawerSection>
            </Stack>
          </nav>
        </Stack>
      </Drawer>
    </>
  );
}

/** One menu of the drawer: its name as a heading over its items. */
function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text id={headingId} component="h2" fz="xs" fw={700} tt="uppercase" c="dimmed" m={0} px="sm" pb={4}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

function CreateAccountButton({ onResume }: { onResume?: () => void }) {
  const { resume, resuming } = useResumeOnboarding();
  return (
    <Button
      onClick={() => {
        onResume?.();
        void resume();
      }}
      loading={resuming}
    >
      {shellMessages.createAccount}
    </Button>
  );
}

/**
 * An e-mail with a line-break opportunity before the '@' and after each dot, so a long address
 * wraps between its parts rather than inside a word.
 */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [email.slice(0, at), ...email.slice(at).split(/(?<=\.)/)] : [email];
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never reorder: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index}>
          {index > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

/**
 * Welcome line with the display name (000 §5), the e-mail, verified or warning icon, Log out.
 * `inverted` draws the button for the landing page's dark header.
 */
export function UserMenu({
  name,
  email,
  active,
  inverted = false,
}: {
  name: string;
  email: string;
  active: boolean;
  inverted?: boolean;
}) {
  const { logout } = useSessionActions();
  const shown = displayName(name);
  return (
    <Menu position="bottom-end" shadow="md" width={300}>
      <Menu.Target>
        <Button
          variant={inverted ? 'white' : 'light'}
          px="xs"
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          aria-label={userMenu.label(shown)}
        >
          <Box component="span" visibleFrom="sm">
            {shown}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 2rem)">
        <Menu.Label>
          <Text component="span" fw={700} c="dark" fz="sm">
            {userMenu.welcome(shown)}
          </Text>
        </Menu.Label>
        <Group gap={6} px="sm" pb="xs" wrap="nowrap" align="flex-start">
          {active ? (
            <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
          ) : (
            <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-hidden="true" />
          )}
          <VisuallyHidden>{active ? userMenu.verified : userMenu.notVerified}</VisuallyHidden>
          <Text fz="sm" className={classes.email}>
            <EmailText email={email} />
          </Text>
        </Group>
        <Menu.Divider />
        <Menu.Item onClick={logout}>{userMenu.logOut}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The user menu of the signed-in investor, for headers other than the navbar (the landing page's). */
export function SignedInAccountMenu({ inverted = false }: { inverted?: boolean }) {
  const user = useSessionUser();
  if (!user) return null;
  const status = user['custom:user_signup_status'];
  return (
    <UserMenu name={user.name ?? user.email} email={user.email} active={isActiveStatus(status)} inverted={inverted} />
  );
}
