/**
 * A new visitor's first look (issue 2): landing → Explore → Equity → search → scheme details →
 * 1Y NAV chart → BUY, which asks them to sign in and remembers where they were.
 */
import { expect, test } from './fixtures';
import { ExplorePage } from './pages/explore-page';
import { LandingPage } from './pages/landing-page';
import { SchemeDetailsPage } from './pages/scheme-details-page';

/** A seeded equity growth scheme with a long NAV history (server/seed/fixtures.ts). */
const SCHEME = { isin: 'INFK0A001097', name: 'Kaveri Flexi Cap Fund - Regular Plan - Growth' };

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a new visitor explores equity funds, reads a scheme and is asked to sign in to buy', async ({ page, a11y }) => {
  const landing = new LandingPage(page, a11y);
  const explore = new ExplorePage(page, a11y);
  const details = new SchemeDetailsPage(page, a11y);

  await landing.open();
  await landing.explore();
  await explore.expectLoaded();

  await explore.browseType('Equity Fund');
  await expect(page).toHaveURL(/\/explore\?name=EQUITY$/);
  await explore.expectLoaded();

  await explore.search('Kaveri Flexi');
  await explore.expectOnlyRowsMatching('Kaveri Flexi');
  await explore.openDetails(SCHEME.name);

  await details.expectScheme(SCHEME.isin, SCHEME.name);
  await details.showNavWindow('1Y', '1 year');

  await details.buy(SCHEME.name);
  await expect(page).toHaveURL(/\/signin\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toBe(`/details/${SCHEME.isin}`);
  expect(url.searchParams.get('message')).toBe('createUser');
  await expect(page.getByText('Please complete your onboarding process by logging in.')).toBeVisible();
  await a11y.check('sign in');
});
