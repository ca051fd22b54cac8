/**
 * External portfolio import, as investors would (issue 11): the verified demo investor imports
 * their statement from the sandbox MF Central with PAN, date of birth and the e-mailed OTP and
 * sees the External Portfolio tab filled, the navbar then offering the reload only from the next
 * day; a PAN with no funds (magic PAN ending in N, server/partners/mf-central.ts) shows 'No Funds
 * Purchased'. The modals are photographed at desktop and phone sizes into test-results/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ExternalPortfolioModal } from './pages/external-portfolio-modal';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const NEW_INVESTOR = 'new.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test.beforeEach(async ({ sandbox }) => {
  test.setTimeout(120_000);
  await sandbox.reset();
});

async function signInAtDashboard(page: Page, email: string) {
  await openSignedIn(page, '/dashboard', email, PASSWORD);
}

/** The open modal at both sizes, back at desktop size afterwards. */
async function photograph(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `test-results/external-portfolio/${name}-${size.name}.png` });
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

test('the verified investor imports their external portfolio with PAN and OTP and sees the External Portfolio tab filled', async ({
  page,
  a11y,
  sandbox,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAtDashboard(page, VERIFIED);
  const modal = new ExternalPortfolioModal(page, a11y);
  await modal.openFromNavbar();
  await photograph(page, 'pan-form');
  await modal.enterPan('BQKPM4821L', { year: 1986, month: 3, day: 14 });
  await photograph(page, 'review');
  await modal.getOtp();
  await modal.expectOtpStep();
  await photograph(page, 'otp');
  const mail = (await sandbox.inbox(VERIFIED))[0];
  expect(mail?.subject).toBe('MF Central: your OTP to share your portfolio with Sanchay');
  await modal.verifyOtp(() => sandbox.latestCode(VERIFIED));
  await photograph(page, 'get-your-portfolio');
  await modal.getPortfolio();

  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByRole('tab', { name: 'External Portfolio' }).click();
  const table = page.getByRole('table', { name: 'External Portfolio' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  // A header row and the statement's folios at three fund houses.
  await expect(rows).not.toHaveCount(1);
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  await a11y.check('portfolio, External Portfolio tab after the import');

  // The reload is locked until tomorrow: the menu says when.
  await page.getByRole('button', { name: 'Get Portfolio' }).click();
  const item = page.getByRole('menuitem', { name: /Refresh Portfolio, Available on \d{2}\/\d{2}\/\d{4}/ });
  await expect(item).toBeDisabled();
});

test("a PAN without funds shows 'No Funds Purchased' with the support number", async ({ page, a11y, sandbox }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAtDashboard(page, NEW_INVESTOR);
  const modal = new ExternalPortfolioModal(page, a11y);
  await modal.openFromNavbar();
  await modal.enterPan('AAAPN1234N', { year: 1990, month: 5, day: 5 });
  await modal.getOtp();
  await modal.expectNoFunds(/please call our support team on \+91 22 4000 7000/);
  await photograph(page, 'no-funds');
  expect(await sandbox.inbox(NEW_INVESTOR)).toEqual([]);
  await modal.closeNoFunds();
  await expect(page).toHaveURL(/\/dashboard$/);
});
