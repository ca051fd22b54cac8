/**
 * The dashboard's only ECharts module, loaded through React.lazy (lazy-doughnut.tsx): ECharts
 * stays out of the dashboard's initial chunk and is fetched when a doughnut is first drawn.
 * Only the pie chart and tooltip are registered (tree-shaken core).
 */
import { PieChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The core entry's ES-module build, as the catalogue's charts use it (see echarts-charts.tsx there).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartRow } from '../../../api/portfolio';
import { formatCompactRupees, truncateName } from '../../../lib/format';
import { doughnutColour } from './doughnut-colours';

echarts.use([PieChart, TooltipComponent, GraphicComponent, CanvasRenderer]);

export interface DoughnutProps {
  rows: readonly ChartRow[];
  /** The total shown in the hole, already formatted (000 §9 Lakhs / Crores). */
  total: string;
}

export function EchartsDoughnut({ rows, total }: DoughnutProps) {
  const option = {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (params: { dataIndex: number }) => {
        const row = rows[params.dataIndex];
        return row ? `${truncateName(row.name)}: ${formatCompactRupees(row.amount)} (${row.percentage}%)` : '';
      },
    },
    graphic: {
      type: 'text',
      left: 'center',
      top: 'middle',
      style: { text: total, fontSize: 14, fontWeight: 600, fill: '#1f2937' },
    },
    series: [
      {
        type: 'pie',
        radius: ['55%', '80%'],
        label: { show: false },
        // Drawing needs numbers; every figure shown as text stays the exact decimal string.
        data: rows.map((row, index) => ({
          name: truncateName(row.name),
          value: Number(row.percentage),
          itemStyle: { color: doughnutColour(index) },
        })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 240, width: '100%' }} />;
}
