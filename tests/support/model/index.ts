/**
 * Model-based testing helper: paths from the real machine, executed against the rendered feature.
 * A complete, running example: `tests/support/model/example.paths.test.tsx` (state and event
 * keys below are illustrative).
 *
 * ```tsx
 * // tests/features/explore/explorer.paths.test.tsx
 * // @vitest-environment happy-dom
 * import { act, render, screen } from '@testing-library/react';
 * import userEvent from '@testing-library/user-event';
 * import { afterEach, expect, vi } from 'vitest';
 * import { explorerMachine } from '../../../machines/explorer.machine';
 * import { flush } from '../../support/clock';
 * import { createDeferredActors, describeModelPaths } from '../../support/model';
 *
 * afterEach(() => vi.useRealTimers());
 *
 * describeModelPaths({
 *   name: 'explorer',                // the row in `npm run test:paths`
 *   machine: explorerMachine,        // the production machine, unchanged
 *   setup: async (path) => {         // runs once per path: a fresh render every time
 *     vi.useFakeTimers();            // plain fake timers: the clock moves only when a step says so
 *     const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
 *     const deferred = createDeferredActors(explorerMachine, ['loadSchemes']);
 *     render(<Explorer machine={explorerMachine.provide({ actors: deferred.actors })} />);
 *     await flush();                 // tests/support/clock: let it render without moving the clock
 *     return { user, deferred };
 *   },
 *   states: {                        // every state path, nested ones included: a missing key fails to compile
 *     idle: () => expect(screen.getByText('Please select all the valid filters')).toBeVisible(),
 *     results: () => expect(screen.getByRole('table')).toBeVisible(),
 *     'results.loading': () => expect(screen.getByRole('progressbar')).toBeVisible(),
 *   },
 *   events: {                        // every event key: a missing key fails to compile
 *     'filters.apply': async ({ user }, step) => {
 *       // several guarded branches: make the real machine take step.case
 *       if (step.case === 'hasAllFilters') await user.click(screen.getByRole('option', { name: 'Equity' }));
 *       await user.click(screen.getByRole('button', { name: 'Apply' }));
 *     },
 *     // settled inside act, so the states after the step are rendered when they are asserted
 *     'done.loadSchemes': ({ deferred }) => act(() => deferred.resolve('loadSchemes', page)),
 *     'error.loadSchemes': ({ deferred }) => act(() => deferred.reject('loadSchemes')),
 *     'after.RESEND_WAIT': async () => {
 *       // exact times: one millisecond short of the delay nothing has changed, at the delay it has
 *       await act(() => vi.advanceTimersByTimeAsync(59_999));
 *       expect(screen.getByText('Resend in 1 second')).toBeVisible();
 *       await act(() => vi.advanceTimersByTimeAsync(1));
 *       expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
 *     },
 *   },
 * });
 * ```
 *
 * Event keys: the machine's event types; `done.<src>` / `error.<src>` per invoked actor;
 * `after.<DELAY>` per named delay (`after.<ms>` for numeric ones); `always` for eventless
 * transitions. `step.case` is the guard name of the branch to take, `'else'` for the unguarded
 * fallback, or undefined when the event has a single unguarded transition.
 *
 * Rules worth knowing:
 * - After every step the assertions of all active state paths run, ancestors first
 *   (`results`, then `results.loading`).
 * - Clocks are deterministic: plain `vi.useFakeTimers()` (never `shouldAdvanceTime`), with
 *   `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`. Time moves only in `after.*`
 *   executors (or where the UI itself waits on a timer, such as an animation frame), by exact
 *   amounts: each `after.<DELAY>` asserts that one millisecond short of the delay nothing has
 *   changed, and that at the delay it has; countdowns assert exact seconds. Settle actor calls
 *   inside `act` (and `flush()` from tests/support/clock where more follows, such as
 *   navigation) and assert synchronously with `getBy*`: a `findBy*` that has to wait polls the
 *   fake clock forward in 50 ms steps, which the exact-time checks then catch.
 * - A state left by `always` is decided by the real machine the moment it enters it. Its
 *   assertion should check only what holds on entry (often nothing visible: `() => {}` with a
 *   comment), its `always` executor usually does nothing, and the executor of the step *into*
 *   it prepares the branch named in `step.next.case`. Only `always` is offered in such a state.
 *   When the *initial* state is such a state, `setup(path)` renders the variant named by
 *   `path.steps[0].case` (e.g. the explorer opened with or without `?name=TYPE`).
 * - Compound states' `onDone` stays automatic (as in the machine) and is covered by the step
 *   that reaches the final child; such a final child counts as visited, but its assertion never
 *   runs (the UI never rests there).
 * - The maps are keyed by what the types see, so an actor declared in `setup` without an
 *   `onError` still needs an `error.<src>` executor; make it `() => { throw new Error('unused') }`
 *   rather than a silent no-op.
 * - Guard cases are the guard's name (`{ type, params }` guards: the type; `not(x)`, `and(a, b)`
 *   for higher-order ones). An event whose branches are all guarded has no `'else'` case: when
 *   no guard passes nothing happens, and the model leaves that out.
 * - When what the screen offers depends on the machine's context (the order's type, a reason
 *   once chosen), the spec table declares a walk context (machines/model/pairs.ts `WalkContext`;
 *   for choices a path makes, a `PathContext` relation made one with `walkContextOf`,
 *   machines/model/path-context.ts) and every path keeps to it. A suite with a `PathContext`
 *   reads, in `setup`, the value its path starts from (`traceOf`, ./path-trace.ts) and wraps its
 *   executors in `tracing`, so each finds in `sut.trace.value` the value its step must leave: an
 *   executor never edits the form behind a step's back.
 * - To see the paths while writing a suite:
 *   `generateModelPaths(deriveTestModel(machine)).map((p) => p.name)`. `'simple'` paths grow
 *   fast with cycles; keep the default `'shortest'` unless a flow really needs more.
 * - Coverage of the paths that ran is written to `test-results/paths/<name>.json` after the
 *   suite; `npm run test:paths` runs every `*.paths.test.tsx` and prints the table.
 */

export { type DerivedModel, deriveTestModel } from '../../../machines/model/derive';
export { generateModelPaths, type ModelPath, type PathKind } from '../../../machines/model/paths';
export { COVERAGE_DIR, type CoverageRecord, readCoverageRecords } from './coverage';
export { createDeferredActors, type DeferredActors, type DeferredCall } from './deferred';
export { describeModelPaths } from './describe';
export type {
  EventExecutor,
  EventExecutors,
  EventKeys,
  ModelEvent,
  ModelPathsOptions,
  ModelStep,
  PathInfo,
  StateAssertion,
  StateAssertions,
  StatePaths,
} from './types';
