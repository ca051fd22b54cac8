import { Container, Group } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { BrandLogo } from './brand-logo';
import { ButtonLink } from './links';
import { shellMessages } from './messages';
import classes from './shell.module.css';

/** The logged-out navbar (000 §2.2): Explore hidden on /explore, Sign In hidden on /signin. */
export function SiteNavbar() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <header className={classes.navbar}>
      <Container size="lg">
        <Group justify="space-between" h={64} wrap="nowrap">
          <BrandLogo />
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
        </Group>
      </Container>
    </header>
  );
}
