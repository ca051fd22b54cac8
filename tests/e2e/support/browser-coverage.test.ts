/**
 * The browser paths' coverage (e2e/support/browser-coverage.ts): each path's file, written by
 * whichever Playwright worker ran it, merges into one record crediting every state, transition
 * and pair to the first path (by its place among the suite's paths) that visited it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeBrowserCoverage, type PathVisitsFile } from '../../../e2e/support/browser-coverage';

const MODEL = {
  states: ['folio', 'details', 'otp'],
  transitions: ['folio --folio.confirm--> details', 'details --submit--> otp', 'otp --step.previous--> details'],
};

let root = '';
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function writeVisits(file: string, visits: Omit<PathVisitsFile, 'name' | 'machine' | 'paths'>) {
  const record: PathVisitsFile = { name: 'redemption', machine: 'redemption', paths: 3, ...visits };
  await writeFile(join(root, 'redemption', file), JSON.stringify(record));
}

describe('mergeBrowserCoverage', () => {
  it('credits each item to the first path by index, whatever order the workers wrote them in', async () => {
    root = await mkdtemp(join(tmpdir(), 'browser-coverage-'));
    await mkdir(join(root, 'redemption'));
    // Written out of order (a second worker finished first); one path failed part-way.
    await writeVisits('0002-bbbbbbbbbbbb.json', {
      index: 2,
      path: 'folio.confirm → submit → step.previous ⇒ details',
      states: ['folio', 'details', 'otp'],
      transitions: ['folio --folio.confirm--> details', 'details --submit--> otp', 'otp --step.previous--> details'],
      pairs: ['details --submit--> otp ⇒ otp --step.previous--> details'],
    });
    await writeVisits('0000-aaaaaaaaaaaa.json', {
      index: 0,
      path: 'folio.confirm ⇒ details',
      states: ['folio', 'details'],
      transitions: ['folio --folio.confirm--> details'],
      pairs: [],
    });

    const record = await mergeBrowserCoverage('redemption', MODEL, root);

    expect(record).toMatchObject({ name: 'redemption (browser)', machine: 'redemption', paths: 3 });
    expect(record?.states).toEqual({
      total: 3,
      covered: 3,
      missing: [],
      coveredBy: {
        folio: 'folio.confirm ⇒ details',
        details: 'folio.confirm ⇒ details',
        otp: 'folio.confirm → submit → step.previous ⇒ details',
      },
    });
    expect(record?.transitions.covered).toBe(3);
    expect(record?.transitions.coveredBy['folio --folio.confirm--> details']).toBe('folio.confirm ⇒ details');
    expect(record?.pairs).toEqual({
      'details --submit--> otp ⇒ otp --step.previous--> details': 'folio.confirm → submit → step.previous ⇒ details',
    });
  });

  it('is null when no path of the suite ran', async () => {
    root = await mkdtemp(join(tmpdir(), 'browser-coverage-'));
    expect(await mergeBrowserCoverage('redemption', MODEL, root)).toBeNull();
  });
});
