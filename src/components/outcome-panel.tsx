/**
 * The end of a flow in a dialog (order paid or failed, redemption placed or failed, …): a tick or
 * a cross, the heading, what happened, and the buttons that lead on.
 */
import { Group, Stack, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface OutcomePanelProps {
  outcome: 'success' | 'failure';
  heading: string;
  /** What happened: text, an alert… */
  children?: ReactNode;
  /** The buttons, side by side. */
  actions: ReactNode;
  /** Below the buttons (e.g. a link to Order Status). */
  footer?: ReactNode;
}

export function OutcomePanel({ outcome, heading, children, actions, footer }: OutcomePanelProps) {
  const Icon = outcome === 'success' ? IconCircleCheck : IconCircleX;
  const colour = outcome === 'success' ? 'var(--mantine-color-green-9)' : 'var(--mantine-color-red-9)';
  return (
    <Stack gap="md" align="center" py="sm">
      <Icon size={48} color={colour} aria-hidden="true" />
      <Title order={2} fz="h3">
        {heading}
      </Title>
      {children}
      <Group justify="center">{actions}</Group>
      {footer}
    </Stack>
  );
}
