/**
 * Mechanical mutants of a machine, made on its raw config (`machine.config`, the object the
 * machine file wrote, generated steps included) and rebuilt with the machine's own
 * implementations. Four operators, each a change a hurried edit could make:
 *
 * - `retarget`: a transition goes to another state (the next sibling of where it went, in document
 *   order), or one that stayed moves;
 * - `drop-guard`: a guarded branch loses its guard;
 * - `swap-branches`: two consecutive branches of one event swap what they do (targets and actions)
 *   while their guards stay put;
 * - `drop-action`: one action of a transition, or a state's entry or exit action, is removed.
 *
 * A mutant is named by where it changes the config (`states.otp.on["step.previous"][0]`), so the
 * report points at the line a reader would look for.
 */
import { type AnyStateMachine, createMachine } from 'xstate';

type Key = string | number;

export type MutantKind = 'retarget' | 'drop-guard' | 'swap-branches' | 'drop-action';

export interface Mutant {
  kind: MutantKind;
  /** Keys from the config's root to the transition (or to the entry/exit list) it changes. */
  at: Key[];
  /** The branch index within that transition (the action's index in an entry or exit list). */
  index: number;
  /** For `drop-action` on a transition: which of the branch's actions goes. */
  action?: number;
  /** The new target, for `retarget`. */
  target?: string;
  /** What changes, for the report: `otp --step.previous--> details ⇒ folio`. */
  description: string;
}

type Config = Record<string, unknown>;
type Branch = Record<string, unknown>;

const TRANSITION_LISTS = ['on', 'after'] as const;

/** Every mutant of a machine, in a stable order (document order of the config). */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const mutants: Mutant[] = [];
  const visit = (node: Config, path: Key[], name: string, siblings: string[]) => {
    const children = Object.keys((node.states as Config | undefined) ?? {});
    const transitionSets: Array<{ at: Key[]; label: string; value: unknown }> = [];
    for (const list of TRANSITION_LISTS) {
      for (const [event, value] of Object.entries((node[list] as Config | undefined) ?? {})) {
        transitionSets.push({ at: [...path, list, event], label: list === 'after' ? `after ${event}` : event, value });
      }
    }
    if (node.always !== undefined)
      transitionSets.push({ at: [...path, 'always'], label: 'always', value: node.always });
    if (node.onDone !== undefined)
      transitionSets.push({ at: [...path, 'onDone'], label: 'onDone', value: node.onDone });
    const invokes = node.invoke === undefined ? [] : Array.isArray(node.invoke) ? node.invoke : [node.invoke];
    invokes.forEach((invoke: Config, i) => {
      const invokePath = Array.isArray(node.invoke) ? [...path, 'invoke', i] : [...path, 'invoke'];
      for (const outcome of ['onDone', 'onError'] as const) {
        if (invoke[outcome] !== undefined) {
          transitionSets.push({
            at: [...invokePath, outcome],
            label: `${String(invoke.src)} ${outcome}`,
            value: invoke[outcome],
          });
        }
      }
    });

    for (const { at, label, value } of transitionSets) {
      const branches = branchesOf(value);
      const where = `${name || '(machine)'} --${label}`;
      branches.forEach((branch, index) => {
        const guard = branch.guard === undefined ? '' : `[${guardName(branch.guard)}]`;
        const from = targetsOf(branch).join(', ') || '(stays)';
        const to = alternativeTarget(branch, name, siblings, children);
        if (to !== undefined) {
          mutants.push({ kind: 'retarget', at, index, target: to, description: `${where}${guard}--> ${from} ⇒ ${to}` });
        }
        if (branch.guard !== undefined) {
          mutants.push({ kind: 'drop-guard', at, index, description: `${where}${guard}--> ${from}: guard dropped` });
        }
        const next = branches[index + 1];
        if (next !== undefined) {
          const nextGuard = next.guard === undefined ? '(else)' : `[${guardName(next.guard)}]`;
          mutants.push({
            kind: 'swap-branches',
            at,
            index,
            description: `${where}: ${guard || '(else)'} and ${nextGuard} swap what they do`,
          });
        }
        actionsOf(branch.actions).forEach((action, actionIndex) => {
          mutants.push({
            kind: 'drop-action',
            at,
            index,
            action: actionIndex,
            description: `${where}${guard}--> ${from}: action ${actionName(action)} dropped`,
          });
        });
      });
    }
    for (const hook of ['entry', 'exit'] as const) {
      actionsOf(node[hook]).forEach((action, actionIndex) => {
        mutants.push({
          kind: 'drop-action',
          at: [...path, hook],
          index: actionIndex,
          description: `${name || '(machine)'} ${hook}: action ${actionName(action)} dropped`,
        });
      });
    }
    for (const child of children) {
      const childConfig = (node.states as Config)[child] as Config;
      visit(childConfig, [...path, 'states', child], name ? `${name}.${child}` : child, children);
    }
  };
  visit(machine.config as Config, [], '', []);
  return mutants;
}

/** The machine with the mutant applied: the same implementations, the changed config. */
export function applyMutant(machine: AnyStateMachine, mutant: Mutant): AnyStateMachine {
  const config = structuredCloneConfig(machine.config as Config);
  const parent = mutant.at.slice(0, -1).reduce<Config>((node, key) => node[key] as Config, config);
  const last = mutant.at.at(-1) as Key;
  if (mutant.kind === 'drop-action' && mutant.action === undefined) {
    const actions = actionsOf(parent[last]);
    parent[last] = actions.filter((_, i) => i !== mutant.index);
    return rebuild(machine, config);
  }
  const branches = branchesOf(parent[last]).map((branch) => ({ ...branch }));
  const branch = branches[mutant.index] as Branch;
  if (mutant.kind === 'retarget') branch.target = mutant.target;
  if (mutant.kind === 'drop-guard') delete branch.guard;
  if (mutant.kind === 'drop-action') branch.actions = actionsOf(branch.actions).filter((_, i) => i !== mutant.action);
  if (mutant.kind === 'swap-branches') {
    const next = branches[mutant.index + 1] as Branch;
    const doing = (b: Branch) => ({ target: b.target, actions: b.actions, reenter: b.reenter });
    const [mine, theirs] = [doing(branch), doing(next)];
    Object.assign(branch, theirs);
    Object.assign(next, mine);
  }
  parent[last] = branches;
  return rebuild(machine, config);
}

function rebuild(machine: AnyStateMachine, config: Config): AnyStateMachine {
  return createMachine(config as Parameters<typeof createMachine>[0], machine.implementations as never);
}

/** A deep copy of the plain parts of a config; functions, actors and machines are shared. */
function structuredCloneConfig(value: Config): Config {
  const copy = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(copy);
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, child]) => [k, copy(child)]));
    }
    return v;
  };
  return copy(value) as Config;
}

function branchesOf(value: unknown): Branch[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'string' ? { target: item } : (item as Branch)));
}

function actionsOf(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function targetsOf(branch: Branch): string[] {
  const { target } = branch;
  if (target === undefined) return [];
  return Array.isArray(target) ? target.map(String) : [String(target)];
}

/**
 * Where a retargeted branch goes: the next state of the same kind after the one it went to (a
 * sibling of the source for plain targets, a child for `.child` targets), wrapping round; a branch
 * that stayed moves to the source's first other sibling. Undefined when there is nowhere else.
 */
function alternativeTarget(branch: Branch, source: string, siblings: string[], children: string[]): string | undefined {
  const [current, ...more] = targetsOf(branch);
  if (more.length > 0) return undefined;
  const own = source.split('.').at(-1) ?? '';
  if (current === undefined) return siblings.find((s) => s !== own);
  // `#machine.path.state`: another sibling than the one it names, or the mutant would change nothing.
  if (current.startsWith('#')) return siblings.find((s) => s !== own && s !== current.split('.').at(-1));
  const relative = current.startsWith('.');
  const key = (relative ? current.slice(1) : current).split('.')[0] ?? '';
  const pool = relative ? children : siblings;
  const at = pool.indexOf(key);
  if (at === -1) return undefined;
  for (let step = 1; step < pool.length; step++) {
    const candidate = pool[(at + step) % pool.length] as string;
    if (!relative && candidate === own) continue;
    return relative ? `.${candidate}` : candidate;
  }
  return undefined;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return action.name || 'inline';
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  return 'action';
}
