/**
 * `npm run test:paths -- --mutate [<machine>…]`: the mutation score of the machines' suites
 * (issue 28). Every mutant of a machine (tests/support/mutation/mutants.ts) is held first to the
 * machine's spec table, in this process: a mutant whose transitions differ from the table is killed
 * by the suite's first test ("follows the spec table"), which needs no browser-like run to know.
 * The rest (a dropped action changes no transition) run the machine's own suites (its
 * `*.paths.test.tsx`, its `*.machine.test.ts` and the suites listed in SUITES below) in vitest with
 * the mutant swapped in; any failing test kills it. Survivors are listed with the reason
 * EQUIVALENT gives, or 'no reason recorded'.
 *
 * Writes test-results/paths/mutation/index.json (read by the flow atlas) and prints a row per
 * machine. Outside CI's budget: a few minutes per money-moving machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { deriveTestModel } from '../machines/model/derive';
import { machineOf } from '../machines/model/module-machine';
import type { MutantOutcome, MutationReport } from '../machines/model/mutation-report';
import { compareWithSpec, type SpecTable } from '../machines/model/spec-table';
import { specTableOf } from '../machines/model/spec-table-file';
import { applyMutant, mutantsOf } from '../tests/support/mutation/mutants';
import { EQUIVALENT, MONEY_MOVING, SUITES } from '../tests/support/mutation/policy';
import { machineSlugs } from './path-report';

export const MUTATION_DIR = join('test-results', 'paths', 'mutation');

async function load(slug: string): Promise<{ machine: AnyStateMachine; table: SpecTable | undefined }> {
  const machine = machineOf(slug, (await import(`../machines/${slug}.machine.ts`)) as Record<string, unknown>);
  return { machine, table: await specTableOf(slug) };
}

/**
 * The machine's suites: its paths and machine tests, every other test file that imports the
 * machine's module itself (unit tests of its rules kept beside a feature's tests), and SUITES.
 * Not the flow atlas's tests: they read machines as drawings, so a mutant would fail them for
 * being a different drawing, not for doing the wrong thing.
 */
const AS_DATA = /^tests\/(features\/flows|server)\//;
export function suitesOf(slug: string): string[] {
  const own = [`tests/machines/${slug}.paths.test.tsx`, `tests/machines/${slug}.machine.test.ts`];
  const module = new RegExp(`machines/${slug.replaceAll('/', '\\/')}\\.machine['"]`);
  const importers = readdirSync('tests', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join('tests', file))
    .filter((file) => !own.includes(file) && !AS_DATA.test(file) && module.test(readFileSync(file, 'utf8')))
    .sort();
  return [...new Set([...own, ...importers, ...(SUITES[slug] ?? [])])].filter((file) => existsSync(file));
}

/** How a mutant's suites ended: null when all passed, else the first failing test and whether it only ran out of time. */
interface SuiteFailure {
  test: string;
  timedOut: boolean;
}

/** A second look at a timeout gives every test this many times its time (describe.ts reads it). */
const TIMEOUT_SCALE = 6;
const TIMED_OUT = /timed out in \d+ms/i;

/** Runs the suites with the mutant swapped in; the first failing test, or null when all pass. */
function runSuites(slug: string, index: number, files: string[], timeoutScale = 1): Promise<SuiteFailure | null> {
  const out = join(MUTATION_DIR, 'runs', `${slug.replaceAll('/', '__')}-${index}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        ...files,
        '--bail=1',
        '--maxWorkers=1',
        `--testTimeout=${20_000 * timeoutScale}`,
        '--reporter=json',
        `--outputFile=${out}`,
      ],
      {
        stdio: 'ignore',
        env: {
          ...process.env,
          SANCHAY_MUTANT: JSON.stringify({ slug, index }),
          SANCHAY_TIMEOUT_SCALE: String(timeoutScale),
        },
      },
    );
    child.on('error', reject);
    child.on('close', async (code) => {
      if (code === 0) return resolve(null);
      try {
        const report = JSON.parse(await readFile(out, 'utf8')) as {
          testResults: Array<{
            name: string;
            message?: string;
            assertionResults: Array<{ status: string; fullName: string; failureMessages?: string[] }>;
          }>;
        };
        const failed = report.testResults.flatMap((file) =>
          file.assertionResults.filter((test) => test.status === 'failed'),
        );
        const first = failed[0];
        if (first) {
          return resolve({ test: first.fullName, timedOut: TIMED_OUT.test(first.failureMessages?.join('\n') ?? '') });
        }
        const broken = report.testResults.find((file) => file.message)?.message?.split('\n')[0];
        resolve({ test: broken ? `the suite did not run: ${broken}` : `vitest exit ${code}`, timedOut: false });
      } catch {
        resolve({ test: `vitest exit ${code}`, timedOut: false });
      }
    });
  });
}

/**
 * A mutant is killed only by a test that fails for a reason: a test that ran out of time on a
 * loaded machine proves nothing, so such a mutant runs again with every test given six times as
 * long, alone. Still out of time then, the mutant stopped the screen from ever showing what a
 * step waits for: a kill, recorded as one.
 */
async function judge(slug: string, index: number, files: string[]): Promise<SuiteFailure | null> {
  const first = await runSuites(slug, index, files);
  if (!first?.timedOut) return first;
  return exclusive(() => runSuites(slug, index, files, TIMEOUT_SCALE));
}

/** Second looks run one at a time, so they are not starved as the first run was. */
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Runs tasks at most `limit` at a time, keeping their order in the results. */
async function pooled<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export async function mutateMachine(slug: string, log: (line: string) => void): Promise<MutationReport> {
  const { machine, table } = await load(slug);
  const files = suitesOf(slug);
  const mutants = mutantsOf(machine);
  const tasks = mutants.map((mutant, index) => async (): Promise<MutantOutcome> => {
    const base = { index, kind: mutant.kind, description: mutant.description };
    let transitions: string[];
    try {
      transitions = deriveTestModel(applyMutant(machine, mutant)).transitions;
    } catch (error) {
      return { ...base, verdict: 'stillborn', by: (error as Error).message.split('\n')[0] ?? '' };
    }
    if (table) {
      const diff = compareWithSpec({ transitions }, table);
      if (diff.unnamed.length + diff.missing.length > 0) {
        return { ...base, verdict: 'killed', by: `follows the spec table (${[...diff.unnamed, ...diff.missing][0]})` };
      }
    }
    const failed = await judge(slug, index, files);
    const outcome: MutantOutcome =
      failed === null
        ? { ...base, verdict: 'survived', by: EQUIVALENT[slug]?.[mutant.description] ?? 'no reason recorded' }
        : {
            ...base,
            verdict: 'killed',
            by: failed.timedOut ? `${failed.test} (out of time with ${TIMEOUT_SCALE}× its time)` : failed.test,
          };
    log(`  ${outcome.verdict === 'killed' ? 'killed  ' : 'SURVIVED'} ${mutant.description}`);
    return outcome;
  });
  const outcomes = await pooled(tasks, Math.max(1, cpus().length));
  const scored = outcomes.filter((o) => o.verdict !== 'stillborn');
  return {
    slug,
    machine: machine.id,
    moneyMoving: MONEY_MOVING.includes(slug),
    suites: files,
    table: table !== undefined,
    mutants: scored.length,
    killed: scored.filter((o) => o.verdict === 'killed').length,
    outcomes,
  };
}

export function formatMutationTable(reports: readonly MutationReport[]): string {
  const header = ['machine', 'mutants', 'killed', 'survived', 'score'];
  const score = (r: { mutants: number; killed: number }) =>
    r.mutants === 0 ? '–' : `${Math.floor((1000 * r.killed) / r.mutants) / 10}%`;
  const rows = reports.map((r) => [
    `${r.slug}${r.moneyMoving ? ' $' : ''}`,
    String(r.mutants),
    String(r.killed),
    String(r.mutants - r.killed),
    score(r),
  ]);
  const total = { mutants: 0, killed: 0 };
  for (const r of reports) {
    total.mutants += r.mutants;
    total.killed += r.killed;
  }
  rows.push(['all', String(total.mutants), String(total.killed), String(total.mutants - total.killed), score(total)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const survivors = reports.flatMap((r) =>
    r.outcomes.filter((o) => o.verdict === 'survived').map((o) => `  ${r.slug}: ${o.description} — ${o.by}`),
  );
  return [
    line(header),
    ...rows.map(line),
    '($ money-moving)',
    ...(survivors.length ? ['', 'Survivors:', ...survivors] : []),
  ].join('\n');
}

export async function runMutation(wanted: readonly string[]): Promise<number> {
  const slugs = wanted.length > 0 ? wanted : machineSlugs();
  const unknown = slugs.filter((slug) => !machineSlugs().includes(slug));
  if (unknown.length > 0) {
    console.error(
      `No such machine: ${unknown.join(', ')} (machines/<name>.machine.ts; e.g. order, onboarding/pan-fetch)`,
    );
    return 2;
  }
  await mkdir(join(MUTATION_DIR, 'runs'), { recursive: true });
  const reports: MutationReport[] = [];
  for (const slug of slugs) {
    console.info(`== ${slug}`);
    const report = await mutateMachine(slug, (line) => console.info(line));
    reports.push(report);
    // Written after every machine, so a long run interrupted keeps what it measured; read afresh
    // first, so runs of other machines side by side keep theirs.
    const latest = await readPrevious();
    latest.set(slug, report);
    await writeFile(join(MUTATION_DIR, 'index.json'), `${JSON.stringify([...latest.values()], null, 2)}\n`);
  }
  console.info(`\n${formatMutationTable(reports)}`);
  console.info(`\nReport: ${join(MUTATION_DIR, 'index.json')}`);
  return 0;
}

async function readPrevious(): Promise<Map<string, MutationReport>> {
  try {
    const list = JSON.parse(await readFile(join(MUTATION_DIR, 'index.json'), 'utf8')) as MutationReport[];
    return new Map(list.map((report) => [report.slug, report]));
  } catch {
    return new Map();
  }
}
