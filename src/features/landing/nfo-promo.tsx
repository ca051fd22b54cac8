import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../components/links';
import classes from './landing.module.css';
import { landingMessages } from './messages';

export function NfoPromo() {
  return (
    <section className={classes.section} aria-labelledby="landing-nfo-title">
      <Container size="lg" py={64}>
        <Paper withBorder radius="lg" p={{ base: 'lg', md: 40 }} bg="sanchayBlue.0">
          <Group justify="space-between" align="center" gap="lg">
            <Stack gap={6} maw={640}>
              <Title order={2} id="landing-nfo-title">
                {landingMessages.nfo.title}
              </Title>
              <Text c="dark.6">{landingMessages.nfo.body}</Text>
            </Stack>
            <ButtonLink to="/NFO" size="md">
              {landingMessages.nfo.action}
            </ButtonLink>
          </Group>
        </Paper>
      </Container>
    </section>
  );
}
