/**
 * The project runs on its own Node (the `node` package, a dependency: npm puts its binary first on
 * PATH inside npm scripts and npx), whatever Node the machine has. `.nvmrc`, the pinned package,
 * `engines` and `@types/node` name the same release, and what the tests, and what they spawn as
 * `node`, run on is that release.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pinned = readFileSync(resolve(ROOT, '.nvmrc'), 'utf8').trim();

describe('the Node the project runs on', () => {
  it('is one release, named alike by .nvmrc, the node package, engines and @types/node', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(packageJson.dependencies.node).toBe(pinned);
    expect(packageJson.engines.node).toBe(`^${pinned}`);
    expect(packageJson.devDependencies['@types/node']).toMatch(/^\^24\./);
  });

  it('runs the tests', () => {
    expect(process.version).toBe(`v${pinned}`);
  });

  it('is the `node` that npm scripts, Playwright and the test servers spawn', () => {
    expect(execFileSync('node', ['--version'], { encoding: 'utf8' }).trim()).toBe(`v${pinned}`);
  });
});
