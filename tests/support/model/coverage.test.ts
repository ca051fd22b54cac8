import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverageShare, createCoverageRecorder, formatCoverageTable, readCoverageRecords } from './coverage';

const machine = { states: ['a', 'b', 'c'], transitions: ['a --go--> b', 'b --go--> c'] };
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('coverage record', () => {
  it('counts what was visited and names what was not', () => {
    const recorder = createCoverageRecorder('toy', machine, 2);
    recorder.visitStates(['a', 'b', 'a', 'unknown']);
    recorder.visitTransitions(['a --go--> b']);
    expect(recorder.toRecord()).toEqual({
      name: 'toy',
      states: { total: 3, covered: 2, missing: ['c'] },
      transitions: { total: 2, covered: 1, missing: ['b --go--> c'] },
      paths: 2,
    });
  });

  it('writes the record as <name>.json and reads every record back, sorted by name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paths-'));
    dirs.push(dir);
    const zeta = createCoverageRecorder('zeta', machine, 1);
    const alpha = createCoverageRecorder('alpha', machine, 3);
    alpha.visitStates(machine.states);
    expect(await zeta.write(dir)).toBe(join(dir, 'zeta.json'));
    await alpha.write(dir);
    expect((await readCoverageRecords(dir)).map((r) => [r.name, r.states.covered])).toEqual([
      ['alpha', 3],
      ['zeta', 0],
    ]);
    expect(await readCoverageRecords(join(dir, 'absent'))).toEqual([]);
  });

  it('prints one row per machine with the covered share, then the gaps', () => {
    const full = createCoverageRecorder('contact-form', machine, 4);
    full.visitStates(machine.states);
    full.visitTransitions(machine.transitions);
    const partial = createCoverageRecorder('explorer', machine, 2);
    partial.visitStates(['a', 'b']);
    partial.visitTransitions(['a --go--> b']);

    expect(coverageShare(full.toRecord())).toBe(100);
    expect(coverageShare(partial.toRecord())).toBe(60);
    expect(formatCoverageTable([full.toRecord(), partial.toRecord()]).split('\n')).toEqual([
      'machine       states  transitions  paths  covered',
      'contact-form     3/3          2/2      4     100%',
      'explorer         2/3          1/2      2      60%',
      '',
      'Not covered:',
      '  explorer: state c not covered',
      '  explorer: transition b --go--> c not covered',
    ]);
  });
});
