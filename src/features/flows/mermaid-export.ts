/**
 * A machine as a Mermaid state diagram (`stateDiagram-v2`), for GitHub, GitLab or the Stately
 * tools: the states as they nest (compound and parallel states as composite states, a parallel
 * state's regions apart with `--`), `[*] -->` the initial state of each level, final states
 * `--> [*]`, then every transition with the atlas's words for its event and guard. Built from
 * the atlas's graph, so it names the transitions the diagram draws. Mermaid ids are global, so a
 * state is known by its path (`signedIn_token_checking`) and shown by its key.
 */
import { caseWords, type MachineGraph } from './machine-graph';

export function mermaidDiagram(graph: MachineGraph): string {
  const ids = mermaidIds(graph);
  const id = (path: string) => (path === '' ? ROOT : (ids.get(path) ?? ROOT));
  const lines = ['stateDiagram-v2'];
  if (graph.description) lines.push(`  %% ${graph.id}: ${oneLine(graph.description)}`);

  const writeLevel = (parent: string | null, indent: string) => {
    const children = graph.states.filter((state) => state.parent === parent);
    const parentState = parent === null ? undefined : graph.states.find((state) => state.path === parent);
    if (parentState?.kind !== 'parallel') {
      const initial = children.find((state) => state.initial);
      if (initial) lines.push(`${indent}[*] --> ${id(initial.path)}`);
    }
    children.forEach((state, index) => {
      if (parentState?.kind === 'parallel' && index > 0) lines.push(`${indent}--`);
      const name = quoted(state.key);
      const hasChildren = graph.states.some((other) => other.parent === state.path);
      if (hasChildren) {
        lines.push(`${indent}state ${name} as ${id(state.path)} {`);
        writeLevel(state.path, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state ${name} as ${id(state.path)}`);
      }
      if (state.kind === 'final') lines.push(`${indent}${id(state.path)} --> [*]`);
    });
  };

  const rootHasTransitions = graph.transitions.some((transition) => transition.source === '');
  if (rootHasTransitions) {
    // The machine's own events (in any state) leave the machine itself: it is a state around the rest.
    lines.push(`  [*] --> ${ROOT}`, `  state ${quoted(graph.id)} as ${ROOT} {`);
    writeLevel(null, '    ');
    lines.push('  }');
  } else {
    writeLevel(null, '  ');
  }

  for (const transition of graph.transitions) {
    const when = caseWords(transition.case);
    const label = escapeLabel(when ? `${transition.label} [${when}]` : transition.label);
    const targets = transition.targets.length > 0 ? transition.targets : [transition.source];
    const stays = transition.targets.length === 0 ? ' (stays)' : '';
    for (const target of targets) lines.push(`  ${id(transition.source)} --> ${id(target)} : ${label}${stays}`);
  }
  return `${lines.join('\n')}\n`;
}

const ROOT = 'machine';

/** Each state's Mermaid id: its path with anything but letters, digits and _ as _, unique. */
function mermaidIds(graph: MachineGraph): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set([ROOT]);
  for (const state of graph.states) {
    const base = state.path.replace(/[^A-Za-z0-9_]/g, '_');
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}_${n}`;
    taken.add(candidate);
    ids.set(state.path, candidate);
  }
  return ids;
}

function quoted(text: string): string {
  return `"${text.replaceAll('"', "'")}"`;
}

/** A label runs to the end of its line; `;` would end the statement, so it is written as Mermaid's entity. */
function escapeLabel(text: string): string {
  return oneLine(text).replaceAll(';', '#59;');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
