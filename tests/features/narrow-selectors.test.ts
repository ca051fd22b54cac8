import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `useSelector(actor, (s) => s)`: the whole snapshot, so the screen re-renders on every change. */
const WHOLE_SNAPSHOT = /useSelector\(\s*[\w.]+\s*,\s*\(?\s*(\w+)\s*\)?\s*=>\s*\1\s*[,)]/;

function screens(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => join(dir, file));
}

describe('screens select what they render (happy-dom not needed: reads the source)', () => {
  it('recognises a whole-snapshot selector', () => {
    expect('useSelector(actor, (s) => s);').toMatch(WHOLE_SNAPSHOT);
    expect('useSelector(actor, state => state)').toMatch(WHOLE_SNAPSHOT);
    expect("useSelector(actor, (s) => s.matches('done'))").not.toMatch(WHOLE_SNAPSHOT);
  });

  it('no screen in src/ selects the whole snapshot', () => {
    const offenders = screens('src').filter((file) => WHOLE_SNAPSHOT.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
