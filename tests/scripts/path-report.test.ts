import { describe, expect, it } from 'vitest';
import type { CoverageRecord } from '../../machines/model/coverage-report';
import { buildMachineReport } from '../../machines/model/coverage-report';
import { deriveTestModel } from '../../machines/model/derive';
import { pairId, reachablePairs } from '../../machines/model/pairs';
import { formatReportTable, machineReportHtml, machineSlugs } from '../../scripts/path-report';
import { searchMachine } from '../support/model/fixtures/search.machine';

const model = deriveTestModel(searchMachine);
const [firstState = '', secondState = ''] = model.states;
const [firstTransition = '', secondTransition = ''] = model.transitions;

function record(name: string, machine: string, coveredBy: string): CoverageRecord {
  return {
    name,
    machine,
    states: { total: 0, covered: 0, missing: [], coveredBy: { [firstState]: coveredBy } },
    transitions: { total: 0, covered: 0, missing: [], coveredBy: { [firstTransition]: coveredBy } },
    pairs: { [pairId(firstTransition, secondTransition)]: coveredBy },
    paths: 2,
  };
}

describe('path coverage report', () => {
  it('merges the suites of one machine, naming the suite and path that covered each item', () => {
    const report = buildMachineReport('search', searchMachine, [
      record('search-a', 'search', 'search ⇒ searching'),
      record('search-b', 'search', 'reset ⇒ form'),
      record('fixture', 'other', 'elsewhere'),
    ]);
    expect(report.suites).toEqual(['search-a', 'search-b']);
    expect(report.paths).toBe(4);
    expect(report.states.total).toBe(model.states.length);
    expect(report.states.items.find((item) => item.id === firstState)?.coveredBy).toBe('search-a: search ⇒ searching');
    expect(report.states.items.find((item) => item.id === secondState)?.coveredBy).toBeNull();
    expect(report.transitions.covered).toBe(1);
    const pairs = report.pairs.items;
    expect(pairs.length).toBeGreaterThan(1);
    expect(report.pairs.covered).toBe(pairs.filter((p) => p.id === pairId(firstTransition, secondTransition)).length);
    // A missing pair says how to fire it: the events of the shortest path from the start.
    expect(pairs.every((pair) => pair.events.length > 0)).toBe(true);
    expect(machineReportHtml(report)).toContain('Transition pairs: ');
  });

  it('prints a row per machine, a machine no suite ran for included, then what was missed', () => {
    const anyPair = [...reachablePairs(deriveTestModel(searchMachine)).keys()][0] ?? '';
    const covered = buildMachineReport('search', searchMachine, [record('search', 'search', 'p')], {
      [anyPair]: 'the fixture cannot',
    });
    const none = buildMachineReport('onboarding/search', searchMachine, []);
    const table = formatReportTable([covered, none], new Map([['search', { killed: 9, mutants: 10 }]])).split('\n');
    expect(table[0]).toMatch(/^machine\s+suites\s+paths\s+states\s+transitions\s+pairs\s+infeasible\s+mutants$/);
    // The mutation score of the last `--mutate` run of the machine; '—' for one never run.
    expect(table[1]).toMatch(/^search\s+1\s+2\s+1\/\d+\s+1\/\d+\s+\d+\/\d+\s+1\s+9\/10 90%$/);
    // An infeasible pair counts out of the pairs' total and is listed with why.
    expect(covered.pairs.total).toBe(none.pairs.total - 1);
    expect(machineReportHtml(covered)).toContain('the fixture cannot');
    expect(table[2]).toMatch(/^onboarding\/search\s+none ran\s+0\s+0\/\d+.*\s—$/);
    expect(table).toContain(`  search: state ${secondState} not covered`);
  });

  it('finds every machine file under machines/, in subfolders too', () => {
    expect(machineSlugs()).toEqual(expect.arrayContaining(['order', 'onboarding/pan-fetch', 'shared/code-entry']));
  });
});
