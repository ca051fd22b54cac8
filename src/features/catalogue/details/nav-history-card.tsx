import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { NAV_WINDOWS, type NavWindowKey, navWindowSeries } from '../../../../domain/nav-windows';
import type { NavPoint } from '../../../api/catalogue';
import { formatDayMonthYear, formatNav } from '../../../lib/format';
import { NavHistoryChart } from '../charts/lazy-charts';
import { navWindowNames, detailsMessages as text } from '../messages';

function isNavWindow(value: string | null): value is NavWindowKey {
  return NAV_WINDOWS.some((candidate) => candidate.key === value);
}

function chartSummary(points: readonly NavPoint[], key: NavWindowKey): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return text.navHistoryEmpty;
  return text.navChartSummary(
    navWindowNames[key],
    formatNav(first.value),
    formatDayMonthYear(first.date) ?? first.date,
    formatNav(last.value),
    formatDayMonthYear(last.date) ?? last.date,
  );
}

/** NAV History with 3M / 6M / 1Y / 2Y / 3Y / MAX tabs, about 50 points each (000 §2.5, §9). */
export function NavHistoryCard({
  history,
  navWindow,
  onNavWindowChange,
}: {
  history: readonly NavPoint[];
  navWindow: NavWindowKey;
  onNavWindowChange: (navWindow: NavWindowKey) => void;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {text.navHistory}
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed">{text.navHistoryEmpty}</Text>
        ) : (
          <Tabs
            value={navWindow}
            onChange={(value) => isNavWindow(value) && onNavWindowChange(value)}
            keepMounted={false}
          >
            <Tabs.List aria-label={text.navHistoryTabs}>
              {NAV_WINDOWS.map(({ key }) => (
                <Tabs.Tab key={key} value={key}>
                  {key}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {NAV_WINDOWS.map(({ key }) => {
              const points = navWindowSeries(history, key);
              return (
                <Tabs.Panel key={key} value={key} pt="md">
                  <NavHistoryChart points={points} summary={chartSummary(points, key)} />
                </Tabs.Panel>
              );
            })}
          </Tabs>
        )}
      </Stack>
    </Paper>
  );
}
