// @vitest-environment happy-dom
/**
 * Every machine in machines/ reaches the atlas and is drawn whole: each state of the machine
 * is a box, each transition an arrow or a line in its box, named as the derivation names them.
 * ELK runs in-process here (the app runs it in a worker).
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deriveTestModel } from '../../../machines/model/derive';
import { machineSlugs } from '../../../scripts/path-report';
import { areaOf, catalogue } from '../../../src/features/flows/machine-catalogue';
import { MachineDiagram } from '../../../src/features/flows/machine-diagram';
import { specSectionsText } from '../../../src/features/flows/spec-sections';
import { loadAtlasIndex, loadMachineAtlas } from '../../../src/features/flows/use-machine-atlas';

vi.mock('../../../src/features/flows/elk-engine', async () => {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  return { getElk: () => elk };
});

describe('the flow atlas', () => {
  it('lists every *.machine.ts under machines/, found by file name', () => {
    expect(catalogue.map((entry) => entry.slug).sort()).toEqual(machineSlugs());
  });

  it('groups the machines by area, shared steps apart', () => {
    expect(
      Object.fromEntries(
        [
          'sign-in',
          'onboarding/pan-fetch',
          'order',
          'verification',
          'redemption',
          'stp',
          'plan-change',
          'shared/code-entry',
        ].map((slug) => [slug, areaOf(slug)]),
      ),
    ).toEqual({
      'sign-in': 'Identity',
      'onboarding/pan-fetch': 'Onboarding',
      order: 'Buying',
      verification: 'Verification',
      redemption: 'Portfolio flows',
      stp: 'Portfolio flows',
      'plan-change': 'Plans',
      'shared/code-entry': 'Shared steps',
    });
    expect(catalogue.filter((entry) => entry.area === 'Other flows').map((entry) => entry.slug)).toEqual([
      'contact-form',
    ]);
  });

  it("gives every machine the index's one line (its root description) and the spec sections its table cites", async () => {
    const index = await loadAtlasIndex();
    const problems = index.flatMap((entry) => {
      const line = entry.description ?? '';
      return [
        ...(line.length === 0 ? [`${entry.slug}: no root description`] : []),
        ...(/\n/.test(line) || line.length > 140 ? [`${entry.slug}: description longer than one line`] : []),
        ...(entry.sections ? [] : [`${entry.slug}: no spec table`]),
        ...(entry.sections && specSectionsText(entry.sections) === '' ? [`${entry.slug}: no spec section cited`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it.each(catalogue.map((entry) => entry.slug))('draws %s with all its states and transitions', async (slug) => {
    const entry = catalogue.find((candidate) => candidate.slug === slug);
    const machine = await entry?.load();
    if (!machine) throw new Error(`no machine for ${slug}`);
    const model = deriveTestModel(machine);
    const { graph, layout } = await loadMachineAtlas(slug);

    expect(graph.states.map((state) => state.path)).toEqual(expect.arrayContaining(model.states));
    expect(graph.transitions.map((transition) => transition.id).sort()).toEqual([...model.transitions].sort());

    const { container } = render(
      <MantineProvider env="test">
        <MachineDiagram graph={graph} layout={layout} label={`Diagram of ${slug}`} />
      </MantineProvider>,
    );
    const drawnStates = new Set(
      [...container.querySelectorAll('[data-state]')].map((el) => el.getAttribute('data-state')),
    );
    const drawnTransitions = new Set(
      [...container.querySelectorAll('[data-transition]')].map((el) => el.getAttribute('data-transition')),
    );
    expect({
      statesNotDrawn: model.states.filter((path) => !drawnStates.has(path)),
      transitionsNotDrawn: model.transitions.filter((id) => !drawnTransitions.has(id)),
    }).toEqual({ statesNotDrawn: [], transitionsNotDrawn: [] });
    // Every box and arrow has a place: ELK laid out all of them.
    for (const state of layout.states) expect(state.width).toBeGreaterThan(0);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
  });
});
