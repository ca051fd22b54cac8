// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMachineReport } from '../../../machines/model/coverage-report';
import { deriveTestModel } from '../../../machines/model/derive';
import { CoveragePanel } from '../../../src/features/flows/coverage-panel';
import { searchMachine } from '../../support/model/fixtures/search.machine';

const model = deriveTestModel(searchMachine);

function renderPanel(report: Parameters<typeof CoveragePanel>[0]['report']) {
  render(
    <MantineProvider env="test">
      <CoveragePanel report={report} />
    </MantineProvider>,
  );
  return screen.getByRole('region', { name: 'Coverage' });
}

describe('the coverage panel', () => {
  it('says how to get a report when there is none, and that no build or restart is needed', () => {
    expect(renderPanel(null)).toHaveTextContent(
      'No coverage report yet: run npm run test:paths. The atlas reads it from the sandbox when the page opens: no build or restart needed.',
    );
  });

  it('says it is reading the report while the sandbox answers', () => {
    expect(within(renderPanel(undefined)).getByRole('status', { name: 'Reading the coverage report' })).toBeVisible();
  });

  it('counts what the executed paths covered and lists what they missed, a pair with the events that fire it', () => {
    const [state = ''] = model.states;
    const [transition = ''] = model.transitions;
    const report = buildMachineReport('search', searchMachine, [
      {
        name: 'search',
        machine: 'search',
        states: { total: 0, covered: 0, missing: [], coveredBy: { [state]: 'p' } },
        transitions: { total: 0, covered: 0, missing: [], coveredBy: { [transition]: 'p' } },
        pairs: {},
        paths: 3,
      },
    ]);
    const panel = renderPanel(report);
    expect(panel).toHaveTextContent('From 3 executed paths of search.');
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'KindCovered',
      `States1 of ${model.states.length}`,
      `Transitions1 of ${model.transitions.length}`,
      `Transition pairs0 of ${report.pairs.total}`,
    ]);
    expect(within(panel).getByText(`Transition pairs not covered (${report.pairs.total})`)).toBeInTheDocument();
    const [pair] = report.pairs.items;
    expect(within(panel).getAllByText(`Fired by: ${pair?.events}`).length).toBeGreaterThan(0);
  });
});
