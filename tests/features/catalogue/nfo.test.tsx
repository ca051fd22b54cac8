// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sortNfosByEndDate } from '../../../src/features/catalogue/nfo/nfo-order';
import { nfo } from './fixtures';
import { renderRoutes, signInSearch } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-catalogue')).createFakeCatalogue());
const { ok, serverError } = await import('./fake-catalogue');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, catalogueApi: { GET: fake.GET } };
});

const open = async () => {
  const view = renderRoutes('/NFO');
  await screen.findByRole('heading', { level: 1, name: 'New Fund Offering' });
  return view;
};

const titles = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => fake.reset());

describe('NFO page', () => {
  it('shows breadcrumbs and each NFO with its name, type and dates', async () => {
    fake.on('/bo/nfos', () => ok([nfo('Sanchay Innovation Fund', '2024-07-10', { schemeType: 'HYBRID (NC)' })]));
    await open();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/sanchay-home');
    expect(within(crumbs).getByText('NFO')).toHaveAttribute('aria-current', 'page');
    const card = screen.getByRole('article', { name: 'Sanchay Innovation Fund' });
    expect(within(card).getAllByText('Hybrid (NC)').length).toBeGreaterThan(0);
    expect(card).toHaveTextContent('Start Date01-06-2024');
    expect(card).toHaveTextContent('End Date10-07-2024');
  });

  it('lists by end date ascending, and the sort control reverses it', async () => {
    fake.on('/bo/nfos', () =>
      ok([nfo('Closes Last', '2024-08-30'), nfo('Closes First', '2024-07-01'), nfo('Closes Second', '2024-07-15')]),
    );
    const user = userEvent.setup();
    await open();
    expect(titles()).toEqual(['Closes First', 'Closes Second', 'Closes Last']);
    await user.click(screen.getByRole('radio', { name: 'Closing last' }));
    expect(titles()).toEqual(['Closes Last', 'Closes Second', 'Closes First']);
  });

  it("badges 'Closing Soon' only when the soon flag is set", async () => {
    fake.on('/bo/nfos', () =>
      ok([nfo('Ends Tomorrow Fund', '2024-07-01', {}, { soon: true }), nfo('Ends Later Fund', '2024-09-01')]),
    );
    await open();
    expect(within(screen.getByRole('article', { name: 'Ends Tomorrow Fund' })).getByText('Closing Soon')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Ends Later Fund' })).queryByText('Closing Soon')).toBeNull();
  });

  it('More Info expands the objective (sanitised), riskometer, NAV and minimum investment', async () => {
    fake.on('/bo/nfos', () =>
      ok([
        nfo(
          'Sanchay Global Fund',
          '2024-07-10',
          {
            minimumPurchaseAmount: '1000.00',
            schemeDetails: {
              riskometerLaunch: 'Very High',
              objective:
                '<p>Overseas <b>growth</b><script>window.hacked = true</script><img src=x onerror="window.hacked = true"></p>',
            },
          },
          { nav: null },
        ),
      ]),
    );
    const user = userEvent.setup();
    await open();
    const card = screen.getByRole('article', { name: 'Sanchay Global Fund' });
    const toggle = within(card).getByRole('button', { name: 'More Info' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Less Info' })).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveTextContent(/Overseas\s*growth/);
    expect(card.innerHTML).not.toMatch(/<script|onerror|window\.hacked/);
    expect(card).toHaveTextContent('RiskometerVery High');
    expect(card).toHaveTextContent('NAVNot Available');
    expect(card).toHaveTextContent('Minimum Investment₹1,000.00');
  });

  it('shows the offer NAV when there is one', async () => {
    fake.on('/bo/nfos', () => ok([nfo('Sanchay NAV Fund', '2024-07-10')]));
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'More Info' }));
    expect(screen.getByRole('article')).toHaveTextContent('NAV₹10.00');
  });

  it('shows BUY only when purchase is allowed and SIP only when the SIP flag is set', async () => {
    fake.on('/bo/nfos', () =>
      ok([
        nfo('Both Allowed Fund', '2024-07-01'),
        nfo('Buy Only Fund', '2024-07-02', { sipFlag: 'N' }),
        nfo('Sip Only Fund', '2024-07-03', { purchaseAllowed: 'N' }),
        nfo('Neither Fund', '2024-07-04', { purchaseAllowed: 'N', sipFlag: 'N' }),
      ]),
    );
    await open();
    const buttons = (name: string) =>
      within(screen.getByRole('article', { name }))
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((label) => label === 'BUY' || label === 'SIP');
    expect(buttons('Both Allowed Fund')).toEqual(['SIP', 'BUY']);
    expect(buttons('Buy Only Fund')).toEqual(['BUY']);
    expect(buttons('Sip Only Fund')).toEqual(['SIP']);
    expect(buttons('Neither Fund')).toEqual([]);
  });

  it('sends an anonymous visitor pressing SIP to Sign In, with the way back to /NFO', async () => {
    fake.on('/bo/nfos', () => ok([nfo('Sanchay Innovation Fund', '2024-07-10')]));
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Start a SIP in Sanchay Innovation Fund' }));
    expect(signInSearch(await screen.findByTestId('signin'))).toEqual({ message: 'createUser', redirect: '/NFO' });
  });

  it('says so when there are no NFOs, with a link to explore', async () => {
    fake.on('/bo/nfos', () => ok([]));
    await open();
    expect(
      screen.getByText("NFO's are not available at the moment, please explore our latest mutual funds."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('pages 10 at a time', async () => {
    fake.on('/bo/nfos', () =>
      ok(
        Array.from({ length: 12 }, (_, i) =>
          nfo(`Offer ${String(i + 1).padStart(2, '0')}`, `2024-07-${String(i + 1).padStart(2, '0')}`),
        ),
      ),
    );
    const user = userEvent.setup();
    await open();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await user.click(
      within(screen.getByRole('navigation', { name: 'NFO pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(titles()).toEqual(['Offer 11', 'Offer 12']);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    fake.on('/bo/nfos', () => (fail ? serverError() : ok([nfo('Back Again Fund', '2024-07-10')])));
    const user = userEvent.setup();
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The new fund offerings could not be loaded.');
    expect(fake.calls('/bo/nfos')).toHaveLength(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back Again Fund' })).toBeVisible();
  });
});

describe('sortNfosByEndDate', () => {
  it('sorts by end date, then by name, without changing the input', () => {
    const input = [nfo('B', '2024-07-02'), nfo('C', '2024-07-01'), nfo('A', '2024-07-02')];
    expect(sortNfosByEndDate(input).map((e) => e.scheme.schemeName)).toEqual(['C', 'A', 'B']);
    expect(sortNfosByEndDate(input, 'desc').map((e) => e.scheme.schemeName)).toEqual(['A', 'B', 'C']);
    expect(input.map((e) => e.scheme.schemeName)).toEqual(['B', 'C', 'A']);
  });
});
