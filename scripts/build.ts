/**
 * `npm run build`: the SPA (`vite build` into dist/), the server render's build (dist-ssr/), the
 * production server bundle (dist-server/, scripts/build-server.ts) and the prerendered public
 * pages (scripts/prerender.ts). On success it records a hash of everything the build reads in
 * `.build-hash` beside dist/.
 *
 * `--if-changed` (`npm start`) builds only when that hash differs from the recorded one or an
 * output is missing, so a start over an unchanged tree serves within seconds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRuntimeDependencies, buildServer } from './build-server';
import { chromiumPath } from './chromium';

/**
 * Folders whose every file the build reads (the app, the server bundle, the prerendered pages).
 * Not test-results/: the flow atlas's reports are served by the sandbox as they are at run time.
 */
const SOURCE_DIRS = ['src', 'domain', 'machines', 'server', 'public', 'scripts/vite'];
/** Single files the build reads: the page, the configs, the lockfile, the build's own scripts. */
const SOURCE_FILES = [
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/build-server.ts',
  'scripts/prerender.ts',
  'scripts/chromium.ts',
  'scripts/prerender-html.ts',
];
/** What the build writes; a missing one means building again whatever the hash says. */
export const OUTPUTS = ['dist/index.html', 'dist-ssr/render-page.js', 'dist-server/main.js'];
export const HASH_FILE = '.build-hash';

/** The files under `dir`, as paths relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((path) => statSync(join(root, path)).isFile());
}

/**
 * A hash of what the build reads under `root`: every source file's path and content, Vite's env
 * files, the brand and other VITE_* variables (read at build time), the Chromium that prerenders
 * and whether it is there, and the Node that builds.
 */
export function buildInputsHash(root = '.', env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const envFiles = readdirSync(root).filter((name) => name === '.env' || name.startsWith('.env.'));
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...[...SOURCE_FILES, ...envFiles].filter((file) => existsSync(join(root, file))),
  ].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const viteVariables = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  const chromium = chromiumPath(env);
  hash.update(JSON.stringify({ viteVariables, chromium, prerenders: existsSync(chromium), node: process.version }));
  return hash.digest('hex');
}

/** Whether the recorded build under `root` is of exactly `inputs`. */
export function isBuilt(inputs: string, root = '.'): boolean {
  const recorded = join(root, HASH_FILE);
  return (
    OUTPUTS.every((output) => existsSync(join(root, output))) &&
    existsSync(recorded) &&
    readFileSync(recorded, 'utf8').trim() === inputs
  );
}

/** Runs a build step on this Node (the project's own under npm), failing the build when it fails. */
function run(step: string, args: string[]): void {
  const started = performance.now();
  const { status, signal } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (status !== 0) {
    console.error(`npm run build: ${step} failed (${signal ?? `exit ${status}`})`);
    process.exit(1);
  }
  console.info(`${step} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.main) {
  const inputs = buildInputsHash();
  if (process.argv.includes('--if-changed') && isBuilt(inputs)) {
    console.info('The build is current (nothing it reads changed since): not building.');
  } else {
    // A build that stops halfway must not pass for the one recorded.
    rmSync(HASH_FILE, { force: true });
    const vite = 'node_modules/vite/bin/vite.js';
    run('vite build', [vite, 'build']);
    run('server render build', [vite, 'build', '--ssr', 'src/ssr/render-page.tsx', '--outDir', 'dist-ssr']);
    assertRuntimeDependencies(await buildServer());
    run('prerender', ['--import', 'tsx', 'scripts/prerender.ts']);
    writeFileSync(HASH_FILE, `${inputs}\n`);
  }
}
