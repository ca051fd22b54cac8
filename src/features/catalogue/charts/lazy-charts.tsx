/**
 * Lazy entry points to the ECharts module: importing this file costs nothing;
 * ECharts is fetched when a chart first renders. Each chart sits in a figure
 * exposed as one image whose accessible name is a text summary of what it draws
 * (the canvas inside an img role is presentational).
 */
import { Box, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { NavChartPoint, SectorChartSlice } from './echarts-charts';

let chartsModule: Promise<typeof import('./echarts-charts')> | undefined;
/** One request for the chart chunk, however many charts ask for it at once. */
const loadCharts = () => {
  chartsModule ??= import('./echarts-charts');
  return chartsModule;
};

const LazyNavLineChart = lazy(() => loadCharts().then((module) => ({ default: module.NavLineChart })));
const LazySectorDoughnut = lazy(() => loadCharts().then((module) => ({ default: module.SectorDoughnut })));

function ChartFigure({ summary, height, children }: { summary: string; height: number; children: ReactNode }) {
  return (
    <Box component="figure" m={0} role="img" aria-label={summary}>
      <Suspense fallback={<Skeleton height={height} />}>{children}</Suspense>
    </Box>
  );
}

export function NavHistoryChart({ points, summary }: { points: readonly NavChartPoint[]; summary: string }) {
  return (
    <ChartFigure summary={summary} height={300}>
      <LazyNavLineChart points={points} />
    </ChartFigure>
  );
}

export function SectorChart({ slices, summary }: { slices: readonly SectorChartSlice[]; summary: string }) {
  return (
    <ChartFigure summary={summary} height={260}>
      <LazySectorDoughnut slices={slices} />
    </ChartFigure>
  );
}
