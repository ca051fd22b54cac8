import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { ButtonLink } from '../../components/links';
import { useIsSignedIn } from '../session/session-context';
import { shellMessages } from './messages';
import classes from './shell.module.css';

/**
 * The landing page's own header (000 §1), in place of the navbar: the logo (the home route,
 * 000 §2.1), Explore, and Sign In only for a visitor who is logged out (000 §2.2). A signed-in
 * investor gets Dashboard and their account menu instead, which the shell hands in
 * (`accountMenu`): the navbar is hidden here, and this is their way back in and out.
 */
export function LandingHeader({ accountMenu }: { accountMenu: ReactNode }) {
  const signedIn = useIsSignedIn();
  return (
    <header className={classes.landingHeader}>
      <Container size="lg">
        <Group justify="space-between" h={72} wrap="nowrap" gap="xs">
          <BrandLogo inverted compact />
          <Group gap="xs" wrap="nowrap">
            <nav aria-label={shellMessages.landingNavigationLabel}>
              <Group gap="xs" wrap="nowrap">
                <ButtonLink to="/explore" variant="subtle" color="white" px="xs">
                  {shellMessages.explore}
                </ButtonLink>
                {signedIn ? (
                  <ButtonLink to="/dashboard" variant="subtle" color="white" px="xs">
                    {shellMessages.menus.dashboard}
                  </ButtonLink>
                ) : (
                  <ButtonLink to="/signin" variant="white">
                    {shellMessages.signIn}
                  </ButtonLink>
                )}
              </Group>
            </nav>
            {signedIn && accountMenu}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
