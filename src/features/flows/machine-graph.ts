/**
 * The atlas's view of a machine, read from the machine definition itself: its states as they
 * nest (initial, final and parallel marked, invoked actors, delays and `meta` beside each) and
 * every transition as the model-based tests know it. Transition ids are the derivation's
 * (`source --eventKey[case]--> target`), so a generated path names the very edges drawn here.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';

type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface AtlasState {
  /** Dotted path from the root, e.g. `results.loading`. */
  path: string;
  key: string;
  /** Path of the parent state; null for the machine's top-level states. */
  parent: string | null;
  kind: StateKind;
  /** The parent's initial state (a top-level one: where the machine starts); regions of a parallel state are not. */
  initial: boolean;
  description: string | undefined;
  /** The spec sections the state answers to (`meta.spec`). */
  spec: string | undefined;
  /** Actors invoked while the state is active, by their `src` name. */
  invokes: string[];
  /** Delayed transitions leaving the state, in readable form ("RESEND_WAIT (60 s)"). */
  delays: string[];
}

export interface AtlasTransition {
  /** The derivation's id: `source --eventKey[case]--> target`. */
  id: string;
  /** '' when the machine itself handles the event, whatever state it is in. */
  source: string;
  /** Empty when the transition only runs actions and stays where it is. */
  targets: string[];
  eventKey: string;
  /** The guard of this branch, `'else'` for the fallback after guarded ones. */
  case: string | undefined;
  /** The event in words: "order.invest", "placeOrder done", "after RESEND_WAIT". */
  label: string;
  /**
   * Drawn as a line in its source's box rather than as an arrow: it stays in the state, or
   * leads into the source's own children (the machine's "from anywhere" events among them).
   */
  inside: boolean;
}

export interface MachineGraph {
  id: string;
  description: string | undefined;
  /** Named delays in words ("COUNTDOWN_TICK (1 s)"), for the readable steps. */
  delays: ReadonlyMap<string, string>;
  states: AtlasState[];
  transitions: AtlasTransition[];
}

export function buildMachineGraph(machine: AnyStateMachine): MachineGraph {
  const model = deriveTestModel(machine);
  const delayNames = delaysOf(machine);
  const states: AtlasState[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) {
      states.push(describeState(child, node, delayNames));
      visit(child);
    }
  };
  visit(machine.root);

  const transitions: AtlasTransition[] = [];
  for (const byKey of model.branches.values()) {
    for (const branches of byKey.values()) {
      for (const branch of branches) {
        transitions.push({
          id: branch.id,
          source: branch.source,
          targets: branch.targets,
          eventKey: branch.eventKey,
          case: branch.case,
          label: eventWords(branch.eventKey, delayNames),
          inside: branch.targets.every((target) => isWithin(target, branch.source)),
        });
      }
    }
  }
  // The machine's one line is its root `description` (the field the Stately editor shows too).
  return { id: machine.id, description: machine.root.description, delays: delayNames, states, transitions };
}

/** An event key in words, as the atlas and the readable steps show it. */
export function eventWords(eventKey: string, delays: ReadonlyMap<string, string> = new Map()): string {
  if (eventKey === 'always') return 'at once';
  if (eventKey === 'done.state') return 'when its final state is reached';
  const actor = /^(done|error)\.(.+)$/.exec(eventKey);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'done' : 'fails'}`;
  if (eventKey.startsWith('after.')) {
    const name = eventKey.slice('after.'.length);
    return `after ${delays.get(name) ?? name}`;
  }
  return eventKey;
}

/** A guard case in words: `[isFormComplete]`, `otherwise`. */
export function caseWords(branchCase: string | undefined): string | undefined {
  if (branchCase === undefined) return undefined;
  return branchCase === 'else' ? 'otherwise' : `if ${branchCase}`;
}

/** Named delays in words: `RESEND_WAIT` stays a name when it depends on context, `1 s` when fixed. */
function delaysOf(machine: AnyStateMachine): Map<string, string> {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const words = new Map<string, string>();
  for (const [name, value] of Object.entries(delays)) {
    words.set(name, typeof value === 'number' ? `${name} (${duration(value)})` : name);
  }
  return words;
}

function duration(ms: number): string {
  if (ms % 60_000 === 0 && ms >= 60_000) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function describeState(node: AnyStateNode, parent: AnyStateNode, delayNames: ReadonlyMap<string, string>): AtlasState {
  const meta = metaOf(node);
  const parentInitial = parent.type === 'compound' ? parent.initial.target[0] : undefined;
  const after = node.after as Array<{ delay: string | number }>;
  return {
    path: node.path.join('.'),
    key: node.key,
    parent: parent.path.length === 0 ? null : parent.path.join('.'),
    kind: node.type as StateKind,
    initial: parentInitial === node,
    description: meta.description ?? node.description,
    spec: meta.spec,
    invokes: (node.invoke as Array<{ src: string | object }>).map((invoke) =>
      typeof invoke.src === 'string' ? invoke.src : 'inline actor',
    ),
    delays: [
      ...new Set(
        after.map(({ delay }) => (typeof delay === 'number' ? duration(delay) : (delayNames.get(delay) ?? delay))),
      ),
    ],
  };
}

function metaOf(node: AnyStateNode): { description?: string; spec?: string } {
  const meta = node.meta as { description?: unknown; spec?: unknown } | undefined;
  return {
    description: typeof meta?.description === 'string' ? meta.description : undefined,
    spec: typeof meta?.spec === 'string' ? meta.spec : undefined,
  };
}

/** Whether `path` is `ancestor` itself or lies inside it ('' contains everything). */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}.`);
}
