/**
 * The five sector colours (000 §9 "five chart colours"), shared by the doughnut
 * and its HTML legend so the legend can render before the chart chunk loads.
 * Each passes 3:1 against white for graphical objects.
 */
const SECTOR_COLOURS = ['#1c5d99', '#c2410c', '#15803d', '#7e22ce', '#64748b'] as const;

export function sectorColour(index: number): string {
  return SECTOR_COLOURS[index % SECTOR_COLOURS.length] ?? SECTOR_COLOURS[0];
}

export const NAV_LINE_COLOUR = '#1c5d99';
