import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PortfolioFigures } from '../../../domain/portfolio-rows';
import type { ReturnFigure } from '../../../domain/return-figure';
import { formatCompactRupees, formatPercent } from '../../lib/format';
import { gainColour } from '../../lib/gain-colour';
import { portfolioMessages as text } from './messages';

/**
 * One tab's totals: invested, current value, P & L and return % over all its holdings, and the
 * return figure where it is known (beyond the spec, issue 26: 'Absolute return' while the money
 * is under a year old, then 'XIRR'; '—' when undefined, left out when not given).
 */
export function PortfolioTotals({
  tab,
  totals,
  returnFigure,
}: {
  tab: string;
  totals: PortfolioFigures;
  returnFigure?: ReturnFigure;
}) {
  const rate = returnFigure?.percent ?? null;
  const figures = [
    { label: text.totals.invested, value: formatCompactRupees(totals.invested) },
    { label: text.totals.current, value: formatCompactRupees(totals.currentValue) },
    { label: text.totals.gainLoss, value: formatCompactRupees(totals.gainLoss), colour: gainColour(totals.gainLoss) },
    { label: text.totals.returns, value: formatPercent(totals.returns), colour: gainColour(totals.returns) },
    ...(returnFigure === undefined
      ? []
      : [
          {
            label: returnFigure.kind === 'XIRR' ? text.totals.xirr : text.totals.absolute,
            value: rate === null ? text.notAvailable : formatPercent(rate),
            colour: rate === null ? undefined : gainColour(rate),
          },
        ]),
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: figures.length }}
      spacing="sm"
      component="dl"
      aria-label={text.totals.heading(tab)}
      m={0}
    >
      {figures.map((figure) => (
        // dt and dd sit directly in the Paper: a <dl> allows one wrapping div per group.
        <Paper
          key={figure.label}
          withBorder
          radius="md"
          p="sm"
          style={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Text component="dt" size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fw={600} c={figure.colour}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
