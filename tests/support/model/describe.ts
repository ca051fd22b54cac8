/**
 * Registers a model-based suite: one vitest `it` per generated path, each driving the rendered
 * feature (not the machine) through the path's events and checking what the user sees after
 * every step. The executed steps feed the coverage record written after the suite.
 *
 * Assertion rule: after every step (and before the first) the assertion of **every active state
 * path** runs, ancestors first. The maps require an entry for every path anyway, so a compound
 * state's assertion checks what all its children share (the results panel is shown) and a leaf's
 * checks its specifics (the spinner, the list).
 */

import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { deriveTestModel, eventLabel } from '../../../machines/model/derive';
import { pairsOf } from '../../../machines/model/pairs';
import { generateModelPaths, type ModelPath } from '../../../machines/model/paths';
import { createCoverageRecorder } from './coverage';
import type { EventExecutor, ModelPathsOptions, StateAssertion } from './types';

export function describeModelPaths<M extends AnyStateMachine, TSut>(options: ModelPathsOptions<M, TSut>): void {
  const model = deriveTestModel(options.machine);
  const paths = generateModelPaths(model, options.paths ?? 'shortest');
  // The typed maps are exhaustive for what the types can see; numeric delays and `always` are
  // checked here, at run time, against the keys the model really uses.
  const assertions = options.states as Record<string, StateAssertion<TSut> | undefined>;
  const executors = options.events as Record<string, EventExecutor<TSut> | undefined>;
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

    for (const path of paths) {
      it(path.name, () => runPath(path));
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
