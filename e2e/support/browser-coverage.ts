/**
 * The coverage of the machines' paths in the browser (e2e/paths/): every path writes what it
 * visited, one file each (Playwright's workers share the paths out, so no one process sees them
 * all), and `npm run test:paths -- <machine> --browser` merges a machine's files into one
 * coverage record, the shape the vitest suites write (tests/support/model/coverage.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CoverageRecord } from '../../machines/model/coverage-report';
import type { DerivedModel } from '../../machines/model/derive';
import { createCoverageRecorder } from '../../tests/support/model/coverage';

/** Where each path's visits are written, under the suite's name; the QA command clears it first. */
export const BROWSER_COVERAGE_DIR = join('test-results', 'browser-paths', 'coverage');

/** What one path visited, as far as it got: a failing path counts up to the step that failed. */
export interface PathVisits {
  states: string[];
  transitions: string[];
  pairs: string[];
}

export interface PathVisitsFile extends PathVisits {
  /** The suite's name (`describeBrowserPaths({ name })`), also its folder. */
  name: string;
  machine: string;
  /** How many paths the suite generated. */
  paths: number;
  /** This path's place among them, and its title. */
  index: number;
  path: string;
}

/** The suite's paths merged into one record, each item credited to the first path (by index) that visited it. */
export async function mergeBrowserCoverage(
  name: string,
  model: Pick<DerivedModel, 'states' | 'transitions'>,
  root = BROWSER_COVERAGE_DIR,
): Promise<CoverageRecord | null> {
  const dir = join(root, name);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  if (files.length === 0) return null;
  const visits = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as PathVisitsFile),
  );
  visits.sort((a, b) => a.index - b.index);
  const [first] = visits as [PathVisitsFile, ...PathVisitsFile[]];
  const recorder = createCoverageRecorder({ name: `${name} (browser)`, machine: first.machine }, model, first.paths);
  for (const path of visits) {
    recorder.visitStates(path.states, path.path);
    recorder.visitTransitions(path.transitions, path.path);
    recorder.visitPairs(path.pairs, path.path);
  }
  return recorder.toRecord();
}
