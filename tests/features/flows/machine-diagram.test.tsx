// @vitest-environment happy-dom
/**
 * A diagram stays legible in its pane: 'Fit' shrinks a drawing to the pane's width only down to
 * the scale where its 12 px text still reads at 11 px; a wider drawing is shown at that scale
 * from where the flow starts, and the pane pans over the rest. happy-dom lays nothing out, so
 * the pane's width is given here.
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MachineDiagram } from '../../../src/features/flows/machine-diagram';
import { loadMachineAtlas } from '../../../src/features/flows/use-machine-atlas';

vi.mock('../../../src/features/flows/elk-engine', async () => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  return { getElk: () => elk };
});

const PANE_WIDTH = 700;
const SMALLEST_TEXT_PX = 11;
const TEXT_PX = 12;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(PANE_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});
afterEach(() => vi.restoreAllMocks());

async function drawAndFit(slug: string) {
  const { graph, layout } = await loadMachineAtlas(slug);
  const { container } = render(
    <MantineProvider env="test">
      <MachineDiagram graph={graph} layout={layout} label={`Diagram of ${slug}`} />
    </MantineProvider>,
  );
  // Zoomed far out first, as a reader might have left it.
  for (let i = 0; i < 8; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
  fireEvent.click(screen.getByRole('button', { name: 'Fit' }));
  const transform = container.querySelector('svg > g')?.getAttribute('transform') ?? '';
  const match = /translate\((-?[\d.]+) (-?[\d.]+)\) scale\(([\d.]+)\)/.exec(transform);
  if (!match) throw new Error(`no view transform in "${transform}"`);
  return { layout, graph, x: Number(match[1]), scale: Number(match[3]) };
}

describe('the diagram at Fit', () => {
  it('keeps the session machine, far wider than the pane, legible: text at 11 px or more', async () => {
    const { layout, scale } = await drawAndFit('session');
    expect(layout.width * (SMALLEST_TEXT_PX / TEXT_PX)).toBeGreaterThan(PANE_WIDTH);
    expect(scale * TEXT_PX).toBeGreaterThanOrEqual(SMALLEST_TEXT_PX);
  });

  it('shows a wide drawing from where the flow starts: the initial state is in the pane', async () => {
    const { layout, graph, x, scale } = await drawAndFit('session');
    const start = layout.states.find((state) =>
      graph.states.some((s) => s.path === state.path && s.initial && !s.parent),
    );
    if (!start) throw new Error('no initial state');
    const left = x + start.x * scale;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + start.width * scale).toBeLessThanOrEqual(PANE_WIDTH);
  });

  it('fits a drawing narrower than the pane whole, never above its own size', async () => {
    const { layout, scale } = await drawAndFit('mobile-verification');
    expect(scale).toBeLessThanOrEqual(1);
    expect(layout.width * scale).toBeLessThanOrEqual(PANE_WIDTH);
    expect(scale * TEXT_PX).toBeGreaterThanOrEqual(SMALLEST_TEXT_PX);
  });
});
