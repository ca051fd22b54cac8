import { Container, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ButtonLink } from '../../components/links';
import classes from './landing.module.css';
import { landingMessages } from './messages';

const { hero } = landingMessages;

export function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="landing-hero-title">
      <Container size="lg" py={{ base: 56, md: 96 }}>
        <Stack gap="lg" maw={680}>
          <Title order={1} id="landing-hero-title" c="white" fz={{ base: 34, md: 52 }} lh={1.15}>
            {hero.title}
          </Title>
          <Text fz="lg" c="sanchayBlue.0">
            {hero.body}
          </Text>
          <List
            spacing={6}
            c="white"
            icon={
              <ThemeIcon color="white" variant="transparent" size={22} aria-hidden="true">
                <IconCircleCheck size={20} />
              </ThemeIcon>
            }
          >
            {hero.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          <Group>
            <ButtonLink to="/explore" variant="white" size="lg">
              {landingMessages.explore}
            </ButtonLink>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
