/**
 * The only module that imports ECharts. It is loaded through React.lazy (see
 * lazy-charts.tsx), so ECharts lands in its own chunk, fetched when a chart is
 * first drawn. Only the pieces drawn here are registered (tree-shaken core).
 */
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The core entry (no bundled ECharts) in its ES-module build: lib/core is CommonJS and its
// default export reaches the production bundle as a module object instead of the component.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { formatChartDate, formatNav, truncateName } from '../../../lib/format';
import { NAV_LINE_COLOUR, sectorColour } from './chart-colours';

echarts.use([LineChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface NavChartPoint {
  date: string;
  value: string;
}

export interface SectorChartSlice {
  name: string;
  allocation: string;
}

export function NavLineChart({ points }: { points: readonly NavChartPoint[] }) {
  const option = {
    animation: false,
    grid: { left: 56, right: 16, top: 16, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ dataIndex: number }>) => {
        const point = points[params[0]?.dataIndex ?? -1];
        return point ? `${formatChartDate(point.date) ?? point.date}<br/>${formatNav(point.value)}` : '';
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((point) => formatChartDate(point.date) ?? point.date),
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => `₹${value}` } },
    // Drawing needs numbers; the values shown in tooltips and text stay the exact strings.
    series: [
      {
        type: 'line',
        data: points.map((point) => Number(point.value)),
        showSymbol: false,
        smooth: true,
        lineStyle: { color: NAV_LINE_COLOUR, width: 2 },
        itemStyle: { color: NAV_LINE_COLOUR },
        areaStyle: { color: NAV_LINE_COLOUR, opacity: 0.08 },
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 300, width: '100%' }} />;
}

export function SectorDoughnut({ slices }: { slices: readonly SectorChartSlice[] }) {
  const option = {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (params: { dataIndex: number }) => {
        const slice = slices[params.dataIndex];
        return slice ? `${slice.name}: ${slice.allocation}%` : '';
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['50%', '78%'],
        avoidLabelOverlap: true,
        label: { show: false },
        data: slices.map((slice, index) => ({
          name: truncateName(slice.name),
          value: Number(slice.allocation),
          itemStyle: { color: sectorColour(index) },
        })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 260, width: '100%' }} />;
}
