/**
 * The dashboard doughnuts' five colours (000 §9 "five chart colours"; at most five slices each:
 * five asset classes, five top funds), shared by the chart and its HTML legend so the legend
 * shows before the chart chunk loads. Each passes 3:1 against white for graphical objects.
 */
const DOUGHNUT_COLOURS = ['#1c5d99', '#c2410c', '#15803d', '#7e22ce', '#64748b'] as const;

export function doughnutColour(index: number): string {
  return DOUGHNUT_COLOURS[index % DOUGHNUT_COLOURS.length] ?? DOUGHNUT_COLOURS[0];
}
