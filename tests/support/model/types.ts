/**
 * Type-level view of a production machine for model-based tests: which state paths need an
 * assertion and which event keys need an executor. Derived from the machine's own generics so
 * that a new state or event without an entry fails to compile.
 */
import type { AnyStateMachine, EventFromLogic, StateMachine } from 'xstate';
import type { ModelEvent } from '../../../machines/model/derive';
import type { PathKind } from '../../../machines/model/paths';
import type { SpecTable } from '../../../machines/model/spec-table';

export type { ModelEvent };

/** What an event executor is told about the step it has to perform on the system under test. */
export interface ModelStep<TKey extends string = string> {
  eventKey: TKey;
  /** The branch the real machine must take: guard name, `'else'`, or undefined (no choice). */
  case: string | undefined;
  event: ModelEvent;
  /**
   * The step after this one. Eventless (`always`) branches are decided by the real machine the
   * moment it enters the state, so the executor leading *into* such a state reads the case here.
   */
  next: { eventKey: string; case: string | undefined } | undefined;
}

type InferStateValue<M> =
  M extends StateMachine<
    infer _C,
    infer _E,
    infer _Ch,
    infer _A,
    infer _Ac,
    infer _G,
    infer _D,
    infer TStateValue,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _M,
    infer _S,
    infer _TM
  >
    ? TStateValue
    : never;

/** The actors declared in `setup({ actors })`, as `{ src, logic }` pairs. */
export type ProvidedActorsOf<M> =
  M extends StateMachine<
    infer _C,
    infer _E,
    infer _Ch,
    infer TActor,
    infer _Ac,
    infer _G,
    infer _D,
    infer _V,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _M,
    infer _S,
    infer _TM
  >
    ? TActor
    : never;

type SrcOf<TActor> = TActor extends { src: infer TSrc extends string } ? TSrc : never;

export type ActorSrcOf<M> = SrcOf<ProvidedActorsOf<M>>;

/** The logic declared for actor `TSrc` in the machine's `setup({ actors })`. */
export type ActorLogicOf<M, TSrc extends string> =
  Extract<ProvidedActorsOf<M>, { src: TSrc }> extends {
    logic: infer TLogic;
  }
    ? TLogic
    : never;

type InferDelay<M> =
  M extends StateMachine<
    infer _C,
    infer _E,
    infer _Ch,
    infer _A,
    infer _Ac,
    infer _G,
    infer TDelay,
    infer _V,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _M,
    infer _S,
    infer _TM
  >
    ? TDelay
    : never;

/** Dotted paths of a state value type: `'idle' | { results: 'loading' }` → `'idle' | 'results' | 'results.loading'`. */
export type PathsOfStateValue<V> = V extends string
  ? V
  : V extends object
    ? string extends keyof V
      ? string // an untyped machine (plain StateValue): no key can be required
      : { [K in keyof V & string]: K | `${K}.${PathsOfStateValue<V[K]>}` }[keyof V & string]
    : never;

/** Every state path of the machine, e.g. `'results' | 'results.loading'`. */
export type StatePaths<M extends AnyStateMachine> = PathsOfStateValue<InferStateValue<M>>;

/**
 * Event keys that are known at type level: the machine's own event types, `done.<src>` /
 * `error.<src>` for each actor declared in `setup`, and `after.<DELAY>` for each named delay.
 * Numeric delays and `always` are not visible in the types; see {@link EventExecutors}.
 */
export type EventKeys<M extends AnyStateMachine> =
  | EventFromLogic<M>['type']
  | `done.${ActorSrcOf<M>}`
  | `error.${ActorSrcOf<M>}`
  | `after.${InferDelay<M>}`;

// Results are awaited and otherwise ignored, so one-line arrows returning `expect(...)` or a
// Testing Library promise type-check as they are.
export type EventExecutor<TSut, TKey extends string = string> = (sut: TSut, step: ModelStep<TKey>) => unknown;

export type StateAssertion<TSut> = (sut: TSut, state: { path: string }) => unknown;

/** One assertion per state path; a missing path is a compile error. */
export type StateAssertions<M extends AnyStateMachine, TSut> = { [K in StatePaths<M>]: StateAssertion<TSut> };

/**
 * One executor per event key; a missing key is a compile error. `always` and numeric
 * `after.<ms>` keys cannot be derived from the types, so they are optional here and
 * `describeModelPaths` fails at run time when the model uses one without an executor.
 */
export type EventExecutors<M extends AnyStateMachine, TSut> = { [K in EventKeys<M>]: EventExecutor<TSut, K> } & {
  always?: EventExecutor<TSut, 'always'>;
  [numericDelay: `after.${number}`]: EventExecutor<TSut> | undefined;
};

/** The path a `setup` call is about to be driven along. */
export interface PathInfo {
  /** The test's title: event sequence and end state. */
  name: string;
  steps: ReadonlyArray<{ eventKey: string; case: string | undefined }>;
}

export interface ModelPathsOptions<M extends AnyStateMachine, TSut> {
  /** Name of the suite and of the coverage record (`test-results/paths/<name>.json`). */
  name: string;
  /** The production machine, unchanged. */
  machine: M;
  /**
   * `'shortest'` (default): one path per reachable state; `'simple'`: every cycle-free path;
   * `'pairs'`: shortest, plus a path for every transition pair none of them fires (many more).
   */
  paths?: PathKind;
  /**
   * The spec's transitions the machine is held to; by default the table beside the machine
   * (`machines/<flow>.spec-table.ts`, found by machine id). The helper's own fixtures pass theirs.
   */
  spec?: SpecTable;
  /**
   * Renders the real feature afresh for each path and returns the handles the maps need.
   * When the initial state is left by `always`, the machine decides while rendering: read
   * `path.steps[0]` (`eventKey === 'always'`) and render the variant its `case` names.
   */
  setup: (path: PathInfo) => TSut | Promise<TSut>;
  // NoInfer: the handles' type comes from `setup` alone, never from how the maps use them.
  states: StateAssertions<M, NoInfer<TSut>>;
  events: EventExecutors<M, NoInfer<TSut>>;
}
