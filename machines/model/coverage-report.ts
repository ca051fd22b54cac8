/**
 * Path coverage as data: the record a model-based suite writes (`CoverageRecord`, what its
 * executed paths visited) and the report per machine built from those records — states,
 * transitions and transition pairs, each covered (with the suite and path that covered it) or
 * missing (a pair with the shortest event sequence that fires it). The suites of one machine are
 * merged by machine id. `npm run test:paths` writes the report; the flow atlas shows it.
 */
import type { AnyStateMachine } from 'xstate';
import { deriveTestModel, eventLabel } from './derive';
import { reachablePairs } from './pairs';

export interface CoverageTally {
  total: number;
  covered: number;
  missing: string[];
  /** Each covered item → the first path that covered it. */
  coveredBy: Record<string, string>;
}

export interface CoverageRecord {
  /** The suite's name (`order-sip`). */
  name: string;
  /** The machine's id: the report merges the suites of one machine (`order-sip`, `order-lump-sum`). */
  machine: string;
  states: CoverageTally;
  transitions: CoverageTally;
  /** Transition pairs the paths fired (`first ⇒ second`) → the first path that fired each. */
  pairs: Record<string, string>;
  paths: number;
}

export interface ReportItem {
  id: string;
  /** `suite: path` that covered it first; null when no executed path did. */
  coveredBy: string | null;
}

interface ReportPair extends ReportItem {
  first: string;
  second: string;
  /** The events (from the initial state) of the shortest path that fires the pair. */
  events: string;
}

export interface ReportSection<T extends ReportItem> {
  covered: number;
  total: number;
  items: T[];
}

export interface MachineReport {
  /** The file under machines/ without `.machine.ts`. */
  slug: string;
  machine: string;
  suites: string[];
  paths: number;
  states: ReportSection<ReportItem>;
  transitions: ReportSection<ReportItem>;
  /** Pairs of the model the machine's context rules out, each with why (out of `pairs`). */
  infeasiblePairs?: Array<{ id: string; why: string }>;
  pairs: ReportSection<ReportPair>;
}

/** `infeasiblePairs`: the machine's spec table's (pair id → why); they count out of the pairs' total. */
export function buildMachineReport(
  slug: string,
  machine: AnyStateMachine,
  allRecords: readonly CoverageRecord[],
  infeasiblePairs: Readonly<Record<string, string>> = {},
): MachineReport {
  const records = allRecords.filter((record) => record.machine === machine.id);
  const firstCover = (lookup: (record: CoverageRecord) => string | undefined) => {
    for (const record of records) {
      const path = lookup(record);
      if (path !== undefined) return `${record.name}: ${path}`;
    }
    return null;
  };
  const section = <T extends ReportItem>(items: T[]): ReportSection<T> => ({
    covered: items.filter((item) => item.coveredBy !== null).length,
    total: items.length,
    items,
  });
  const model = deriveTestModel(machine);
  return {
    slug,
    machine: machine.id,
    suites: records.map((record) => record.name),
    paths: records.reduce((sum, record) => sum + record.paths, 0),
    states: section(model.states.map((id) => ({ id, coveredBy: firstCover((r) => r.states.coveredBy[id]) }))),
    transitions: section(
      model.transitions.map((id) => ({ id, coveredBy: firstCover((r) => r.transitions.coveredBy[id]) })),
    ),
    infeasiblePairs: Object.entries(infeasiblePairs).map(([id, why]) => ({ id, why })),
    pairs: section(
      [...reachablePairs(model).values()]
        .filter((pair) => !(pair.id in infeasiblePairs))
        .map((pair) => ({
          id: pair.id,
          first: pair.first,
          second: pair.second,
          events: pair.events.map(eventLabel).join(' → '),
          coveredBy: firstCover((r) => r.pairs[pair.id]),
        })),
    ),
  };
}
