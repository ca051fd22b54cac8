/**
 * `npm start` builds only when something the build reads changed since the last build
 * (scripts/build.ts `--if-changed`): the sources, the page, the configs, the lockfile, the VITE_*
 * variables. Anything else (tests, the README, the data directory) leaves the build as it is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, HASH_FILE, isBuilt, OUTPUTS } from '../../scripts/build';

let root: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
const hash = (env: NodeJS.ProcessEnv = {}) => buildInputsHash(root, env);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sanchay-build-'));
  write('src/main.tsx', 'render()');
  write('server/app.ts', 'serve()');
  write('index.html', '<div id="root"></div>');
  write('package-lock.json', '{}');
  write('tests/app.test.ts', 'test()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build inputs hash', () => {
  it('is the same while nothing the build reads changes', () => {
    const before = hash();
    write('tests/app.test.ts', 'another test()');
    write('README.md', '# notes');
    write('.data/pglite/base', 'rows');
    expect(hash()).toBe(before);
  });

  it.each([
    ['a source file', () => write('src/main.tsx', 'render(differently)')],
    ['a new source file', () => write('domain/amounts.ts', 'export {}')],
    ['a server file (the production bundle)', () => write('server/app.ts', 'serve(differently)')],
    ['the page', () => write('index.html', '<div id="app"></div>')],
    ['the lockfile', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ['a Vite env file', () => write('.env.production', 'VITE_BRAND_NAME=Other')],
  ])('changes with %s', (_what, change) => {
    const before = hash();
    change();
    expect(hash()).not.toBe(before);
  });

  it('changes with the brand (VITE_* variables, read at build time), not with other variables', () => {
    const before = hash({ PORT: '8080' });
    expect(hash({ PORT: '9090' })).toBe(before);
    expect(hash({ PORT: '8080', VITE_BRAND_NAME: 'Other' })).not.toBe(before);
  });
});

describe('whether the recorded build is current', () => {
  const buildAll = (inputs: string) => {
    for (const output of OUTPUTS) write(output, 'built');
    write(HASH_FILE, `${inputs}\n`);
  };

  it('is when every output is there under the hash of the same inputs', () => {
    buildAll(hash());
    expect(isBuilt(hash(), root)).toBe(true);
  });

  it('is not after a source changed', () => {
    buildAll(hash());
    write('src/main.tsx', 'render(differently)');
    expect(isBuilt(hash(), root)).toBe(false);
  });

  it('is not with an output missing, or never recorded', () => {
    buildAll(hash());
    rmSync(join(root, OUTPUTS[2] ?? ''));
    expect(isBuilt(hash(), root)).toBe(false);
    rmSync(join(root, HASH_FILE));
    for (const output of OUTPUTS) write(output, 'built');
    expect(isBuilt(hash(), root)).toBe(false);
  });
});
