import { Container, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../../../components/links';
import { detailsMessages as text } from '../messages';

/** An unknown fund id (the API answered 404). */
export function SchemeNotFound({ isin }: { isin: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{text.notFoundTitle}</Title>
        <Text>{text.notFound(isin)}</Text>
        <ButtonLink to="/explore">{text.backToExplore}</ButtonLink>
      </Stack>
    </Container>
  );
}
