import { type MantineColor, Paper, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { truncateStat } from '../../../lib/format';

export function StatLabel({ children }: { children: ReactNode }) {
  return (
    // h2: the cards are the page's sections right under its h1 (an h3 there skips a level).
    <Text component="h2" size="xs" c="dimmed" fw={700} tt="uppercase" m={0}>
      {children}
    </Text>
  );
}

/**
 * A stat card (000 §2.5): the value is cut at 13 characters with '...'; the full
 * value stays available as a tooltip and to screen readers.
 */
export function StatCard({ label, value, colour }: { label: string; value: string; colour?: MantineColor }) {
  const shown = truncateStat(value);
  const cut = shown !== value;
  return (
    <Paper withBorder p="md" radius="md">
      <StatLabel>{label}</StatLabel>
      <Text fz="lg" fw={700} c={colour} mt={4} title={cut ? value : undefined}>
        <span aria-hidden={cut || undefined}>{shown}</span>
        {cut && <VisuallyHidden>{value}</VisuallyHidden>}
      </Text>
    </Paper>
  );
}
