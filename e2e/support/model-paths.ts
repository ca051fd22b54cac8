/**
 * The Playwright counterpart of tests/support/model `describeModelPaths`: the same model derived
 * from the production machine (machines/model/derive.ts), the same generated paths
 * (machines/model/paths.ts, of the kind `SANCHAY_PATH_KIND` asks for), one Playwright test per
 * path, driving the built app in Chromium against its sandbox server as an investor would.
 *
 * Rules, as in vitest: before the first step and after every step the assertion of every active
 * state path runs, ancestors first; every transition a step fires must be one the machine's spec
 * table names (machines/model/spec-table.ts), checked before the states after it are asserted.
 * Executors act through the UI only, plus the sandbox's own controls (partner outcomes, the
 * sandbox clock) and the page's clock for the app's timers; what they may not do is reach into
 * the app's machines.
 *
 * Coverage: each path writes what it visited (states, transitions, pairs, as far as it got) to
 * `test-results/browser-paths/coverage/<name>/`, one file per path, since Playwright's workers
 * share the paths out; `npm run test:paths -- <machine> --browser` merges them into a coverage
 * record and prints it (e2e/support/browser-coverage.ts, scripts/browser-paths.ts). A suite's
 * name is its machine's slug (`order`, `plan-change`), as the QA command finds it by.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { deriveTestModel, eventLabel } from '../../machines/model/derive';
import { pairsOf } from '../../machines/model/pairs';
import { generateModelPaths, type ModelPath, type PathKind } from '../../machines/model/paths';
import { compareWithSpec, rowsById, type SpecTable, specAlternatives } from '../../machines/model/spec-table';
import type { EventKeys, ModelStep, PathInfo, StatePaths } from '../../tests/support/model/types';
import { type A11y, expect, type Sandbox, test } from '../fixtures';
import { BROWSER_COVERAGE_DIR, type PathVisits, type PathVisitsFile } from './browser-coverage';

/** What a path's `setup` gets: the test's page and the sandbox it drives. */
export interface BrowserFixtures {
  page: Page;
  a11y: A11y;
  sandbox: Sandbox;
}

/** A step as the browser executors see it: the vitest step, plus where it is in its path. */
export interface BrowserStep<TKey extends string = string> extends ModelStep<TKey> {
  /** 0-based index of this step in `path.steps`. */
  index: number;
  path: PathInfo;
}

type BrowserExecutor<TSut, TKey extends string = string> = (sut: TSut, step: BrowserStep<TKey>) => Promise<unknown>;
type BrowserAssertion<TSut> = (sut: TSut, state: { path: string }) => Promise<unknown>;

/** One assertion per state path: a missing path is a compile error, as in vitest. */
type BrowserStateAssertions<M extends AnyStateMachine, TSut> = { [K in StatePaths<M>]: BrowserAssertion<TSut> };

/** One executor per event key: a missing key is a compile error, as in vitest. */
type BrowserEventExecutors<M extends AnyStateMachine, TSut> = {
  [K in EventKeys<M>]: BrowserExecutor<TSut, K>;
} & {
  always?: BrowserExecutor<TSut, 'always'>;
  [numericDelay: `after.${number}`]: BrowserExecutor<TSut> | undefined;
};

interface BrowserPathsOptions<M extends AnyStateMachine, TSut> {
  /** The describe block's title, the machine's slug: the coverage record is `<name> (browser)`. */
  name: string;
  /** The production machine, unchanged. */
  machine: M;
  /** The table the machine is held to (machines/<flow>.spec-table.ts). */
  spec: SpecTable;
  /** Default `'shortest'`; `SANCHAY_PATH_KIND` (the QA command's `--kind`) overrides it. */
  paths?: PathKind;
  /** Resets the sandbox, signs in and opens the flow; returns the handles the maps need. */
  setup: (fixtures: BrowserFixtures, path: PathInfo) => Promise<TSut>;
  states: BrowserStateAssertions<M, NoInfer<TSut>>;
  events: BrowserEventExecutors<M, NoInfer<TSut>>;
  /** A path's time limit is this plus `perStepMs` for each step (defaults 90 s and 15 s). */
  baseTimeoutMs?: number;
  perStepMs?: number;
}

export function describeBrowserPaths<M extends AnyStateMachine, TSut>(options: BrowserPathsOptions<M, TSut>): void {
  const model = deriveTestModel(options.machine);
  // `npm run test:paths -- <machine> --kind pairs --browser` asks for other paths than the suite's own.
  const kind = (process.env.SANCHAY_PATH_KIND as PathKind | undefined) ?? options.paths ?? 'shortest';
  const paths = generateModelPaths(
    model,
    kind,
    new Set(Object.keys(options.spec.infeasiblePairs ?? {})),
    options.spec.walkContext,
  );
  const assertions = options.states as Record<string, BrowserAssertion<TSut> | undefined>;
  const executors = options.events as Record<string, BrowserExecutor<TSut> | undefined>;
  const specRows = rowsById(options.spec);
  const baseTimeout = options.baseTimeoutMs ?? 90_000;
  const perStep = options.perStepMs ?? 15_000;

  const assertStates = async (sut: TSut, active: readonly string[], where: string) => {
    for (const state of active) {
      const assertion = assertions[state];
      if (!assertion) throw new Error(`No assertion for state "${state}"`);
      await test.step(`${where}: ${state}`, () =>
        withContext(`${where}: state "${state}"`, () => assertion(sut, { path: state })));
    }
  };

  const runPath = async (path: ModelPath, visits: PathVisits, fixtures: BrowserFixtures) => {
    const info: PathInfo = {
      name: path.name,
      steps: path.steps.map((step) => ({ eventKey: step.eventKey, case: step.case })),
    };
    const sut = await test.step('setup', () => options.setup(fixtures, info));
    await assertStates(sut, path.states, 'initially');
    visits.states.push(...path.states);
    let lastFired: string[] = [];
    for (const [index, step] of path.steps.entries()) {
      const where = `step ${index + 1} (${eventLabel(step.event)})`;
      const executor = executors[step.eventKey];
      if (!executor) throw new Error(`No executor for event key "${step.eventKey}" (${where})`);
      const following = path.steps[index + 1];
      await test.step(where, () =>
        withContext(where, () =>
          executor(sut, {
            eventKey: step.eventKey,
            case: step.case,
            event: step.event,
            next: following && { eventKey: following.eventKey, case: following.case },
            index,
            path: info,
          }),
        ),
      );
      for (const id of step.transitions) {
        if (!specRows.has(id)) {
          const instead = specAlternatives(options.spec, id);
          throw new Error(
            `${where} fired "${id}", which the spec does not name` +
              (instead.length > 0 ? `; the spec says:\n  ${instead.join('\n  ')}` : ''),
          );
        }
      }
      await assertStates(sut, step.states, `after ${where}`);
      visits.states.push(...step.visited);
      visits.transitions.push(...step.transitions);
      visits.pairs.push(...pairsOf([...lastFired, ...step.transitions]));
      lastFired = step.transitions.slice(-1);
    }
  };

  test.describe(options.name, () => {
    test('has an assertion for every state and an executor for every event the model uses', () => {
      expect({
        statesWithoutAssertion: model.states.filter((state) => !assertions[state]),
        eventsWithoutExecutor: model.eventKeys.filter((key) => !executors[key]),
      }).toEqual({ statesWithoutAssertion: [], eventsWithoutExecutor: [] });
    });

    test('follows the spec table: every transition the spec names, and no other', () => {
      expect(compareWithSpec(model, options.spec)).toEqual({ unnamed: [], missing: [], duplicates: [] });
    });

    for (const [index, path] of paths.entries()) {
      test(path.name, async ({ page, a11y, sandbox }) => {
        test.setTimeout(baseTimeout + perStep * path.steps.length);
        const visits: PathVisits = { states: [], transitions: [], pairs: [] };
        try {
          await runPath(path, visits, { page, a11y, sandbox });
        } finally {
          await writeVisits(options, model.machine.id, paths.length, index, path, visits);
        }
      });
    }
  });
}

/** One file per path, named by its index and a hash of its name, so reruns overwrite their own. */
async function writeVisits(
  options: { name: string },
  machine: string,
  paths: number,
  index: number,
  path: ModelPath,
  visits: PathVisits,
): Promise<void> {
  const dir = join(BROWSER_COVERAGE_DIR, options.name);
  await mkdir(dir, { recursive: true });
  const hash = createHash('sha1').update(path.name).digest('hex').slice(0, 12);
  const record: PathVisitsFile = { name: options.name, machine, paths, index, path: path.name, ...visits };
  await writeFile(join(dir, `${String(index).padStart(4, '0')}-${hash}.json`), `${JSON.stringify(record)}\n`);
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
