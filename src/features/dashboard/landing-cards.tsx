import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../components/links';
import { dashboardMessages as text } from './messages';

/** The landing cards area (000 §2.7): where an investor goes next from the dashboard. */
export function LandingCards() {
  const cards = [
    {
      ...text.cards.explore,
      link: (
        <ButtonLink to="/explore" variant="light">
          {text.cards.explore.action}
        </ButtonLink>
      ),
    },
    {
      ...text.cards.nfo,
      link: (
        <ButtonLink to="/NFO" variant="light">
          {text.cards.nfo.action}
        </ButtonLink>
      ),
    },
    {
      ...text.cards.portfolio,
      link: (
        <ButtonLink to="/portfolio" variant="light">
          {text.cards.portfolio.action}
        </ButtonLink>
      ),
    },
    {
      ...text.cards.orders,
      link: (
        <ButtonLink to="/orderstatus" variant="light">
          {text.cards.orders.action}
        </ButtonLink>
      ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-cards">
      <Title order={2} fz="h3" id="dashboard-cards">
        {text.cardsHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {cards.map((card) => (
          <Paper key={card.title} withBorder radius="md" p="md">
            <Stack gap="xs" h="100%" justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={3} fz="h5">
                  {card.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {card.body}
                </Text>
              </Stack>
              {card.link}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
