import { Group, Paper, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { navChange } from '../../../../domain/nav-change';
import { NAV_CARD_WINDOW_DAYS, pointsWithin } from '../../../../domain/nav-windows';
import type { LatestNav, NavPoint } from '../../../api/catalogue';
import { formatDayMonthYear, formatNav, formatPercent } from '../../../lib/format';
import { detailsMessages as text } from '../messages';
import { StatLabel } from './stat-card';

/**
 * Latest NAV, its date and the change against the previous NAV (000 §2.5, §9).
 * The change looks back over the card's 30-day window only, so a scheme whose
 * NAV stopped being published shows 'No Data Found' rather than a stale move.
 */
export function CurrentNavCard({ nav, history }: { nav: LatestNav | null | undefined; history: readonly NavPoint[] }) {
  const change = navChange(pointsWithin(history, NAV_CARD_WINDOW_DAYS));
  const updated = nav ? formatDayMonthYear(nav.lastModifiedDate) : null;
  const changeColour =
    change?.direction === 'up'
      ? 'var(--mantine-color-green-9)'
      : change?.direction === 'down'
        ? 'var(--mantine-color-red-8)'
        : undefined;

  return (
    <Paper withBorder p="md" radius="md">
      <StatLabel>{text.currentNav}</StatLabel>
      <Text fz="lg" fw={700} mt={4}>
        {nav ? formatNav(nav.navValue) : text.noNav}
      </Text>
      {/* The arrow carries the colour; the signed figure keeps the text colour, so it reads at full
          contrast on any background (a dimming overlay included). */}
      <Group gap={4}>
        {change?.direction === 'up' && <IconArrowUpRight size={16} aria-hidden="true" color={changeColour} />}
        {change?.direction === 'down' && <IconArrowDownRight size={16} aria-hidden="true" color={changeColour} />}
        <Text size="sm" fw={600} title={text.navChangeLabel}>
          {change ? formatPercent(change.percent, { signed: true }) : text.noData}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {updated ? (
          <>
            {text.lastUpdatedOn}
            {/* A DD-MM-YYYY date must not break at its hyphens in the narrow card. */}
            <span style={{ whiteSpace: 'nowrap' }}>{updated}</span>
          </>
        ) : (
          text.lastUpdatedNotFound
        )}
      </Text>
    </Paper>
  );
}
