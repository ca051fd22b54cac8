/**
 * The doughnut's lazy entry point: importing this file costs nothing; ECharts is fetched when a
 * doughnut first renders. The chart is one image whose accessible name summarises it; the
 * legend beside it carries the same figures as text.
 */
import { Box, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DoughnutProps } from './echarts-doughnut';

const LazyEchartsDoughnut = lazy(() =>
  import('./echarts-doughnut').then((module) => ({ default: module.EchartsDoughnut })),
);

export function Doughnut({ summary, ...props }: DoughnutProps & { summary: string }) {
  return (
    <Box component="figure" m={0} role="img" aria-label={summary}>
      <Suspense fallback={<Skeleton height={240} />}>
        <LazyEchartsDoughnut {...props} />
      </Suspense>
    </Box>
  );
}
