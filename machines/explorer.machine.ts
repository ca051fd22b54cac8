/**
 * The fund explorer (000 §2.3, §5, §9): fund house → scheme type → option, then
 * Explore lists the matching schemes, 10 a page, sortable by name, searchable by
 * name. With `?name=TYPE` it lists every scheme of one type instead.
 *
 * Whether every filter is set is a state, not a check on context: `choosing`
 * (something missing; Explore shows 'Please select all the valid filters') or
 * `complete` (the growth option is chosen; Explore lists). Changing a filter
 * takes the explorer back to `choosing`, clearing the table, so the rows on
 * screen always belong to the filters on screen.
 */
import { assign, fromPromise, setup } from 'xstate';
import { autoSelectedOption } from '../domain/scheme-options';
import type { SchemeType } from '../domain/scheme-types';

export const EXPLORER_PAGE_SIZE = 10;
const SEARCH_MIN_LENGTH = 3;

export interface FundHouse {
  amcCode: string;
  amcName: string;
}

type SortDirection = 'ASC' | 'DESC';

/** Where the listed schemes come from: the three filters, or one scheme type (?name=). */
type SchemeSource =
  | { kind: 'filters'; amc: string; schemeType: SchemeType; option: string }
  | { kind: 'type'; schemeType: SchemeType };

/** What loadSchemes is asked for. `pageNo` is zero-based, as the API wants it. */
export interface SchemeQuery {
  source: SchemeSource;
  pageNo: number;
  pageSize: number;
  direction: SortDirection;
  filter: string | null;
}

export interface SchemeRow {
  uniqueNo: string;
  schemeName: string;
  minimumPurchaseAmount: string;
}

export interface SchemePage {
  totalElements: number;
  currentPage: number;
  perPage: number;
  userProducts: SchemeRow[];
}

interface ExplorerInput {
  /** The `?name=` scheme type; absent for the filter explorer. */
  schemeType?: SchemeType | undefined;
}

interface ExplorerContext {
  listedType: SchemeType | null;
  fundHouses: FundHouse[];
  amc: string | null;
  schemeTypes: SchemeType[];
  schemeType: SchemeType | null;
  options: string[];
  option: string | null;
  searchText: string;
  /** The source of the rows on screen (or being loaded); paging and sorting reuse it. */
  applied: SchemeSource | null;
  appliedSearch: string | null;
  /** 1-based, as shown; sent as page − 1. */
  page: number;
  direction: SortDirection;
  results: SchemePage | null;
  error: string | null;
}

type ExplorerEvent =
  | { type: 'fundHouse.select'; amc: string }
  | { type: 'schemeType.select'; schemeType: SchemeType }
  | { type: 'filters.apply' }
  | { type: 'search.change'; text: string }
  | { type: 'search.clear' }
  | { type: 'search.submit' }
  | { type: 'page.change'; page: number }
  | { type: 'sort.toggle' }
  | { type: 'fundHouses.retry' }
  | { type: 'schemeTypes.retry' }
  | { type: 'schemeOptions.retry' }
  | { type: 'results.retry' };

/** Whether the typed search text is long enough to search with (000 §5). */
export function isSearchableText(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/** The request for the current context, or null when nothing has been applied yet. */
function schemeQuery(context: ExplorerContext): SchemeQuery | null {
  if (!context.applied) return null;
  return {
    source: context.applied,
    pageNo: context.page - 1,
    pageSize: EXPLORER_PAGE_SIZE,
    direction: context.direction,
    filter: context.appliedSearch,
  };
}

/** The three filters as a scheme source, or null while one is missing. */
export function filterSource(context: Pick<ExplorerContext, 'amc' | 'schemeType' | 'option'>): SchemeSource | null {
  const { amc, schemeType, option } = context;
  return amc && schemeType && option ? { kind: 'filters', amc, schemeType, option } : null;
}

/** The name filter sent with a listing: the trimmed search text once it is long enough. */
function searchFilter(text: string): string | null {
  return isSearchableText(text) ? text.trim() : null;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

const meta = (description: string, spec = '000 §2.3') => ({ description, spec });

/** Choosing a scheme type reloads its options and hides the filters message (000 §5). */
const chooseSchemeType = {
  target: ['#explorer.exploring.choosing.filters.loadingSchemeOptions', '#explorer.exploring.choosing.message.hidden'],
  actions: 'selectSchemeType',
} as const;

/** Clearing the search box reapplies the listing without the name filter (000 §2.3). */
const clearSearchAndReload = { target: 'loading', reenter: true, actions: 'clearSearch' } as const;

/** The scheme table: shared by the complete filter explorer and the type listing. */
const listStates = {
  loading: {
    meta: meta('The scheme list is loading for the applied source, page, sort and search.', '000 §2.3, §9'),
    on: { 'search.clear': clearSearchAndReload },
    invoke: {
      src: 'loadSchemes',
      input: ({ context }: { context: ExplorerContext }) => {
        const query = schemeQuery(context);
        if (!query) throw new Error('loadSchemes started with nothing applied');
        return query;
      },
      onDone: {
        target: 'showing',
        actions: {
          type: 'storeResults',
          params: ({ event }: { event: { output: SchemePage } }) => ({ page: event.output }),
        },
      },
      onError: {
        target: 'failed',
        actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      },
    },
  },
  failed: {
    meta: meta('The scheme list could not be loaded; the error is shown with a Retry button.', '000 §8'),
    on: { 'results.retry': 'loading', 'search.clear': clearSearchAndReload },
  },
  showing: {
    meta: meta(
      'The table shows one page of schemes (or that none match), with paging and sort by name.',
      '000 §2.3, §9',
    ),
    on: {
      'page.change': { guard: 'isOtherPage', target: 'loading', actions: 'setPage' },
      'sort.toggle': { target: 'loading', actions: 'toggleSort' },
      'search.clear': clearSearchAndReload,
    },
  },
} as const;

export const explorerMachine = setup({
  types: {
    context: {} as ExplorerContext,
    events: {} as ExplorerEvent,
    input: {} as ExplorerInput,
  },
  actors: {
    loadAmcs: fromPromise<FundHouse[]>(async () => {
      throw new Error('loadAmcs not provided');
    }),
    loadSchemeTypes: fromPromise<SchemeType[], { amc: string }>(async () => {
      throw new Error('loadSchemeTypes not provided');
    }),
    loadSchemeOptions: fromPromise<string[], { amc: string; schemeType: SchemeType }>(async () => {
      throw new Error('loadSchemeOptions not provided');
    }),
    loadSchemes: fromPromise<SchemePage, SchemeQuery>(async () => {
      throw new Error('loadSchemes not provided');
    }),
  },
  guards: {
    isTypeListing: ({ context }) => context.listedType !== null,
    isSearchable: ({ context }) => isSearchableText(context.searchText),
    isOtherPage: ({ context, event }) => event.type === 'page.change' && event.page !== context.page,
    offersGrowth: (_, params: { options: readonly string[] }) => autoSelectedOption(params.options) !== null,
  },
  actions: {
    storeFundHouses: assign({ fundHouses: (_, params: { fundHouses: FundHouse[] }) => params.fundHouses }),
    selectFundHouse: assign(({ event }) => ({
      amc: event.type === 'fundHouse.select' ? event.amc : null,
      schemeTypes: [],
      schemeType: null,
      options: [],
      option: null,
    })),
    storeSchemeTypes: assign({ schemeTypes: (_, params: { schemeTypes: SchemeType[] }) => params.schemeTypes }),
    selectSchemeType: assign(({ event }) => ({
      schemeType: event.type === 'schemeType.select' ? event.schemeType : null,
      options: [],
      option: null,
    })),
    storeOptions: assign((_, params: { options: string[] }) => ({
      options: params.options,
      option: autoSelectedOption(params.options),
    })),
    applyFilters: assign(({ context }) => ({
      applied: filterSource(context) ?? context.applied,
      appliedSearch: searchFilter(context.searchText),
      page: 1,
    })),
    applySearch: assign(({ context }) => ({ appliedSearch: searchFilter(context.searchText), page: 1 })),
    clearResults: assign({ results: null }),
    setSearchText: assign({ searchText: ({ event }) => (event.type === 'search.change' ? event.text : '') }),
    clearSearch: assign({ searchText: '', appliedSearch: null, page: 1 }),
    setPage: assign({ page: ({ context, event }) => (event.type === 'page.change' ? event.page : context.page) }),
    toggleSort: assign({
      direction: ({ context }) => (context.direction === 'ASC' ? 'DESC' : 'ASC'),
      page: 1,
    }),
    storeResults: assign({ results: (_, params: { page: SchemePage }) => params.page, error: null }),
    storeError: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error) }),
  },
}).createMachine({
  id: 'explorer',
  description:
    'The fund explorer: fund house, scheme type and option filter the schemes, 10 a page, sortable and searchable.',
  context: ({ input }) => ({
    listedType: input.schemeType ?? null,
    fundHouses: [],
    amc: null,
    schemeTypes: [],
    schemeType: null,
    options: [],
    option: null,
    searchText: '',
    applied: input.schemeType ? { kind: 'type', schemeType: input.schemeType } : null,
    appliedSearch: null,
    page: 1,
    direction: 'ASC',
    results: null,
    error: null,
  }),
  initial: 'starting',
  on: {
    'search.change': { actions: 'setSearchText' },
    'search.clear': { actions: 'clearSearch' },
  },
  states: {
    starting: {
      meta: meta('Chooses the view from the URL: a ?name= type listing, or the filter explorer.', '000 §2.1, §2.3'),
      always: [{ guard: 'isTypeListing', target: 'typeListing' }, { target: 'loadingFundHouses' }],
    },
    loadingFundHouses: {
      meta: meta('The fund-house list is loading; the filters are not usable yet.'),
      invoke: {
        src: 'loadAmcs',
        onDone: {
          target: 'exploring',
          actions: { type: 'storeFundHouses', params: ({ event }) => ({ fundHouses: event.output }) },
        },
        onError: {
          target: 'fundHousesFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    fundHousesFailed: {
      meta: meta('The fund houses could not be loaded; the error is shown with a Retry button.', '000 §8'),
      on: { 'fundHouses.retry': 'loadingFundHouses' },
    },
    exploring: {
      meta: meta('The filter explorer: fund house, scheme type and option selects above the scheme table.'),
      initial: 'choosing',
      on: {
        'fundHouse.select': {
          target: '.choosing.filters.loadingSchemeTypes',
          actions: ['selectFundHouse', 'clearResults'],
        },
      },
      states: {
        choosing: {
          type: 'parallel',
          meta: meta('Not every filter is set yet: no table; Explore and Search are refused with a message.'),
          states: {
            filters: {
              meta: meta('What the scheme type and option selects offer.'),
              initial: 'awaitingFundHouse',
              states: {
                awaitingFundHouse: {
                  meta: meta('No fund house is chosen; scheme type and option are disabled.'),
                },
                loadingSchemeTypes: {
                  meta: meta('The chosen fund house’s scheme types are loading.'),
                  invoke: {
                    src: 'loadSchemeTypes',
                    input: ({ context }) => {
                      if (!context.amc) throw new Error('types asked for before a fund house was chosen');
                      return { amc: context.amc };
                    },
                    onDone: {
                      target: 'awaitingSchemeType',
                      actions: { type: 'storeSchemeTypes', params: ({ event }) => ({ schemeTypes: event.output }) },
                    },
                    onError: {
                      target: 'schemeTypesFailed',
                      actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                schemeTypesFailed: {
                  meta: meta('The scheme types could not be loaded; the error is shown with a Retry button.', '000 §8'),
                  on: { 'schemeTypes.retry': 'loadingSchemeTypes' },
                },
                awaitingSchemeType: {
                  meta: meta('The fund house’s scheme types are offered; none is chosen yet.'),
                  on: { 'schemeType.select': chooseSchemeType },
                },
                loadingSchemeOptions: {
                  meta: meta('The options (growth / IDCW) of the chosen type are loading.'),
                  on: { 'schemeType.select': chooseSchemeType },
                  invoke: {
                    src: 'loadSchemeOptions',
                    input: ({ context }) => {
                      if (!context.amc || !context.schemeType) {
                        throw new Error('options asked for before a scheme type was chosen');
                      }
                      return { amc: context.amc, schemeType: context.schemeType };
                    },
                    onDone: [
                      {
                        guard: { type: 'offersGrowth', params: ({ event }) => ({ options: event.output }) },
                        target: '#explorer.exploring.complete',
                        actions: { type: 'storeOptions', params: ({ event }) => ({ options: event.output }) },
                      },
                      {
                        target: 'noGrowthOption',
                        actions: { type: 'storeOptions', params: ({ event }) => ({ options: event.output }) },
                      },
                    ],
                    onError: {
                      target: 'schemeOptionsFailed',
                      actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                schemeOptionsFailed: {
                  meta: meta('The options could not be loaded; the error is shown with a Retry button.', '000 §8'),
                  on: { 'schemeOptions.retry': 'loadingSchemeOptions', 'schemeType.select': chooseSchemeType },
                },
                noGrowthOption: {
                  meta: meta(
                    'The type offers no growth option: every option is disabled, so the filters stay incomplete.',
                  ),
                  on: { 'schemeType.select': chooseSchemeType },
                },
              },
            },
            message: {
              meta: meta("Whether 'Please select all the valid filters' is shown.", '000 §5, §8'),
              initial: 'hidden',
              states: {
                hidden: {
                  meta: meta('No filters message (nothing refused yet, or a filter changed since).', '000 §5'),
                  on: { 'filters.apply': 'shown', 'search.submit': { guard: 'isSearchable', target: 'shown' } },
                },
                shown: {
                  meta: meta(
                    "Explore or Search was pressed with a filter missing: 'Please select all the valid filters'.",
                    '000 §5, §8',
                  ),
                },
              },
            },
          },
        },
        complete: {
          meta: meta('All three filters are set: the growth option was chosen automatically, the others are disabled.'),
          initial: 'notApplied',
          on: {
            'schemeType.select': { ...chooseSchemeType, actions: ['selectSchemeType', 'clearResults'] },
            'filters.apply': { target: '.loading', actions: 'applyFilters' },
            'search.submit': { guard: 'isSearchable', target: '.loading', actions: 'applyFilters' },
          },
          states: {
            notApplied: {
              meta: meta('The filters are ready and Explore has not been pressed yet: no table.'),
            },
            ...listStates,
          },
        },
      },
    },
    typeListing: {
      meta: meta('?name=TYPE: the type’s header with three bullet points and every scheme of that type.'),
      initial: 'loading',
      on: { 'search.submit': { guard: 'isSearchable', target: '.loading', actions: 'applySearch' } },
      states: listStates,
    },
  },
});
