/**
 * Lays a machine graph out with ELK's layered algorithm (elkjs): compound states contain their
 * children, arrows are routed across the hierarchy, labels placed beside them. Box sizes come
 * from `box-text.ts`, which also breaks the text into the lines the diagram draws, so what was
 * measured is exactly what is shown. Every coordinate comes back absolute (ROOT), so drawing
 * needs no nesting of offsets.
 */
import type { ELK, ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import { type BoxText, boxText, labelSize } from './box-text';
import { caseWords, isWithin, type MachineGraph } from './machine-graph';

export interface PlacedState {
  path: string;
  x: number;
  y: number;
  width: number;
  height: number;
  text: BoxText;
}

export interface PlacedEdge {
  /** `<transition id>` plus the target index when one transition enters several states. */
  key: string;
  transitionId: string;
  points: ElkPoint[];
  label: { x: number; y: number; width: number; height: number; lines: string[] };
}

export interface DiagramLayout {
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
}

const ROOT_ID = '(machine)';

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.edgeCoords': 'ROOT',
  'elk.json.shapeCoords': 'ROOT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '56',
  'elk.spacing.nodeNode': '40',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '20',
  'elk.layered.spacing.edgeNodeBetweenLayers': '20',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
};

export async function layoutMachineGraph(elk: ELK, graph: MachineGraph): Promise<DiagramLayout> {
  const texts = new Map(graph.states.map((state) => [state.path, boxText(state, graph.transitions)]));
  const nodes = new Map<string, ElkNode>();
  const root: ElkNode = { id: ROOT_ID, layoutOptions: LAYOUT_OPTIONS, children: [], edges: [] };
  for (const state of graph.states) {
    const text = texts.get(state.path);
    if (!text) continue;
    const hasChildren = graph.states.some((other) => other.parent === state.path);
    const node: ElkNode = hasChildren
      ? {
          id: state.path,
          children: [],
          // The box's own text sits above its children.
          layoutOptions: {
            'elk.padding': `[top=${text.height + 12},left=16,bottom=16,right=16]`,
            'elk.nodeSize.minimum': `(${text.width}, ${text.height})`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
          },
        }
      : { id: state.path, width: text.width, height: text.height };
    // Reading starts where the flow starts: the initial state in the first row of its box.
    if (state.initial) node.layoutOptions = { ...node.layoutOptions, 'elk.layered.layering.layerConstraint': 'FIRST' };
    nodes.set(state.path, node);
    const parent = state.parent === null ? root : nodes.get(state.parent);
    parent?.children?.push(node);
  }

  const edges: ElkExtendedEdge[] = [];
  for (const transition of graph.transitions) {
    if (transition.inside) continue;
    transition.targets.forEach((target, index) => {
      if (isWithin(target, transition.source)) return;
      const size = labelSize(transition.label, caseWords(transition.case));
      edges.push({
        id: `${transition.id}#${index}`,
        sources: [transition.source],
        targets: [target],
        labels: [{ id: `${transition.id}#${index}:label`, text: size.lines.join('\n'), ...size }],
      });
    });
  }
  root.edges = edges;

  const placed = await elk.layout(root);
  const states: PlacedState[] = [];
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      const text = texts.get(child.id);
      if (text) {
        states.push({
          path: child.id,
          x: child.x ?? 0,
          y: child.y ?? 0,
          width: child.width ?? text.width,
          height: child.height ?? text.height,
          text,
        });
      }
      collect(child);
    }
  };
  collect(placed);

  const placedEdges = (placed.edges ?? []).map((edge): PlacedEdge => {
    const section = edge.sections?.[0];
    const label = edge.labels?.[0];
    const [transitionId = edge.id] = edge.id.split('#');
    return {
      key: edge.id,
      transitionId,
      points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [],
      label: {
        x: label?.x ?? 0,
        y: label?.y ?? 0,
        width: label?.width ?? 0,
        height: label?.height ?? 0,
        lines: (label?.text ?? '').split('\n'),
      },
    };
  });
  return { width: placed.width ?? 0, height: placed.height ?? 0, states, edges: placedEdges };
}
