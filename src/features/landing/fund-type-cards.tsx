import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../components/links';
import { fundTypeCards } from './fund-types';
import classes from './landing.module.css';
import { landingMessages } from './messages';

export function FundTypeCards() {
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="landing-fund-types-title">
      <Container size="lg" py={64}>
        <Title order={2} id="landing-fund-types-title">
          {landingMessages.fundTypes.title}
        </Title>
        <Text c="gray.7" mt="xs" maw={720}>
          {landingMessages.fundTypes.body}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt="xl">
          {fundTypeCards.map((card) => (
            <Card key={card.schemeType} withBorder padding="lg" className={classes.card} component="article">
              <Title order={3} fz="lg">
                {card.title}
              </Title>
              <Text c="gray.7" mt="xs" className={classes.cardBody}>
                {card.description}
              </Text>
              <AnchorLink to="/explore" search={{ name: card.schemeType }} fw={600} mt="md">
                {card.linkLabel}
              </AnchorLink>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
