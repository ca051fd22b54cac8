/**
 * A walk context (pairs.ts `WalkContext`) for a machine whose paths also depend on choices: what
 * the screen offers depends on a value the path starts from (the order's type, chosen by the
 * button that opened the modal) or that a step may leave one way or another (an amount typed
 * valid or not). Written as a relation, it says which values each step (its label, `event` or
 * `event[case]`) can leave; the walks fold the set of values a path can be in (a step none of them
 * allows is never taken), and `traceContext` picks, for a path, one value before its first step and
 * one after each step, so a suite renders the variant the path starts from and each executor leaves
 * the screen in the value the path goes on with.
 */
import { type AnyMachineSnapshot, getMicrosteps } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { type DerivedModel, eventLabel, type ModelEvent, TRACK_ACTION } from './derive';
import { serializeState, traversalOptions, type WalkContext } from './pairs';

export interface PathContext {
  /** The values a path may start from. */
  initial: readonly string[];
  /**
   * The values `step` can leave from `value`: none when the real app cannot take the step then,
   * several when the executor chooses. Undefined: the step leaves the value as it is.
   */
  after(value: string, step: string): readonly string[] | undefined;
}

const SEPARATOR = '|';

function nextValues(context: PathContext, values: readonly string[], step: string): string[] {
  return [...new Set(values.flatMap((value) => context.after(value, step) ?? [value]))].sort();
}

/** The transition id's step label: `amountForm --amount.added--> (no target)` → `amount.added`. */
function stepOf(transition: string): string {
  return /--(.*)--> /.exec(transition)?.[1] ?? transition;
}

/** The walks' view: the set of values a walk can be in, as one string; null once it is empty. */
export function walkContextOf(context: PathContext): WalkContext {
  return {
    initial: [...new Set(context.initial)].sort().join(SEPARATOR),
    step: (values, transition) => {
      const next = nextValues(context, values.split(SEPARATOR), stepOf(transition));
      return next.length === 0 ? null : next.join(SEPARATOR);
    },
  };
}

/**
 * One value before the first step and one after each step, each step possible from the value
 * before it; null when no start makes the whole sequence possible.
 */
export function traceContext(
  context: PathContext,
  steps: ReadonlyArray<{ eventKey: string; case: string | undefined }>,
): string[] | null {
  const labels = steps.map((step) => eventLabel({ type: step.eventKey, case: step.case }));
  const reachable: string[][] = [[...new Set(context.initial)].sort()];
  for (const label of labels) {
    const values = nextValues(context, reachable.at(-1) ?? [], label);
    if (values.length === 0) return null;
    reachable.push(values);
  }
  // Back from any value that can end the sequence: before each step, a value that leads to the one after it.
  const trace = [reachable.at(-1)?.[0] as string];
  for (let index = labels.length - 1; index >= 0; index--) {
    const wanted = trace[0] as string;
    const label = labels[index] as string;
    trace.unshift(
      reachable[index]?.find((value) => (context.after(value, label) ?? [value]).includes(wanted)) as string,
    );
  }
  return trace;
}

/** Whether the real machine, its context folded over `transitions`, could fire them all in turn. */
export function allows(walkContext: WalkContext, transitions: readonly string[]): boolean {
  let at: string | null = walkContext.initial;
  for (const id of transitions) if (at !== null) at = walkContext.step(at, id);
  return at !== null;
}

/**
 * The shortest event sequences a walk context allows (breadth first over the state value and the
 * context): the first to reach each state value and the first to fire each transition. What a
 * path the context rules out covered, one of these covers instead.
 */
export function shortestWithin(model: DerivedModel, walkContext: WalkContext): ModelEvent[][] {
  const options = traversalOptions(model);
  const adjacency = getAdjacencyMap(model.machine, options) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }> }
  >;
  const initial = Object.values(adjacency)[0]?.state;
  if (!initial) return [];
  const routes: ModelEvent[][] = [];
  const reached = new Set([serializeState(initial)]);
  const fired = new Set<string>();
  const seen = new Set([`${serializeState(initial)}|${walkContext.initial}`]);
  let frontier = [{ state: initial, context: walkContext.initial, events: [] as ModelEvent[] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      if (node.state.status !== 'active') continue;
      for (const { event, state } of Object.values(adjacency[serializeState(node.state)]?.transitions ?? {})) {
        const ids = getMicrosteps(model.machine, node.state, event)
          .flatMap(([, actions]) => actions as ReadonlyArray<{ type: string; params?: unknown }>)
          .filter((action) => action.type === TRACK_ACTION)
          .map((action) => (action.params as { id: string }).id);
        let context: string | null = node.context;
        for (const id of ids) if (context !== null) context = walkContext.step(context, id);
        if (context === null) continue;
        const events = [...node.events, event];
        const key = serializeState(state);
        const firesNew = ids.some((id) => !fired.has(id));
        if (!reached.has(key) || firesNew) routes.push(events);
        reached.add(key);
        for (const id of ids) fired.add(id);
        if (seen.has(`${key}|${context}`)) continue;
        seen.add(`${key}|${context}`);
        next.push({ state, context, events });
      }
    }
    frontier = next;
  }
  return routes;
}
