import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import { navLineOption } from '../../../../src/features/catalogue/charts/nav-line-option';

echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

// A 1Y window as the server downsamples it: sparse a year back, dense in the last month.
const POINTS = [
  { date: '2025-11-27', value: '110.24' },
  { date: '2026-05-27', value: '101.50' },
  { date: '2026-10-28', value: '95.10' },
  { date: '2026-11-12', value: '94.00' },
  { date: '2026-11-27', value: '93.29' },
];

let chart: echarts.ECharts | undefined;
afterEach(() => {
  chart?.dispose();
  chart = undefined;
});

/** Draws the option off-screen (ECharts' server-side SVG) and returns each point's x in pixels. */
function drawnX(points: typeof POINTS): number[] {
  const drawn = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 600, height: 300 });
  chart = drawn;
  drawn.setOption(navLineOption(points));
  return points.map((point) => {
    const [x] = drawn.convertToPixel({ seriesIndex: 0 }, [point.date, Number(point.value)]) as number[];
    return x ?? Number.NaN;
  });
}

describe('the NAV History chart', () => {
  it('places each point at its date: half a year takes twelve times the width of half a month', () => {
    const [first = 0, halfYear = 0, , halfMonthAgo = 0, last = 0] = drawnX(POINTS);
    const firstHalfYear = halfYear - first;
    const lastHalfMonth = last - halfMonthAgo;
    // 181 days against 15: a category axis drew both as one step.
    expect(firstHalfYear / lastHalfMonth).toBeGreaterThan(11);
    expect(firstHalfYear / lastHalfMonth).toBeLessThan(13);
  });

  it('draws the NAVs as published, straight between them, and shows the exact figures on hover', () => {
    const option = navLineOption(POINTS);
    const [series] = option.series;
    expect(series?.data[0]).toEqual(['2025-11-27', 110.24]);
    expect(series).not.toHaveProperty('smooth');
    expect(option.tooltip.formatter([{ dataIndex: 4 }])).toBe('27-11-2026<br/>₹93.29');
  });
});
