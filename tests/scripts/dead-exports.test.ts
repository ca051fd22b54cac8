/**
 * scripts/dead-exports.ts on a small project written to a temporary folder (Node, no DOM): an
 * export counts as used when another module imports it, re-exports it and that is imported, or
 * loads its module whole; entry points and tests are never asked about.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadExports } from '../../scripts/dead-exports';

const root = mkdtempSync(join(tmpdir(), 'dead-exports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

write({
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      noEmit: true,
      lib: ['ES2022'],
      types: [],
    },
    include: ['src', 'domain', 'tests'],
  }),
  'domain/rules.ts': [
    'export const used = 1;',
    'export const usedByTest = 2;',
    'export const unused = 3;',
    'export type UsedType = string;',
    'export interface UnusedType { a: string }',
    'export const reexported = 4;',
    'export const reexportedUnused = 5;',
    '',
  ].join('\n'),
  'domain/whole.ts': 'export const anything = 1;\n',
  'domain/loaded.ts': 'export const later = 1;\n',
  // A feature whose index is loaded whole (a lazy screen): what the index re-exports is used.
  'src/lazy/index.ts': "export { lazyScreen } from './lazy-screen';\n",
  'src/lazy/lazy-screen.ts': 'export const lazyScreen = 1;\nexport const notReexported = 2;\n',
  'src/feature/index.ts': "export { reexported, reexportedUnused } from '../../domain/rules';\n",
  'src/feature/screen.ts': [
    "import { used, type UsedType } from '../../domain/rules';",
    "import * as whole from '../../domain/whole';",
    "import { reexported } from './index';",
    'export const value: UsedType = String(used + whole.anything + reexported);',
    "export const load = () => import('../../domain/loaded');",
    "export const loadLazy = () => import('../lazy');",
    '',
  ].join('\n'),
  // A route file: an entry point the router reads, never asked about.
  'src/routes/home.ts':
    "import { value, load, loadLazy } from '../feature/screen';\nexport const Route = () => [value, load, loadLazy];\n",
  'tests/rules.test.ts': "import { usedByTest } from '../domain/rules';\nexport const seen = usedByTest;\n",
});

describe('dead exports (Node, a project in a temporary folder)', () => {
  it('names exactly the exports nobody imports', () => {
    expect(deadExports(root)).toEqual([
      { file: 'domain/rules.ts', name: 'reexportedUnused' },
      { file: 'domain/rules.ts', name: 'unused' },
      { file: 'domain/rules.ts', name: 'UnusedType' },
      // Re-exported by the feature's index, and imported through it by nobody.
      { file: 'src/feature/index.ts', name: 'reexportedUnused' },
      { file: 'src/lazy/lazy-screen.ts', name: 'notReexported' },
    ]);
  });
});
