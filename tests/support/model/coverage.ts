/**
 * Path coverage. XState has no coverage API, so the suite records which states and
 * transitions its executed paths really visited (a step counts once its executor and the
 * target state's assertions passed) and compares them with the machine's own lists.
 * `npm run test:paths` prints the records written here.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const COVERAGE_DIR = join('test-results', 'paths');

export interface CoverageRecord {
  name: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  paths: number;
}

export interface CoverageRecorder {
  visitStates(paths: readonly string[]): void;
  visitTransitions(ids: readonly string[]): void;
  toRecord(): CoverageRecord;
  write(dir?: string): Promise<string>;
}

export function createCoverageRecorder(
  name: string,
  all: { states: readonly string[]; transitions: readonly string[] },
  paths: number,
): CoverageRecorder {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const tally = (every: readonly string[], seen: Set<string>) => {
    const missing = every.filter((item) => !seen.has(item));
    return { total: every.length, covered: every.length - missing.length, missing };
  };
  const recorder: CoverageRecorder = {
    visitStates: (visited) => {
      for (const path of visited) states.add(path);
    },
    visitTransitions: (ids) => {
      for (const id of ids) transitions.add(id);
    },
    toRecord: () => ({
      name,
      states: tally(all.states, states),
      transitions: tally(all.transitions, transitions),
      paths,
    }),
    write: async (dir = COVERAGE_DIR) => {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${name}.json`);
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

/** Share of states and transitions together that the paths covered, in whole percent (floor). */
export function coverageShare(record: CoverageRecord): number {
  const total = record.states.total + record.transitions.total;
  const covered = record.states.covered + record.transitions.covered;
  return total === 0 ? 100 : Math.floor((covered / total) * 100);
}

/** One row per machine, then what each one misses, so a gap is named rather than just counted. */
export function formatCoverageTable(records: readonly CoverageRecord[]): string {
  const header = ['machine', 'states', 'transitions', 'paths', 'covered'];
  const rows = records.map((r) => [
    r.name,
    `${r.states.covered}/${r.states.total}`,
    `${r.transitions.covered}/${r.transitions.total}`,
    String(r.paths),
    `${coverageShare(r)}%`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const gaps = records.flatMap((r) => [
    ...r.states.missing.map((s) => `  ${r.name}: state ${s} not covered`),
    ...r.transitions.missing.map((t) => `  ${r.name}: transition ${t} not covered`),
  ]);
  return [line(header), ...rows.map(line), ...(gaps.length ? ['', 'Not covered:', ...gaps] : [])].join('\n');
}
