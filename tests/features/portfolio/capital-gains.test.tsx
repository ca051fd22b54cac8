// @vitest-environment happy-dom
/**
 * The capital-gains page (beyond the spec): a table per financial year with its short and long
 * term totals, the CSV download of the same figures, and the empty state; on a phone a card per
 * sale instead of the 720 px table (issue 29).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CapitalGains } from '../../../src/api/capital-gains';
import { CapitalGainsScreen } from '../../../src/features/portfolio/capital-gains-screen';
import { capitalGainsMessages as text } from '../../../src/features/portfolio/messages';
import { withPhoneViewport } from '../../support/viewport';

const userApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const { ok } = await import('../../support/fake-api');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, userApi: { GET: userApi.GET } };
});

const STATEMENT: CapitalGains = {
  asOn: '2025-06-16',
  years: [
    {
      financialYear: '2024-25',
      shortTermGain: '-150.00',
      longTermGain: '234.57',
      proceeds: '1684.57',
      cost: '1600.00',
      // As domain/tax/capital-gains-tax.ts works it out: the short-term loss sets off against the
      // long-term gain, and what is left sits inside the exemption.
      tax: {
        exemption: '125000.00',
        exemptionUsed: '84.57',
        exemptionLeft: '124915.43',
        estimatedTax: '0.00',
        notEstimated: '0.00',
        shortTermLossCarriedForward: '0.00',
        longTermLossCarriedForward: '0.00',
      },
      rows: [
        {
          financialYear: '2024-25',
          fundId: 'INF0A1B01234',
          schemeName: 'Aarohan Bluechip Fund Growth',
          schemeType: 'EQUITY',
          folio: '4817263/52',
          orderRef: 'OS-07',
          acquiredOn: '2024-01-10',
          soldOn: '2025-02-03',
          daysHeld: 390,
          units: '10.0000',
          cost: '1000.00',
          saleNav: '123.4567',
          proceeds: '1234.57',
          gain: '234.57',
          term: 'LONG',
        },
        {
          financialYear: '2024-25',
          fundId: 'INF0A1B01234',
          schemeName: 'Aarohan Bluechip Fund Growth',
          schemeType: 'EQUITY',
          folio: '4817263/52',
          orderRef: 'OS-08',
          acquiredOn: '2025-01-02',
          soldOn: '2025-03-02',
          daysHeld: 59,
          units: '5.0000',
          cost: '600.00',
          saleNav: '90.0000',
          proceeds: '450.00',
          gain: '-150.00',
          term: 'SHORT',
        },
      ],
    },
  ],
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/portfolio/capital-gains',
    component: CapitalGainsScreen,
  });
  const portfolio = createRoute({
    getParentRoute: () => rootRoute,
    path: '/portfolio',
    component: () => <p>portfolio</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, portfolio]),
    history: createMemoryHistory({ initialEntries: ['/portfolio/capital-gains'] }),
  });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

let downloaded: Blob[] = [];

beforeEach(() => {
  userApi.reset();
  downloaded = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloaded.push(blob);
    return 'blob:capital-gains';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('capital gains page', () => {
  it('shows each financial year with its sales and its short and long term totals', async () => {
    userApi.on('/portfolios/capital-gains', () => ok(STATEMENT));
    renderPage();
    const table = await screen.findByRole('table', { name: 'FY 2024-25' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Aarohan Bluechip Fund Growth');
    expect(rows[1]).toHaveTextContent('₹234.57');
    expect(rows[1]).toHaveTextContent(text.longTerm);
    expect(rows[2]).toHaveTextContent('-₹150.00');
    expect(screen.getByText('-₹150.00', { selector: 'span' })).toBeInTheDocument();
    // Every gain of the year is estimated: no 'not estimated' figure or sentence.
    expect(screen.queryByText(text.tax.notEstimatedLabel)).toBeNull();
    expect(screen.getByRole('region', { name: text.tax.label('2024-25') })).not.toHaveTextContent(
      text.tax.notEstimated,
    );
  });

  it("shows each year's estimated tax, the exemption used, losses carried and what is not estimated (issue 31)", async () => {
    const [year] = STATEMENT.years;
    if (!year) throw new Error('The statement has a year');
    userApi.on('/portfolios/capital-gains', () =>
      ok({
        ...STATEMENT,
        years: [
          {
            ...year,
            tax: {
              ...year.tax,
              estimatedTax: '9750.00',
              notEstimated: '1200.00',
              longTermLossCarriedForward: '500.00',
            },
          },
        ],
      }),
    );
    renderPage();
    const tax = await screen.findByRole('region', { name: text.tax.label('2024-25') });
    expect(within(tax).getByText(text.tax.estimated).nextSibling).toHaveTextContent('₹9,750.00');
    expect(within(tax).getByText(text.tax.exemptionUsed).nextSibling).toHaveTextContent('₹84.57 of ₹1,25,000.00');
    expect(within(tax).getByText(text.tax.longLossCarried).nextSibling).toHaveTextContent('₹500.00');
    expect(within(tax).queryByText(text.tax.shortLossCarried)).toBeNull();
    expect(within(tax).getByText(text.tax.notEstimatedLabel).nextSibling).toHaveTextContent('₹1,200.00');
    expect(tax).toHaveTextContent(text.tax.notEstimated);
  });

  it('downloads the statement as CSV, one line per sale', async () => {
    userApi.on('/portfolios/capital-gains', () => ok(STATEMENT));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: text.download }));
    expect(click).toHaveBeenCalledOnce();
    const csv = await downloaded[0]?.text();
    expect(csv?.split('\n')).toEqual([
      'Financial year,Scheme,Scheme type,Folio,Order,Acquired on,Sold on,Days held,Units,Cost,Sale NAV,Proceeds,Gain,Term',
      '2024-25,Aarohan Bluechip Fund Growth,EQUITY,4817263/52,OS-07,2024-01-10,2025-02-03,390,10.0000,1000.00,123.4567,1234.57,234.57,Long term',
      '2024-25,Aarohan Bluechip Fund Growth,EQUITY,4817263/52,OS-08,2025-01-02,2025-03-02,59,5.0000,600.00,90.0000,450.00,-150.00,Short term',
      '',
    ]);
  });

  it('says so when nothing has been sold, with no download', async () => {
    userApi.on('/portfolios/capital-gains', () => ok({ asOn: '2025-06-16', years: [] }));
    renderPage();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.download })).not.toBeInTheDocument();
  });
});

describe('dates and references (issue 29)', () => {
  it('shows dates as DD-MM-YYYY, and the table can be scrolled by keyboard where it is wider than the page', async () => {
    userApi.on('/portfolios/capital-gains', () => ok(STATEMENT));
    renderPage();
    const table = await screen.findByRole('table', { name: 'FY 2024-25' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('10-01-2024');
    expect(first).toHaveTextContent('03-02-2025');
    const region = screen.getByRole('region', { name: 'FY 2024-25' });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('leaves out the separator when a sale has no order reference', async () => {
    const [year] = STATEMENT.years;
    if (!year) throw new Error('fixture');
    const rows = year.rows.map((row) => ({ ...row, orderRef: null }));
    userApi.on('/portfolios/capital-gains', () => ok({ ...STATEMENT, years: [{ ...year, rows }] }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'FY 2024-25' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('Folio 4817263/52');
    expect(first.textContent).not.toContain('·');
  });
});

describe('on a phone (390 px)', () => {
  withPhoneViewport();

  it('lists a card per sale with its figures as a description list, and no table', async () => {
    userApi.on('/portfolios/capital-gains', () => ok(STATEMENT));
    renderPage();
    const cards = await screen.findByRole('list', { name: text.salesOf('2024-25') });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(first).toHaveTextContent('Aarohan Bluechip Fund Growth');
    expect(first).toHaveTextContent('Folio 4817263/52 · OS-07');
    expect(
      within(first)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Bought on', 'Sold on', 'Units', 'Cost', 'Proceeds', 'Gain', 'Term']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['10-01-2024', '03-02-2025', '10.0000', '₹1,000.00', '₹1,234.57', '₹234.57', text.longTerm]);
  });
});
