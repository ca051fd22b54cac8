// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListResponse, OrderListRow } from '../../../src/api/order-status';
import { orderStatusMessages as text } from '../../../src/features/order-status/messages';
import { withPhoneViewport } from '../../support/viewport';
import { renderOrderStatus } from './harness';

const userApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const catalogueApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const { ok } = await import('../../support/fake-api');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, userApi: { GET: userApi.GET }, catalogueApi: { GET: catalogueApi.GET } };
});

// Dates are shown in the browser's zone: pin it so the expected texts are the same everywhere.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

const BLUECHIP = 'INF0A1B01234';
const LIQUID = 'INF0A1B05678';
const GONE = 'INF9Z9Z99999';

const SCHEMES: Record<string, Pick<OrderListRow, 'schemeName' | 'schemeType'>> = {
  [BLUECHIP]: { schemeName: 'Aarohan Bluechip Fund Growth', schemeType: 'EQUITY' },
  [LIQUID]: { schemeName: 'Aarohan Liquid Fund', schemeType: 'LIQUID' },
};

/** A list row; its scheme's name and type come with it, as the server reads them (null: a scheme it does not know). */
function order(overrides: Partial<OrderListRow> = {}): OrderListRow {
  const fundId = overrides.fundId ?? BLUECHIP;
  return {
    orderId: 7,
    fundId,
    ...(SCHEMES[fundId] ?? { schemeName: null, schemeType: null }),
    orderType: 'LUMP_SUM',
    amount: '5000.00',
    quantity: null,
    status: 'COMPLETED',
    remarks: 'Units allotted at NAV 62.5000',
    placedOn: '2026-11-21T19:05:00Z',
    ...overrides,
  };
}

const FIRST_PAGE: OrderListRow[] = [
  order({ orderId: 12, orderType: 'SIP', status: 'IN_PROGRESS', remarks: null }),
  order({ orderId: 11, fundId: LIQUID, orderType: 'REDEEM', amount: null, quantity: '12.3456', status: 'FAILED' }),
  order({ orderId: 10, fundId: GONE, orderType: 'SIP_CANCEL', amount: null, quantity: null, status: 'CANCELLED' }),
  order({ orderId: 7, placedOn: '2026-03-04T09:30:00.000Z', status: 'AUTHENTICATED', remarks: '  ' }),
  order({ orderId: 3, orderType: 'SWITCH', amount: '125000.50', status: 'INITIATED' }),
];

function page(orders: OrderListRow[], totalElements = orders.length, currentPage = 0): OrderListResponse {
  return { totalElements, currentPage, perPage: 10, orders };
}

/** Answers each zero-based page from a list of `total` orders, newest id first. */
function answerPages(total: number) {
  userApi.on('/orders', ({ query }) => {
    const pageNo = Number(query?.pageNo ?? 0);
    const ids = Array.from({ length: total }, (_, i) => total - i).slice(pageNo * 10, pageNo * 10 + 10);
    return ok(
      page(
        ids.map((orderId) => order({ orderId })),
        total,
        pageNo,
      ),
    );
  });
}

const table = () => screen.findByRole('table', { name: text.tableTitle });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

beforeEach(() => {
  userApi.reset();
  catalogueApi.reset();
});

describe('Order Status (001 §2.14)', () => {
  it('asks the server for the first page of 10, newest id first', async () => {
    userApi.on('/orders', () => ok(page(FIRST_PAGE)));
    renderOrderStatus();
    await table();
    expect(userApi.calls('/orders')[0]?.query).toEqual({ pageNo: 0, pageSize: 10, sortBy: 'id', direction: 'DESC' });
  });

  it('shows the Order Summary with one row per order in the spec’s columns', async () => {
    userApi.on('/orders', () => ok(page(FIRST_PAGE)));
    renderOrderStatus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Summary' })).toBeInTheDocument();
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Order Ref.', 'Scheme', 'Order Type', 'Amount/Unit', 'Placed On', 'Status', 'Remarks']);
    const rows = (await bodyRows()).map(cellsOf);
    expect(rows).toEqual([
      ['OS-12', 'Aarohan Bluechip Fund Growth (EQUITY)', 'Sip', '₹5,000.00', '22-11-2026 12:35 AM', 'In Progress', ''],
      ['OS-11', 'Aarohan Liquid Fund (LIQUID)', 'Redeem', '12.3456', '22-11-2026 12:35 AM', 'Failed', ''],
      // A plan change says what it is and moves no money; its scheme is not in the catalogue here.
      ['OS-10', 'Unknown', 'Sip cancel', '—', '22-11-2026 12:35 AM', 'Cancelled', ''],
      [
        'OS-07',
        'Aarohan Bluechip Fund Growth (EQUITY)',
        'Lumpsum',
        '₹5,000.00',
        '04-03-2026 03:00 PM',
        'Authenticated',
        '',
      ],
      [
        'OS-03',
        'Aarohan Bluechip Fund Growth (EQUITY)',
        'Switch',
        '₹1,25,000.50',
        '22-11-2026 12:35 AM',
        'Initiated',
        '',
      ],
    ]);
    const when = within((await bodyRows())[3] as HTMLElement)
      .getByText('04-03-2026')
      .closest('time');
    expect(when).toHaveAttribute('datetime', '2026-03-04T09:30:00.000Z');
    expect(screen.getByText(text.range(1, 5, 5))).toBeInTheDocument();
  });

  it('reads each scheme from the list itself, with no Scheme details call per fund (beyond the spec)', async () => {
    userApi.on('/orders', () => ok(page(FIRST_PAGE)));
    renderOrderStatus();
    const [first] = await bodyRows();
    expect(within(first as HTMLElement).getByText('Aarohan Bluechip Fund Growth (EQUITY)')).toBeInTheDocument();
    expect(catalogueApi.calls('/bo/schemes/{fundId}')).toEqual([]);
  });

  it('shows the remarks behind a labelled info button, or the fallback when there are none', async () => {
    userApi.on('/orders', () => ok(page(FIRST_PAGE)));
    const { user } = renderOrderStatus();
    await table();
    await user.click(screen.getByRole('button', { name: 'Remarks for OS-11' }));
    const remarks = await screen.findByRole('dialog', { name: 'Remarks for OS-11' });
    expect(remarks).toHaveTextContent('Units allotted at NAV 62.5000');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remarks for OS-11' })).toHaveFocus();

    // Keyboard only: Tab to the icon of OS-07 (blank remarks), Enter opens it.
    screen.getByRole('button', { name: 'Remarks for OS-10' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remarks for OS-07' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Remarks for OS-07' })).toHaveTextContent(
      'Redemption Authentication Not Received',
    );
  });

  it('opens the remarks while the pointer rests on the icon', async () => {
    userApi.on('/orders', () => ok(page(FIRST_PAGE)));
    const { user } = renderOrderStatus();
    await table();
    await user.hover(screen.getByRole('button', { name: 'Remarks for OS-12' }));
    expect(await screen.findByRole('dialog', { name: 'Remarks for OS-12' })).toHaveTextContent(
      'Redemption Authentication Not Received',
    );
    await user.unhover(screen.getByRole('button', { name: 'Remarks for OS-12' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains that later orders of systematic plans may move by 4 to 5 days', async () => {
    userApi.on('/orders', () => ok(page(FIRST_PAGE)));
    const { user } = renderOrderStatus();
    await user.click(await screen.findByRole('button', { name: text.systematicNoteLabel }));
    expect(await screen.findByRole('dialog', { name: text.systematicNoteLabel })).toHaveTextContent(
      /systematic plans .* may fluctuate by 4 to 5 days/,
    );
  });

  it('pages 10 at a time, padded to the server’s total, and scrolls smoothly to the top', async () => {
    answerPages(23);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user, router } = renderOrderStatus();
    await table();
    expect(await bodyRows()).toHaveLength(10);
    expect(screen.getByText(text.range(1, 10, 23))).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: text.pagination });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await waitFor(() => expect(screen.getByText(text.range(21, 23, 23))).toBeInTheDocument());
    expect((await bodyRows()).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'OS-03',
      'OS-02',
      'OS-01',
    ]);
    expect(userApi.calls('/orders').at(-1)?.query).toMatchObject({ pageNo: 2, pageSize: 10 });
    expect(router.state.location.search).toEqual({ page: 3 });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    scrollTo.mockRestore();
  });

  it('opens the page in the address, and the last page when the address points past it', async () => {
    answerPages(23);
    const { router } = renderOrderStatus('/orderstatus?page=2');
    await waitFor(() => expect(screen.getByText(text.range(11, 20, 23))).toBeInTheDocument());

    const far = renderOrderStatus('/orderstatus?page=9');
    await waitFor(() => expect(far.router.state.location.search).toEqual({ page: 3 }));
    expect(router.state.location.search).toEqual({ page: 2 });
  });

  it('reads an unreadable page in the address as the first page', async () => {
    answerPages(3);
    renderOrderStatus('/orderstatus?page=abc');
    await waitFor(() => expect(screen.getByText(text.range(1, 3, 3))).toBeInTheDocument());
    expect(userApi.calls('/orders').map((params) => params.query?.pageNo)).toEqual([0]);
    expect(screen.queryByRole('navigation', { name: text.pagination })).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to explore funds when there are no orders', async () => {
    userApi.on('/orders', () => ok(page([])));
    const { user } = renderOrderStatus();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(text.empty).toBe('Orders are not available at the moment, please explore our latest mutual funds.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: text.explore }));
    expect(await screen.findByTestId('explore')).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty state (001 §8: only logged, no message)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    userApi.on('/orders', () => ({ status: 500, body: { code: 'INTERNAL', message: 'Database down' } }));
    renderOrderStatus();
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });
});

describe('Order Status on a phone (390 px, issue 13 item 5)', () => {
  withPhoneViewport();

  it('reads each order as a card: reference, status, scheme, amount, type and date, no table', async () => {
    userApi.on('/orders', () => ok(page(FIRST_PAGE)));
    const { user } = renderOrderStatus();
    const list = await screen.findByRole('list', { name: text.tableTitle });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['OS-12', 'OS-11', 'OS-10', 'OS-07', 'OS-03']);

    const redemption = cards[1] as HTMLElement;
    expect(within(redemption).getByText('Failed')).toBeVisible();
    expect(within(redemption).getByText('Aarohan Liquid Fund (LIQUID)')).toBeVisible();
    const figures = Object.fromEntries(
      within(redemption)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({ 'Amount/Unit': '12.3456', 'Order Type': 'Redeem', 'Placed On': '22-11-2026 12:35 AM' });
    expect(
      within(cards[3] as HTMLElement)
        .getByText('04-03-2026')
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-03-04T09:30:00.000Z');

    await user.click(within(redemption).getByRole('button', { name: 'Remarks for OS-11' }));
    expect(await screen.findByRole('dialog', { name: 'Remarks for OS-11' })).toHaveTextContent(
      'Units allotted at NAV 62.5000',
    );
  });
});
