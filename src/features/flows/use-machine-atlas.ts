import { useQuery } from '@tanstack/react-query';
import type { MachineReport } from '../../../machines/model/coverage-report';
import { deriveTestModel } from '../../../machines/model/derive';
import { generateModelPaths, type ModelPath } from '../../../machines/model/paths';
import { getElk } from './elk-engine';
import { type DiagramLayout, layoutMachineGraph } from './layout';
import { catalogue } from './machine-catalogue';
import { buildMachineGraph, type MachineGraph } from './machine-graph';

interface MachineAtlas {
  graph: MachineGraph;
  layout: DiagramLayout;
  /** The paths the model-based suite generates for the machine: the same derivation, the same order. */
  paths: ModelPath[];
  /** The latest `npm run test:paths` report for the machine, when there is one. */
  report: MachineReport | null;
}

/** The reports present when the app was built (in development: as they are written). */
const REPORT_DIR = '../../../test-results/paths/report/';
const reports = import.meta.glob<MachineReport>(['../../../test-results/paths/report/**/*.json', '!**/index.json'], {
  import: 'default',
});

/** Loads one machine's module and lays its diagram out; a machine never changes while the page is open. */
export function useMachineAtlas(slug: string) {
  return useQuery({
    queryKey: ['flows', 'machine', slug],
    queryFn: () => loadMachineAtlas(slug),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function loadMachineAtlas(slug: string): Promise<MachineAtlas> {
  const entry = catalogue.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`There is no machine "${slug}".`);
  const machine = await entry.load();
  const graph = buildMachineGraph(machine);
  const paths = generateModelPaths(deriveTestModel(machine));
  const report = (await reports[`${REPORT_DIR}${slug}.json`]?.()) ?? null;
  return { graph, layout: await layoutMachineGraph(getElk(), graph), paths, report };
}
