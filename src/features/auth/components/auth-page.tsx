import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every identity screen: the title, a line of guidance, the card. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={480} py={48}>
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
