/**
 * The NAV History chart's ECharts option, apart from ECharts itself so it can be tested without
 * a canvas. The points are downsampled unevenly (denser where the figures read exact NAVs, so
 * denser for recent months): a time axis places each at its date, where a category axis spaced
 * them evenly and squeezed the older months of a window about fourfold (issue 29).
 */
import { formatDayMonthYear, formatNav } from '../../../lib/format';
import { NAV_LINE_COLOUR } from './chart-colours';

export interface NavChartPoint {
  /** yyyy-MM-dd */
  date: string;
  value: string;
}

export function navLineOption(points: readonly NavChartPoint[]) {
  return {
    animation: false,
    grid: { left: 56, right: 16, top: 16, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ dataIndex: number }>) => {
        const point = points[params[0]?.dataIndex ?? -1];
        return point ? `${formatDayMonthYear(point.date) ?? point.date}<br/>${formatNav(point.value)}` : '';
      },
    },
    xAxis: {
      type: 'time',
      axisLabel: { hideOverlap: true, formatter: { year: '{yyyy}', month: '{MMM}', day: '{d} {MMM}' } },
    },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => `₹${value}` } },
    series: [
      {
        type: 'line',
        // Drawing needs numbers; the values shown in tooltips and text stay the exact strings. A
        // straight line between published NAVs: smoothing would draw values that never were.
        data: points.map((point) => [point.date, Number(point.value)]),
        showSymbol: false,
        lineStyle: { color: NAV_LINE_COLOUR, width: 2 },
        itemStyle: { color: NAV_LINE_COLOUR },
        areaStyle: { color: NAV_LINE_COLOUR, opacity: 0.08 },
      },
    ],
  };
}
