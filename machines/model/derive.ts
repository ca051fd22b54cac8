/**
 * Derives a test model from a production machine. `createTestModel` (xstate/graph) refuses
 * `invoke` and `after`, and guards would hide branches the model cannot satisfy without
 * context, so the model keeps the machine's state hierarchy (ids, initial, final, parallel,
 * history) and replaces every way of leaving a state with an explicit event:
 *
 * - `invoke` → `done.<src>` (onDone) and `error.<src>` (onError)
 * - `after` → `after.<DELAY>` (numeric delays: `after.<ms>`)
 * - `always` → `always`
 * - guarded branches of one event → one case each: `{ type, case: guardName | 'else' }`
 *
 * Context and actions are dropped. Each model transition carries one marker action naming
 * the production transition it stands for, so a path knows exactly what it covers.
 */
import {
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createMachine,
  type StateValue,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** An event of the derived model: the event key plus the guarded branch it stands for. */
export interface ModelEvent {
  type: string;
  /** Guard name of the branch to take, `'else'` for the unguarded fallback, absent when unguarded only. */
  case?: string;
}

/** The marker action type; its params carry the production transition id. */
export const TRACK_ACTION = 'model.transition';

/** State-level `onDone` stays automatic in the model, as in the machine; listed under this key. */
const STATE_DONE_KEY = 'done.state';

interface ModelBranch {
  /** `source --eventKey[case]--> target` */
  id: string;
  /** Dotted path of the state the transition leaves ('' = the machine itself). */
  source: string;
  /** Dotted paths of its targets; empty when it stays where it is (actions only). */
  targets: string[];
  eventKey: string;
  case: string | undefined;
  guarded: boolean;
}

export interface DerivedModel {
  /** The model machine: no invoke, no after, no guards on context; `createTestModel` accepts it. */
  machine: AnyStateMachine;
  /** Dotted paths of every state of the production machine (history pseudo-states excluded). */
  states: string[];
  /** Every transition of the production machine as `source --eventKey[case]--> target`. */
  transitions: string[];
  /** Every event key the model uses, sorted. */
  eventKeys: string[];
  /** State path ('' = root) → event key → branches in the order XState tries them. */
  branches: ReadonlyMap<string, ReadonlyMap<string, readonly ModelBranch[]>>;
}

const ROOT_LABEL = '(machine)';

export function deriveTestModel(machine: AnyStateMachine): DerivedModel {
  const branches = new Map<string, Map<string, ModelBranch[]>>();
  const transitions: string[] = [];

  const buildNode = (node: AnyStateNode): Record<string, unknown> => {
    const grouped = groupTransitions(machine, node);
    const own = new Map<string, ModelBranch[]>();
    const on: Record<string, unknown[]> = {};
    let onDone: unknown[] | undefined;

    for (const [eventKey, definitions] of grouped) {
      const anyGuarded = definitions.some((t) => t.guard !== undefined);
      const list: ModelBranch[] = [];
      const configs = definitions.map((t) => {
        const label = t.guard === undefined ? undefined : guardLabel(t.guard);
        const branchCase = label ?? (anyGuarded ? 'else' : undefined);
        const id = transitionId(node, eventKey, branchCase, t);
        const targets = (t.target ?? []).map((n: AnyStateNode) => pathOf(n));
        list.push({ id, source: pathOf(node), targets, eventKey, case: branchCase, guarded: label !== undefined });
        if (!transitions.includes(id)) transitions.push(id);
        return {
          target: t.target?.map((n: AnyStateNode) => `#${n.id}`),
          reenter: t.reenter,
          ...(label === undefined ? {} : { guard: caseGuard(label) }),
          actions: [{ type: TRACK_ACTION, params: { id } }],
        };
      });
      own.set(eventKey, list);
      if (eventKey === STATE_DONE_KEY) {
        if (anyGuarded) {
          throw new Error(
            `deriveTestModel: guarded onDone on state "${pathOf(node) || ROOT_LABEL}" is not supported; ` +
              'decide in the final state with an `always` branch instead.',
          );
        }
        onDone = configs;
      } else {
        on[eventKey] = configs;
      }
    }
    branches.set(pathOf(node), own);

    const config: Record<string, unknown> = {};
    if (node.config.id !== undefined) config.id = node.config.id;
    if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type;
    if (node.type === 'history') {
      config.history = node.history;
      if (node.config.target !== undefined) config.target = node.config.target;
    }
    const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
    if (initialTarget) config.initial = initialTarget.key;
    if (node.meta !== undefined) config.meta = node.meta;
    if (node.description !== undefined) config.description = node.description;
    if (node.tags.length > 0) config.tags = node.tags;
    if (Object.keys(on).length > 0) config.on = on;
    if (onDone) config.onDone = onDone;
    const children = Object.entries(node.states as Record<string, AnyStateNode>);
    if (children.length > 0) {
      config.states = Object.fromEntries(children.map(([key, child]) => [key, buildNode(child)]));
    }
    return config;
  };

  const rootConfig = buildNode(machine.root);
  const model = createMachine({ ...rootConfig, id: machine.id } as Parameters<typeof createMachine>[0]);

  const eventKeys = [...new Set([...branches.values()].flatMap((byKey) => [...byKey.keys()]))]
    .filter((key) => key !== STATE_DONE_KEY)
    .sort();
  return { machine: model, states: listStatePaths(machine), transitions, eventKeys, branches };
}

/** Dotted paths of the machine's states, document order, history pseudo-states left out. */
function listStatePaths(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type !== 'history')
    .map(pathOf);
}

/** Every active state path of a snapshot value, ancestors before descendants. */
export function activeStatePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix + key;
    return child === undefined ? [path] : [path, ...activeStatePaths(child, `${path}.`)];
  });
}

/**
 * The events the model offers in a snapshot, one per reachable branch. XState tries the
 * transitions of the deepest active state first and climbs to the root, taking the first whose
 * guard passes; the cases below mirror that: every distinct guard until the first unguarded
 * transition, which becomes `'else'` (or no case when nothing is guarded before it).
 *
 * A state whose `always` branches end in an unguarded one never rests in the real machine, so
 * nothing but `always` can happen there: other events are not offered.
 */
export function offeredEvents(model: DerivedModel, value: StateValue): ModelEvent[] {
  const active = activeStatePaths(value);
  const leaves = active.filter((path) => !active.some((other) => other.startsWith(`${path}.`)));
  const chains = leaves.map((leaf) => ancestry(leaf).map((path) => model.branches.get(path)));
  const transient = chains.some((chain) =>
    chain.some((byKey) => byKey?.get('always')?.some((branch) => !branch.guarded)),
  );
  const events = new Map<string, ModelEvent>();
  for (const chain of chains) {
    const keys = new Set(chain.flatMap((byKey) => [...(byKey?.keys() ?? [])]));
    keys.delete(STATE_DONE_KEY);
    for (const eventKey of keys) {
      if (transient && eventKey !== 'always') continue;
      const candidates = chain.flatMap((byKey) => byKey?.get(eventKey) ?? []);
      for (const branchCase of casesOf(candidates)) {
        const event: ModelEvent = branchCase === undefined ? { type: eventKey } : { type: eventKey, case: branchCase };
        events.set(eventLabel(event), event);
      }
    }
  }
  return [...events.values()];
}

/** `eventKey[case]`: how steps are named in paths, test titles and transition ids. */
export function eventLabel(event: { type: string; case?: string | undefined }): string {
  return event.case === undefined ? event.type : `${event.type}[${event.case}]`;
}

function casesOf(candidates: readonly ModelBranch[]): Array<string | undefined> {
  const cases: Array<string | undefined> = [];
  for (const branch of candidates) {
    if (!branch.guarded) {
      cases.push(cases.length > 0 ? 'else' : undefined);
      return cases;
    }
    if (!cases.includes(branch.case)) cases.push(branch.case);
  }
  return cases;
}

function ancestry(path: string): string[] {
  const parts = path.split('.');
  return [...parts.map((_, i) => parts.slice(0, parts.length - i).join('.')), ''];
}

/** Groups a node's transitions by model event key, keeping XState's order within each key. */
function groupTransitions(machine: AnyStateMachine, node: AnyStateNode): Map<string, AnyTransitionDefinition[]> {
  const grouped = new Map<string, AnyTransitionDefinition[]>();
  const add = (key: string, list: readonly AnyTransitionDefinition[]) => {
    if (grouped.has(key)) {
      throw new Error(
        `deriveTestModel: "${pathOf(node) || ROOT_LABEL}" has two sources for event key "${key}" ` +
          '(e.g. the same actor invoked twice in one state, or an event named like a derived key).',
      );
    }
    grouped.set(key, [...list]);
  };
  for (const [descriptor, list] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
    add(eventKeyOf(machine, node, descriptor), list);
  }
  if (node.always?.length) add('always', node.always);
  return grouped;
}

function eventKeyOf(machine: AnyStateMachine, node: AnyStateNode, descriptor: string): string {
  const where = pathOf(node) || ROOT_LABEL;
  if (descriptor === '*' || descriptor.endsWith('.*')) {
    throw new Error(`deriveTestModel: wildcard "${descriptor}" on "${where}" is not supported; name the events.`);
  }
  if (!descriptor.startsWith('xstate.')) return descriptor;
  if (descriptor.startsWith('xstate.done.state.')) return STATE_DONE_KEY;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(descriptor);
  if (actor) return `${actor[1]}.${actorSrc(machine, actor[2] ?? '', where)}`;
  const delayed = (node.after as Array<{ eventType: string; delay: string | number }>).find(
    (t) => t.eventType === descriptor,
  );
  if (delayed) return `after.${delayed.delay}`;
  throw new Error(`deriveTestModel: "${descriptor}" on "${where}" is not supported (onSnapshot, route, ...).`);
}

function actorSrc(machine: AnyStateMachine, invokeId: string, where: string): string {
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const invoke = (node.invoke as Array<{ id: string; src: string }>).find((def) => def.id === invokeId);
    if (!invoke) continue;
    // Inline logic gets a generated src ('xstate.invoke.0.<node>') nobody can type an executor for.
    if (invoke.src.startsWith('xstate.invoke.')) {
      throw new Error(`deriveTestModel: the actor invoked on "${where}" must be named in setup({ actors }).`);
    }
    return invoke.src;
  }
  throw new Error(`deriveTestModel: no invoke with id "${invokeId}" for "${where}".`);
}

/** A readable, stable name for a guard: the name the machine gives it. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner) && 'check' in guard) return `${guard.name}(${inner.map(guardLabel).join(', ')})`;
    return guard.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return params === undefined || typeof params === 'function' ? type : `${type}(${JSON.stringify(params)})`;
  }
  return String(guard);
}

function caseGuard(label: string) {
  const guard = ({ event }: { event: ModelEvent }) => event.case === label;
  return Object.defineProperty(guard, 'name', { value: `case:${label}` });
}

function transitionId(
  node: AnyStateNode,
  eventKey: string,
  branchCase: string | undefined,
  t: AnyTransitionDefinition,
): string {
  const target = t.target?.length
    ? t.target.map((n: AnyStateNode) => pathOf(n) || ROOT_LABEL).join(', ')
    : '(no target)';
  return `${pathOf(node) || ROOT_LABEL} --${eventLabel({ type: eventKey, case: branchCase })}--> ${target}`;
}

function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}
