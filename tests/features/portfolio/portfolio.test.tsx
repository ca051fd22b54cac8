// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExternalHolding, Holding } from '../../../src/api/portfolio';
import { config } from '../../../src/app/config';
import { portfolioMessages as text } from '../../../src/features/portfolio/messages';
import { renderPortfolio } from './harness';

const userApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const catalogueApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const { ok, serverError } = await import('../../support/fake-api');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, userApi: { GET: userApi.GET }, catalogueApi: { GET: catalogueApi.GET } };
});

const OWN_TAB = `${config.brand.name} Investment`;

function holding(overrides: Partial<Holding> = {}): Holding {
  return {
    fundId: 'INF0A1B01234',
    schemeName: 'Aarohan Bluechip Fund Growth',
    schemeType: 'EQUITY',
    isin: overrides.fundId ?? 'INF0A1B01234',
    type: 'LUMP_SUM',
    amount: '50000.00',
    quantity: '1000.0000',
    nav: '62.5000',
    currentValue: '62500.00',
    returns: '25.00',
    gainLoss: '12500.00',
    lockInQuantity: '0.0000',
    lockInAmount: '0.00',
    pendingQuantity: '0.0000',
    bankName: 'HDFC Bank',
    ifsc: 'HDFC0000240',
    accountType: 'SAVINGS_BANK',
    accountNo: '50100234567890',
    folio: '4817263/52',
    minimumRedemptionQty: '0.0010',
    maximumRedemptionQty: '0.0000',
    minimumRedemptionAmount: '1000.00',
    maximumRedemptionAmount: '0.00',
    redemptionAmountMultiple: '1.00',
    switchFlag: 'Y',
    redemptionAllowed: 'Y',
    amcCode: 'AAROHAN',
    lockinPeriodFlag: 'N',
    lockinPeriod: 0,
    xirr: '14.25',
    returnFigure: { kind: 'XIRR', percent: '14.25' },
    ...overrides,
  };
}

const fund = (n: number, overrides: Partial<Holding> = {}) =>
  holding({
    fundId: `INF0A1B0${String(n).padStart(4, '0')}`,
    schemeName: `Fund ${String(n).padStart(2, '0')}`,
    ...overrides,
  });

const BLUECHIP = [
  holding(),
  holding({
    folio: '4817309/18',
    type: 'SIP',
    amount: '25000.00',
    quantity: '380.1234',
    currentValue: '23757.71',
    gainLoss: '-1242.29',
    returns: '-4.97',
  }),
];
const LOCKED_ELSS = fund(2, {
  schemeName: 'Aarohan Tax Saver ELSS',
  schemeType: 'ELSS',
  amount: '150000.00',
  quantity: '3000.0000',
  nav: '55.0000',
  currentValue: '165000.00',
  gainLoss: '15000.00',
  returns: '10.00',
  lockInQuantity: '3000.0000',
  lockInAmount: '165000.00',
  lockinPeriodFlag: 'Y',
  lockinPeriod: 1095,
});
const BONUS_ONLY = fund(3, {
  schemeName: 'Bonus Units Fund',
  amount: '0.00',
  currentValue: '700.00',
  gainLoss: '700.00',
});

const schemeRules = (overrides: Record<string, unknown> = {}) => ({
  swpDetails: {
    status: 'ACTIVE',
    minInstAmt: '500.00',
    maxInstAmt: '0.00',
    minInstNumbers: 1,
    maxInstNumbers: 100,
    multiplierAmt: '1.00',
    minGap: 0,
    maxGap: 60,
  },
  stpDetails: [
    {
      frequency: 'MONTHLY',
      outMinInstAmt: '1000.00',
      outMaxInstAmt: '0.00',
      minInstNumbers: 6,
      maxInstNumbers: 120,
      regOut: 'Y',
      status: true,
      outMultiplierAmt: '1.00',
    },
  ],
  ...overrides,
});

function answer({
  holdings = ok([...BLUECHIP, LOCKED_ELSS, BONUS_ONLY]),
  external = ok([]),
  scheme = ok(schemeRules()),
  // Without the summary the page shows every figure but the XIRR or absolute return.
  summary = serverError('No summary'),
}: {
  holdings?: ReturnType<typeof ok>;
  external?: ReturnType<typeof ok>;
  scheme?: ReturnType<typeof ok>;
  summary?: ReturnType<typeof ok>;
} = {}) {
  userApi.on('/portfolios', () => holdings);
  userApi.on('/portfolios/summary', () => summary);
  userApi.on('/mfc/folio', () => external);
  catalogueApi.on('/bo/schemes/{fundId}', () => scheme);
}

const ownTable = () => screen.findByRole('table', { name: OWN_TAB });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = async (name: string) => {
  const table = await ownTable();
  const row = within(table)
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

async function openActions(schemeName: string) {
  await userEvent.click(await screen.findByRole('button', { name: text.actionsOf(schemeName) }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  userApi.reset();
  catalogueApi.reset();
});

describe('the portfolio page', () => {
  it('has the two tabs, own investments first', async () => {
    answer();
    renderPortfolio();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([OWN_TAB, 'External Portfolio']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
  });

  it('lists one row per fund with the spec’s columns, folios added up, zero-invested funds hidden', async () => {
    answer();
    renderPortfolio();
    const table = await ownTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Scheme name', 'Invested Value', 'Current Value', 'Gain/Loss', 'Units', 'Action']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(2);
    expect(screen.queryByText('Bonus Units Fund')).not.toBeInTheDocument();
    const cells = within(await rowOf('Aarohan Bluechip'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 50,000 + 25,000 invested; 62,500 + 23,757.71 now; 12,500 − 1,242.29 gained; 11,257.71 / 75,000 = 15.01 %.
    expect(cells.slice(0, 4)).toEqual(['₹75.00 K', '₹86.26 K', '₹11.26 K15.01%', '1,380.1234']);
    expect(within(await rowOf('Aarohan Bluechip')).getByText('SIP')).toBeInTheDocument();
    expect(within(await rowOf('Tax Saver')).queryByText('SIP')).not.toBeInTheDocument();
  });

  it('shows the totals of every holding', async () => {
    answer();
    renderPortfolio();
    const list = await screen.findByLabelText(`${OWN_TAB} totals`);
    const values = within(list)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // Invested 2,25,000; current 2,51,957.71 (the bonus units' 700 included); P & L 26,957.71; 11.98 %.
    expect(values).toEqual(['₹2.25 L', '₹2.52 L', '₹26.96 K', '11.98%']);
  });

  it('pages 5 funds at a time', async () => {
    answer({ holdings: ok(Array.from({ length: 7 }, (_, i) => fund(i + 10))) });
    renderPortfolio();
    const table = await ownTable();
    expect(bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Fund 10',
      'Fund 11',
      'Fund 12',
      'Fund 13',
      'Fund 14',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows(await ownTable()).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Fund 15',
      'Fund 16',
    ]);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sort/i })).not.toBeInTheDocument();
  });

  it('has no pager with 5 funds or fewer', async () => {
    answer({ holdings: ok(Array.from({ length: 5 }, (_, i) => fund(i + 10))) });
    renderPortfolio();
    await ownTable();
    expect(screen.queryByRole('navigation', { name: `${OWN_TAB} pages` })).not.toBeInTheDocument();
  });

  it('tells a new investor there is nothing yet, with a way to explore funds', async () => {
    answer({ holdings: ok([]) });
    renderPortfolio();
    expect(await screen.findByText(text.ownEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: text.explore }));
    expect(await screen.findByTestId('explore')).toBeInTheDocument();
  });

  it('says when the holdings could not be loaded, and retries', async () => {
    answer({ holdings: serverError('Database unavailable') });
    renderPortfolio();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.failed);
    expect(alert).toHaveTextContent('Database unavailable');
    answer();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await ownTable()).toBeInTheDocument();
  });
});

describe('row actions (000 §5, §6)', () => {
  const menuItems = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => [
        item.textContent,
        item.hasAttribute('disabled') || item.getAttribute('aria-disabled') === 'true',
      ]);

  it('enable Redeem, Switch Fund, Start SWP and Start STP when every rule allows them', async () => {
    answer();
    renderPortfolio();
    const menu = await openActions('Aarohan Bluechip Fund Growth');
    await waitFor(() => expect(within(menu).queryByText(text.checkingPlans)).not.toBeInTheDocument());
    expect(menuItems(menu)).toEqual([
      ['Details', false],
      ['Redeem', false],
      ['Switch Fund', false],
      ['Start SWP', false],
      ['Start STP', false],
    ]);
    expect(catalogueApi.calls('/bo/schemes/{fundId}')).toEqual([
      { path: { fundId: 'INF0A1B01234' }, query: { type: ['STP', 'SWP'] } },
    ]);
  });

  it('lead to details, the redemption on the portfolio, and /switch, /swp, /stp with the fund', async () => {
    answer();
    const { router } = renderPortfolio();
    const expected: Array<[string, string]> = [
      // Two folios: the flow's first step asks which, so none is sent.
      ['Redeem', '/portfolio?redeem=INF0A1B01234'],
      ['Switch Fund', '/switch?fundId=INF0A1B01234'],
      ['Start SWP', '/swp?fundId=INF0A1B01234'],
      ['Start STP', '/stp?fundId=INF0A1B01234'],
    ];
    for (const [item, href] of expected) {
      await router.navigate({ href: '/portfolio' });
      const menu = await openActions('Aarohan Bluechip Fund Growth');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: item })).toBeEnabled());
      await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
      await waitFor(() => expect(router.state.location.href).toBe(href));
    }
    await router.navigate({ href: '/portfolio' });
    await userEvent.click(
      within(await openActions('Aarohan Bluechip Fund Growth')).getByRole('menuitem', { name: 'Details' }),
    );
    expect(await screen.findByTestId('details')).toHaveTextContent('INF0A1B01234');
  });

  it('send the folio along when the fund has only one', async () => {
    answer({ holdings: ok([fund(7, { folio: '777/1' })]) });
    const { router } = renderPortfolio();
    const menu = await openActions('Fund 07');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Start SWP' })).toBeEnabled());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Start SWP' }));
    await waitFor(() => expect(router.state.location.href).toBe('/swp?fundId=INF0A1B00007&folio=777%2F1'));
  });

  it('disable everything but details for a fully locked ELSS', async () => {
    answer();
    renderPortfolio();
    const menu = await openActions('Aarohan Tax Saver ELSS');
    await waitFor(() => expect(within(menu).queryByText(text.checkingPlans)).not.toBeInTheDocument());
    expect(menuItems(menu)).toEqual([
      ['Details', false],
      ['Redeem', true],
      ['Switch Fund', true],
      ['Start SWP', true],
      ['Start STP', true],
    ]);
  });

  it('disable Switch Fund when the scheme’s switchFlag is N, Redeem staying enabled', async () => {
    answer({ holdings: ok([fund(8, { switchFlag: 'N' })]) });
    renderPortfolio();
    const menu = await openActions('Fund 08');
    await waitFor(() => expect(within(menu).queryByText(text.checkingPlans)).not.toBeInTheDocument());
    expect(menuItems(menu).slice(1, 3)).toEqual([
      ['Redeem', false],
      ['Switch Fund', true],
    ]);
  });

  it('disable SWP and STP when the scheme has none open, and while the rules are still being read', async () => {
    answer({ scheme: ok(schemeRules({ swpDetails: null, stpDetails: [] })) });
    renderPortfolio();
    const menu = await openActions('Aarohan Bluechip Fund Growth');
    await waitFor(() => expect(within(menu).queryByText(text.checkingPlans)).not.toBeInTheDocument());
    expect(menuItems(menu)).toEqual([
      ['Details', false],
      ['Redeem', false],
      ['Switch Fund', false],
      ['Start SWP', true],
      ['Start STP', true],
    ]);
  });

  it('disable every transaction for an account that is not verified, without reading the plans', async () => {
    answer();
    renderPortfolio({ accountActive: false });
    const menu = await openActions('Aarohan Bluechip Fund Growth');
    expect(menuItems(menu)).toEqual([
      ['Details', false],
      ['Redeem', true],
      ['Switch Fund', true],
      ['Start SWP', true],
      ['Start STP', true],
    ]);
    expect(catalogueApi.calls('/bo/schemes/{fundId}')).toEqual([]);
  });
});

describe('XIRR and absolute return (beyond the spec, issue 26)', () => {
  type Figure = { kind: 'ABSOLUTE' | 'XIRR'; percent: string | null };
  type FundFigure = { fundId: string; xirr: string | null; returnFigure: Figure };
  const summary = (xirr: string | null, returnFigure: Figure, funds: FundFigure[]) =>
    ok({
      asOn: '2025-06-16',
      invested: '0.00',
      currentValue: '0.00',
      gainLoss: '0.00',
      returns: '0.00',
      xirr,
      returnFigure,
      assetAllocation: [],
      topFunds: [],
      funds,
    });

  it('shows the portfolio’s XIRR with the totals and each fund’s under its gain, from a year on', async () => {
    answer({
      summary: summary('12.40', { kind: 'XIRR', percent: '12.40' }, [
        { fundId: 'INF0A1B01234', xirr: '14.25', returnFigure: { kind: 'XIRR', percent: '14.25' } },
        { fundId: 'INF0A1B00002', xirr: null, returnFigure: { kind: 'XIRR', percent: null } },
      ]),
    });
    renderPortfolio();
    const list = await screen.findByLabelText(`${OWN_TAB} totals`);
    await waitFor(() => expect(within(list).getAllByRole('definition')).toHaveLength(5));
    expect(within(list).getAllByRole('term').at(-1)).toHaveTextContent(text.totals.xirr);
    expect(within(list).getAllByRole('definition').at(-1)).toHaveTextContent('12.40%');
    expect(within(await rowOf('Aarohan Bluechip')).getByText('XIRR 14.25%')).toBeInTheDocument();
    expect(within(await rowOf('Tax Saver')).getByText('XIRR —')).toBeInTheDocument();
  });

  it('under a year shows the absolute return, labelled so, never the annualised rate', async () => {
    // The figures: days old, 'XIRR 111.54%' beside 'Returns % 0.79%'; a 1.5% dip 'XIRR -99.56%'.
    answer({
      summary: summary('111.54', { kind: 'ABSOLUTE', percent: '0.79' }, [
        { fundId: 'INF0A1B01234', xirr: '111.54', returnFigure: { kind: 'ABSOLUTE', percent: '0.79' } },
        { fundId: 'INF0A1B00002', xirr: '-99.56', returnFigure: { kind: 'ABSOLUTE', percent: '-1.50' } },
      ]),
    });
    renderPortfolio();
    const list = await screen.findByLabelText(`${OWN_TAB} totals`);
    await waitFor(() => expect(within(list).getAllByRole('definition')).toHaveLength(5));
    expect(within(list).getAllByRole('term').at(-1)).toHaveTextContent(text.totals.absolute);
    expect(within(list).getAllByRole('definition').at(-1)).toHaveTextContent('0.79%');
    expect(within(await rowOf('Aarohan Bluechip')).getByText('Absolute return 0.79%')).toBeInTheDocument();
    expect(within(await rowOf('Tax Saver')).getByText('Absolute return -1.50%')).toBeInTheDocument();
    expect(screen.queryByText(/111\.54|99\.56/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^XIRR/)).not.toBeInTheDocument();
  });

  it('shows — when the portfolio’s figure is undefined', async () => {
    answer({ summary: summary(null, { kind: 'XIRR', percent: null }, []) });
    renderPortfolio();
    const list = await screen.findByLabelText(`${OWN_TAB} totals`);
    await waitFor(() => expect(within(list).getAllByRole('definition').at(-1)).toHaveTextContent('—'));
  });
});

describe('on a phone (390 px)', () => {
  it('lists one card per fund with the figures that matter and its actions, 5 a page', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      answer({ holdings: ok(Array.from({ length: 6 }, (_, i) => fund(i + 10))) });
      renderPortfolio();
      const cards = await screen.findByRole('list', { name: `${OWN_TAB} funds` });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const items = within(cards).getAllByRole('listitem');
      expect(items).toHaveLength(5);
      const first = items[0] as HTMLElement;
      expect(
        within(first)
          .getAllByRole('term')
          .map((dt) => dt.textContent),
      ).toEqual(['Invested Value', 'Current Value', 'Gain/Loss', 'Units']);
      expect(
        within(first)
          .getAllByRole('definition')
          .map((dd) => dd.textContent),
      ).toEqual(['₹50.00 K', '₹62.50 K', '₹12.50 K25.00%', '1,000.0000']);
      expect(within(first).getByRole('button', { name: text.actionsOf('Fund 10') })).toBeInTheDocument();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('keeps the whole SIP badge beside a long name instead of squeezing it to its first letter (issue 29)', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      answer();
      renderPortfolio();
      const cards = await screen.findByRole('list', { name: `${OWN_TAB} funds` });
      const badge = within(cards).getByText(text.sipTag).closest('.mantine-Badge-root');
      expect(badge).toHaveStyle({ flexShrink: '0' });
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('the External Portfolio tab', () => {
  const external = (overrides: Partial<ExternalHolding> = {}): ExternalHolding => ({
    isin: null,
    schemeName: 'Outside Midcap Fund',
    amcName: 'Outside Mutual Fund',
    folio: '991/7',
    quantity: '10.5000',
    nav: '101.2345',
    amount: '1000.00',
    currentValue: '1062.96',
    gainLoss: '62.96',
    asOn: '2025-06-13',
    ...overrides,
  });

  it('says so when there is no external portfolio, and is only loaded when opened', async () => {
    answer();
    renderPortfolio();
    await ownTable();
    expect(userApi.calls('/mfc/folio')).toEqual([]);
    await userEvent.click(await screen.findByRole('tab', { name: 'External Portfolio' }));
    expect(await screen.findByText('No external portfolio data available.')).toBeInTheDocument();
  });

  it('lists the statement’s funds with their totals, without actions', async () => {
    answer({
      external: ok([external(), external({ folio: '991/8' }), external({ schemeName: 'Nil Fund', amount: '0.00' })]),
    });
    renderPortfolio();
    await userEvent.click(await screen.findByRole('tab', { name: 'External Portfolio' }));
    const table = await screen.findByRole('table', { name: 'External Portfolio' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Scheme name', 'Invested Value', 'Current Value', 'Gain/Loss', 'Units']);
    expect(bodyRows(table).map((row) => row.textContent)).toEqual([
      'Outside Midcap Fund₹2.00 K₹2.13 K₹125.926.30%21.0000',
    ]);
    const totals = within(screen.getByLabelText('External Portfolio totals')).getAllByRole('definition');
    expect(totals.map((dd) => dd.textContent)).toEqual(['₹2.00 K', '₹3.19 K', '₹188.88', '9.44%']);
  });

  it('says when the external portfolio could not be loaded', async () => {
    answer({ external: serverError('Statement service down') });
    renderPortfolio();
    await userEvent.click(await screen.findByRole('tab', { name: 'External Portfolio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failedExternal);
  });
});
