// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detailsMessages } from '../../../src/features/catalogue/messages';
import { withPhoneViewport } from '../../support/viewport';
import { holding, ISIN, navHistory, schemeDetails } from './fixtures';
import { renderRoutes, signInSearch } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-catalogue')).createFakeCatalogue());
const { ok, notFound, serverError } = await import('./fake-catalogue');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, catalogueApi: { GET: fake.GET } };
});

// Canvas drawing is ECharts' business; here the charts only report what they were given.
vi.mock('../../../src/features/catalogue/charts/echarts-charts', () => ({
  NavLineChart: ({ points }: { points: unknown[] }) => <div data-testid="nav-line" data-points={points.length} />,
  SectorDoughnut: ({ slices }: { slices: Array<{ name: string }> }) => (
    <div data-testid="sector-doughnut" data-slices={slices.map((s) => s.name).join('|')} />
  ),
}));

function answer({
  scheme = ok(schemeDetails()),
  nav = ok({ navValue: '123.4567', lastModifiedDate: '2024-06-28' }),
  history = ok(navHistory('2024-06-28', 1200)),
}: {
  scheme?: ReturnType<typeof ok>;
  nav?: ReturnType<typeof ok>;
  history?: ReturnType<typeof ok>;
} = {}) {
  fake.on('/bo/schemes/{fundId}', () => scheme);
  fake.on('/bo/navs/{id}', () => nav);
  fake.on('/bo/navs/{id}/history', () => history);
}

/** Opens the page and waits until the NAV answers have arrived too (nothing is busy any more). */
const open = async (isin = ISIN) => {
  const view = renderRoutes(`/details/${isin}`);
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
};

/**
 * happy-dom's IntersectionObserver never reports. This one reports every observed element as
 * near the viewport when `reveal()` is called, and at once unless `holdCharts` is set.
 */
const viewport = { holdCharts: false, observers: [] as Array<() => void> };
function reveal() {
  for (const report of viewport.observers.splice(0)) report();
}
class TestIntersectionObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    viewport.observers.push(() => this.callback([{ isIntersecting: true }]));
    if (!viewport.holdCharts) queueMicrotask(reveal);
  }
  disconnect() {}
}

/** The text shown in the stat card labelled `label`. */
function statCard(label: string | RegExp): HTMLElement {
  const heading = screen.getByRole('heading', { name: label });
  const card = heading.closest<HTMLElement>('.mantine-Paper-root');
  if (!card) throw new Error(`No card for ${label}`);
  return card;
}

beforeEach(() => {
  fake.reset();
  viewport.holdCharts = false;
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('scheme details', () => {
  it('loads scheme (with SIP rules), NAV and history for the fund id', async () => {
    answer();
    await open();
    expect(fake.calls('/bo/schemes/{fundId}')).toEqual([{ path: { fundId: ISIN }, query: { type: ['SIP'] } }]);
    expect(fake.calls('/bo/navs/{id}')).toEqual([{ path: { id: ISIN } }]);
    // The downsampled series the chart draws (issue 17), not the whole history.
    expect(fake.calls('/bo/navs/{id}/history')).toEqual([{ path: { id: ISIN }, query: { points: 50 } }]);
  });

  it('shows the scheme before the NAV history arrives, keeping the NAV section’s place', async () => {
    let deliver: (reply: ReturnType<typeof ok>) => void = () => {};
    answer();
    fake.on('/bo/navs/{id}/history', () => new Promise((resolve) => (deliver = resolve)));
    renderRoutes(`/details/${ISIN}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(statCard('Riskometer')).toHaveTextContent('Very High');
    expect(screen.queryByRole('heading', { name: 'NAV History' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    deliver(ok(navHistory('2024-06-28', 1200)));
    expect(await screen.findByRole('heading', { name: 'NAV History' })).toBeVisible();
    expect(statCard('Current NAV')).toHaveTextContent('₹123.46');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('loads the chart only when it is about to scroll into view', async () => {
    viewport.holdCharts = true;
    answer();
    await open();
    expect(screen.getByRole('img', { name: /NAV history over 1 year/ })).toBeInTheDocument();
    expect(screen.queryByTestId('nav-line')).toBeNull();
    expect(screen.queryByTestId('sector-doughnut')).toBeNull();
    reveal();
    expect(await screen.findByTestId('nav-line')).toBeInTheDocument();
    expect(await screen.findByTestId('sector-doughnut')).toBeInTheDocument();
  });

  it('shows the header: name, category and the objective as sanitised HTML', async () => {
    answer({
      scheme: ok(
        schemeDetails(
          {},
          {
            objective:
              '<p onclick="alert(1)">Grow <b>wealth</b><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">more</a></p>',
          },
        ),
      ),
    });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Sanchay Bluechip Equity Fund Direct Growth' })).toBeVisible();
    expect(screen.getByText(/Large Cap Fund/)).toBeVisible();
    const objective = screen.getByRole('heading', { name: detailsMessages.objective }).parentElement;
    expect(objective).toHaveTextContent(/Grow\s*wealth\s*more/);
    expect(objective?.innerHTML).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("shows 'Not Available' when there is no objective", async () => {
    answer({ scheme: ok(schemeDetails({}, { objective: null })) });
    await open();
    const objective = screen.getByRole('heading', { name: detailsMessages.objective });
    expect(objective.parentElement).toHaveTextContent('Not Available');
  });

  it("shows the 'N days LockIn' badge only when there is a lock-in", async () => {
    answer({ scheme: ok(schemeDetails({ lockInPeriod: 1095, schemeType: 'ELSS' })) });
    const first = await open();
    expect(screen.getByText('1095 days LockIn')).toBeVisible();
    first.unmount();
    answer();
    await open();
    expect(screen.queryByText(/days LockIn/)).toBeNull();
  });

  it.each([
    ['Y', 'Y', 'ACTIVE', true, true],
    ['Y', 'Y', null, true, false],
    ['Y', 'N', 'ACTIVE', true, false],
    ['N', 'Y', 'ACTIVE', false, true],
  ] as const)(
    'purchaseAllowed %s, sipFlag %s, SIP status %s: BUY %s, SIP %s',
    async (buy, sip, status, showsBuy, showsSip) => {
      const base = schemeDetails();
      answer({
        scheme: ok(
          schemeDetails({
            purchaseAllowed: buy,
            sipFlag: sip,
            sipDetails: base.sipDetails ? { ...base.sipDetails, status } : null,
          }),
        ),
      });
      await open();
      expect(screen.queryByRole('button', { name: /^Buy / }) !== null).toBe(showsBuy);
      expect(screen.queryByRole('button', { name: /SIP/ }) !== null).toBe(showsSip);
    },
  );

  it('hides SIP when the scheme has no SIP rules at all', async () => {
    answer({ scheme: ok(schemeDetails({ sipDetails: null })) });
    await open();
    expect(screen.queryByRole('button', { name: /SIP/ })).toBeNull();
  });

  it.each(['BUY', 'SIP'])('sends an anonymous visitor pressing %s to Sign In, with the way back', async (action) => {
    answer();
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(screen.getByRole('button', { name: action === 'BUY' ? /^Buy / : /SIP/ }));
    const signin = await screen.findByTestId('signin');
    expect(router.state.location.pathname).toBe('/signin');
    expect(signInSearch(signin)).toEqual({ message: 'createUser', redirect: `/details/${ISIN}` });
  });

  it('shows the current NAV, its date and the change against the previous NAV', async () => {
    answer({
      history: ok([
        { date: '2024-06-26', value: '120.0000' },
        { date: '2024-06-27', value: '122.0000' },
        { date: '2024-06-28', value: '123.4567' },
      ]),
    });
    await open();
    const card = statCard('Current NAV');
    expect(card).toHaveTextContent('₹123.46');
    expect(card).toHaveTextContent('+1.19%');
    expect(card).toHaveTextContent('Last Updated On: 28-06-2024');
  });

  it("shows 'No NAV Found', 'No Data Found' and 'Last Updated On: Not Found' without a NAV", async () => {
    answer({ nav: notFound('No NAV'), history: ok([]) });
    await open();
    const card = statCard('Current NAV');
    expect(card).toHaveTextContent('No NAV Found');
    expect(card).toHaveTextContent('No Data Found');
    expect(card).toHaveTextContent('Last Updated On: Not Found');
    expect(screen.getByText('NAV history not available.')).toBeVisible();
  });

  it("shows CAGR for the chart's period, and '- -' when the history is shorter", async () => {
    answer({ history: ok(navHistory('2024-06-28', 400)) });
    const user = userEvent.setup();
    await open();
    expect(statCard('CAGR (1 Year)')).toHaveTextContent(/^CAGR \(1 Year\)\d+\.\d{2}%$/);
    await user.click(screen.getByRole('tab', { name: '3Y' }));
    expect(statCard('CAGR (3 Year)')).toHaveTextContent('- -');
    await user.click(screen.getByRole('tab', { name: 'MAX' }));
    expect(statCard('CAGR (MAX)')).toHaveTextContent(/\d+\.\d{2}%/);
    await user.click(screen.getByRole('tab', { name: '6M' }));
    expect(statCard('CAGR (1 Year)')).toBeVisible();
  });

  it('cuts stat text at 13 characters, keeping the full value for screen readers', async () => {
    answer({ scheme: ok(schemeDetails({}, { riskometer: 'Moderately High', aum: '123456789.00' })) });
    await open();
    const risk = statCard('Riskometer');
    expect(within(risk).getByText('Moderately Hi...')).toHaveAttribute('aria-hidden', 'true');
    expect(within(risk).getByText('Moderately High')).toBeInTheDocument();
    expect(statCard('AUM')).toHaveTextContent('₹12,34,56,789...');
    expect(statCard('Min Investment')).toHaveTextContent('₹5,000.00');
  });

  it("shows 'Not Available' for a missing AUM", async () => {
    answer({ scheme: ok(schemeDetails({}, { aum: null })) });
    await open();
    expect(statCard('AUM')).toHaveTextContent('Not Available');
  });

  it('draws about 50 points per NAV tab, with a text summary', async () => {
    answer({ history: ok(navHistory('2024-06-28', 2000)) });
    const user = userEvent.setup();
    await open();
    const chart = await screen.findByTestId('nav-line');
    expect(chart).toHaveAttribute('data-points', '50');
    expect(screen.getByRole('img', { name: /NAV history over 1 year: ₹/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '3M' }));
    expect(await screen.findByRole('img', { name: /NAV history over 3 months/ })).toBeInTheDocument();
    expect(screen.getByTestId('nav-line')).toHaveAttribute('data-points', '50');
  });

  it('draws the sector doughnut with top sectors plus Other, and a legend', async () => {
    answer();
    await open();
    const doughnut = await screen.findByTestId('sector-doughnut');
    expect(doughnut).toHaveAttribute(
      'data-slices',
      'Financial Services|Energy|Information Technology|Healthcare|Other',
    );
    expect(screen.getByRole('img', { name: /Sector allocation: Financial Services 16.75%/ })).toBeInTheDocument();
    const legend = screen.getByRole('list');
    expect(within(legend).getByText('Informatio..')).toHaveAttribute('title', 'Information Technology');
    expect(within(legend).getByText('Financial Services')).toBeVisible();
  });

  it("shows '-' for missing holding cells", async () => {
    answer({
      scheme: ok(
        schemeDetails(
          {},
          {
            portfolioBeanList: [
              holding('Treasury Bill 91 Days', '3.10', null, { investment: null, assetClass: null, rating: 'SOV' }),
            ],
          },
        ),
      ),
    });
    await open();
    const table = screen.getByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Treasury Bill 91 Days', '3.10%', '-', '-', '-', 'SOV']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company', 'Allocation', 'Investment', 'Sector', 'Asset Class', 'Rating']);
  });

  it('says so when there are no holdings', async () => {
    answer({ scheme: ok(schemeDetails({}, { portfolioBeanList: [] })) });
    await open();
    expect(screen.getByText('Sectorwise breakdown not available.')).toBeVisible();
    expect(screen.getByText('Companywise breakdown not available.')).toBeVisible();
  });

  it('shows fund managers, the AMC logo, the documents link and the disclaimer', async () => {
    answer();
    const user = userEvent.setup();
    await open();
    expect(screen.getByText('Asha Menon, Rahul Iyer')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Sanchay Mutual Fund logo' })).toHaveAttribute(
      'src',
      '/api/files/amcs/SANCHAYMF/logo.svg',
    );
    expect(screen.getByRole('link', { name: /Scheme Documents/ })).toHaveAttribute(
      'href',
      '/api/files/amcs/SANCHAYMF/scheme-documents.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Disclaimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disclaimer' });
    expect(dialog).toHaveTextContent(/subject to market risks/);
    expect(dialog).toHaveTextContent(/Past performance is no guide/);
    expect(dialog).toHaveTextContent(/illustrative/);
  });

  it("shows 'Not available' when no fund manager is named", async () => {
    answer({ scheme: ok(schemeDetails({}, { fundManager: [] })) });
    await open();
    expect(screen.getByText('Not available')).toBeVisible();
  });

  it('shows a clear message for an unknown scheme', async () => {
    answer({ scheme: notFound('Scheme INF9Z9Z99999 was not found') });
    renderRoutes('/details/INF9Z9Z99999');
    expect(await screen.findByRole('heading', { name: 'Scheme not found' })).toBeVisible();
    expect(screen.getByText(/INF9Z9Z99999/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore mutual funds' })).toHaveAttribute('href', '/explore');
  });

  it('hides only the NAV section when the NAV history fails to load', async () => {
    answer({ history: serverError() });
    await open();
    expect(screen.queryByRole('heading', { name: 'Current NAV' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'NAV History' })).toBeNull();
    expect(statCard('Riskometer')).toHaveTextContent('Very High');
    expect(screen.getByRole('heading', { name: 'Scheme Holdings' })).toBeVisible();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
  });

  it("hides the NAV section and shows 'Not Available' when the scheme fails to load", async () => {
    answer({ scheme: serverError() });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Available' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Current NAV' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'NAV History' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
  });
});

describe('on a phone (390 px)', () => {
  withPhoneViewport();

  it('keeps SIP and BUY in an action bar stuck to the bottom of the screen (issue 29)', async () => {
    answer();
    await open();
    const name = 'Sanchay Bluechip Equity Fund Direct Growth';
    const bar = screen.getByRole('region', { name: detailsMessages.orderBar(name) });
    expect(within(bar).getByRole('button', { name: `Start a SIP in ${name}` })).toBeVisible();
    expect(within(bar).getByRole('button', { name: `Buy ${name}` })).toBeVisible();
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
    // Once: not also in the header card.
    expect(screen.getAllByRole('button', { name: /^Buy / })).toHaveLength(1);
  });

  it('shows no bar when the scheme can be neither bought nor started as a SIP', async () => {
    answer({ scheme: ok(schemeDetails({ purchaseAllowed: 'N', sipDetails: null })) });
    await open();
    expect(screen.queryByRole('region', { name: /^Invest in / })).toBeNull();
  });

  it('lists the scheme holdings as cards, not a table scrolled sideways (issue 29)', async () => {
    answer({
      scheme: ok(
        schemeDetails(
          {},
          {
            portfolioBeanList: [
              holding('Treasury Bill 91 Days', '3.10', null, { investment: null, assetClass: null, rating: 'SOV' }),
            ],
          },
        ),
      ),
    });
    await open();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Scheme Holdings' });
    const [card] = within(list).getAllByRole('listitem');
    expect(card).toHaveTextContent('Treasury Bill 91 Days');
    const figures = within(card as HTMLElement)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Allocation: 3.10%', 'Investment: -', 'Sector: -', 'Asset Class: -', 'Rating: SOV']);
    // A long list scrolls inside its card: a labelled region the keyboard can reach.
    const region = screen.getByRole('region', { name: 'Scheme Holdings' });
    expect(region).toContainElement(list);
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
