/**
 * A generated test path as a QA engineer follows it by hand: where it starts, then each step as
 * "what happens → where the flow is now", with the state's own description. Also the highlight
 * the diagram draws: every state and transition the path passes, numbered by step.
 */
import type { ModelPath } from '../../../machines/model/paths';
import { caseWords, eventWords, type MachineGraph } from './machine-graph';

/** What the diagram emphasises: state paths and transition ids, each with the steps (0 = start) that reach it. */
export interface DiagramHighlight {
  states: ReadonlyMap<string, readonly number[]>;
  transitions: ReadonlyMap<string, readonly number[]>;
}

interface ReadableStep {
  /** 1-based; 0 is where the path starts. */
  number: number;
  /** "order.invest (if isFormComplete)"; empty for the start. */
  action: string;
  /** The leaf states active afterwards, e.g. `otpEntry`. */
  states: string[];
  /** What those states mean to the user, from their `meta` descriptions. */
  descriptions: string[];
}

export function readableSteps(graph: MachineGraph, path: ModelPath): ReadableStep[] {
  const describe = (active: readonly string[]) => {
    const leaves = leafStates(active);
    return {
      states: leaves,
      descriptions: leaves.flatMap((leaf) => graph.states.find((state) => state.path === leaf)?.description ?? []),
    };
  };
  return [
    { number: 0, action: '', ...describe(path.states) },
    ...path.steps.map((step, index) => {
      const when = caseWords(step.case);
      return {
        number: index + 1,
        action: `${eventWords(step.eventKey, graph.delays)}${when ? ` (${when})` : ''}`,
        ...describe(step.states),
      };
    }),
  ];
}

/** The path in one line: "order.invest (if isFormComplete) → placeOrder done → …". */
export function pathSummary(steps: readonly ReadableStep[]): string {
  const actions = steps.filter((step) => step.number > 0).map((step) => step.action);
  return actions.length > 0 ? actions.join(' → ') : 'stays where it starts';
}

export function pathHighlight(path: ModelPath): DiagramHighlight {
  const states = new Map<string, number[]>();
  const transitions = new Map<string, number[]>();
  const mark = (map: Map<string, number[]>, key: string, step: number) => {
    const steps = map.get(key) ?? [];
    if (!steps.includes(step)) steps.push(step);
    map.set(key, steps);
  };
  for (const state of path.states) mark(states, state, 0);
  path.steps.forEach((step, index) => {
    for (const state of step.visited) mark(states, state, index + 1);
    for (const id of step.transitions) mark(transitions, id, index + 1);
  });
  return { states, transitions };
}

/** Step numbers as the diagram shows them: `start, 3`. */
export function stepWords(steps: readonly number[]): string {
  return steps.map((step) => (step === 0 ? 'start' : String(step))).join(', ');
}

function leafStates(active: readonly string[]): string[] {
  return active.filter((path) => !active.some((other) => other.startsWith(`${path}.`)));
}
