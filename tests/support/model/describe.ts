/**
 * Registers a model-based suite: one vitest `it` per generated path, each driving the rendered
 * feature (not the machine) through the path's events and checking what the user sees after
 * every step. The executed steps feed the coverage record written after the suite.
 *
 * Assertion rule: after every step (and before the first) the assertion of **every active state
 * path** runs, ancestors first. The maps require an entry for every path anyway, so a compound
 * state's assertion checks what all its children share (the results panel is shown) and a leaf's
 * checks its specifics (the spinner, the list).
 *
 * Spec rule: the machine is held to its spec table (machines/model/spec-table.ts). The suite's
 * first test compares the machine's transitions with the table's rows, and every step of every
 * path checks that each transition it fired is one the spec names, before the states after it
 * are asserted: a machine that takes a wrong turn fails at the step where it takes it, quoting
 * what the spec says happens there instead.
 */

import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { deriveTestModel, eventLabel } from '../../../machines/model/derive';
import { pairsOf } from '../../../machines/model/pairs';
import { generateModelPaths, type ModelPath, type PathKind } from '../../../machines/model/paths';
import { compareWithSpec, rowsById, specAlternatives } from '../../../machines/model/spec-table';
import { createCoverageRecorder } from './coverage';
import { specTableFor } from './spec-tables';
import type { EventExecutor, ModelPathsOptions, StateAssertion } from './types';

/**
 * A path's time grows with its steps: a pair walk takes up to 40, each a few renders, which on a
 * loaded 2-core machine outlasts the 20 s vitest gives one test (vitest.config.ts).
 */
const MIN_PATH_MS = 20_000;
const MS_PER_STEP = 1_500;
/** The mutation runner's second look at a mutant killed by a timeout gives every path longer. */
const TIMEOUT_SCALE = Number(process.env.SANCHAY_TIMEOUT_SCALE ?? 1) || 1;

export function describeModelPaths<M extends AnyStateMachine, TSut>(options: ModelPathsOptions<M, TSut>): void {
  const model = deriveTestModel(options.machine);
  // `npm run test:paths -- <machine> --kind pairs` asks for other paths than the suite's own.
  const kind = (process.env.SANCHAY_PATH_KIND as PathKind | undefined) ?? options.paths ?? 'shortest';
  const spec = options.spec ?? specTableFor(options.machine.id);
  const paths = generateModelPaths(model, kind, new Set(Object.keys(spec?.infeasiblePairs ?? {})), spec?.walkContext);
  // The typed maps are exhaustive for what the types can see; numeric delays and `always` are
  // checked here, at run time, against the keys the model really uses.
  const assertions = options.states as Record<string, StateAssertion<TSut> | undefined>;
  const executors = options.events as Record<string, EventExecutor<TSut> | undefined>;
  const specRows = spec && rowsById(spec);
  const recorder = createCoverageRecorder({ name: options.name, machine: options.machine.id }, model, paths.length);

  const assertStates = async (sut: TSut, active: readonly string[], where: string) => {
    for (const path of active) {
      const assertion = assertions[path];
      if (!assertion) throw new Error(`No assertion for state "${path}"`);
      await withContext(`${where}: state "${path}"`, () => assertion(sut, { path }));
    }
  };

  const runPath = async (path: ModelPath) => {
    const sut = await options.setup({
      name: path.name,
      steps: path.steps.map((step) => ({ eventKey: step.eventKey, case: step.case })),
    });
    await assertStates(sut, path.states, 'initially');
    recorder.visitStates(path.states, path.name);
    let lastFired: string[] = [];
    for (const [index, step] of path.steps.entries()) {
      const where = `step ${index + 1} (${eventLabel(step.event)})`;
      const executor = executors[step.eventKey];
      if (!executor) throw new Error(`No executor for event key "${step.eventKey}" (${where})`);
      const following = path.steps[index + 1];
      await withContext(where, () =>
        executor(sut, {
          eventKey: step.eventKey,
          case: step.case,
          event: step.event,
          next: following && { eventKey: following.eventKey, case: following.case },
        }),
      );
      for (const id of step.transitions) {
        if (spec && !specRows?.has(id)) {
          const instead = specAlternatives(spec, id);
          throw new Error(
            `${where} fired "${id}", which the spec does not name` +
              (instead.length > 0 ? `; the spec says:\n  ${instead.join('\n  ')}` : ''),
          );
        }
      }
      await assertStates(sut, step.states, `after ${where}`);
      recorder.visitStates(step.visited, path.name);
      recorder.visitTransitions(step.transitions, path.name);
      recorder.visitPairs(pairsOf([...lastFired, ...step.transitions]), path.name);
      lastFired = step.transitions.slice(-1);
    }
  };

  describe(options.name, () => {
    afterAll(async () => {
      await recorder.write();
    });

    it('has an assertion for every state and an executor for every event the model uses', () => {
      expect({
        statesWithoutAssertion: model.states.filter((path) => !assertions[path]),
        eventsWithoutExecutor: model.eventKeys.filter((key) => !executors[key]),
      }).toEqual({ statesWithoutAssertion: [], eventsWithoutExecutor: [] });
    });

    it('follows the spec table: every transition the spec names, and no other', () => {
      expect(spec, `no spec table for machine "${options.machine.id}" (machines/<flow>.spec-table.ts)`).toBeDefined();
      if (spec) expect(compareWithSpec(model, spec)).toEqual({ unnamed: [], missing: [], duplicates: [] });
    });

    for (const path of paths) {
      it(path.name, () => runPath(path), TIMEOUT_SCALE * Math.max(MIN_PATH_MS, path.steps.length * MS_PER_STEP));
    }
  });
}

/** Prefixes a failure with the step or state it happened at, keeping the original stack. */
async function withContext(where: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) error.message = `${where}: ${error.message}`;
    throw error;
  }
}
