/**
 * Path coverage. XState has no coverage API, so the suite records which states, transitions
 * and transition pairs its executed paths really visited (a step counts once its executor and
 * the target state's assertions passed), each with the first path that visited it, and compares
 * states and transitions with the machine's own lists. `npm run test:paths` turns the records
 * into the per-machine report (scripts/path-report.ts), which also counts the pairs.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CoverageRecord, CoverageTally } from '../../../machines/model/coverage-report';

export type { CoverageRecord };

export const COVERAGE_DIR = join('test-results', 'paths');

export interface CoverageRecorder {
  visitStates(paths: readonly string[], by: string): void;
  visitTransitions(ids: readonly string[], by: string): void;
  visitPairs(ids: readonly string[], by: string): void;
  toRecord(): CoverageRecord;
  write(dir?: string): Promise<string>;
}

export function createCoverageRecorder(
  suite: { name: string; machine: string },
  all: { states: readonly string[]; transitions: readonly string[] },
  paths: number,
): CoverageRecorder {
  const states = new Map<string, string>();
  const transitions = new Map<string, string>();
  const pairs = new Map<string, string>();
  const visit = (seen: Map<string, string>, items: readonly string[], by: string) => {
    for (const item of items) if (!seen.has(item)) seen.set(item, by);
  };
  const tally = (every: readonly string[], seen: Map<string, string>): CoverageTally => {
    const missing = every.filter((item) => !seen.has(item));
    const coveredBy: Record<string, string> = {};
    for (const item of every) {
      const by = seen.get(item);
      if (by !== undefined) coveredBy[item] = by;
    }
    return { total: every.length, covered: every.length - missing.length, missing, coveredBy };
  };
  const recorder: CoverageRecorder = {
    visitStates: (visited, by) => visit(states, visited, by),
    visitTransitions: (ids, by) => visit(transitions, ids, by),
    visitPairs: (ids, by) => visit(pairs, ids, by),
    toRecord: () => ({
      name: suite.name,
      machine: suite.machine,
      states: tally(all.states, states),
      transitions: tally(all.transitions, transitions),
      pairs: Object.fromEntries(pairs),
      paths,
    }),
    write: async (dir = COVERAGE_DIR) => {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${suite.name}.json`);
      await writeFile(file, `${JSON.stringify(recorder.toRecord(), null, 2)}\n`);
      return file;
    },
  };
  return recorder;
}

export async function readCoverageRecords(dir = COVERAGE_DIR): Promise<CoverageRecord[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as CoverageRecord));
}
