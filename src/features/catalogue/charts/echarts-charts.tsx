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
import { truncateName } from '../../../lib/format';
import { sectorColour } from './chart-colours';
import { type NavChartPoint, navLineOption } from './nav-line-option';

echarts.use([LineChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface SectorChartSlice {
  name: string;
  allocation: string;
}

export function NavLineChart({ points }: { points: readonly NavChartPoint[] }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={navLineOption(points)}
      notMerge
      style={{ height: 300, width: '100%' }}
    />
  );
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
