/**
 * The production server bundle (scripts/build-server.ts): a production install has the
 * `dependencies` alone, so every package a production start loads is one of them,
 * and `dependencies` holds nothing else but the project's own Node. cognito-local (the sandbox's
 * user pool, a dev dependency) is loaded only by the sandbox's own chunk.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, productionPackages } from '../../scripts/build-server';

const ROOT = resolve(import.meta.dirname, '../..');
const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Relative to the root, as esbuild names its outputs in the metafile; never dist-server/ itself,
// which the build beside the tests writes.
const outDir = `node_modules/.cache/sanchay-server-test-${process.pid}`;
let metafile: Metafile;

beforeAll(async () => {
  process.chdir(ROOT);
  metafile = await buildServer(outDir);
}, 60_000);
afterAll(() => rmSync(join(ROOT, outDir), { recursive: true, force: true }));

describe('the production server bundle', () => {
  it('loads only dependencies at start, and dependencies are exactly those and Node', () => {
    const loaded = productionPackages(metafile, outDir);
    expect(loaded.filter((name) => !(name in dependencies))).toEqual([]);
    expect(Object.keys(dependencies).sort()).toEqual([...loaded, 'node'].sort());
  });

  it('imports cognito-local only from the sandbox identity chunk, which is imported dynamically', () => {
    const importers = Object.entries(metafile.outputs)
      .filter(([, output]) => output.imports.some(({ path }) => path.startsWith('cognito-local')))
      .map(([file]) => file.split('/').at(-1));
    expect(importers).toEqual([expect.stringMatching(/^sandbox-identity-\w+\.js$/)]);
    const importsOfIt = Object.values(metafile.outputs).flatMap(({ imports }) =>
      imports.filter(({ path }) => path.includes('/sandbox-identity-')),
    );
    expect(importsOfIt.map(({ kind }) => kind)).toEqual(['dynamic-import']);
  });
});
