/**
 * Prerendering (scripts/prerender.ts, the last step of `npm run build`) without a usable Chromium:
 * one line saying what to do, never a stack trace. A missing browser leaves the pages
 * unprerendered and the build going; one that is there but does not start fails the build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const dist = mkdtempSync(join(tmpdir(), 'sanchay-prerender-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function prerender(chromiumPath: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: dist, CHROMIUM_PATH: chromiumPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
  });
}

describe('prerendering without a usable Chromium', () => {
  it('with none at CHROMIUM_PATH: one line saying how to prerender, and the build goes on', async () => {
    const { code, output } = await prerender('/nonexistent/chromium');
    expect(code).toBe(0);
    expect(output.trimEnd().split('\n')).toEqual([
      "No Chromium at /nonexistent/chromium: the public pages are not prerendered (they paint once the app loads). To prerender them, install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.",
    ]);
  }, 60_000);

  it('with one that does not start: one line saying what to do, and the build fails', async () => {
    const { code, output } = await prerender('/bin/false');
    expect(code).toBe(1);
    const lines = output.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Chromium at \/bin\/false did not start \(.+\)\. Reinstall Debian's chromium \(apt-get install chromium\) or set CHROMIUM_PATH to a working Chromium\.$/,
    );
  }, 60_000);
});
