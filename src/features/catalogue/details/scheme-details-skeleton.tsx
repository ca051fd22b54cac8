import { Container, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { detailsMessages as text } from '../messages';

/** Shown while the route loads scheme, NAV and history. */
export function SchemeDetailsSkeleton() {
  return (
    <Container size="lg" py="xl">
      <VisuallyHidden>
        <Text role="status">{text.loading}</Text>
      </VisuallyHidden>
      <Stack gap="lg" aria-hidden="true">
        <Skeleton height={160} radius="md" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          {['nav', 'risk', 'cagr', 'aum', 'min'].map((key) => (
            <Skeleton key={key} height={96} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={360} radius="md" />
      </Stack>
    </Container>
  );
}
