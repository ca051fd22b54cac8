// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortfolioSummary } from '../../../src/api/portfolio';
import { DASHBOARD_ERROR_KEY, dashboardMessages as text } from '../../../src/features/dashboard';
import { renderShell } from '../../app/shell/render-shell';

// Canvas drawing is ECharts' business; here the doughnut only reports what it was given.
vi.mock('../../../src/features/dashboard/charts/echarts-doughnut', () => ({
  EchartsDoughnut: ({ rows, total }: { rows: Array<{ name: string }>; total: string }) => (
    <div data-testid="doughnut" data-rows={rows.map((row) => row.name).join('|')} data-total={total} />
  ),
}));

const EMPTY_SUMMARY: PortfolioSummary = {
  asOn: '2025-06-16',
  invested: '0.00',
  currentValue: '0.00',
  gainLoss: '0.00',
  returns: '0.00',
  xirr: null,
  returnFigure: { kind: 'ABSOLUTE', percent: null },
  assetAllocation: [],
  topFunds: [],
  funds: [],
};

const SUMMARY: PortfolioSummary = {
  asOn: '2025-06-16',
  invested: '305000.00',
  currentValue: '331234.56',
  gainLoss: '26234.56',
  returns: '8.60',
  xirr: '11.42',
  returnFigure: { kind: 'XIRR', percent: '11.42' },
  assetAllocation: [
    { name: 'Equity', amount: '75000.00', percentage: '24.59' },
    { name: 'Debt', amount: '80000.00', percentage: '26.23' },
    { name: 'ELSS', amount: '150000.00', percentage: '49.18' },
  ],
  topFunds: [
    { name: 'Aarohan Tax Saver Fund Direct Growth', amount: '150000.00', percentage: '49.18' },
    { name: 'Aarohan Short Term Debt Fund Growth', amount: '80000.00', percentage: '26.23' },
    { name: 'Aarohan Bluechip', amount: '75000.00', percentage: '24.59' },
  ],
  funds: [],
};

const withSummary = (summary: PortfolioSummary) => ({
  'GET /portfolios/summary': () => Response.json(summary),
});

afterEach(() => window.sessionStorage.clear());

const accountSection = () => screen.getByRole('region', { name: 'Your account' });

describe('/dashboard account home (000 §2.7, §4.1)', () => {
  it('greets the investor and shows the status the server reports, with the next step', async () => {
    const { user, router } = await renderShell('/dashboard', {
      signupStatus: 'USER_CREATED',
      name: 'asha rao',
      userService: { 'GET /users/status': () => Response.json({ userStatus: 'PAN_SAVED' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
    expect(screen.getByText('Welcome, Asha Rao')).toBeVisible();
    expect(await within(accountSection()).findByText('PAN saved')).toBeVisible();
    expect(within(accountSection()).getByText('Basic information')).toBeVisible();
    await user.click(within(accountSection()).getByRole('button', { name: 'Continue onboarding' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in /basicInfo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/basicInfo');
  });

  it('tells a verified investor they can invest, with no onboarding step', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    expect(
      await within(accountSection()).findByText('Your account is verified. You can invest in any fund.'),
    ).toBeVisible();
    expect(within(accountSection()).queryByRole('button', { name: 'Continue onboarding' })).not.toBeInTheDocument();
  });

  it('says verification is being processed while the e-mail registration is with the exchange', async () => {
    await renderShell('/dashboard', { signupStatus: 'EMAIL_VERIFIED' });
    expect(await within(accountSection()).findByText('Your account verification is being processed')).toBeVisible();
    expect(within(accountSection()).queryByRole('button', { name: 'Continue onboarding' })).not.toBeInTheDocument();
  });

  it.each(['BSE_CLIENT_CREATION_COMPLETED', 'BSE_MANDATE_WAITING_APPROVAL', 'BSE_USER_MANDATE_FAILED'])(
    'sends an investor the exchange has (%s) to the verification modal, not back to onboarding',
    async (signupStatus) => {
      const { user, router } = await renderShell('/dashboard', {
        signupStatus,
        userService: { 'GET /users/status': () => Response.json({ userStatus: signupStatus }) },
      });
      const section = accountSection();
      expect(await within(section).findByText(text.authoriseIntro)).toBeVisible();
      expect(within(section).queryByRole('button', { name: 'Continue onboarding' })).not.toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: text.openVerification }));
      expect(router.state.location.search).toEqual({ openModal: true });
      expect(await screen.findByRole('dialog', { name: 'Account verification' })).toBeVisible();
    },
  );

  it("falls back to the token's status when the server cannot answer", async () => {
    await renderShell('/dashboard', {
      signupStatus: 'ADDITIONAL_INFO',
      userService: { 'GET /users/status': () => new Response(null, { status: 503 }) },
    });
    expect(await within(accountSection()).findByText('Additional information saved')).toBeVisible();
    expect(within(accountSection()).getByText('Nominee details')).toBeVisible();
  });
});

/** The counters as the screen reads them: label → value. */
async function counters(): Promise<Record<string, string>> {
  const list = await screen.findByLabelText(text.figuresLabel);
  const labels = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return Object.fromEntries(labels.map((label, index) => [label.textContent, values[index]?.textContent ?? '']));
}

describe('/dashboard figures (000 §2.7, §9)', () => {
  it('shows the four counters in K / L / Cr and the XIRR', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED', userService: withSummary(SUMMARY) });
    expect(await counters()).toEqual({
      'Invested Value': '₹3.05 L',
      'Current Value': '₹3.31 L',
      'Total P & L': '₹26.23 K',
      'Returns %': '8.60%',
      XIRR: '11.42%',
    });
  });

  it('shows the absolute return, labelled so, while the portfolio is under a year old (issue 26)', async () => {
    const young: PortfolioSummary = {
      ...SUMMARY,
      returns: '0.79',
      xirr: '111.54',
      returnFigure: { kind: 'ABSOLUTE', percent: '0.79' },
    };
    await renderShell('/dashboard', { signupStatus: 'VERIFIED', userService: withSummary(young) });
    expect(await counters()).toEqual({
      'Invested Value': '₹3.05 L',
      'Current Value': '₹3.31 L',
      'Total P & L': '₹26.23 K',
      'Returns %': '0.79%',
      'Absolute return': '0.79%',
    });
    expect(screen.getByText('Absolute return')).toHaveAttribute('title', text.absoluteHint);
    expect(screen.queryByText(/111\.54/)).not.toBeInTheDocument();
  });

  it('draws both doughnuts with their totals in Lakhs and a legend with names cut at 20 characters', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED', userService: withSummary(SUMMARY) });
    const allocation = await screen.findByRole('region', { name: 'Asset Allocation' });
    expect(within(allocation).getByText('Total ₹3.05 Lakhs')).toBeVisible();
    expect(within(allocation).getByRole('img')).toHaveAccessibleName(
      'Asset Allocation, total ₹3.05 Lakhs: Equity 24.59%, Debt 26.23%, ELSS 49.18%',
    );
    const doughnut = await within(allocation).findByTestId('doughnut');
    expect(doughnut).toHaveAttribute('data-rows', 'Equity|Debt|ELSS');
    expect(doughnut).toHaveAttribute('data-total', '₹3.05 Lakhs');
    const top = screen.getByRole('region', { name: 'Top Mutual Funds' });
    const legend = within(top).getByRole('list', { name: 'Top Mutual Funds legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Aarohan Ta..'),
      expect.stringContaining('Aarohan Sh..'),
      'Aarohan Bluechip₹75.00 K · 24.59%',
    ]);
  });

  it('gives the full name of a cut legend entry to screen readers and, on a second line, to touch (issue 29)', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED', userService: withSummary(SUMMARY) });
    const top = await screen.findByRole('region', { name: 'Top Mutual Funds' });
    const items = within(within(top).getByRole('list', { name: 'Top Mutual Funds legend' })).getAllByRole('listitem');
    // What a screen reader reads: the text outside aria-hidden parts.
    const spoken = (item: HTMLElement) => {
      const copy = item.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent;
    };
    expect(items.map(spoken)).toEqual([
      'Aarohan Tax Saver Fund Direct Growth₹1.50 L · 49.18%',
      'Aarohan Short Term Debt Fund Growth₹80.00 K · 26.23%',
      'Aarohan Bluechip₹75.00 K · 24.59%',
    ]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Aarohan Ta..')).toBeInTheDocument();
    expect(
      within(first).getByText('Aarohan Tax Saver Fund Direct Growth', { ignore: '.mantine-VisuallyHidden-root' }),
    ).toHaveAttribute('data-touch-only');
  });

  it('draws no doughnut when nothing is invested; the counters read zero and the return —', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED', userService: withSummary(EMPTY_SUMMARY) });
    expect(await counters()).toEqual({
      'Invested Value': '₹0.00',
      'Current Value': '₹0.00',
      'Total P & L': '₹0.00',
      'Returns %': '0.00%',
      'Absolute return': '—',
    });
    expect(screen.queryByRole('region', { name: 'Asset Allocation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Mutual Funds' })).not.toBeInTheDocument();
  });

  it('says the portfolio could not be fetched, and invents no figures', async () => {
    await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      userService: { 'GET /portfolios/summary': () => new Response(null, { status: 503 }) },
    });
    expect(await screen.findByText('Failed to fetch portfolio. Please try again after 15 seconds.')).toBeVisible();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    // Retry comes once the 15 seconds the message names are over.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('/dashboard landing cards and legal texts', () => {
  it('leads to explore, NFOs, the portfolio and the orders', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED', userService: withSummary(EMPTY_SUMMARY) });
    const cards = await screen.findByRole('region', { name: 'Get started' });
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Explore', '/explore'],
      ['View NFOs', '/NFO'],
      ['View portfolio', '/portfolio'],
      ['View orders', '/orderstatus'],
    ]);
  });

  it('opens the Terms of Use and the Privacy Policy in a modal', async () => {
    const { user } = await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      userService: withSummary(EMPTY_SUMMARY),
    });
    await user.click(await screen.findByRole('button', { name: 'Terms of Use' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Use' });
    await user.click(within(terms).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  });
});

describe('/dashboard error kept in session storage (000 §2.7)', () => {
  it('is shown once in a modal and then forgotten', async () => {
    window.sessionStorage.setItem(DASHBOARD_ERROR_KEY, 'The mandate got rejected by your bank. Please try again.');
    const { user } = await renderShell('/dashboard', {
      signupStatus: 'VERIFIED',
      userService: withSummary(EMPTY_SUMMARY),
    });
    const dialog = await screen.findByRole('dialog', { name: text.errorTitle });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The mandate got rejected by your bank. Please try again.',
    );
    expect(window.sessionStorage.getItem(DASHBOARD_ERROR_KEY)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: text.errorTitle })).not.toBeInTheDocument();
  });

  it('shows nothing when no error is kept', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED', userService: withSummary(EMPTY_SUMMARY) });
    await counters();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
