// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchemePage } from '../../../machines/explorer.machine';
import { withPhoneViewport } from '../../support/viewport';
import {
  choose,
  exploreButton,
  fundHouseSelect,
  listedSchemes,
  optionSelect,
  schemeTypeSelect,
  searchBox,
  searchButton,
} from './explorer-ui';
import { renderRoutes } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-catalogue')).createFakeCatalogue());
const { ok, serverError } = await import('./fake-catalogue');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, catalogueApi: { GET: fake.GET } };
});

/** A page of `total` schemes named "<prefix> 01".., honouring pageNo, pageSize and direction. */
function schemePage(prefix: string, total: number) {
  return ({ query }: { query?: Record<string, unknown> }): ReturnType<typeof ok> => {
    const pageNo = Number(query?.pageNo ?? 0);
    const pageSize = Number(query?.pageSize ?? 10);
    const names = Array.from({ length: total }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
    if (query?.direction === 'DESC') names.reverse();
    const filter = typeof query?.filter === 'string' ? query.filter.toLowerCase() : null;
    const matching = filter ? names.filter((name) => name.toLowerCase().includes(filter)) : names;
    const page: SchemePage = {
      totalElements: matching.length,
      currentPage: pageNo,
      perPage: pageSize,
      userProducts: matching.slice(pageNo * pageSize, (pageNo + 1) * pageSize).map((schemeName, i) => ({
        uniqueNo: `INF0A1B0${String(pageNo * pageSize + i).padStart(4, '0')}`,
        schemeName,
        minimumPurchaseAmount: i === 0 ? '100000.5' : '500.00',
      })),
    };
    return ok(page);
  };
}

function answerCatalogue() {
  fake.on('/bo/amcs', () =>
    ok([
      { amcCode: 'AXIS', amcName: 'Axis Mutual Fund', amcImgUrl: '/api/files/amcs/AXIS/logo.svg' },
      { amcCode: 'HDFC', amcName: 'HDFC Mutual Fund', amcImgUrl: '/api/files/amcs/HDFC/logo.svg' },
    ]),
  );
  fake.on('/bo/amcs/{amc}/types', () => ok(['EQUITY', 'DEBT', 'HYBRID (NC)']));
  fake.on('/bo/amcs/{amc}/types/{type}/gdos', () => ok(['Growth', 'IDCW Payout', 'IDCW Reinvestment']));
  fake.on('/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes', schemePage('Axis Equity', 25));
  fake.on('/bo/types/{type}/schemes', schemePage('Any Equity', 14));
}

async function exploreAxisEquity(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(fundHouseSelect()).toBeEnabled());
  await choose(user, fundHouseSelect(), 'Axis Mutual Fund');
  await waitFor(() => expect(schemeTypeSelect()).toBeEnabled());
  await choose(user, schemeTypeSelect(), 'Equity');
  await waitFor(() => expect(optionSelect()).toHaveValue('Growth'));
  await user.click(exploreButton());
  await screen.findByRole('table');
}

beforeEach(() => fake.reset());

describe('explorer screen', () => {
  it('chooses fund house and type, auto-selects growth with the other options disabled, and lists', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Mutual Funds' })).toBeVisible();
    await exploreAxisEquity(user);

    await user.click(optionSelect());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.hasAttribute('data-combobox-disabled')])).toEqual([
      ['Growth', false],
      ['IDCW Payout', true],
      ['IDCW Reinvestment', true],
    ]);
    await user.keyboard('{Escape}');

    expect(fake.calls('/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes')).toEqual([
      {
        path: { amc: 'AXIS', type: 'EQUITY', gdos: 'Growth' },
        query: { pageNo: 0, pageSize: 10, sortBy: 'schemeName', direction: 'ASC' },
      },
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([expect.stringContaining('Scheme Name'), 'Min Amount', 'Actions']);
    expect(listedSchemes()).toHaveLength(10);
    expect(listedSchemes()[0]).toBe('Axis Equity 01');
    expect(within(table).getByText('₹1,00,000.50')).toBeVisible();
    expect(screen.getByText('Showing 1–10 of 25 schemes')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Details of Axis Equity 01' })).toHaveAttribute(
      'href',
      '/details/INF0A1B00000',
    );
  });

  it("refuses Explore until every filter is set, and hides 'Please select all the valid filters' on change", async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    await waitFor(() => expect(fundHouseSelect()).toBeEnabled());
    await user.click(exploreButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select all the valid filters');
    await choose(user, fundHouseSelect(), 'HDFC Mutual Fund');
    expect(screen.queryByText('Please select all the valid filters')).toBeNull();
    expect(fake.calls('/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes')).toHaveLength(0);
  });

  it('pages 10 at a time, sending the page zero-based', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    await exploreAxisEquity(user);
    const pages = screen.getByRole('navigation', { name: 'Scheme list pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(listedSchemes()).toEqual([
        'Axis Equity 21',
        'Axis Equity 22',
        'Axis Equity 23',
        'Axis Equity 24',
        'Axis Equity 25',
      ]),
    );
    expect(fake.calls('/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes').at(-1)?.query).toMatchObject({ pageNo: 2 });
    expect(screen.getByText('Showing 21–25 of 25 schemes')).toBeVisible();
  });

  it('sorts by name both ways from the column header', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    await exploreAxisEquity(user);
    const header = screen.getByRole('columnheader', { name: /Scheme Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(listedSchemes()[0]).toBe('Axis Equity 25'));
    expect(screen.getByRole('columnheader', { name: /Scheme Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(fake.calls('/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes').at(-1)?.query).toMatchObject({
      direction: 'DESC',
      pageNo: 0,
    });
  });

  it('searches from 3 characters and reapplies the filter when the box is cleared', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    await exploreAxisEquity(user);
    await user.type(searchBox(), '1');
    expect(searchButton()).toBeDisabled();
    await user.type(searchBox(), '{backspace}Equity 1');
    expect(searchButton()).toBeEnabled();
    await user.click(searchButton());
    await waitFor(() => expect(listedSchemes()).toHaveLength(10));
    expect(fake.calls('/bo/amcs/{amc}/types/{type}/gdos/{gdos}/schemes').at(-1)?.query).toMatchObject({
      filter: 'Equity 1',
    });
    expect(screen.getByText('Showing 1–10 of 10 schemes')).toBeVisible();
    await user.clear(searchBox());
    // The unfiltered first page comes back from the query cache: the table shows all 25 again.
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 25 schemes')).toBeVisible());
    expect(searchButton()).toBeDisabled();
  });

  it('opens a scheme from its row, by click or by keyboard', async () => {
    answerCatalogue();
    // The details page itself is not answered here; its load failures are logged.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderRoutes('/explore');
    await exploreAxisEquity(user);
    await user.click(screen.getByRole('cell', { name: 'Axis Equity 03' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/INF0A1B00002'));
    router.history.back();
    await screen.findByRole('heading', { level: 1, name: 'Explore Mutual Funds' });
    await exploreAxisEquity(user);
    const row = screen.getByRole('row', { name: /Axis Equity 02/ });
    row.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/INF0A1B00001'));
  });

  it('lists one type with its header and three bullet points for ?name=', async () => {
    answerCatalogue();
    renderRoutes('/explore?name=EQUITY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equity Fund' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await screen.findByRole('table');
    expect(listedSchemes()[0]).toBe('Any Equity 01');
    expect(fake.calls('/bo/types/{type}/schemes')[0]).toEqual({
      path: { type: 'EQUITY' },
      query: { pageNo: 0, pageSize: 10, sortBy: 'schemeName', direction: 'ASC' },
    });
    expect(screen.queryByRole('combobox', { name: 'Fund House' })).toBeNull();
    expect(fake.calls('/bo/amcs')).toHaveLength(0);
  });

  it.each([
    ['LIQUID', 'Liquid Fund'],
    ['DEBT', 'Debt Fund'],
    ['ELSS', 'Tax Saving Fund'],
    ['HYBRID (NC)', 'Hybrid Fund'],
    ['FOF', 'International Fund'],
  ])('?name=%s has the %s header', async (type, title) => {
    answerCatalogue();
    renderRoutes(`/explore?name=${encodeURIComponent(type)}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('ignores a ?name= that is not a scheme type', async () => {
    answerCatalogue();
    renderRoutes('/explore?name=CRYPTO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Mutual Funds' })).toBeVisible();
  });

  it('shows a failed fund-house load with Retry', async () => {
    answerCatalogue();
    fake.on('/bo/amcs', () => serverError('Catalogue is down'));
    const user = userEvent.setup();
    renderRoutes('/explore');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The fund houses could not be loaded.');
    expect(alert).toHaveTextContent('Catalogue is down');
    answerCatalogue();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fundHouseSelect()).toBeEnabled());
  });
});

describe('bringing the results into view (issue 29)', () => {
  it('moves focus to the results heading once Explore has listed the schemes', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    await exploreAxisEquity(user);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Schemes' })).toHaveFocus());
  });

  it('leaves focus on Explore when the filters are incomplete', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    await waitFor(() => expect(fundHouseSelect()).toBeEnabled());
    await user.click(exploreButton());
    expect(screen.getByRole('alert')).toBeVisible();
    expect(exploreButton()).toHaveFocus();
  });
});

describe('on a phone (390 px)', () => {
  withPhoneViewport();

  it('lists a card per scheme with its Min Amount and Details link, sortable by name', async () => {
    answerCatalogue();
    const user = userEvent.setup();
    renderRoutes('/explore');
    await waitFor(() => expect(fundHouseSelect()).toBeEnabled());
    await choose(user, fundHouseSelect(), 'Axis Mutual Fund');
    await waitFor(() => expect(schemeTypeSelect()).toBeEnabled());
    await choose(user, schemeTypeSelect(), 'Equity');
    await waitFor(() => expect(optionSelect()).toHaveValue('Growth'));
    await user.click(exploreButton());
    const cards = await screen.findByRole('list', { name: 'Schemes' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const first = items[0] as HTMLElement;
    expect(first).toHaveTextContent('Axis Equity 01');
    expect(within(first).getByRole('term')).toHaveTextContent('Min Amount');
    expect(within(first).getByRole('definition')).toHaveTextContent('₹1,00,000.50');
    expect(within(first).getByRole('link', { name: 'Details of Axis Equity 01' })).toHaveAttribute(
      'href',
      '/details/INF0A1B00000',
    );
    await user.click(screen.getByRole('button', { name: /Sort by scheme name, Z to A/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Schemes' })).getAllByRole('listitem')[0]).toHaveTextContent(
        'Axis Equity 25',
      ),
    );
  });
});
