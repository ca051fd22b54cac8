import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { onboardingMessages as text } from '../messages';

/** The frame of every onboarding step: the title, a line of guidance, the card. */
export function OnboardingPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={720} py={40}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        <Paper withBorder p="xl" radius="md">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

/** A failure the investor has to act on: announced at once. */
export function StepFailureNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}

/** While the onboarding works out which step to show. */
export function OnboardingStepLoading({ label = text.stepLoading }: { label?: string }) {
  return (
    <Container size={720} py={64}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader aria-hidden="true" />
        <Text>{label}</Text>
      </Stack>
    </Container>
  );
}
