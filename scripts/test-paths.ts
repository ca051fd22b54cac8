/**
 * `npm run test:paths`: the model-based suites and their coverage, for QA.
 *
 *   npm run test:paths                              every machine's suites, then the coverage report
 *   npm run test:paths -- <machine> [--kind K]      one machine's suites along paths of kind K
 *                                                   (shortest, simple or pairs; default: the suite's
 *                                                   own), then that machine's coverage
 *   npm run test:paths -- <machine> --kind K --list print those paths, run nothing
 *   npm run test:paths -- --mutate [<machine>…]     the mutation score (scripts/mutate.ts)
 *
 * <machine> is the file under machines/ without `.machine.ts`: order, onboarding/pan-fetch.
 */
import { spawn } from 'node:child_process';
import { deriveTestModel, eventLabel } from '../machines/model/derive';
import { machineOf } from '../machines/model/module-machine';
import { generateModelPaths, type PathKind } from '../machines/model/paths';
import { specTableOf } from '../machines/model/spec-table-file';
import { runMutation, suitesOf } from './mutate';
import { machineSlugs } from './path-report';

const KINDS: readonly PathKind[] = ['shortest', 'simple', 'pairs'];

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function usage(message: string): number {
  console.error(
    `${message}\nUsage: npm run test:paths -- [<machine> [--kind shortest|simple|pairs] [--list]] | --mutate [<machine>…]`,
  );
  return 2;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--mutate')) return runMutation(args.filter((arg) => arg !== '--mutate'));
  const kindAt = args.indexOf('--kind');
  const kind = kindAt === -1 ? undefined : args[kindAt + 1];
  if (kind !== undefined && !KINDS.includes(kind as PathKind)) return usage(`Unknown path kind "${kind}".`);
  const list = args.includes('--list');
  const machines = args.filter((arg, i) => !arg.startsWith('--') && (kindAt === -1 || i !== kindAt + 1));
  if (machines.length === 0) {
    if (kind !== undefined || list) return usage('Name a machine for --kind or --list.');
    const code = await run('npx', ['vitest', 'run', '--reporter=dot', 'paths.test']);
    return code === 0 ? run('node', ['--import', 'tsx', 'scripts/print-paths.ts']) : code;
  }
  const unknown = machines.filter((slug) => !machineSlugs().includes(slug));
  if (unknown.length > 0) return usage(`No such machine: ${unknown.join(', ')}.`);
  if (list) {
    for (const slug of machines) {
      const machine = machineOf(slug, (await import(`../machines/${slug}.machine.ts`)) as Record<string, unknown>);
      // The paths the suite would run: its spec table's infeasible pairs and walk context apply.
      const table = await specTableOf(slug);
      const paths = generateModelPaths(
        deriveTestModel(machine),
        (kind as PathKind | undefined) ?? 'shortest',
        new Set(Object.keys(table?.infeasiblePairs ?? {})),
        table?.walkContext,
      );
      console.info(`== ${slug}: ${paths.length} ${kind ?? 'shortest'} paths`);
      for (const path of paths)
        console.info(`  ${path.steps.map((s) => eventLabel(s.event)).join(' → ') || '(initial state)'}`);
    }
    return 0;
  }
  const files = machines.flatMap((slug) => suitesOf(slug).filter((file) => file.endsWith('.paths.test.tsx')));
  const code = await run('npx', ['vitest', 'run', '--reporter=dot', ...files], kind ? { SANCHAY_PATH_KIND: kind } : {});
  return code === 0 ? run('node', ['--import', 'tsx', 'scripts/print-paths.ts', ...machines]) : code;
}

process.exit(await main(process.argv.slice(2)));
