// @vitest-environment happy-dom
/**
 * /flows with no machine chosen is the product owner's map: every machine with its one line, the
 * spec sections its table cites, the coverage and mutation figures the sandbox serves (read when
 * the page opens, not from the build), and '—' with the command that measures a figure when no
 * report has it. A table on a wide screen, a card per flow on a phone.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as flowsRoute } from '../../../src/routes/flows';
import { setViewport, withPhoneViewport } from '../../support/viewport';

const sandboxApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const { ok, notFound } = await import('../../support/fake-api');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, sandboxApi: { GET: sandboxApi.GET } };
});

afterEach(() => sandboxApi.reset());

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const routeTree = rootRoute.addChildren([
  (flowsRoute as unknown as { update: (options: object) => AnyRoute }).update({
    id: '/flows',
    path: '/flows',
    getParentRoute: () => rootRoute,
  }),
]);

/** Reading every machine module and spec table the first time takes vitest a while to transform. */
const LOADED = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });

function renderAtlas() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/flows'] }) });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const summary = (slug: string, states: [number, number], transitions: [number, number], pairs: [number, number]) => ({
  slug,
  suites: [slug],
  paths: 4,
  states: { covered: states[0], total: states[1] },
  transitions: { covered: transitions[0], total: transitions[1] },
  pairs: { covered: pairs[0], total: pairs[1] },
});

const redemptionScore = {
  slug: 'redemption',
  machine: 'redemption',
  moneyMoving: true,
  suites: ['tests/machines/redemption.paths.test.tsx'],
  table: true,
  mutants: 33,
  killed: 33,
  outcomes: [],
};

/** The table's row for a machine, by the link to its diagram. */
async function tableRow(title: string) {
  const table = await screen.findByRole('table', {}, LOADED);
  const link = within(table).getByRole('link', { name: title });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the atlas index on a wide screen', () => {
  const initial = { width: window.innerWidth, height: window.innerHeight };
  beforeEach(() => setViewport({ width: 1366, height: 900 }));
  afterEach(() => setViewport(initial));

  it('shows each machine with its one line, spec sections, coverage and mutation score from the sandbox', async () => {
    sandboxApi.on('/flows/coverage', () =>
      ok([
        summary('redemption', [6, 6], [16, 16], [40, 52]),
        summary('order', [9, 9], [25, 25], [90, 120]),
        { ...summary('sign-in', [0, 6], [0, 7], [0, 10]), suites: [], paths: 0 },
      ]),
    );
    sandboxApi.on('/flows/mutation', () => ok([redemptionScore]));
    renderAtlas();

    expect(await screen.findByRole('heading', { level: 2, name: 'Every flow' }, LOADED)).toBeVisible();
    expect(screen.getByRole('table')).toHaveAccessibleName(/^What each flow does/);
    expect(await tableRow('redemption')).toEqual([
      expect.stringMatching(/^Redeeming units of a fund/),
      expect.stringMatching(/^001 §4\.3, §5, §7, §8\d+ rows? beyond the spec$/),
      '6 of 6',
      '16 of 16',
      '40 of 52',
      '100% (33 of 33 killed)',
    ]);
    // In the coverage report, not yet measured by a mutation run of its own.
    const order = await tableRow('order');
    expect(order.slice(2)).toEqual([
      '9 of 9',
      '25 of 25',
      '90 of 120',
      '—Not measured: run npm run test:paths -- --mutate order',
    ]);
    // A machine the last coverage report does not have, and one whose suites did not run.
    expect((await tableRow('session')).slice(2, 3)).toEqual([
      '—Not in the last coverage report: run npm run test:paths',
    ]);
    expect((await tableRow('sign in')).slice(2, 3)).toEqual([
      '—Not measured by the last run: run npm run test:paths -- sign-in',
    ]);
  });

  it("says how to produce the reports when the sandbox has none, each figure '—' with its command", async () => {
    sandboxApi.on('/flows/coverage', () => notFound('No coverage report yet: run npm run test:paths'));
    sandboxApi.on('/flows/mutation', () => notFound('No mutation report yet: run npm run test:paths -- --mutate'));
    renderAtlas();

    const notes = await screen.findAllByRole('note', {}, LOADED);
    expect(notes.map((note) => note.textContent)).toEqual([
      'No coverage report yet: run npm run test:paths, then open this page again.',
      'No mutation report yet: run npm run test:paths -- --mutate (a few minutes per machine), then open this page again.',
    ]);
    expect((await tableRow('order')).slice(2)).toEqual([
      '—Not measured: run npm run test:paths',
      '—Not measured: run npm run test:paths',
      '—Not measured: run npm run test:paths',
      '—Not measured: run npm run test:paths -- --mutate',
    ]);
  });
});

describe('the atlas index on a phone', () => {
  withPhoneViewport();

  it('shows a card per flow with the same figures', async () => {
    sandboxApi.on('/flows/coverage', () => ok([summary('redemption', [6, 6], [16, 16], [40, 52])]));
    sandboxApi.on('/flows/mutation', () => ok([redemptionScore]));
    renderAtlas();

    const link = await screen.findByRole('link', { name: 'redemption' }, LOADED);
    const card = link.closest('article');
    if (!card) throw new Error('no card');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const figures = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'States: 6 of 6',
      'Transitions: 16 of 16',
      'Transition pairs: 40 of 52',
      'Mutation score: 100% (33 of 33 killed)',
    ]);
    expect(card).toHaveTextContent(/Redeeming units of a fund/);
    expect(card).toHaveTextContent(/Spec sections: 001 §4\.3, §5, §7, §8/);
  });
});
