/**
 * Transition pairs: two transitions that fire one right after the other (within one step, as an
 * `always` chain, or across two consecutive steps). Covering every reachable pair catches what
 * covering single transitions misses: a state entered one way behaving differently from the
 * same state entered another way. Pairs are read off the model's adjacency map (vertices are
 * state values, as in path generation), each with the shortest event sequence that fires it.
 */
import { type AnyMachineSnapshot, getMicrosteps } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph';
import { type DerivedModel, type ModelEvent, offeredEvents, TRACK_ACTION } from './derive';

/** How a pair is named in records and reports: `first ⇒ second`. */
export function pairId(first: string, second: string): string {
  return `${first} ⇒ ${second}`;
}

/** The pairs a sequence of fired transitions contains, in order. */
export function pairsOf(transitions: readonly string[]): string[] {
  return transitions.slice(1).map((second, index) => pairId(transitions[index] ?? '', second));
}

interface ReachablePair {
  id: string;
  first: string;
  second: string;
  /** The shortest event sequence from the initial state whose last steps fire the pair. */
  events: ModelEvent[];
}

export function traversalOptions(model: DerivedModel): TraversalOptions<AnyMachineSnapshot, ModelEvent, unknown> {
  return {
    events: (snapshot) => (snapshot.status === 'active' ? offeredEvents(model, snapshot.value) : []),
    serializeState,
  };
}

/**
 * Vertices are state values. Remembered history is left out on purpose: it would multiply
 * the vertices (and UI tests) by every configuration a history state could restore.
 */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(snapshot.value);
}

/** Graph paths start with a synthetic `xstate.init` step; the model's events follow it. */
export function eventsOf(steps: ReadonlyArray<{ event: ModelEvent }>): ModelEvent[] {
  return steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
}

/** Every pair the model can fire, keyed by pair id, in a stable order. */
export function reachablePairs(model: DerivedModel): Map<string, ReachablePair> {
  const options = traversalOptions(model);
  const shortestTo = new Map(
    getShortestPaths(model.machine, options).map((p) => [serializeState(p.state), eventsOf(p.steps)]),
  );
  // Keyed by branded strings, which plain indexing and Object.values cannot see through.
  const adjacency = getAdjacencyMap(model.machine, options) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }> }
  >;
  const fired = (snapshot: AnyMachineSnapshot, event: ModelEvent): string[] =>
    getMicrosteps(model.machine, snapshot, event)
      .flatMap(([, actions]) => actions as ReadonlyArray<{ type: string; params?: unknown }>)
      .filter((action) => action.type === TRACK_ACTION)
      .map((action) => (action.params as { id: string }).id);

  const pairs = new Map<string, ReachablePair>();
  const add = (first: string, second: string, events: ModelEvent[]) => {
    const id = pairId(first, second);
    const known = pairs.get(id);
    if (!known || known.events.length > events.length) pairs.set(id, { id, first, second, events });
  };
  for (const [key, vertex] of Object.entries(adjacency)) {
    const before = shortestTo.get(key);
    if (!before) continue;
    const edges = Object.values(vertex.transitions);
    for (const { event, state } of edges) {
      const firstStep = fired(vertex.state, event);
      const events = [...before, event];
      for (const [index, second] of firstStep.slice(1).entries()) add(firstStep[index] ?? '', second, events);
      const last = firstStep.at(-1);
      if (last === undefined || state.status !== 'active') continue;
      const next = adjacency[serializeState(state)];
      const onward = Object.values(next?.transitions ?? {});
      for (const { event: following } of onward) {
        const [second] = fired(state, following);
        if (second !== undefined) add(last, second, [...events, following]);
      }
    }
  }
  return new Map([...pairs].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What of a machine's context decides whether a transition can fire, as far as the pair walks must
 * know (a spec table's `walkContext`): a small state folded over the transitions a walk fires.
 * `step` gives the state after a transition, or null when the real machine, with what its context
 * holds by then, could not fire it (a button the screen does not offer). Pairs alone cannot say
 * so when what rules a transition out happened several steps earlier.
 */
export interface WalkContext {
  initial: string;
  step(context: string, transition: string): string | null;
}

const NO_CONTEXT: WalkContext = { initial: '', step: (context) => context };

/** The context after a step's transitions, or null when one of them cannot fire. */
function after(walkContext: WalkContext, context: string, fired: readonly string[]): string | null {
  let at: string | null = context;
  for (const id of fired) if (at !== null) at = walkContext.step(at, id);
  return at;
}

/** A path is cut after this many steps, so a failing one stays readable (and within a test's time). */
const MAX_WALK_STEPS = 40;

interface Edge {
  event: ModelEvent;
  state: AnyMachineSnapshot;
  fired: string[];
}

/**
 * Event sequences that fire every reachable pair none of `seeds` fires, with as few steps as a
 * greedy walk finds: from the initial state, each step takes the event that fires the most pairs
 * still wanted (the pair it makes with the step before counts), and when none from here does, the
 * shortest way (breadth first, over the state, the last transition fired and the walk's context)
 * to a step that does; a walk ends when nothing wanted is reachable any more, at a final state, or
 * at MAX_WALK_STEPS. Far fewer paths (each a fresh render) than one per pair. No step fires an
 * `infeasible` pair or a transition `walkContext` rules out.
 */
export function planPairWalks(
  model: DerivedModel,
  seeds: ReadonlyArray<readonly string[]>,
  infeasible: ReadonlySet<string> = new Set(),
  walkContext: WalkContext = NO_CONTEXT,
): ModelEvent[][] {
  const options = traversalOptions(model);
  const adjacency = getAdjacencyMap(model.machine, options) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: ModelEvent; state: AnyMachineSnapshot }> }
  >;
  const edgesCache = new Map<string, Edge[]>();
  const edgesOf = (snapshot: AnyMachineSnapshot): Edge[] => {
    const key = serializeState(snapshot);
    let edges = edgesCache.get(key);
    if (!edges) {
      edges = Object.values(adjacency[key]?.transitions ?? {}).map(({ event, state }) => ({
        event,
        state,
        fired: getMicrosteps(model.machine, snapshot, event)
          .flatMap(([, actions]) => actions as ReadonlyArray<{ type: string; params?: unknown }>)
          .filter((action) => action.type === TRACK_ACTION)
          .map((action) => (action.params as { id: string }).id),
      }));
      edgesCache.set(key, edges);
    }
    return edges;
  };
  const wanted = new Set([...reachablePairs(model).keys()].filter((id) => !infeasible.has(id)));
  for (const fired of seeds) for (const id of pairsOf(fired)) wanted.delete(id);
  const firedPairs = (last: string | undefined, edge: Edge) =>
    pairsOf(last === undefined ? edge.fired : [last, ...edge.fired]);
  // A step that would fire an infeasible pair, or a transition the context rules out, is never
  // taken: the real machine could not follow.
  const gain = (last: string | undefined, context: string, edge: Edge) => {
    const pairs = firedPairs(last, edge);
    if (pairs.some((id) => infeasible.has(id)) || after(walkContext, context, edge.fired) === null) return -1;
    return pairs.filter((id) => wanted.has(id)).length;
  };

  const initial = Object.values(adjacency)[0]?.state;
  const walks: ModelEvent[][] = [];
  while (wanted.size > 0 && initial) {
    const events: ModelEvent[] = [];
    let state = initial;
    let last: string | undefined;
    let context = walkContext.initial;
    const take = (edge: Edge) => {
      for (const id of pairsOf(last === undefined ? edge.fired : [last, ...edge.fired])) wanted.delete(id);
      events.push(edge.event);
      state = edge.state;
      last = edge.fired.at(-1) ?? last;
      context = after(walkContext, context, edge.fired) ?? context;
    };
    while (state.status === 'active' && events.length < MAX_WALK_STEPS) {
      const best = edgesOf(state)
        .map((edge) => ({ edge, gain: gain(last, context, edge) }))
        .filter(({ gain: g }) => g > 0)
        .sort((a, b) => b.gain - a.gain)[0];
      if (best) {
        take(best.edge);
        continue;
      }
      const route = routeToWanted(
        { state, last, context },
        edgesOf,
        gain,
        (at, edge) => after(walkContext, at, edge.fired) ?? at,
        MAX_WALK_STEPS - events.length,
      );
      if (!route) break;
      for (const edge of route) take(edge);
    }
    if (events.length === 0) break;
    walks.push(events);
  }
  return walks;
}

interface WalkPosition {
  state: AnyMachineSnapshot;
  last: string | undefined;
  context: string;
}

/** The shortest run of steps from here whose last step fires a wanted pair, or null. */
function routeToWanted(
  from: WalkPosition,
  edgesOf: (snapshot: AnyMachineSnapshot) => Edge[],
  gain: (last: string | undefined, context: string, edge: Edge) => number,
  contextAfter: (context: string, edge: Edge) => string,
  budget: number,
): Edge[] | null {
  const keyOf = (at: WalkPosition) => `${serializeState(at.state)}|${at.last}|${at.context}`;
  const seen = new Set([keyOf(from)]);
  let frontier: Array<WalkPosition & { route: Edge[] }> = [{ ...from, route: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      if (node.state.status !== 'active' || node.route.length >= budget) continue;
      for (const edge of edgesOf(node.state)) {
        const route = [...node.route, edge];
        const worth = gain(node.last, node.context, edge);
        if (worth > 0) return route;
        if (worth < 0) continue;
        const onward = {
          state: edge.state,
          last: edge.fired.at(-1) ?? node.last,
          context: contextAfter(node.context, edge),
        };
        const key = keyOf(onward);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ ...onward, route });
      }
    }
    frontier = next;
  }
  return null;
}
