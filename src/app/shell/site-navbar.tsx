import { Container, Group } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { ButtonLink } from '../../components/links';
import { useIsSignedIn } from '../session/session-context';
import { shellMessages } from './messages';
import classes from './shell.module.css';

/** Menus, user menu and Create Account load only for a signed-in investor, keeping Menu and its popover machinery out of the public pages' initial JS. */
const SignedInNavigation = lazy(() =>
  import('./signed-in-navigation').then((module) => ({ default: module.SignedInNavigation })),
);

/** The navbar (000 §2.2): the signed-in menus once an investor is in, else the public links. */
export function SiteNavbar() {
  const signedIn = useIsSignedIn();
  return (
    <header className={classes.navbar}>
      <Container size="lg">
        <Group justify="space-between" mih={64} py={8} wrap="nowrap" gap="sm">
          {/* Signed out, three buttons share a phone's row with the logo: the mark alone there. */}
          <BrandLogo compact={!signedIn} />
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInNavigation />
            </Suspense>
          ) : (
            <SignedOutNavigation />
          )}
        </Group>
      </Container>
    </header>
  );
}

/** Logged out: Explore hidden on /explore, Sign In hidden on /signin. */
function SignedOutNavigation() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <nav aria-label={shellMessages.navigationLabel}>
      <Group gap="xs" wrap="nowrap">
        <ButtonLink to="/NFO" variant="subtle">
          {shellMessages.nfo}
        </ButtonLink>
        {pathname !== '/explore' && (
          <ButtonLink to="/explore" variant="subtle">
            {shellMessages.explore}
          </ButtonLink>
        )}
        {pathname !== '/signin' && <ButtonLink to="/signin">{shellMessages.signIn}</ButtonLink>}
      </Group>
    </nav>
  );
}
