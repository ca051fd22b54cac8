import { useQuery } from '@tanstack/react-query';
import type { AnyStateMachine } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';
import { generateModelPaths, type ModelPath } from '../../../machines/model/paths';
import { getElk } from './elk-engine';
import { type DiagramLayout, layoutMachineGraph } from './layout';
import { type Area, catalogue } from './machine-catalogue';
import { buildMachineGraph, type MachineGraph } from './machine-graph';
import { type SpecSections, specSections } from './spec-sections';

interface MachineAtlas {
  machine: AnyStateMachine;
  graph: MachineGraph;
  layout: DiagramLayout;
  /** The paths the model-based suite generates for the machine: the same derivation, the same order. */
  paths: ModelPath[];
  /** The spec sections its spec table cites; undefined when it has no table. */
  sections: SpecSections | undefined;
}

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
  const [machine, table] = await Promise.all([entry.load(), entry.loadSpecTable()]);
  const graph = buildMachineGraph(machine);
  const paths = generateModelPaths(deriveTestModel(machine));
  const layout = await layoutMachineGraph(getElk(), graph);
  return { machine, graph, layout, paths, sections: table && specSections(table) };
}

export interface IndexEntry {
  slug: string;
  area: Area;
  /** The machine's one line (its root `description`). */
  description: string | undefined;
  sections: SpecSections | undefined;
}

/** Every machine's one line and spec sections, for the atlas's index: each module and table loads once. */
export function useAtlasIndex() {
  return useQuery({
    queryKey: ['flows', 'index'],
    queryFn: loadAtlasIndex,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function loadAtlasIndex(): Promise<IndexEntry[]> {
  return Promise.all(
    catalogue.map(async (entry) => {
      const [machine, table] = await Promise.all([entry.load(), entry.loadSpecTable()]);
      return {
        slug: entry.slug,
        area: entry.area,
        description: machine.root.description,
        sections: table && specSections(table),
      };
    }),
  );
}
