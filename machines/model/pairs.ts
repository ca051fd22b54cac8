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
