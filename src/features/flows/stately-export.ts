/**
 * A machine as the Stately editor imports it: the machine's config as JSON (the editor's "Import"
 * takes it wrapped in `createMachine(…)`). Read from the machine's state nodes, so it is the
 * machine as XState understands it: states, initial states, types, descriptions, meta and tags;
 * every transition with its target, guard, actions and `reenter`; invoked actors by `src` with
 * their onDone/onError; `after` by delay name; `always`; a state's onDone. Code cannot travel
 * as JSON, so guards and actions go by name (parameters only when they are plain data, an inline
 * function by its name or 'inline'), built-in actions by their XState type (`xstate.assign`),
 * and context, inputs and outputs that are functions are left out. Feeding the JSON back to
 * `createMachine` gives a machine with the same states and transitions (tested).
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardLabel } from '../../../machines/model/derive';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export function statelyConfig(machine: AnyStateMachine): JsonObject {
  // Context only when it is plain data: a function of the machine's input has no JSON form.
  const context = jsonOf((machine.config as { context?: unknown }).context);
  const config: JsonObject = { id: machine.id };
  if (typeof context === 'object' && context !== null) config.context = context;
  return { ...config, ...stateConfig(machine.root) };
}

/** The JSON file's text, as the download and the copy button give it. */
export function statelyJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(statelyConfig(machine), null, 2)}\n`;
}

/** What the editor's Import box takes. */
export function statelyImportCode(machine: AnyStateMachine): string {
  return `createMachine(${JSON.stringify(statelyConfig(machine), null, 2)})\n`;
}

function stateConfig(node: AnyStateNode): JsonObject {
  const config: JsonObject = {};
  const raw = node.config as { id?: string; invoke?: unknown; entry?: unknown; exit?: unknown };
  if (node.parent && raw.id !== undefined) config.id = raw.id;
  if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type;
  if (node.type === 'history' && node.history) config.history = node.history;
  if (node.type === 'compound') {
    const [initial] = node.initial.target as AnyStateNode[];
    if (initial) config.initial = initial.key;
  }
  if (node.description !== undefined) config.description = node.description;
  const meta = jsonOf(node.meta);
  if (meta !== undefined && node.meta !== undefined) config.meta = meta;
  if (node.tags.length > 0) config.tags = [...node.tags];
  // From the config: the node's own lists also hold XState's timers for `after` (raise, cancel).
  const entry = toArray(raw.entry);
  const exit = toArray(raw.exit);
  if (entry.length > 0) config.entry = entry.map(actionOf);
  if (exit.length > 0) config.exit = exit.map(actionOf);

  const invokes = (node.invoke as Array<{ id: string; src: unknown; systemId?: string }>).map((invoke, index) => {
    const own = toArray(raw.invoke)[index] as { id?: string } | undefined;
    const entry: JsonObject = { src: typeof invoke.src === 'string' ? invoke.src : 'inline' };
    if (own?.id !== undefined) entry.id = own.id;
    if (invoke.systemId !== undefined) entry.systemId = invoke.systemId;
    return { id: invoke.id, entry };
  });
  const on: JsonObject = {};
  const after: JsonObject = {};
  const delays = node.after as Array<{ eventType: string; delay: string | number }>;
  for (const [descriptor, list] of node.transitions as Map<string, AnyTransitionDefinition[]>) {
    const transitions = transitionsOf(node, list);
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(descriptor);
    const invoke = actor && invokes.find((candidate) => candidate.id === actor[2]);
    const delay = delays.find((candidate) => candidate.eventType === descriptor);
    if (invoke && actor) invoke.entry[actor[1] === 'done' ? 'onDone' : 'onError'] = transitions;
    else if (delay) after[String(delay.delay)] = transitions;
    else if (descriptor.startsWith('xstate.done.state.')) config.onDone = transitions;
    else on[descriptor] = transitions;
  }
  if (invokes.length > 0)
    config.invoke = invokes.length === 1 ? (invokes[0]?.entry ?? {}) : invokes.map((i) => i.entry);
  if (Object.keys(on).length > 0) config.on = on;
  if (Object.keys(after).length > 0) config.after = after;
  if (node.always?.length) config.always = transitionsOf(node, node.always);

  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (children.length > 0) config.states = Object.fromEntries(children.map((child) => [child.key, stateConfig(child)]));
  return config;
}

/** One transition as an object, several (guarded branches, in XState's order) as an array. */
function transitionsOf(source: AnyStateNode, list: readonly AnyTransitionDefinition[]): Json {
  const configs = list.map((transition): JsonObject => {
    const config: JsonObject = {};
    const targets = (transition.target ?? []) as AnyStateNode[];
    if (targets.length === 1) config.target = targetOf(source, targets[0] as AnyStateNode);
    else if (targets.length > 1) config.target = targets.map((target) => targetOf(source, target));
    if (transition.guard !== undefined) config.guard = guardOf(transition.guard);
    if (transition.actions.length > 0) config.actions = transition.actions.map(actionOf);
    if (transition.reenter) config.reenter = true;
    if (transition.description !== undefined) config.description = transition.description;
    return config;
  });
  return configs.length === 1 ? (configs[0] ?? {}) : configs;
}

/** A sibling by its key, a descendant as `.child.grandchild`, anything else by `#id`. */
function targetOf(source: AnyStateNode, target: AnyStateNode): string {
  if (source.parent && target.parent === source.parent) return target.key;
  const below = target.path.slice(0, source.path.length);
  if (target.path.length > source.path.length && below.every((key, i) => key === source.path[i])) {
    return `.${target.path.slice(source.path.length).join('.')}`;
  }
  return `#${target.id}`;
}

/** Named guards stay names (with plain-data parameters); and/or/not and inline ones as the derivation names them. */
function guardOf(guard: unknown): Json {
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    const data = typeof params === 'function' ? undefined : jsonOf(params);
    return data === undefined ? type : { type, params: data };
  }
  return guardLabel(guard);
}

function actionOf(action: unknown): Json {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    // XState's built-in action creators carry their type (`xstate.assign`, `xstate.raise`, …).
    const builtIn = (action as { type?: unknown }).type;
    return typeof builtIn === 'string' ? builtIn : action.name || 'inline';
  }
  if (typeof action === 'object' && action !== null && 'type' in action) {
    const { type, params } = action as { type: string; params?: unknown };
    const data = typeof params === 'function' ? undefined : jsonOf(params);
    return data === undefined ? type : { type, params: data };
  }
  return 'inline';
}

/** The value as JSON when it is plain data through and through; undefined when any of it is code. */
function jsonOf(value: unknown): Json | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(jsonOf);
    return items.every((item) => item !== undefined) ? (items as Json[]) : undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    // A property set to undefined is absent, as JSON.stringify has it.
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => [key, jsonOf(item)] as const);
    const plain = entries.filter((entry): entry is readonly [string, Json] => entry[1] !== undefined);
    return plain.length === entries.length ? Object.fromEntries(plain) : undefined;
  }
  return undefined;
}

function toArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
