import { Alert, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AnchorLink, ButtonLink, linkToHref } from '../app/shell/links';
import { shellMessages } from '../app/shell/messages';

/**
 * Search of /signin (001 §2.3, 000 §8). A value the app does not know is dropped rather
 * than failing the page; `redirect` must be a path of this app, never another origin.
 */
const SignInSearch = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/))), undefined),
  message: v.fallback(v.optional(v.picklist(['userCreated', 'createUser', 'linkFailed'])), undefined),
  error: v.fallback(v.optional(v.literal('Expired')), undefined),
});

export const Route = createFileRoute('/signin')({
  validateSearch: SignInSearch,
  component: SignInRoute,
});

const text = shellMessages.signInPage;

function SignInRoute() {
  const { redirect, message, error } = Route.useSearch();
  return (
    <Container size={520} py={56}>
      <Stack gap="lg">
        <Title order={1}>{text.title}</Title>
        {error === 'Expired' && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {text.expired}
          </Alert>
        )}
        {message && (
          <Alert color="sanchayBlue" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
            {text.banners[message]}
          </Alert>
        )}
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {text.notYetTitle}
            </Title>
            <Text>{text.notYetBody}</Text>
            <Group gap="md" mt="xs">
              <ButtonLink to="/explore">{text.exploreFunds}</ButtonLink>
              {redirect && <AnchorLink {...linkToHref(redirect)}>{text.backToPage}</AnchorLink>}
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
