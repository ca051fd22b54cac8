import { Badge, type MantineColor } from '@mantine/core';

/**
 * A status as a light badge (an order's, a plan's), its word shown as written ('In Progress',
 * 'Cancelling'), not upper-cased. The theme draws a light badge's text in shade 9 darkened, which
 * passes WCAG AA on every palette's tint, so each status keeps its colour and stays readable. The
 * label is never clipped and the badge never shrinks: a table column or a card's header row takes
 * the width of its longest status.
 */
export function StatusBadge({ label, color }: { label: string; color: MantineColor }) {
  return (
    <Badge
      variant="light"
      color={color}
      tt="none"
      size="md"
      radius="sm"
      flex="none"
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
