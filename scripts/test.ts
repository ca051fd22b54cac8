/**
 * `npm test`: every check, in as little wall time as two cores allow, failing loudly.
 *
 * 1. The server tests' seeded database (a few seconds).
 * 2. The unit, server and component tests (vitest, a worker per core), with the static checks and
 *    the production build beside them: those are mostly one thread each and done within the first
 *    minute, so they fill what vitest's start leaves idle instead of holding it up. Their output
 *    is held and printed whole after vitest's, so logs never interleave.
 * 3. The Playwright journeys against the build (a sandbox server per Playwright worker), and with
 *    `--with-pg` the server suites where PostgreSQL behaves differently from PGlite (concurrent
 *    connections and their locks, the job queue, migrations and resets, the seed's transaction)
 *    on PostgreSQL beside them (`npm run test:pg:money`; `npm run test:pg` is the whole server suite).
 *
 * Each step prints its duration, and each group of steps the CPU time it used (all cores, on
 * Linux): on a shared or loaded machine wall times say little, CPU seconds say what a change cost.
 * A failing step fails the run: the steps running beside it finish and report too, then the run
 * stops with the failed steps named and a non-zero exit.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Step {
  name: string;
  command: string[];
}

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

const npmRun = (script: string): Step => ({ name: script, command: ['npm', 'run', '--silent', script] });

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** Runs a step with its output streamed straight through (the only step running). */
function runStreamed(step: Step): Promise<Outcome> {
  const started = performance.now();
  console.info(`== ${step.name}`);
  return new Promise((resolve) => {
    const [command = '', ...args] = step.command;
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      resolve({ name: step.name, code: 1, seconds: seconds(started) });
    });
    child.on('close', (code, signal) => {
      resolve({ name: step.name, code: code ?? (signal ? 1 : 0), seconds: seconds(started) });
    });
  });
}

interface HeldOutcome extends Outcome {
  /** Prints the step's name and its held output. */
  print(): void;
}

/** Runs a step beside others, holding its output until it ends and `print` is called. */
function runQuietly(step: Step): Promise<HeldOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command = '', ...args] = step.command;
    const output: Buffer[] = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number) => {
      const print = () => {
        console.info(`== ${step.name}`);
        process.stdout.write(Buffer.concat(output));
      };
      resolve({ name: step.name, code, seconds: seconds(started), print });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${step.name}: ${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a step beside others and prints its output whole as soon as it ends. */
async function runHeld(step: Step): Promise<Outcome> {
  const outcome = await runQuietly(step);
  outcome.print();
  return outcome;
}

/**
 * CPU seconds (user + system) of the finished steps and everything they ran, from the kernel's
 * count for this process's waited-for children (Linux's /proc, 100 ticks a second); undefined
 * elsewhere. A process that detaches (the PostgreSQL server `pg_ctl` starts for `--with-pg`) is
 * not counted.
 */
function childCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name's closing parenthesis start at the third, the state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}

let cpuBefore = childCpuSeconds();

function report(outcomes: Outcome[]): void {
  for (const { name, code, seconds } of outcomes) {
    console.info(`== step ${name} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds}s`);
  }
  const cpuNow = childCpuSeconds();
  if (cpuNow !== undefined && cpuBefore !== undefined) {
    const names = outcomes.map((outcome) => outcome.name).join(', ');
    console.info(`== cpu ${names}: ${Math.round((cpuNow - cpuBefore) * 10) / 10} CPU-s`);
  }
  cpuBefore = cpuNow;
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
  if (failed.length > 0) {
    console.error(`npm test failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

/**
 * CI's flag: the PostgreSQL pass of the server suites where the engine matters (`npm run
 * test:pg:money`) too, beside the journeys: those with concurrent requests (oversell, the ledger,
 * repeated placements), the job queue, migrations and resets, the seed, and the money sums read
 * back through the driver. Suites that send one request at a time run the same SQL on both
 * engines (PGlite is PostgreSQL; a statement outside an open transaction waits on it there too),
 * and suites with no database at all gain nothing from a second pass: they stay PGlite-only in CI,
 * which saves CPU minutes of a CPU-bound run; `npm run test:pg` runs them all.
 */
const withPostgres = process.argv.includes('--with-pg');

const started = performance.now();
// The project's own Node (the `node` package) when run through npm; every step below inherits it.
console.info(`== node ${process.version}`);
// The server tests' seeded snapshot, which vitest's workers would otherwise each wait on.
const prepared = await runHeld(npmRun('test:prepare'));
const beside = [npmRun('check:api'), npmRun('typecheck'), npmRun('lint'), npmRun('lint:layers'), npmRun('build')].map(
  runQuietly,
);
const unit = prepared.code === 0 ? await runStreamed(npmRun('test:unit')) : undefined;
const besideOutcomes = await Promise.all(beside);
for (const outcome of besideOutcomes) outcome.print();
report([prepared, ...besideOutcomes, ...(unit ? [unit] : [])]);
// The journeys spend much of their time waiting on the browser and on timers, which leaves room
// for the PostgreSQL pass when CI asks for it (`--with-pg`, .ci/run).
report(
  await Promise.all([
    runStreamed({ name: 'playwright', command: ['npx', 'playwright', 'test'] }),
    ...(withPostgres ? [runHeld(npmRun('test:pg:money'))] : []),
  ]),
);
const cpuTotal = childCpuSeconds();
console.info(`== npm test passed in ${seconds(started)}s${cpuTotal === undefined ? '' : `, ${cpuTotal} CPU-s`}`);
