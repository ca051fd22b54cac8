/**
 * Lazy entry points to the ECharts module: importing this file costs nothing;
 * ECharts is fetched when a chart is about to scroll into view (within
 * NEAR_VIEWPORT of it), so a chart below the fold costs the first paint nothing, and
 * then only once the browser is idle after drawing the page: its 180 KB never compete
 * with the page's own content (the details page's largest paint) for a phone's network
 * and processor.
 * Each chart sits in a figure exposed as one image whose accessible name is a text
 * summary of what it draws (the canvas inside an img role is presentational).
 */
import { Box, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import type { SectorChartSlice } from './echarts-charts';
import type { NavChartPoint } from './nav-line-option';

let chartsModule: Promise<typeof import('./echarts-charts')> | undefined;
/** One request for the chart chunk, however many charts ask for it at once. */
const loadCharts = () => {
  chartsModule ??= import('./echarts-charts');
  return chartsModule;
};

const LazyNavLineChart = lazy(() => loadCharts().then((module) => ({ default: module.NavLineChart })));
const LazySectorDoughnut = lazy(() => loadCharts().then((module) => ({ default: module.SectorDoughnut })));

/** How far outside the viewport a chart starts loading: about a screen of scrolling ahead. */
const NEAR_VIEWPORT = '600px';

/** True once the element has come within NEAR_VIEWPORT of the viewport and the browser was idle (and from then on). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => setNear(true));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [near]);
  return [ref, near] as const;
}

function ChartFigure({ summary, height, children }: { summary: string; height: number; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const placeholder = <Skeleton height={height} />;
  return (
    <Box ref={ref} component="figure" m={0} role="img" aria-label={summary}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
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
