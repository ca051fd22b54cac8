import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoverageRecorder, readCoverageRecords } from './coverage';

const machine = { states: ['a', 'b', 'c'], transitions: ['a --go--> b', 'b --go--> c'] };
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('coverage record', () => {
  it('counts what was visited, with the first path that visited it, and names what was not', () => {
    const recorder = createCoverageRecorder({ name: 'toy-suite', machine: 'toy' }, machine, 2);
    recorder.visitStates(['a', 'b', 'a', 'unknown'], 'go ⇒ b');
    recorder.visitStates(['b'], 'go → go ⇒ c');
    recorder.visitTransitions(['a --go--> b'], 'go ⇒ b');
    recorder.visitPairs(['a --go--> b ⇒ b --go--> c'], 'go → go ⇒ c');
    expect(recorder.toRecord()).toEqual({
      name: 'toy-suite',
      machine: 'toy',
      states: { total: 3, covered: 2, missing: ['c'], coveredBy: { a: 'go ⇒ b', b: 'go ⇒ b' } },
      transitions: { total: 2, covered: 1, missing: ['b --go--> c'], coveredBy: { 'a --go--> b': 'go ⇒ b' } },
      pairs: { 'a --go--> b ⇒ b --go--> c': 'go → go ⇒ c' },
      paths: 2,
    });
  });

  it('writes the record as <suite>.json and reads every record back, sorted by name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paths-'));
    dirs.push(dir);
    const zeta = createCoverageRecorder({ name: 'zeta', machine: 'zeta' }, machine, 1);
    const alpha = createCoverageRecorder({ name: 'alpha', machine: 'alpha' }, machine, 3);
    alpha.visitStates(machine.states, 'a path');
    expect(await zeta.write(dir)).toBe(join(dir, 'zeta.json'));
    await alpha.write(dir);
    expect((await readCoverageRecords(dir)).map((r) => [r.name, r.states.covered])).toEqual([
      ['alpha', 3],
      ['zeta', 0],
    ]);
    expect(await readCoverageRecords(join(dir, 'absent'))).toEqual([]);
  });
});
