import { Badge, type MantineColor } from '@mantine/core';
import { type StatusTone, statusBadge } from './order-row-text';

/**
 * Light badges: the theme draws their text in shade 9 darkened, which passes WCAG AA on every
 * palette's tint, so each tone keeps its colour and stays readable.
 */
const TONE_COLOURS: Record<StatusTone, MantineColor> = {
  success: 'green',
  failure: 'red',
  started: 'sanchayBlue',
  progress: 'orange',
  authenticated: 'violet',
  neutral: 'gray',
};

/** 001 §3 order status badge; the words are shown as written ('In Progress'), not upper-cased. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return (
    <Badge
      variant="light"
      color={TONE_COLOURS[tone]}
      tt="none"
      size="md"
      radius="sm"
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
