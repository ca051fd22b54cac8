import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { perFileImports } from './tests/support/per-file-imports';

/**
 * Component tests (a `// @vitest-environment happy-dom` first line) that mock no module. They run
 * without isolation: a worker keeps React, Mantine, happy-dom and the rest of node_modules loaded
 * from one file to the next instead of loading them again for each (about half of these files'
 * CPU time). tests/setup.ts still gives each file fresh app modules and a clean window. A file
 * with `vi.mock` stays isolated, as a mock registered by one file would leak into the next.
 */
const sharedDomFiles = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/${file}`)
  .filter((file) => {
    const source = readFileSync(file, 'utf8');
    return source.startsWith('// @vitest-environment happy-dom') && !source.includes('vi.mock(');
  });

export default defineConfig({
  plugins: [perFileImports(), react()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI machine is one
    // worker and a second core left to the mostly idle orchestrator; every core runs files instead.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'isolated', include: ['tests/**/*.test.{ts,tsx}'], exclude: sharedDomFiles } },
      { extends: true, test: { name: 'shared-dom', include: sharedDomFiles, isolate: false } },
    ],
  },
});
