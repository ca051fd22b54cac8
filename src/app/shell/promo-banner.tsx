import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../components/links';
import { shellMessages } from './messages';
import classes from './shell.module.css';

/** The promotional banner inviting visitors to explore funds (000 §1). */
export function PromoBanner() {
  return (
    <section className={classes.promo} aria-labelledby="promo-banner-title">
      <Container size="lg" py="xl">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={4} maw={640}>
            <Title order={2} id="promo-banner-title" fz="h3" c="white">
              {shellMessages.promo.title}
            </Title>
            <Text c="sanchayBlue.0">{shellMessages.promo.body}</Text>
          </Stack>
          <ButtonLink to="/explore" variant="white" size="md">
            {shellMessages.promo.action}
          </ButtonLink>
        </Group>
      </Container>
    </section>
  );
}
