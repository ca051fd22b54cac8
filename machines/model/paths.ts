/**
 * Test paths over a derived model. The base set comes from xstate/graph (`getShortestPaths`:
 * one path per reachable state; `getSimplePaths`: every cycle-free path); prefixes of longer
 * paths are dropped; then a top-up adds, for every transition still untraversed (self-loops,
 * second ways into a state), the shortest path to its source plus that transition. Coverage of
 * every reachable state and transition is therefore complete by construction. `'pairs'` is greedy
 * walks (pairs.ts) that fire every feasible transition pair, topped up with the shortest paths
 * that reach what the walks did not (`pairsCover`).
 */
import { getMicrosteps, initialTransition } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { activeStatePaths, type DerivedModel, eventLabel, type ModelEvent, TRACK_ACTION } from './derive';
import { eventsOf, planPairWalks, serializeState, traversalOptions, type WalkContext } from './pairs';
import { allows, shortestWithin } from './path-context';

interface PathStep {
  eventKey: string;
  case: string | undefined;
  event: ModelEvent;
  /** Active state paths after the step, ancestors first: what the assertions check. */
  states: string[];
  /**
   * Every state the step passed through, including those left within the same step (a final
   * child whose parent's `onDone` fires at once): what coverage counts as visited.
   */
  visited: string[];
  /** Production transitions this step fires (`source --eventKey[case]--> target`). */
  transitions: string[];
}

export interface ModelPath {
  /** The event sequence and where it ends, e.g. `send[else] → send[hasValidDetails] ⇒ sending`. */
  name: string;
  /** Active state paths before the first step. */
  states: string[];
  steps: PathStep[];
}

export type PathKind = 'shortest' | 'simple' | 'pairs';

/**
 * `infeasiblePairs`: pair ids the machine's context rules out (its spec table's `infeasiblePairs`);
 * the `'pairs'` walks never fire them, nor a transition `walkContext` (the table's) rules out.
 * Every other path keeps to the walk context too: one it rules out (the shortest way to a state may
 * not be a way the real machine can go) gives way to the shortest ones it allows.
 */
export function generateModelPaths(
  model: DerivedModel,
  kind: PathKind = 'shortest',
  infeasiblePairs: ReadonlySet<string> = new Set(),
  walkContext?: WalkContext,
): ModelPath[] {
  const options = traversalOptions(model);
  const shortest = getShortestPaths(model.machine, options);
  const base = kind === 'simple' ? getSimplePaths(model.machine, options) : shortest;
  const paths = base.map((p) => replay(model, eventsOf(p.steps)));

  const covered = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.transitions)));
  const shortestTo = new Map(shortest.map((p) => [serializeState(p.state), eventsOf(p.steps)]));
  const adjacency = getAdjacencyMap(model.machine, options);
  const candidates = Object.values(adjacency).flatMap((vertex) =>
    // The map is keyed by branded strings, which Object.values cannot see through.
    Object.values(vertex.transitions as Record<string, { event: ModelEvent }>).map(({ event }) => [
      ...(shortestTo.get(serializeState(vertex.state)) ?? []),
      event,
    ]),
  );
  candidates.sort((a, b) => a.length - b.length);
  for (const events of candidates) {
    const path = replay(model, events);
    const fresh = path.steps.flatMap((s) => s.transitions).filter((id) => !covered.has(id));
    if (fresh.length === 0) continue;
    for (const id of fresh) covered.add(id);
    paths.push(path);
  }
  if (walkContext) {
    // A path the walk context rules out gives way to the shortest ones it allows (path-context.ts).
    const firedBy = (path: ModelPath) => path.steps.flatMap((s) => s.transitions);
    const ruledOut = paths.filter((path) => !allows(walkContext, firedBy(path)));
    for (const path of ruledOut) paths.splice(paths.indexOf(path), 1);
    const fired = new Set(paths.flatMap(firedBy));
    const visited = new Set(paths.flatMap((p) => [...p.states, ...p.steps.flatMap((s) => s.visited)]));
    for (const events of ruledOut.length > 0 ? shortestWithin(model, walkContext) : []) {
      const path = replay(model, events);
      const steps = path.steps;
      if (!steps.some((s) => s.transitions.some((id) => !fired.has(id)) || s.visited.some((v) => !visited.has(v))))
        continue;
      for (const step of steps) for (const id of step.transitions) fired.add(id);
      for (const step of steps) for (const state of step.visited) visited.add(state);
      paths.push(path);
    }
  }
  if (kind === 'pairs') return withoutPrefixes(pairsCover(model, paths, infeasiblePairs, walkContext));
  return withoutPrefixes(paths);
}

/**
 * The pair walks planned from nothing, then only those of the `shortest` paths that reach a state
 * or fire a transition the walks left out (one fired alone, never beside another), or that start
 * with a step no path starts with: what a machine does first is seen from its initial context,
 * not only after a detour that may have set what the step forgets to set. Seeding the walks
 * with the shortest paths instead costs a path per state, each a fresh render, for pairs the walks
 * fire anyway on their way (redemption: 12 paths of 134 steps against 3 of 113).
 */
function pairsCover(
  model: DerivedModel,
  shortest: readonly ModelPath[],
  infeasiblePairs: ReadonlySet<string>,
  walkContext: WalkContext | undefined,
): ModelPath[] {
  const paths = planPairWalks(model, [], infeasiblePairs, walkContext).map((events) => replay(model, events));
  const fired = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.transitions)));
  const visited = new Set(paths.flatMap((p) => [...p.states, ...p.steps.flatMap((s) => s.visited)]));
  const firstOf = (path: ModelPath) => path.steps[0]?.transitions.join(' ') ?? '';
  const firsts = new Set(paths.map(firstOf));
  for (const path of shortest) {
    const adds = path.steps.some(
      (s) => s.transitions.some((id) => !fired.has(id)) || s.visited.some((state) => !visited.has(state)),
    );
    if (!adds && firsts.has(firstOf(path)) && path.states.every((state) => visited.has(state))) continue;
    firsts.add(firstOf(path));
    for (const step of path.steps) for (const id of step.transitions) fired.add(id);
    for (const state of [...path.states, ...path.steps.flatMap((s) => s.visited)]) visited.add(state);
    paths.push(path);
  }
  return paths;
}

/** Runs events through the model from its initial state, recording states and fired transitions. */
export function replay(model: DerivedModel, events: readonly ModelEvent[]): ModelPath {
  let [snapshot] = initialTransition(model.machine);
  const states = activeStatePaths(snapshot.value);
  const steps = events.map((event): PathStep => {
    const microsteps = getMicrosteps(model.machine, snapshot, event);
    snapshot = microsteps.at(-1)?.[0] ?? snapshot;
    const actions = microsteps.flatMap(([, stepActions]) => stepActions) as ReadonlyArray<{
      type: string;
      params?: unknown;
    }>;
    return {
      eventKey: event.type,
      case: event.case,
      event,
      states: activeStatePaths(snapshot.value),
      visited: [...new Set(microsteps.flatMap(([step]) => activeStatePaths(step.value)))],
      transitions: actions.filter((a) => a.type === TRACK_ACTION).map((a) => (a.params as { id: string }).id),
    };
  });
  return { name: pathName(states, steps), states, steps };
}

function pathName(initial: string[], steps: PathStep[]): string {
  const events = steps.map((s) => eventLabel(s.event)).join(' → ') || '(initial state)';
  const last = steps.at(-1)?.states ?? initial;
  const leaves = last.filter((p) => !last.some((other) => other.startsWith(`${p}.`)));
  return `${events} ⇒ ${leaves.join(' + ')}`;
}

/** Drops paths whose event sequence starts a longer path (the longer one visits all of it). */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const keyed = paths.map((p) => ({ path: p, labels: p.steps.map((s) => eventLabel(s.event)) }));
  return keyed
    .filter(
      ({ labels }, i) =>
        !keyed.some(
          (other, j) =>
            j !== i &&
            (other.labels.length > labels.length || j < i) &&
            other.labels.length >= labels.length &&
            labels.every((label, k) => other.labels[k] === label),
        ),
    )
    .map(({ path }) => path);
}
