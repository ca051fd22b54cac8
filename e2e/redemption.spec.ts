/**
 * Redeeming, as the verified demo investor would (001 §2.13): part of a folio through the
 * dialog's FOLIO, DETAILS and OTP steps, the order in Order Status, and fewer units in that
 * folio once the sandbox clock passes the NAV's publication; and, on a phone, the ELSS folio
 * still in its lock-in shown 'Locked'.
 */
import type { Locator, Page } from '@playwright/test';
import Big from 'big.js';
import { DEMO_FOLIOS } from '../server/holdings/demo-holdings';
import { expect, test } from './fixtures';
import { OrderStatusPage } from './pages/order-status-page';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
/**
 * The folio of three schemes, the equity fund's larger holding. The other (the demo SIP's) may
 * receive an instalment while the clock moves past the NAV: its units would not only fall.
 */
const MIXED_FOLIO = DEMO_FOLIOS[0];

test.beforeEach(async ({ sandbox }) => {
  // A reset re-seeds the catalogue and every step is checked with axe.
  test.setTimeout(180_000);
  await sandbox.reset();
});

async function signInToPortfolio(page: Page): Promise<void> {
  await openSignedIn(page, '/portfolio', VERIFIED, PASSWORD);
  await expect(page.getByRole('tab', { name: /Investment$/ })).toHaveAttribute('aria-selected', 'true');
}

const dialog = (page: Page) => page.getByRole('dialog');
const folioRadio = (page: Page, folio: string) =>
  dialog(page).getByRole('radio', { name: new RegExp(`^Folio ${folio}`) });

/** The units a folio holds, as the FOLIO step describes it ('… · 590.6595 units'). */
async function unitsOf(radio: Locator): Promise<Big> {
  const description = (await radio.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby') ?? '';
    return ids
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  })) as string;
  const match = /· ([\d,]+\.\d{4}) units/.exec(description);
  if (!match?.[1]) throw new Error(`No units in "${description}"`);
  return new Big(match[1].replaceAll(',', ''));
}

/** The equity fund's Actions button: the fund bought in both demo folios (₹75,000 invested in all). */
async function equityActions(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: /Investment$/ });
  await expect(table.getByRole('row')).toHaveCount(4);
  const row = table.getByRole('row').filter({ hasText: '₹75.00 K' });
  return (await row.getByRole('button', { name: /^Actions for / }).getAttribute('aria-label')) ?? '';
}

async function openRedemption(page: Page, actions: string): Promise<void> {
  await page.getByRole('button', { name: actions, exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/portfolio\?redeem=[A-Z0-9]{12}$/);
  await expect(dialog(page).getByRole('heading', { name: /^Redeem / })).toBeVisible();
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the demo investor redeems part of a folio and holds fewer units once the NAV is out', async ({
    page,
    a11y,
    sandbox,
  }) => {
    await signInToPortfolio(page);
    const actions = await equityActions(page);
    await openRedemption(page, actions);
    // FOLIO: highest current value first.
    await expect(dialog(page).getByRole('radio')).toHaveCount(2);
    await expect(dialog(page).getByRole('radio').first()).toHaveAttribute('value', MIXED_FOLIO);
    await a11y.check('redemption folio step, desktop');
    const before = await unitsOf(folioRadio(page, MIXED_FOLIO));
    await folioRadio(page, MIXED_FOLIO).check();
    await dialog(page).getByRole('button', { name: 'Redeem', exact: true }).click();

    // DETAILS: redeem-all is on; off, the units start at the folio's whole units.
    const form = dialog(page).getByRole('form', { name: 'Redemption details' });
    const redeemAll = form.getByRole('checkbox', { name: 'Redeem all units' });
    const units = form.getByRole('textbox', { name: /^Units/ });
    await expect(redeemAll).toBeChecked();
    await expect(units).toBeDisabled();
    await redeemAll.uncheck();
    await expect(units).toHaveValue(before.round(0, Big.roundDown).toFixed(0));
    await units.fill('10');
    await a11y.check('redemption details step, desktop');
    await form.getByRole('button', { name: 'Submit' }).click();

    // OTP: the code e-mailed for this redemption.
    const otp = dialog(page).getByRole('form', { name: 'Confirm your redemption' });
    await expect(otp.getByText('Please enter the 6-digit OTP sent to vxxx@sanchay.example')).toBeVisible();
    await a11y.check('redemption otp step, desktop');
    await otp.getByLabel(/^OTP/).fill(await sandbox.latestCode(VERIFIED));
    await otp.getByRole('button', { name: 'Verify' }).click();

    // SUCCESS, and the order in Order Status.
    await expect(dialog(page).getByRole('heading', { name: 'Redemption placed' })).toBeVisible();
    const reference =
      (await dialog(page)
        .getByText(/^OS-\d{2,}$/)
        .textContent()) ?? '';
    await a11y.check('redemption success, desktop');
    await page.screenshot({ path: 'test-results/screens/redemption-success-1366.png' });
    await dialog(page).getByRole('link', { name: 'View in Order Status' }).click();
    const orders = new OrderStatusPage(page, a11y);
    await orders.expectOpen();
    await expect(orders.row(reference)).toContainText('Redeem');
    await expect(orders.row(reference)).toContainText('In Progress');

    // Past the cut-off, the NAV's date and its publication at 11 PM: four days is always enough.
    // By then the session has expired, so the investor signs in again.
    await sandbox.advanceClock({ days: 4 });
    await openSignedIn(page, '/orderstatus', VERIFIED, PASSWORD);
    await orders.expectOpen();
    await expect(orders.row(reference)).toContainText('Completed');

    await page.goto('/portfolio');
    await openRedemption(page, actions);
    expect((await unitsOf(folioRadio(page, MIXED_FOLIO))).toFixed(4)).toBe(before.minus(10).toFixed(4));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the ELSS folio still in its lock-in is shown 'Locked' and cannot be chosen", async ({ page, a11y }) => {
    await signInToPortfolio(page);
    const cards = page.getByRole('list', { name: /Investment funds$/ });
    await expect(cards.getByRole('listitem')).toHaveCount(3);
    await cards.getByRole('button', { name: /^Actions for .*(Tax|ELSS)/i }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Every ELSS unit is locked in: the row offers no Redeem, and its details name the fund.
    await expect(page.getByRole('menuitem', { name: 'Redeem' })).toBeDisabled();
    const details = await page.getByRole('menuitem', { name: 'Details' }).getAttribute('href');
    const fundId = /\/details\/([A-Z0-9]{12})$/.exec(details ?? '')?.[1];
    expect(fundId).toBeTruthy();
    await page.keyboard.press('Escape');

    // The dialog's address still opens it, on the folio step.
    await page.goto(`/portfolio?redeem=${fundId}`);
    const locked = folioRadio(page, MIXED_FOLIO);
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleName(/Locked/);
    await expect(dialog(page).getByText('Every unit in this folio is still under lock-in.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(dialog(page).getByText('Please select a folio before proceeding.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await a11y.check('redemption folio step with a locked folio, phone');
    await page.screenshot({ path: 'test-results/screens/redemption-locked-390.png' });

    await dialog(page).getByRole('button', { name: 'Close redemption' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});
