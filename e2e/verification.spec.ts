/**
 * Account verification as a newly onboarded investor meets it (issue 11): the registered demo
 * investor (onboarding finished and the exchange's registration completed, as onboarding.spec.ts
 * takes a new investor there; server/identity/demo-investors.ts) opens the verification modal as
 * the end of onboarding's link does, authenticates ELOG on the sandbox exchange's page, authorises
 * the autopay mandate at the sandbox bank, presses Done, and invests at once (issue 26): the
 * dashboard no longer asks to authorise, a SIP and a lump sum by UPI open straight away. A verified
 * investor opening the modal sees 'You're good to go!'. And a mandate the bank rejects shows the
 * failed result modal.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { SEED_SCHEMES } from '../server/seed/fixtures';
import { expect, test } from './fixtures';
import { OrderModal } from './pages/order-modal';
import { VerificationModal } from './pages/verification-modal';
import { openSignedIn } from './support/signed-in';

const SCHEME = SEED_SCHEMES.equityJourney;
const SCREENSHOTS = 'test-results/verification';
const REGISTERED = 'registered.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';

test.beforeEach(async ({ sandbox }) => {
  // Verification and the buying journey, each page checked with axe.
  test.setTimeout(180_000);
  await sandbox.reset();
});

/** Where the end of onboarding's 'Go to Dashboard' leads: the dashboard with the verification modal. */
async function openVerification(page: Page): Promise<void> {
  await openSignedIn(page, '/dashboard?openModal=true', REGISTERED, PASSWORD);
}

async function setPartner(request: APIRequestContext, partner: string, outcome: string): Promise<void> {
  const response = await request.put(`/sandbox/partners/${partner}`, { data: { outcome } });
  expect(response.ok()).toBe(true);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-${page.viewportSize()?.width}.png` });
}

/** The modal also fits a phone (390 × 844), then the desktop size comes back. */
async function checkOnPhone(page: Page, modal: VerificationModal, name: string): Promise<void> {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(modal.dialog).toBeVisible();
  await shoot(page, name);
  if (desktop) await page.setViewportSize(desktop);
}

test('invest right after approving the mandate: Done, and SIP and BUY open at once, the dashboard asks nothing more', async ({
  page,
  a11y,
  sandbox,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openVerification(page);
  const modal = new VerificationModal(page, a11y);
  await modal.expectOpen('verification modal, registered');
  await modal.expectRow('Verify', 'Active');
  await modal.expectRow('Autopay', 'In progress');
  await modal.expectRow('Nominee & ELOG', 'In progress');
  await modal.expectHighlighted('Autopay');
  await expect(modal.row('Statement Upload')).toHaveCount(0);
  await shoot(page, 'registered');
  await checkOnPhone(page, modal, 'registered');

  // ELOG: the exchange's page in a new tab, then Refresh.
  const elog = await modal.openElog();
  await expect(elog.getByText('Ravi Kumar (spouse), 100%')).toBeVisible();
  await elog.getByRole('button', { name: 'Authenticate' }).click();
  await expect(elog.getByRole('heading', { level: 1, name: 'Nominee declaration authenticated' })).toBeVisible();
  await elog.close();
  await modal.refresh();
  await modal.expectRow('Nominee & ELOG', 'Active');
  await expect(modal.refreshButton).toBeFocused();

  // The mandate, the last step: the redirect notice, the bank's page, back with the result.
  await modal.authorizeMandate();
  await shoot(page, 'redirect-notice');
  await checkOnPhone(page, modal, 'redirect-notice');
  await modal.redirect(modal.dialog);
  await expect(page.getByText('XXXXXXXXXX6789')).toBeVisible();
  await modal.pressBank('Approve');
  await expect(page).toHaveURL(/status=success/);
  await expect(modal.resultDialog.getByRole('heading', { name: 'Mandate authorised' })).toBeVisible();
  await expect(modal.resultDialog).toContainText('Your autopay mandate is approved.');
  await expect(modal.resultDialog).toContainText('HDFC Bank');
  await expect(modal.resultDialog).toContainText('XXXXXXXXXX6789');
  await a11y.check('mandate result, success');
  await shoot(page, 'mandate-success');
  await expect(modal.resultDialog.getByRole('heading', { name: 'Mandate authorised' })).toBeFocused();
  await modal.resultDialog.getByRole('button', { name: 'Done' }).click();
  await expect(modal.resultDialog).toBeHidden();
  // The bank's return loaded the page with the modal open: no opener, so focus goes to the h1.
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Overview' })).toBeFocused();

  // Verified at once: no notice, no request to authorise, nothing to reopen.
  await expect(page.getByRole('region', { name: 'Your account verification is being processed' })).toHaveCount(0);
  await expect(page.getByText('Your account is verified. You can invest in any fund.')).toBeVisible();
  await expect(page.getByText(/Authorise ELOG and your autopay mandate/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open account verification' })).toHaveCount(0);
  await a11y.check('dashboard, verified at once');
  await shoot(page, 'verified-at-once');

  // A SIP opens the SIP order form straight away (no 'Mandate not approved…') and registers.
  await page.goto(`/details/${SCHEME.uniqueNo}`);
  await expect(page.getByRole('heading', { level: 1, name: SCHEME.schemeName })).toBeVisible();
  const order = new OrderModal(page, a11y);
  await order.openSip(SCHEME.schemeName);
  await order.enterAmount('1500');
  await order.chooseSipDay(5);
  await order.giveConsent();
  await order.invest();
  await order.verifyOtp(() => sandbox.latestCode(REGISTERED));
  await order.finishSip({ amount: '₹1,500.00', day: 5 });

  // Buying a lump sum by UPI opens the order form too.
  await page.goto(`/details/${SCHEME.uniqueNo}`);
  await expect(page.getByRole('heading', { level: 1, name: SCHEME.schemeName })).toBeVisible();
  await order.openBuy(SCHEME.schemeName);
  await order.enterAmount('5000');
  await order.invest();
  await order.verifyOtp(() => sandbox.latestCode(REGISTERED));
  await order.choosePayment('UPI Payment');
  await order.payByUpi('success@sanchay');
  await order.expectPaymentSuccessful();
  await order.closeToOrderStatus();

  // The verification modal, opened again, has nothing left: 'You're good to go!' and its countdown.
  await page.goto('/dashboard?openModal=true');
  await expect(modal.dialog.getByRole('heading', { name: "You're good to go!" })).toBeVisible();
  await expect(modal.dialog.getByRole('timer')).toContainText(/closes in (10|9) seconds/);
  await a11y.check("you're good to go");
  await shoot(page, 'good-to-go');
  await checkOnPhone(page, modal, 'good-to-go');
  await expect(modal.dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Overview' })).toBeFocused();

  // Past the cut-off and the next NAV's publication (four days is always enough) the units are
  // allotted: the holding reaches the dashboard's counters and doughnuts and the portfolio. The
  // session has long ended by then, so the investor signs in again.
  await sandbox.advanceClock({ days: 4 });
  await openSignedIn(page, '/dashboard', REGISTERED, PASSWORD);
  const figures = page.getByLabel('Your investments');
  await expect(figures.getByRole('definition').first()).toHaveText('₹5.00 K');
  for (const chart of ['Asset Allocation', 'Top Mutual Funds']) {
    const region = page.getByRole('region', { name: chart });
    await expect(region.getByText('Total ₹0.05 Lakhs')).toBeVisible();
    await expect(region.locator('figure canvas')).toBeVisible();
  }
  await a11y.check('dashboard with the first holding');
  await shoot(page, 'first-holding-dashboard');

  await page.goto('/portfolio');
  const holdings = page.getByRole('table', { name: /Investment$/ });
  await expect(holdings.getByRole('row')).toHaveCount(2);
  await expect(holdings.getByRole('row').nth(1)).toContainText(SCHEME.schemeName);
  await expect(holdings.getByRole('row').nth(1)).toContainText('₹5.00 K');
  await a11y.check('portfolio with the first holding');
});

test('a mandate the bank rejects shows the failed result modal, and Try again goes back to the bank', async ({
  page,
  a11y,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await setPartner(request, 'mandates', 'rejected');
  await openVerification(page);
  const modal = new VerificationModal(page, a11y);
  await modal.expectOpen('verification modal');
  await modal.authorizeMandate();
  await modal.redirect(modal.dialog);
  await modal.pressBank('Approve');
  await expect(page).toHaveURL(/status=failure/);
  await expect(modal.resultDialog.getByRole('heading', { name: 'Mandate failed' })).toBeFocused();
  await expect(modal.resultDialog.getByRole('alert')).toHaveText(
    'The mandate got rejected by your bank. Please try again.',
  );
  await expect(modal.resultDialog).toContainText('HDFC Bank');
  await a11y.check('mandate result, failed');
  await shoot(page, 'mandate-failed');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'mandate-failed');
  if (desktop) await page.setViewportSize(desktop);

  // Try again registers a new mandate and shows the redirect notice once more.
  await setPartner(request, 'mandates', 'auto');
  await modal.resultDialog.getByRole('button', { name: 'Try again' }).click();
  await modal.expectRedirectNotice(modal.resultDialog);
  await modal.redirect(modal.resultDialog);
  await modal.pressBank('Approve');
  await expect(modal.resultDialog.getByRole('heading', { name: 'Mandate authorised' })).toBeVisible();
});
