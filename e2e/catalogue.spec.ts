/** The catalogue as a visitor explores it: filters, NFOs, scheme details and their empty states. */
import { SEED_NFOS, SEED_SCHEMES } from '../server/seed/fixtures';
import { expect, test } from './fixtures';
import { SchemeDetailsPage } from './pages/scheme-details-page';
import { layoutShift, recordLayoutShifts } from './support/layout-shifts';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('explorer: fund house → type → the growth option is chosen for you → Explore lists schemes', async ({
  page,
  a11y,
}) => {
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Explore', exact: true }).click();
  await expect(page.getByText('Please select all the valid filters')).toBeVisible();

  await page.getByLabel('Fund House', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Kaveri Mutual Fund' }).click();
  await expect(page.getByText('Please select all the valid filters')).toBeHidden();
  await page.getByLabel('Scheme Type', { exact: true }).first().click();
  await page.getByRole('option', { name: /^Equity/ }).click();
  await expect(page.getByLabel('Option', { exact: true }).first()).toHaveValue(/Growth/);

  await page.getByRole('button', { name: 'Explore', exact: true }).click();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText('Kaveri');
  await expect(rows.first()).toContainText('Growth');
  await expect(page.getByRole('table')).toContainText('₹');
  await a11y.check('explorer results');

  // Sorting by name reverses the order.
  const firstAscending = (await rows.first().textContent()) ?? '';
  await page.getByRole('button', { name: /Sort by scheme name/ }).click();
  await expect(rows.first()).not.toHaveText(firstAscending);
});

test.describe('on a phone (issue 29)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Explore brings the scheme cards into view, and the details keep SIP and BUY on screen', async ({
    page,
    a11y,
  }) => {
    await page.goto('/explore');
    await page.getByLabel('Fund House', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Kaveri Mutual Fund' }).click();
    await page.getByLabel('Scheme Type', { exact: true }).first().click();
    await page.getByRole('option', { name: /^Equity/ }).click();
    await expect(page.getByLabel('Option', { exact: true }).first()).toHaveValue(/Growth/);
    await page.getByRole('button', { name: 'Explore', exact: true }).click();

    const heading = page.getByRole('heading', { level: 2, name: 'Schemes' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const cards = page.getByRole('list', { name: 'Schemes' });
    await expect(cards.getByRole('listitem').first()).toContainText('Kaveri');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(cards.getByRole('link', { name: /^Details of / }).first()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await a11y.check('explorer results, phone');

    // Not the first: that one's objective carries the hostile HTML of the security journeys.
    const details = cards.getByRole('link', { name: /^Details of / }).last();
    const name = ((await details.getAttribute('aria-label')) ?? '').replace(/^Details of /, '');
    await details.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const bar = page.getByRole('region', { name: `Invest in ${name}` });
    await expect(bar.getByRole('button', { name: `Buy ${name}` })).toBeInViewport();
    await page.getByRole('heading', { name: 'Scheme Holdings' }).scrollIntoViewIfNeeded();
    await expect(bar.getByRole('button', { name: `Buy ${name}` })).toBeInViewport();
    // The holdings as cards that fit the phone: nothing in their card scrolls sideways.
    const holdings = page.getByRole('region', { name: 'Scheme Holdings' });
    await expect(holdings.getByRole('list', { name: 'Scheme Holdings' }).getByRole('listitem').first()).toBeVisible();
    expect(await holdings.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
    await a11y.check('scheme details, phone');
  });

  test("a type's schemes opened by address arrive without moving the footer into view (issue 30)", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/explore?name=EQUITY');
    await expect(page.getByRole('list', { name: 'Schemes' }).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The footer began below the fold (main is a screen tall), so the list grew into main instead
    // of pushing a footer already on screen: Lighthouse measured CLS 0.08–0.13 here.
    expect(await layoutShift(page), 'cumulative layout shift while the schemes arrive').toBeLessThan(0.02);
  });
});

test('NFOs: closing soon first, BUY and SIP by flags, closed offers gone', async ({ page, a11y }) => {
  await page.goto('/NFO');
  await expect(page.getByRole('heading', { name: 'New Fund Offering' })).toBeVisible();
  const today = page.getByRole('article', { name: SEED_NFOS.closingToday.schemeName });
  await expect(today.getByText('Closing Soon')).toBeVisible();
  await expect(today.getByRole('button', { name: `Buy ${SEED_NFOS.closingToday.schemeName}` })).toBeVisible();
  const tomorrow = page.getByRole('article', { name: SEED_NFOS.closingTomorrow.schemeName });
  await expect(tomorrow.getByText('Closing Soon')).toBeVisible();
  await expect(tomorrow.getByRole('button', { name: /^Start a SIP/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: SEED_NFOS.closed.schemeName })).toHaveCount(0);

  await today.getByRole('button', { name: 'More Info' }).click();
  await expect(today.getByText('Minimum Investment')).toBeVisible();
  await a11y.check('NFO page');
});

test("a scheme's details arrive drawn with their data: the app draws the same page without asking again or moving it", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ms/bo/')) asked.push(new URL(request.url()).pathname);
  });
  await recordLayoutShifts(page);
  const scheme = SEED_SCHEMES.elss;
  await page.goto(`/details/${scheme.uniqueNo}`);
  // The app has taken over once the buttons are live.
  await expect(page.getByRole('heading', { level: 1, name: scheme.schemeName })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: '1Y', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.includes(scheme.uniqueNo))).toEqual([]);
  expect(await layoutShift(page), 'cumulative layout shift while the app takes over').toBeLessThan(0.02);
});

test('scheme details: empty states and a short history', async ({ page, a11y }) => {
  await page.goto(`/details/${SEED_SCHEMES.noNav.uniqueNo}`);
  await expect(page.getByText('No NAV Found')).toBeVisible();

  await page.goto(`/details/${SEED_SCHEMES.noHoldings.uniqueNo}`);
  await expect(page.getByText('Companywise breakdown not available.')).toBeVisible();
  await expect(page.getByText('Sectorwise breakdown not available.')).toBeVisible();

  await page.goto(`/details/${SEED_SCHEMES.shortHistory.uniqueNo}`);
  await new SchemeDetailsPage(page, a11y).expectWindowTabsSpaced('2Y');
  await page.getByRole('tab', { name: '2Y', exact: true }).click();
  await expect(page.getByText('- -').first()).toBeVisible();

  await page.goto(`/details/${SEED_SCHEMES.elss.uniqueNo}`);
  await expect(page.getByText('1095 days LockIn')).toBeVisible();
});

test("a fund house's hostile objective HTML is sanitised before it is shown", async ({ page, cspViolations }) => {
  await page.goto(`/details/${SEED_SCHEMES.hostileObjective.uniqueNo}`);
  await expect(page.getByRole('heading', { name: SEED_SCHEMES.hostileObjective.schemeName })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __sanchayXss?: unknown }).__sanchayXss)).toBeUndefined();
  const main = page.locator('#main-content');
  await expect(main.locator('script, iframe, [onerror], [onclick], a[href^="javascript:"]')).toHaveCount(0);
  // Chromium reports every inline handler it parses, even in the sanitiser's inert document where
  // none can run; those reports are expected here (they reach the console when Chromium gets to
  // them, so they are waited for), and nothing else may be reported.
  const reports: string[] = [];
  await expect
    .poll(() => {
      reports.push(...cspViolations.take());
      return reports.length;
    })
    .toBeGreaterThan(0);
  expect(reports.filter((report) => !report.includes('Executing inline event handler'))).toEqual([]);
});

test('an unknown scheme gets a clear not-found message', async ({ page }) => {
  await page.goto('/details/INF000000000');
  await expect(page.getByText(/not found|could not find/i).first()).toBeVisible();
});
