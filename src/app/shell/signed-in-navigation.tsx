import { Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconCircleCheckFilled, IconUserCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isActiveStatus, showsCreateAccount } from '../../../domain/signup-status';
import { linkToHref } from '../../components/links';
import { MenuItemLink } from '../../components/menu-item-link';
import { startExternalPortfolioFlow } from '../../features/dashboard/external-flow';
import { displayName, formatSlashDate } from '../../lib/format';
import { useExternalPortfolioStatus, useSessionActions, useSessionUser } from '../session/session-context';
import { shellMessages } from './messages';
import classes from './shell.module.css';
import { useResumeOnboarding } from './use-resume-onboarding';

const { menus, userMenu } = shellMessages;

/** Logged in: Dashboard, Manage, Explore and Get Portfolio menus, Create Account, the user menu. */
export function SignedInNavigation() {
  const user = useSessionUser();
  const status = user?.['custom:user_signup_status'];
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <nav aria-label={shellMessages.navigationLabel}>
        <Group gap={4} wrap="wrap">
          <NavMenu label={menus.dashboard}>
            <MenuItemLink to="/dashboard">{menus.dashboard}</MenuItemLink>
            <MenuItemLink to="/portfolio">{menus.portfolio}</MenuItemLink>
          </NavMenu>
          <NavMenu label={menus.manage}>
            <MenuItemLink to="/orderstatus">{menus.myOrders}</MenuItemLink>
            {/* My Plans arrives with its issue; addressed by path until then. */}
            <MenuItemLink {...linkToHref('/myInvestment')}>{menus.myPlans}</MenuItemLink>
          </NavMenu>
          <NavMenu label={menus.explore}>
            <MenuItemLink to="/explore">{menus.explore}</MenuItemLink>
            <MenuItemLink to="/NFO">{menus.nfo}</MenuItemLink>
          </NavMenu>
          <GetPortfolioMenu />
        </Group>
      </nav>
      {showsCreateAccount(status) && <CreateAccountButton />}
      {user && <UserMenu name={user.name ?? user.email} email={user.email} active={isActiveStatus(status)} />}
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
function GetPortfolioMenu() {
  const status = useExternalPortfolioStatus();
  const navigate = useNavigate();
  const label = status?.hasExternalPortfolio ? menus.refreshPortfolio : menus.externalPortfolio;
  const locked = status?.reloadLocked ?? false;
  const availableOn = locked && status?.nextReloadDate ? formatSlashDate(status.nextReloadDate) : null;
  return (
    <NavMenu label={menus.getPortfolio}>
      <Menu.Item
        disabled={locked}
        onClick={() => {
          startExternalPortfolioFlow();
          void navigate({ to: '/dashboard', search: { openModal: true } });
        }}
      >
        {availableOn ? (
          <>
            <VisuallyHidden>{label}, </VisuallyHidden>
            {menus.availableOn(availableOn)}
          </>
        ) : (
          label
        )}
      </Menu.Item>
    </NavMenu>
  );
}

function CreateAccountButton() {
  const { resume, resuming } = useResumeOnboarding();
  return (
    <Button onClick={() => void resume()} loading={resuming}>
      {shellMessages.createAccount}
    </Button>
  );
}

/** Welcome line with the display name (000 §5), the e-mail, verified or warning icon, Log out. */
function UserMenu({ name, email, active }: { name: string; email: string; active: boolean }) {
  const { logout } = useSessionActions();
  const shown = displayName(name);
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          aria-label={userMenu.label(shown)}
        >
          {shown}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text component="span" fw={700} c="dark" fz="sm">
            {userMenu.welcome(shown)}
          </Text>
        </Menu.Label>
        <Group gap={6} px="sm" pb="xs" wrap="nowrap">
          {active ? (
            <IconCircleCheckFilled size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
          ) : (
            <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" aria-hidden="true" />
          )}
          <VisuallyHidden>{active ? userMenu.verified : userMenu.notVerified}</VisuallyHidden>
          <Text fz="sm" className={classes.email}>
            {email}
          </Text>
        </Group>
        <Menu.Divider />
        <Menu.Item onClick={logout}>{userMenu.logOut}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
