import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { perFileImports } from './tests/support/per-file-imports.ts';

/**
 * Test files run without isolation: a worker keeps node_modules loaded (React, Mantine and
 * happy-dom for component files; PGlite, cognito-local and Hono for server files) from one file to
 * the next instead of loading them again for each, about 40% of the suite's CPU. tests/setup.ts
 * gives each file fresh app modules and a clean window. Vitest keeps a file's `vi.mock`s of the
 * app's own modules to that file, and those modules load afresh for the next, so such files share
 * too. A file that mocks a package stays isolated: packages stay loaded from file to file, so its
 * mock could meet the real one already there. Component files (a `// @vitest-environment
 * happy-dom` first line) share a worker only with each other.
 */
const testFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => ({ path: `tests/${file}`, source: readFileSync(`tests/${file}`, 'utf8') }));
const mocksPackage = (source: string) => /vi\.mock\(\s*['"][^./'"]/.test(source);
const shared = testFiles.filter(({ source }) => !mocksPackage(source));
const isDom = ({ source }: { source: string }) => source.startsWith('// @vitest-environment happy-dom');
const sharedDomFiles = shared.filter(isDom).map(({ path }) => path);
const sharedNodeFiles = shared.filter((file) => !isDom(file)).map(({ path }) => path);

export default defineConfig({
  plugins: [perFileImports(), react()],
  test: {
    environment: 'node',
    // A mutation run (scripts/mutate.ts) swaps one machine for a mutant of it.
    setupFiles: ['tests/setup.ts', ...(process.env.SANCHAY_MUTANT ? ['tests/support/mutation/setup.ts'] : [])],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A young generation of 128 MB instead of V8's 16: the suites allocate briskly (React renders,
    // PGlite rows, XState snapshots) and a small nursery makes V8 scavenge, and promote, far too
    // often. Measured on a quiet 2-core machine: the workers' CPU 485 → 386 s, the run 265 → 213 s.
    execArgv: ['--max-semi-space-size=128'],
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI machine is one
    // worker and a second core left to the mostly idle orchestrator; every core runs files instead.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...sharedDomFiles, ...sharedNodeFiles],
        },
      },
      { extends: true, test: { name: 'shared-dom', include: sharedDomFiles, isolate: false } },
      { extends: true, test: { name: 'shared-node', include: sharedNodeFiles, isolate: false } },
    ],
  },
});
