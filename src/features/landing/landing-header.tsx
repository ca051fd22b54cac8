import { Container, Group } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo';
import { ButtonLink } from '../../components/links';
import classes from './landing.module.css';
import { landingMessages } from './messages';

/** The landing page's own header (000 §1): logo, Explore and Sign In, in place of the navbar. */
export function LandingHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" h={72} wrap="nowrap">
          <BrandLogo inverted />
          <nav aria-label={landingMessages.headerNavigationLabel}>
            <Group gap="xs" wrap="nowrap">
              <ButtonLink to="/explore" variant="subtle" color="white">
                {landingMessages.explore}
              </ButtonLink>
              <ButtonLink to="/signin" variant="white">
                {landingMessages.signIn}
              </ButtonLink>
            </Group>
          </nav>
        </Group>
      </Container>
    </header>
  );
}
