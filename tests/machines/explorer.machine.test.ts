import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SchemeType } from '../../domain/scheme-types';
import {
  EXPLORER_PAGE_SIZE,
  explorerMachine,
  type FundHouse,
  filterSource,
  isSearchableText,
  type SchemePage,
  type SchemeQuery,
} from '../../machines/explorer.machine';

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** Runs the real machine with actors whose promises the test settles by hand. */
function start(schemeType?: SchemeType) {
  const calls = {
    loadAmcs: [] as Deferred<FundHouse[]>[],
    loadSchemeTypes: [] as { input: { amc: string }; deferred: Deferred<SchemeType[]> }[],
    loadSchemeOptions: [] as { input: { amc: string; schemeType: SchemeType }; deferred: Deferred<string[]> }[],
    loadSchemes: [] as { input: SchemeQuery; deferred: Deferred<SchemePage> }[],
  };
  function deferred<T>(push: (d: Deferred<T>) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => push({ resolve, reject }));
  }
  const machine = explorerMachine.provide({
    actors: {
      loadAmcs: fromPromise(() => deferred<FundHouse[]>((d) => calls.loadAmcs.push(d))),
      loadSchemeTypes: fromPromise(({ input }) =>
        deferred<SchemeType[]>((d) => calls.loadSchemeTypes.push({ input, deferred: d })),
      ),
      loadSchemeOptions: fromPromise(({ input }) =>
        deferred<string[]>((d) => calls.loadSchemeOptions.push({ input, deferred: d })),
      ),
      loadSchemes: fromPromise(({ input }) =>
        deferred<SchemePage>((d) => calls.loadSchemes.push({ input, deferred: d })),
      ),
    },
  });
  const actor = createActor(machine, { input: { schemeType } });
  actor.start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const state = (snapshot: SnapshotFrom<typeof explorerMachine>) => snapshot.value;

const fundHouses: FundHouse[] = [
  { amcCode: 'AXIS', amcName: 'Axis Mutual Fund' },
  { amcCode: 'HDFC', amcName: 'HDFC Mutual Fund' },
];
const page = (total: number, rows = Math.min(total, EXPLORER_PAGE_SIZE)): SchemePage => ({
  totalElements: total,
  currentPage: 0,
  perPage: EXPLORER_PAGE_SIZE,
  userProducts: Array.from({ length: rows }, (_, i) => ({
    uniqueNo: `INF000A0${String(i).padStart(4, '0')}`,
    schemeName: `Scheme ${i}`,
    minimumPurchaseAmount: '500.00',
  })),
});

async function toCompleteFilters() {
  const run = start();
  run.calls.loadAmcs[0]?.resolve(fundHouses);
  await settle();
  run.actor.send({ type: 'fundHouse.select', amc: 'AXIS' });
  run.calls.loadSchemeTypes[0]?.deferred.resolve(['EQUITY', 'DEBT']);
  await settle();
  run.actor.send({ type: 'schemeType.select', schemeType: 'EQUITY' });
  run.calls.loadSchemeOptions[0]?.deferred.resolve(['IDCW Payout', 'Growth', 'IDCW Reinvestment']);
  await settle();
  return run;
}

describe('explorer machine', () => {
  it('loads fund houses first, then lets the filters be chosen', async () => {
    const { actor, calls } = start();
    expect(state(actor.getSnapshot())).toBe('loadingFundHouses');
    calls.loadAmcs[0]?.resolve(fundHouses);
    await settle();
    expect(state(actor.getSnapshot())).toEqual({
      exploring: { choosing: { filters: 'awaitingFundHouse', message: 'hidden' } },
    });
    expect(actor.getSnapshot().context.fundHouses).toEqual(fundHouses);
  });

  it('loads the types of the chosen fund house, the options of the chosen type, and picks growth', async () => {
    const { actor, calls } = await toCompleteFilters();
    expect(calls.loadSchemeTypes[0]?.input).toEqual({ amc: 'AXIS' });
    expect(calls.loadSchemeOptions[0]?.input).toEqual({ amc: 'AXIS', schemeType: 'EQUITY' });
    expect(state(actor.getSnapshot())).toEqual({ exploring: { complete: 'notApplied' } });
    expect(actor.getSnapshot().context.option).toBe('Growth');
    expect(filterSource(actor.getSnapshot().context)).toEqual({
      kind: 'filters',
      amc: 'AXIS',
      schemeType: 'EQUITY',
      option: 'Growth',
    });
  });

  it('stays incomplete when the type has no growth option', async () => {
    const { actor, calls } = start();
    calls.loadAmcs[0]?.resolve(fundHouses);
    await settle();
    actor.send({ type: 'fundHouse.select', amc: 'AXIS' });
    calls.loadSchemeTypes[0]?.deferred.resolve(['DEBT']);
    await settle();
    actor.send({ type: 'schemeType.select', schemeType: 'DEBT' });
    calls.loadSchemeOptions[0]?.deferred.resolve(['IDCW Payout']);
    await settle();
    expect(actor.getSnapshot().matches({ exploring: { choosing: { filters: 'noGrowthOption' } } })).toBe(true);
    expect(actor.getSnapshot().context.option).toBeNull();
    actor.send({ type: 'filters.apply' });
    expect(actor.getSnapshot().matches({ exploring: { choosing: { message: 'shown' } } })).toBe(true);
    expect(calls.loadSchemes).toHaveLength(0);
  });

  it('refuses Explore without every filter and hides the message on any filter change', async () => {
    const { actor, calls } = start();
    calls.loadAmcs[0]?.resolve(fundHouses);
    await settle();
    actor.send({ type: 'filters.apply' });
    expect(actor.getSnapshot().matches({ exploring: { choosing: { message: 'shown' } } })).toBe(true);
    actor.send({ type: 'fundHouse.select', amc: 'HDFC' });
    expect(actor.getSnapshot().matches({ exploring: { choosing: { message: 'hidden' } } })).toBe(true);
    calls.loadSchemeTypes[0]?.deferred.resolve(['EQUITY', 'DEBT']);
    await settle();
    actor.send({ type: 'filters.apply' });
    actor.send({ type: 'schemeType.select', schemeType: 'DEBT' });
    expect(actor.getSnapshot().value).toEqual({
      exploring: { choosing: { filters: 'loadingSchemeOptions', message: 'hidden' } },
    });
    expect(calls.loadSchemes).toHaveLength(0);
  });

  it('changing a filter after listing clears the table and the filters below it', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'filters.apply' });
    calls.loadSchemes[0]?.deferred.resolve(page(25));
    await settle();
    actor.send({ type: 'fundHouse.select', amc: 'HDFC' });
    const { context } = actor.getSnapshot();
    expect([context.amc, context.schemeType, context.option, context.options, context.results]).toEqual([
      'HDFC',
      null,
      null,
      [],
      null,
    ]);
    expect(actor.getSnapshot().matches({ exploring: { choosing: { filters: 'loadingSchemeTypes' } } })).toBe(true);
  });

  it('choosing another type after listing reloads its options', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'filters.apply' });
    calls.loadSchemes[0]?.deferred.resolve(page(25));
    await settle();
    actor.send({ type: 'schemeType.select', schemeType: 'DEBT' });
    expect(actor.getSnapshot().matches({ exploring: { choosing: { filters: 'loadingSchemeOptions' } } })).toBe(true);
    expect(calls.loadSchemeOptions[1]?.input).toEqual({ amc: 'AXIS', schemeType: 'DEBT' });
    expect(actor.getSnapshot().context.results).toBeNull();
  });

  it('explores page 1 (pageNo 0), 10 a page, by name ascending', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'filters.apply' });
    expect(calls.loadSchemes[0]?.input).toEqual({
      source: { kind: 'filters', amc: 'AXIS', schemeType: 'EQUITY', option: 'Growth' },
      pageNo: 0,
      pageSize: 10,
      direction: 'ASC',
      filter: null,
    });
    calls.loadSchemes[0]?.deferred.resolve(page(25));
    await settle();
    expect(actor.getSnapshot().matches({ exploring: { complete: 'showing' } })).toBe(true);
    expect(actor.getSnapshot().context.results?.totalElements).toBe(25);
  });

  it('pages zero-based and ignores a click on the current page', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'filters.apply' });
    calls.loadSchemes[0]?.deferred.resolve(page(25));
    await settle();
    actor.send({ type: 'page.change', page: 1 });
    expect(calls.loadSchemes).toHaveLength(1);
    actor.send({ type: 'page.change', page: 3 });
    expect(calls.loadSchemes[1]?.input.pageNo).toBe(2);
  });

  it('sorts by name, toggling the direction and going back to page 1', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'filters.apply' });
    calls.loadSchemes[0]?.deferred.resolve(page(25));
    await settle();
    actor.send({ type: 'page.change', page: 2 });
    calls.loadSchemes[1]?.deferred.resolve(page(25));
    await settle();
    actor.send({ type: 'sort.toggle' });
    expect(calls.loadSchemes[2]?.input).toMatchObject({ direction: 'DESC', pageNo: 0 });
    calls.loadSchemes[2]?.deferred.resolve(page(25));
    await settle();
    actor.send({ type: 'sort.toggle' });
    expect(calls.loadSchemes[3]?.input).toMatchObject({ direction: 'ASC', pageNo: 0 });
  });

  it('searches only with 3 or more characters, and clearing the text reapplies the filter', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'search.change', text: 'bl' });
    actor.send({ type: 'search.submit' });
    expect(calls.loadSchemes).toHaveLength(0);
    actor.send({ type: 'search.change', text: ' blu ' });
    actor.send({ type: 'search.submit' });
    expect(calls.loadSchemes[0]?.input).toMatchObject({ filter: 'blu', pageNo: 0 });
    calls.loadSchemes[0]?.deferred.resolve(page(3));
    await settle();
    actor.send({ type: 'search.clear' });
    expect(calls.loadSchemes[1]?.input).toMatchObject({ filter: null, pageNo: 0 });
    expect(actor.getSnapshot().context.searchText).toBe('');
  });

  it('Explore takes the search text along once it is long enough', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'search.change', text: 'ab' });
    actor.send({ type: 'filters.apply' });
    expect(calls.loadSchemes[0]?.input.filter).toBeNull();
    actor.send({ type: 'search.change', text: 'abc' });
    actor.send({ type: 'filters.apply' });
    expect(calls.loadSchemes[1]?.input.filter).toBe('abc');
  });

  it('clearing the text before anything is listed loads nothing', async () => {
    const { actor, calls } = await toCompleteFilters();
    actor.send({ type: 'search.change', text: 'abc' });
    actor.send({ type: 'search.clear' });
    expect(calls.loadSchemes).toHaveLength(0);
    expect(actor.getSnapshot().matches({ exploring: { complete: 'notApplied' } })).toBe(true);
  });

  it('a search without every filter shows the filters message', async () => {
    const { actor, calls } = start();
    calls.loadAmcs[0]?.resolve(fundHouses);
    await settle();
    actor.send({ type: 'search.change', text: 'li' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches({ exploring: { choosing: { message: 'hidden' } } })).toBe(true);
    actor.send({ type: 'search.change', text: 'liquid' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches({ exploring: { choosing: { message: 'shown' } } })).toBe(true);
  });

  it('shows load failures and retries them', async () => {
    const { actor, calls } = start();
    calls.loadAmcs[0]?.reject(new Error('Service unavailable'));
    await settle();
    expect(actor.getSnapshot().value).toBe('fundHousesFailed');
    expect(actor.getSnapshot().context.error).toBe('Service unavailable');
    actor.send({ type: 'fundHouses.retry' });
    expect(calls.loadAmcs).toHaveLength(2);
    calls.loadAmcs[1]?.resolve(fundHouses);
    await settle();
    actor.send({ type: 'fundHouse.select', amc: 'AXIS' });
    calls.loadSchemeTypes[0]?.deferred.reject(new Error('boom'));
    await settle();
    expect(actor.getSnapshot().matches({ exploring: { choosing: { filters: 'schemeTypesFailed' } } })).toBe(true);
    actor.send({ type: 'schemeTypes.retry' });
    calls.loadSchemeTypes[1]?.deferred.resolve(['EQUITY']);
    await settle();
    actor.send({ type: 'schemeType.select', schemeType: 'EQUITY' });
    calls.loadSchemeOptions[0]?.deferred.reject(new Error('boom'));
    await settle();
    expect(actor.getSnapshot().matches({ exploring: { choosing: { filters: 'schemeOptionsFailed' } } })).toBe(true);
    actor.send({ type: 'schemeOptions.retry' });
    calls.loadSchemeOptions[1]?.deferred.resolve(['Growth']);
    await settle();
    actor.send({ type: 'filters.apply' });
    calls.loadSchemes[0]?.deferred.reject(new Error('Request failed with status 500'));
    await settle();
    expect(actor.getSnapshot().matches({ exploring: { complete: 'failed' } })).toBe(true);
    actor.send({ type: 'results.retry' });
    expect(calls.loadSchemes).toHaveLength(2);
  });

  it('with ?name= lists that type straight away, and searches within it', async () => {
    const { actor, calls } = start('HYBRID (NC)');
    expect(actor.getSnapshot().matches({ typeListing: 'loading' })).toBe(true);
    expect(calls.loadAmcs).toHaveLength(0);
    expect(calls.loadSchemes[0]?.input).toEqual({
      source: { kind: 'type', schemeType: 'HYBRID (NC)' },
      pageNo: 0,
      pageSize: 10,
      direction: 'ASC',
      filter: null,
    });
    calls.loadSchemes[0]?.deferred.resolve(page(40));
    await settle();
    actor.send({ type: 'search.change', text: 'balanced' });
    actor.send({ type: 'search.submit' });
    expect(calls.loadSchemes[1]?.input).toMatchObject({ filter: 'balanced', source: { kind: 'type' } });
    calls.loadSchemes[1]?.deferred.resolve(page(2));
    await settle();
    actor.send({ type: 'search.clear' });
    expect(calls.loadSchemes[2]?.input).toMatchObject({ filter: null, source: { kind: 'type' } });
  });
});

describe('explorer rules', () => {
  it('enables search at 3 characters, ignoring surrounding spaces', () => {
    expect(isSearchableText('ab')).toBe(false);
    expect(isSearchableText('  ab  ')).toBe(false);
    expect(isSearchableText('abc')).toBe(true);
  });
  it('gives every state a description and a spec reference', () => {
    type Node = { id: string; meta?: unknown; states: Record<string, Node> };
    const walk = (node: Node): Node[] => Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
    const nodes = walk(explorerMachine.root as unknown as Node);
    expect(nodes.length).toBeGreaterThan(15);
    for (const node of nodes) {
      const meta = node.meta as { description?: string; spec?: string } | undefined;
      expect(meta?.description, node.id).toBeTruthy();
      expect(meta?.spec, node.id).toMatch(/^000 §/);
    }
  });
});
