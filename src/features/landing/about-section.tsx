import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';
import { landingMessages } from './messages';

const { about } = landingMessages;

export function AboutSection() {
  return (
    <section className={classes.section} aria-labelledby="landing-about-title">
      <Container size="lg" py={64}>
        <Stack gap="md" maw={760}>
          <Title order={2} id="landing-about-title">
            {about.title}
          </Title>
          {about.body.map((paragraph) => (
            <Text key={paragraph} fz="lg" c="gray.7">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
          {about.highlights.map((highlight) => (
            <Paper key={highlight.title} withBorder p="lg">
              <Title order={3} fz="lg" mb={6}>
                {highlight.title}
              </Title>
              <Text c="gray.7">{highlight.body}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
