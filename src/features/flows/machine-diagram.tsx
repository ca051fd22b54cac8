/**
 * One machine drawn as a statechart: boxes nested as the states are, the initial state marked by
 * a dot and arrow, final states by a double border, arrows labelled with event and guard. A path
 * (or the live view) highlights states and transitions, each arrow numbered with the steps that
 * take it. Zoom with the buttons, the keys + and -, or the wheel; pan by dragging or with the
 * arrow keys. 'Fit' (and a new drawing) is as wide as the pane but never so small that the text
 * stops reading: a larger machine is panned over, zooming out further is the reader's choice.
 */
import { Button, Group, Text } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { BOX_PADDING, type BoxLine, LABEL_LINE, TITLE_LINE } from './box-text';
import classes from './flows.module.css';
import type { DiagramLayout, PlacedEdge, PlacedState } from './layout';
import type { MachineGraph } from './machine-graph';
import { type DiagramHighlight, stepWords } from './path-steps';

interface MachineDiagramProps {
  graph: MachineGraph;
  layout: DiagramLayout;
  highlight?: DiagramHighlight;
  /** Accessible name of the drawing, e.g. "Diagram of order". */
  label: string;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 2.5;
const ZOOM_STEP = 1.2;
const PAN_STEP = 60;
const MARGIN = 16;
/** The smallest scale 'Fit' goes to: the drawing's 12 px text still reads at 11 px. */
const READABLE_SCALE = 11 / 12;

export function MachineDiagram({ graph, layout, highlight, label }: MachineDiagramProps) {
  const viewport = useRef<HTMLElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: MARGIN, y: MARGIN });
  const drag = useRef<{ pointer: number; x: number; y: number } | null>(null);
  // Marker ids are per drawing: the live panel's diagram can share the page with the atlas's.
  const markers = `atlas${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  // A new drawing opens as 'Fit' shows it.
  const fit = () => setView(fittedView(viewport.current?.clientWidth ?? 0, graph, layout));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another drawing arrives
  useEffect(fit, [layout]);

  const zoom = (factor: number, at?: { x: number; y: number }) =>
    setView((current) => {
      const scale = clamp(current.scale * factor);
      const centre = at ?? {
        x: (viewport.current?.clientWidth ?? 0) / 2,
        y: (viewport.current?.clientHeight ?? 0) / 2,
      };
      const ratio = scale / current.scale;
      return { scale, x: centre.x - (centre.x - current.x) * ratio, y: centre.y - (centre.y - current.y) * ratio };
    });

  // A passive React wheel handler cannot keep the page from scrolling, so listen natively.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const pan = pans[event.key];
    if (pan) setView((current) => ({ ...current, x: current.x + pan[0], y: current.y + pan[1] }));
    else if (event.key === '+' || event.key === '=') zoom(ZOOM_STEP);
    else if (event.key === '-') zoom(1 / ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const rootLines = graph.transitions.filter((t) => t.source === '' && t.inside);
  return (
    <div>
      <Group gap="xs" mb="xs" justify="space-between">
        <Text size="sm" c="dimmed">
          Drag or use the arrow keys to move; + and − to zoom.
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => zoom(1 / ZOOM_STEP)} aria-label="Zoom out">
            −
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => zoom(ZOOM_STEP)} aria-label="Zoom in">
            +
          </Button>
          <Button size="compact-sm" variant="default" onClick={fit}>
            Fit
          </Button>
        </Group>
      </Group>
      {rootLines.length > 0 && (
        <div className={classes.anywhere}>
          <Text size="sm" fw={600}>
            In any state
          </Text>
          <ul>
            {rootLines.map((transition) => (
              <li
                key={transition.id}
                data-transition={transition.id}
                data-highlighted={highlight?.transitions.has(transition.id) || undefined}
              >
                {stepBadge(highlight?.transitions.get(transition.id))}
                {transition.label}
                {transition.case ? ` [${transition.case === 'else' ? 'otherwise' : `if ${transition.case}`}]` : ''}
                {transition.targets.length > 0 ? ` → ${transition.targets.join(', ')}` : ' (stays)'}
              </li>
            ))}
          </ul>
        </div>
      )}
      <section
        ref={viewport}
        className={classes.viewport}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing is moved with the arrow keys
        tabIndex={0}
        aria-label={`${label}: arrow keys move, + and − zoom`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <svg
          className={classes.canvas}
          role="img"
          aria-label={label}
          width="100%"
          height="100%"
          data-machine={graph.id}
        >
          <defs>
            <ArrowHead id={`${markers}-arrow`} className={classes.arrowHead} />
            <ArrowHead id={`${markers}-arrow-on`} className={classes.arrowHeadOn} />
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
            {layout.states.map((state) => (
              <StateBox
                key={state.path}
                state={state}
                graph={graph}
                steps={highlight?.states.get(state.path)}
                transitionSteps={highlight?.transitions}
                markers={markers}
              />
            ))}
            {layout.edges.map((edge) => (
              <Edge
                key={edge.key}
                edge={edge}
                steps={highlight?.transitions.get(edge.transitionId)}
                markers={markers}
              />
            ))}
          </g>
        </svg>
      </section>
    </div>
  );
}

function StateBox({
  state,
  graph,
  steps,
  transitionSteps,
  markers,
}: {
  state: PlacedState;
  graph: MachineGraph;
  steps: readonly number[] | undefined;
  markers: string;
  transitionSteps: ReadonlyMap<string, readonly number[]> | undefined;
}) {
  const info = graph.states.find((s) => s.path === state.path);
  const on = steps !== undefined;
  let y = state.y + BOX_PADDING;
  return (
    <g
      data-state={state.path}
      data-highlighted={on || undefined}
      data-kind={info?.kind}
      data-initial={info?.initial || undefined}
    >
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={10}
        className={on ? classes.stateOn : info?.kind === 'compound' ? classes.compound : classes.state}
      />
      {info?.kind === 'final' && (
        <rect
          x={state.x + 4}
          y={state.y + 4}
          width={state.width - 8}
          height={state.height - 8}
          rx={7}
          className={classes.finalRing}
        />
      )}
      {info?.kind === 'parallel' && (
        <text x={state.x + state.width - BOX_PADDING} y={state.y + 16} textAnchor="end" className={classes.detail}>
          parallel
        </text>
      )}
      {info?.initial && <InitialMarker x={state.x} y={state.y} markers={markers} />}
      {state.text.lines.map((line, index) => {
        const height = line.kind === 'title' ? TITLE_LINE : LABEL_LINE;
        y += height;
        const lineOn = line.transitionId !== undefined && transitionSteps?.has(line.transitionId);
        return (
          <BoxTextLine
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a box never reorder
            key={index}
            line={line}
            x={state.x + BOX_PADDING}
            y={y - 4}
            on={Boolean(lineOn)}
            steps={line.transitionId ? transitionSteps?.get(line.transitionId) : undefined}
          />
        );
      })}
      {on && steps.length > 0 && (
        <text x={state.x + state.width} y={state.y - 5} textAnchor="end" className={classes.badge}>
          {`step ${stepWords(steps)}`}
        </text>
      )}
    </g>
  );
}

function BoxTextLine({
  line,
  x,
  y,
  on,
  steps,
}: {
  line: BoxLine;
  x: number;
  y: number;
  on: boolean;
  steps: readonly number[] | undefined;
}) {
  const className = {
    title: classes.title,
    description: classes.description,
    detail: classes.detail,
    transition: on ? classes.insideOn : classes.inside,
  }[line.kind];
  return (
    <text
      x={x}
      y={y}
      className={className}
      data-transition={line.transitionId}
      data-highlighted={(line.transitionId && on) || undefined}
    >
      {on && steps?.length ? `(${stepWords(steps)}) ${line.text}` : line.text}
    </text>
  );
}

function ArrowHead({ id, className }: { id: string; className: string | undefined }) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX="9"
      refY="5"
      markerWidth="10"
      markerHeight="10"
      markerUnits="userSpaceOnUse"
      orient="auto"
    >
      <path d="M0,0 L10,5 L0,10 z" className={className} />
    </marker>
  );
}

function InitialMarker({ x, y, markers }: { x: number; y: number; markers: string }) {
  return (
    <g>
      <circle cx={x - 10} cy={y - 10} r={5} className={classes.initialDot} />
      <path
        d={`M${x - 6},${y - 6} L${x + 2},${y + 2}`}
        className={classes.initialLine}
        markerEnd={`url(#${markers}-arrow)`}
      />
    </g>
  );
}

function Edge({ edge, steps, markers }: { edge: PlacedEdge; steps: readonly number[] | undefined; markers: string }) {
  const on = steps !== undefined;
  const d = edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  return (
    <g data-transition={edge.transitionId} data-highlighted={on || undefined}>
      <path
        d={d}
        className={on ? classes.edgeOn : classes.edge}
        markerEnd={`url(#${markers}-arrow${on ? '-on' : ''})`}
      />
      <rect
        x={edge.label.x - 2}
        y={edge.label.y - 1}
        width={edge.label.width + 4}
        height={edge.label.height + 2}
        rx={3}
        className={on ? classes.labelBackOn : classes.labelBack}
      />
      {edge.label.lines.map((text, index) => (
        <text
          // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines never reorder
          key={index}
          x={edge.label.x + 2}
          y={edge.label.y + (index + 1) * LABEL_LINE - 4}
          className={on ? classes.edgeLabelOn : classes.edgeLabel}
        >
          {index === 0 && steps?.length ? `(${stepWords(steps)}) ${text}` : text}
        </text>
      ))}
    </g>
  );
}

function stepBadge(steps: readonly number[] | undefined) {
  return steps?.length ? `(${stepWords(steps)}) ` : '';
}

/**
 * The drawing as wide as the pane, never larger than its own size nor smaller than
 * READABLE_SCALE: a drawing wider than that (the session machine is four panes wide) stays
 * legible and the pane pans over the rest, starting where reading starts, with the machine's
 * initial state in the middle. `width` 0 (happy-dom lays nothing out): the drawing's own size.
 */
function fittedView(width: number, graph: MachineGraph, layout: DiagramLayout): View {
  if (width <= 0) return { scale: 1, x: MARGIN, y: MARGIN };
  const fitted = (width - 2 * MARGIN) / Math.max(layout.width, 1);
  const scale = Math.min(1, Math.max(READABLE_SCALE, fitted));
  const start = layout.states.find((state) =>
    graph.states.some((s) => s.path === state.path && s.initial && !s.parent),
  );
  const overflow = layout.width * scale > width - 2 * MARGIN;
  const x = overflow && start ? width / 2 - (start.x + start.width / 2) * scale : MARGIN;
  return { scale, x: Math.min(MARGIN, Math.max(width - MARGIN - layout.width * scale, x)), y: MARGIN };
}

function clamp(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}
