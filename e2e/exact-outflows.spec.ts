/**
 * Money that moves exactly (issue 26 items 1–3), as the verified demo investor: a whole-folio
 * switch (switch-all unticked) leaves nothing of the scheme in the folio once the clock passes
 * its trade date, whatever the NAV did; a confirmed redemption's units are promised, so the
 * reopened dialog offers only what is left and then nothing; and a SIP instalment is allotted
 * in the SIP's own folio, not the fund house's first.
 */
import type { Page } from '@playwright/test';
import { DEMO_FOLIOS } from '../server/holdings/demo-holdings';
import { expect, test } from './fixtures';
import { OrderStatusPage } from './pages/order-status-page';
import { RedemptionDialog } from './pages/redemption-dialog';
import { TransferWizard } from './pages/transfer-wizard';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
/** The demo equity fund, held in both folios: a lump sum in the first, the SIP's instalments in the second. */
const EQUITY = /^Actions for Aravalli Banking & Financial Services Fund/;
const [LUMP_SUM_FOLIO, SIP_FOLIO] = DEMO_FOLIOS;

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ sandbox }) => {
  test.setTimeout(180_000);
  await sandbox.reset();
});

async function signInTo(page: Page, path: '/portfolio' | '/orderstatus'): Promise<void> {
  await openSignedIn(page, path, VERIFIED, PASSWORD);
}

/** After the clock has moved the session is over: the investor signs in again, on the page they were going to. */
async function signInAgainAt(page: Page, path: '/portfolio' | '/orderstatus'): Promise<void> {
  await openSignedIn(page, path, VERIFIED, PASSWORD);
}

test('switch a whole folio and see nothing left after the clock moves', async ({ page, a11y, sandbox }) => {
  await signInTo(page, '/portfolio');
  const wizard = new TransferWizard(page, a11y, 'Switch Funds', 6);
  await wizard.openFromPortfolio(EQUITY, 'Switch Fund');
  await wizard.expectStep(1, 'folio');
  await expect(wizard.main.getByRole('radio', { name: new RegExp(`Folio ${LUMP_SUM_FOLIO}`) })).toBeChecked();
  await wizard.next();

  // Unticked: the folio's whole amount, switched as every free unit whatever the NAV does by the trade date.
  await wizard.expectStep(2, 'amount');
  await wizard.main.getByRole('checkbox', { name: 'Enter the amount to switch' }).uncheck();
  const amount = wizard.main.getByRole('textbox', { name: 'Amount (₹)' });
  await expect(amount).toBeDisabled();
  await expect(amount).toHaveValue(/^\d+$/);
  await expect(
    wizard.main.getByText(/^Every free unit of this folio will be switched, ₹[\d,]+\.00 at the last NAV/),
  ).toBeVisible();
  await wizard.next();

  await wizard.expectStep(3, 'target schemes');
  await wizard.chooseFirstAllowedTarget();
  await wizard.next();
  await wizard.expectStep(4, 'review');
  await wizard.main.getByRole('button', { name: 'Confirm' }).click();
  await wizard.expectStep(5, 'OTP');
  await wizard.confirmWithCode(() => sandbox.latestCode(VERIFIED));
  await wizard.expectStep(6, 'confirm');
  await expect(wizard.main.getByRole('heading', { name: 'Order successful' })).toBeVisible();
  const reference = ((await wizard.main.getByText(/^Ref: OS-\d{2,}$/).textContent()) ?? '').replace('Ref: ', '');

  // Past the cut-off, a weekend and the trade date's NAV at 11 PM.
  await sandbox.advanceClock({ days: 4 });
  await signInAgainAt(page, '/orderstatus');
  const orders = new OrderStatusPage(page, a11y);
  await orders.expectOpen();
  await expect(orders.row(reference)).toContainText('Completed');

  // Nothing of the fund is left in that folio: only the SIP's folio is offered.
  await page.goto('/portfolio');
  const redemption = new RedemptionDialog(page, a11y);
  await redemption.open(EQUITY);
  await expect(redemption.dialog.getByRole('radio')).toHaveCount(1);
  await expect(redemption.folio(SIP_FOLIO)).toBeVisible();
  await expect(redemption.folio(LUMP_SUM_FOLIO)).toHaveCount(0);
});

test('redeem, then reopen Redeem and see the promised units gone from what is offered', async ({
  page,
  a11y,
  sandbox,
}) => {
  await signInTo(page, '/portfolio');
  const redemption = new RedemptionDialog(page, a11y);
  await redemption.open(EQUITY);
  const held = await redemption.unitsOf(SIP_FOLIO);
  await redemption.choose(SIP_FOLIO);
  expect((await redemption.redeemable()).toFixed(4)).toBe(held.toFixed(4));
  await redemption.redeem('10', () => sandbox.latestCode(VERIFIED));
  await redemption.close();

  // Reopened: the 10 units are promised to the redemption in progress and not offered again.
  await redemption.open(EQUITY);
  expect(await redemption.describe(SIP_FOLIO)).toContain('10.0000 units promised to orders in progress');
  await redemption.choose(SIP_FOLIO);
  expect((await redemption.redeemable()).toFixed(4)).toBe(held.minus(10).toFixed(4));
  await redemption.redeem('all', () => sandbox.latestCode(VERIFIED));
  await redemption.close();

  // After a redeem-all of the rest, the folio has nothing left to offer.
  await redemption.open(EQUITY);
  await expect(redemption.folio(SIP_FOLIO)).toBeDisabled();
  expect(await redemption.describe(SIP_FOLIO)).toContain('Every free unit is promised to orders in progress.');
  await page.screenshot({ path: 'test-results/screens/redemption-promised-1366.png' });
});

test('a SIP instalment in its own folio', async ({ page, a11y, sandbox }) => {
  await signInTo(page, '/portfolio');
  const redemption = new RedemptionDialog(page, a11y);
  await redemption.open(EQUITY);
  const lumpSum = await redemption.unitsOf(LUMP_SUM_FOLIO);
  const sip = await redemption.unitsOf(SIP_FOLIO);
  await redemption.close();

  // The SIP's next instalment falls within a month. The newest may be a day or two before the
  // clock lands, and one on a weekend trades on the Monday: its NAV is out at most three days
  // after its date, so four days on it is allotted, whatever day this runs.
  await sandbox.advanceClock({ days: 35 });
  await signInAgainAt(page, '/orderstatus');
  const orders = new OrderStatusPage(page, a11y);
  await orders.expectOpen();
  const instalment = await orders.newestReference();
  await expect(orders.row(instalment)).toContainText('Sip');
  await sandbox.advanceClock({ days: 4 });
  await signInAgainAt(page, '/orderstatus');
  await orders.expectOpen();
  await expect(orders.row(instalment)).toContainText('Completed');

  await page.goto('/portfolio');
  await redemption.open(EQUITY);
  expect((await redemption.unitsOf(SIP_FOLIO)).gt(sip)).toBe(true);
  expect((await redemption.unitsOf(LUMP_SUM_FOLIO)).toFixed(4)).toBe(lumpSum.toFixed(4));
});
