// @vitest-environment happy-dom
/**
 * Model-based test of the fund explorer: every path the helper derives from the
 * production machine is driven through the rendered explorer screen, using its
 * real selects, buttons and search box; actor calls are settled by hand; every
 * state is checked by what the visitor sees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SchemeType } from '../../domain/scheme-types';
import { EXPLORER_PAGE_SIZE, explorerMachine, type SchemePage } from '../../machines/explorer.machine';
import { ExplorerScreen } from '../../src/features/catalogue/explorer/explorer-screen';
import { commonMessages, explorerMessages as text } from '../../src/features/catalogue/messages';
import {
  choose,
  exploreButton,
  fundHouseSelect,
  optionSelect,
  schemeTypeSelect,
  searchBox,
  searchButton,
} from '../features/catalogue/explorer-ui';
import { renderRoutes } from '../features/catalogue/harness';
import { createDeferredActors, describeModelPaths } from '../support/model';

const fundHouses = [
  { amcCode: 'AXIS', amcName: 'Axis Mutual Fund' },
  { amcCode: 'HDFC', amcName: 'HDFC Mutual Fund' },
];

/** Three pages' worth, so there is always another page to go to. */
function schemePage(): SchemePage {
  return {
    totalElements: 25,
    currentPage: 0,
    perPage: EXPLORER_PAGE_SIZE,
    userProducts: Array.from({ length: EXPLORER_PAGE_SIZE }, (_, i) => ({
      uniqueNo: `INF0A1B0${String(i).padStart(4, '0')}`,
      schemeName: `Axis Bluechip Fund ${i + 1}`,
      minimumPurchaseAmount: '500.00',
    })),
  };
}

async function setup() {
  const user = userEvent.setup();
  const deferred = createDeferredActors(explorerMachine, [
    'loadAmcs',
    'loadSchemeTypes',
    'loadSchemeOptions',
    'loadSchemes',
  ]);
  const machine = explorerMachine.provide({ actors: deferred.actors });
  let opened = false;
  return {
    user,
    deferred,
    /** What the visitor did that the next list request must carry (000 §2.3): search, page, sort. */
    /** The scheme type last chosen, as the select names it. */
    schemeType: '',
    query: { box: '', filter: null as string | null, page: 1, direction: 'ASC' as 'ASC' | 'DESC' },
    get opened() {
      return opened;
    },
    /** Visits the explorer: the filter explorer, or ?name=TYPE's listing. */
    async open(schemeType?: SchemeType) {
      opened = true;
      renderRoutes('/explore-test', { element: () => <ExplorerScreen machine={machine} schemeType={schemeType} /> });
      await screen.findByRole('heading', { level: 1 });
    },
  };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const alertTitled = (title: string) => screen.findByRole('alert', { name: title });

async function retry(title: string, user: Sut['user']) {
  await user.click(within(await alertTitled(title)).getByRole('button', { name: commonMessages.retry }));
}

/** Picks an option other than the one shown, so the select really changes. */
async function chooseOther(user: Sut['user'], select: HTMLElement, names: readonly [string, string]) {
  await choose(user, select, (select as HTMLInputElement).value === names[0] ? names[1] : names[0]);
}

async function expectListLoading({ deferred, query }: Sut) {
  expect(await screen.findByRole('status')).toHaveTextContent(text.loadingSchemes);
  expect((await deferred.next('loadSchemes')).input).toMatchObject({
    pageNo: query.page - 1,
    direction: query.direction,
    filter: query.filter,
  });
}

async function expectListFailed() {
  expect(await alertTitled(text.failed.schemes)).toHaveTextContent('Request failed with status 500');
}

/** Explore and Search apply only to a complete set of filters (growth chosen) or a type listing. */
function listApplies(): boolean {
  const option = screen.queryByRole('combobox', { name: 'Option' });
  return option === null || (option as HTMLInputElement).value === 'Growth';
}

/** Explore or Search applied: the search text (once long enough) goes with the first page. */
function apply(sut: Sut) {
  const text = sut.query.box.trim();
  sut.query.filter = text.length >= 3 ? text : null;
  sut.query.page = 1;
}

async function expectListShowing() {
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.getByRole('table')).toBeVisible();
  expect(screen.getByRole('cell', { name: 'Axis Bluechip Fund 1' })).toBeVisible();
  expect(screen.getByRole('navigation', { name: text.pagination })).toBeVisible();
}

describeModelPaths({
  name: 'explorer',
  machine: explorerMachine,
  setup,
  states: {
    // Left at once by `always`: the `always` executor is the visit itself.
    starting: (sut) => expect(sut.opened).toBe(false),
    loadingFundHouses: async () => {
      await waitFor(() => expect(fundHouseSelect()).toBeDisabled());
      expect(fundHouseSelect()).toHaveAttribute('placeholder', text.loadingList);
    },
    fundHousesFailed: async () => {
      expect(await alertTitled(text.failed.fundHouses)).toHaveTextContent('Catalogue unavailable');
      expect(fundHouseSelect()).toBeDisabled();
    },
    exploring: async () => {
      expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await waitFor(() => expect(fundHouseSelect()).toBeEnabled());
    },
    'exploring.choosing': () => {
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByText(text.chooseFirst)).toBeVisible();
    },
    'exploring.choosing.filters': () => expect(exploreButton()).toBeEnabled(),
    'exploring.choosing.filters.awaitingFundHouse': () => {
      expect(fundHouseSelect()).toHaveValue('');
      expect(schemeTypeSelect()).toBeDisabled();
      expect(optionSelect()).toBeDisabled();
    },
    'exploring.choosing.filters.loadingSchemeTypes': () => {
      expect(fundHouseSelect()).not.toHaveValue('');
      expect(schemeTypeSelect()).toBeDisabled();
      expect(schemeTypeSelect()).toHaveAttribute('placeholder', text.loadingList);
    },
    'exploring.choosing.filters.schemeTypesFailed': async () => {
      expect(await alertTitled(text.failed.schemeTypes)).toHaveTextContent('Scheme types unavailable');
      expect(schemeTypeSelect()).toBeDisabled();
    },
    'exploring.choosing.filters.awaitingSchemeType': async () => {
      await waitFor(() => expect(schemeTypeSelect()).toBeEnabled());
      expect(schemeTypeSelect()).toHaveValue('');
      expect(optionSelect()).toBeDisabled();
    },
    'exploring.choosing.filters.loadingSchemeOptions': async ({ deferred, schemeType }) => {
      // The options of the type chosen last, however many were chosen before.
      expect(schemeTypeSelect()).toHaveValue(schemeType);
      expect((await deferred.next('loadSchemeOptions')).input).toMatchObject({ schemeType: schemeType.toUpperCase() });
      expect(optionSelect()).toBeDisabled();
      expect(optionSelect()).toHaveAttribute('placeholder', text.loadingList);
    },
    'exploring.choosing.filters.schemeOptionsFailed': async () => {
      expect(await alertTitled(text.failed.schemeOptions)).toHaveTextContent('Options unavailable');
      expect(optionSelect()).toBeDisabled();
    },
    'exploring.choosing.filters.noGrowthOption': async () => {
      expect(await screen.findByText(text.noGrowthOption)).toBeVisible();
      expect(optionSelect()).toBeEnabled();
      expect(optionSelect()).toHaveValue('');
    },
    'exploring.choosing.message': () => expect(screen.getByRole('form', { name: text.filtersLegend })).toBeVisible(),
    'exploring.choosing.message.hidden': () => expect(screen.queryByText(text.incompleteFilters)).toBeNull(),
    'exploring.choosing.message.shown': () =>
      expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(text.incompleteFilters),
    'exploring.complete': async () => {
      await waitFor(() => expect(optionSelect()).toHaveValue('Growth'));
      expect(screen.queryByText(text.incompleteFilters)).toBeNull();
    },
    'exploring.complete.notApplied': () => {
      expect(screen.getByText(text.pressExplore)).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
    },
    'exploring.complete.loading': expectListLoading,
    'exploring.complete.failed': expectListFailed,
    'exploring.complete.showing': expectListShowing,
    typeListing: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Equity Fund' })).toBeVisible();
      expect(screen.queryByRole('combobox', { name: text.fundHouse })).toBeNull();
    },
    'typeListing.loading': expectListLoading,
    'typeListing.failed': expectListFailed,
    'typeListing.showing': expectListShowing,
  },
  events: {
    always: async (sut, step) => {
      await sut.open(step.case === 'isTypeListing' ? 'EQUITY' : undefined);
    },
    'done.loadAmcs': ({ deferred }) => deferred.resolve('loadAmcs', fundHouses),
    'error.loadAmcs': ({ deferred }) => deferred.reject('loadAmcs', new Error('Catalogue unavailable')),
    'fundHouses.retry': ({ user }) => retry(text.failed.fundHouses, user),
    'fundHouse.select': ({ user }) => chooseOther(user, fundHouseSelect(), ['Axis Mutual Fund', 'HDFC Mutual Fund']),
    'done.loadSchemeTypes': ({ deferred }) => deferred.resolve('loadSchemeTypes', ['EQUITY', 'DEBT']),
    'error.loadSchemeTypes': ({ deferred }) =>
      deferred.reject('loadSchemeTypes', new Error('Scheme types unavailable')),
    'schemeTypes.retry': ({ user }) => retry(text.failed.schemeTypes, user),
    'schemeType.select': async (sut) => {
      sut.schemeType = (schemeTypeSelect() as HTMLInputElement).value === 'Equity' ? 'Debt' : 'Equity';
      await choose(sut.user, schemeTypeSelect(), sut.schemeType);
    },
    'done.loadSchemeOptions': ({ deferred }, step) =>
      deferred.resolve(
        'loadSchemeOptions',
        step.case === 'offersGrowth' ? ['Growth', 'IDCW Payout'] : ['IDCW Payout', 'IDCW Reinvestment'],
      ),
    'error.loadSchemeOptions': ({ deferred }) => deferred.reject('loadSchemeOptions', new Error('Options unavailable')),
    'schemeOptions.retry': ({ user }) => retry(text.failed.schemeOptions, user),
    'filters.apply': async (sut) => {
      if (listApplies()) apply(sut);
      await sut.user.click(exploreButton());
    },
    'search.change': async ({ user, query }) => {
      await user.type(searchBox(), 'x');
      query.box += 'x';
    },
    'search.clear': async ({ user, query }) => {
      if (searchBox().getAttribute('value') === '') await user.type(searchBox(), 'abc');
      await user.clear(searchBox());
      expect(searchBox()).toHaveValue('');
      query.box = '';
      query.filter = null;
      query.page = 1;
    },
    'search.submit': async (sut) => {
      const { user, query } = sut;
      if ((searchBox().getAttribute('value') ?? '').trim().length < 3) {
        await user.type(searchBox(), 'Bluechip');
        query.box += 'Bluechip';
      }
      if (listApplies()) apply(sut);
      await user.click(searchButton());
    },
    'done.loadSchemes': ({ deferred }) => deferred.resolve('loadSchemes', schemePage()),
    'error.loadSchemes': ({ deferred }) => deferred.reject('loadSchemes', new Error('Request failed with status 500')),
    'results.retry': ({ user }) => retry(text.failed.schemes, user),
    'page.change': async ({ user, query }) => {
      const pages = screen.getByRole('navigation', { name: text.pagination });
      const current = within(pages)
        .getAllByRole('button')
        .find((button) => button.getAttribute('aria-current') === 'page');
      const target = current?.textContent === '2' ? 3 : 2;
      await user.click(within(pages).getByRole('button', { name: `Page ${target}` }));
      query.page = target;
    },
    'sort.toggle': async ({ user, query }) => {
      await user.click(within(screen.getByRole('columnheader', { name: /Scheme Name/ })).getByRole('button'));
      query.direction = query.direction === 'ASC' ? 'DESC' : 'ASC';
      query.page = 1;
    },
  },
});
