/**
 * Buying, as investors would (issue 5): a lump sum paid by UPI that Order Status shows completed
 * once the sandbox clock passes its allotment, a SIP on the 5th, a lump sum paid at the sandbox
 * bank's net-banking page (the fund page's notice then leads to Order Status), Invest pressed again
 * for the same order (the earlier code still valid), a UPI payment the bank declines, an order
 * whose code is never entered (it lapses), and an investor not yet verified who is shown the
 * mandate modal instead of the order form.
 * The payment gateway's magic UPI ids are documented in server/partners/payment-gateway.ts.
 */
import type { Page } from '@playwright/test';
import { SEED_SCHEMES } from '../server/seed/fixtures';
import { expect, test } from './fixtures';
import { MandateModal, OrderModal } from './pages/order-modal';
import { OrderStatusPage } from './pages/order-status-page';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const NEW_INVESTOR = 'new.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';

/** EQUITY, BUY and SIP allowed, minimum purchase ₹1,000, SIP minimum ₹500 in multiples of ₹100. */
const SCHEME = SEED_SCHEMES.equityJourney;
const SCHEME_LABEL = `${SCHEME.schemeName} (EQUITY)`;

const UPI = { approves: 'success@sanchay', declines: 'failure@sanchay' } as const;
/** The gateway's decline text (server/partners/payment-gateway.ts UPI_DECLINED_MESSAGE). */
const DECLINED = "Payment declined by the payer's bank. Please try again with another UPI ID.";

test.beforeEach(async ({ sandbox }) => {
  // A reset re-seeds the catalogue, UPI polling runs every 10 s and every step is checked with
  // axe: a buying journey needs more than the default minute.
  test.setTimeout(180_000);
  await sandbox.reset();
});

/** Signed in, on the scheme's details page. */
async function signInAtScheme(page: Page, email: string): Promise<void> {
  await openSignedIn(page, `/details/${SCHEME.uniqueNo}`, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: SCHEME.schemeName })).toBeVisible();
}

test('a verified investor buys a lump sum by UPI and sees it completed once the units are allotted', async ({
  page,
  a11y,
  sandbox,
}) => {
  await signInAtScheme(page, VERIFIED);
  const modal = new OrderModal(page, a11y);
  await modal.openBuy(SCHEME.schemeName);
  await modal.enterAmount('5000');
  await modal.invest();
  await modal.verifyOtp(() => sandbox.latestCode(VERIFIED));
  await modal.choosePayment('UPI Payment');
  const orderId = await modal.payByUpi(UPI.approves);
  await modal.expectPaymentSuccessful();
  await modal.closeToOrderStatus();

  const orders = new OrderStatusPage(page, a11y);
  await orders.expectOpen();
  const reference = `OS-${orderId.padStart(2, '0')}`;
  expect(await orders.newestReference()).toBe(reference);
  await orders.expectOrder(reference, {
    scheme: SCHEME_LABEL,
    type: 'Lumpsum',
    amount: '₹5,000.00',
    status: 'In Progress',
  });

  // Past the cut-off, the next business day's NAV and its publication: four days is always enough.
  // Four days on the session has long expired, so the investor signs in again.
  await sandbox.advanceClock({ days: 4 });
  await openSignedIn(page, '/orderstatus', VERIFIED, PASSWORD);
  await orders.expectOpen();
  await orders.expectOrder(reference, {
    scheme: SCHEME_LABEL,
    type: 'Lumpsum',
    amount: '₹5,000.00',
    status: 'Completed',
  });
  expect(await orders.remarks(reference)).toMatch(/^Allotted \d+\.\d{4} units at NAV \d+\.\d{4} of /);
});

test('a verified investor starts a SIP on the 5th of every month', async ({ page, a11y, sandbox }) => {
  await signInAtScheme(page, VERIFIED);
  const modal = new OrderModal(page, a11y);
  await modal.openSip(SCHEME.schemeName);
  await modal.enterAmount('1500');
  await modal.chooseSipDay(5);
  await modal.giveConsent();
  await modal.invest();
  await modal.verifyOtp(() => sandbox.latestCode(VERIFIED));
  await modal.finishSip({ amount: '₹1,500.00', day: 5 });

  const orders = new OrderStatusPage(page, a11y);
  await orders.expectOpen();
  const reference = await orders.newestReference();
  await orders.expectOrder(reference, {
    scheme: SCHEME_LABEL,
    type: 'Sip',
    amount: '₹1,500.00',
    status: 'Authenticated',
  });
});

test("a lump sum paid at the sandbox bank's net-banking page is in progress", async ({ page, a11y, sandbox }) => {
  await signInAtScheme(page, VERIFIED);
  const modal = new OrderModal(page, a11y);
  await modal.openBuy(SCHEME.schemeName);
  await modal.enterAmount('3000');
  await modal.invest();
  await modal.verifyOtp(() => sandbox.latestCode(VERIFIED));
  const bank = await modal.payByNetBanking();
  // The bank's Pay form posts from the app's own origin, which the sandbox requires.
  await bank.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(bank.getByRole('status')).toHaveText('Payment successful');

  const orders = new OrderStatusPage(page, a11y);
  await modal.followBankNoticeToOrderStatus();
  await orders.expectOpen();
  const reference = await orders.newestReference();
  await orders.expectOrder(reference, {
    scheme: SCHEME_LABEL,
    type: 'Lumpsum',
    amount: '₹3,000.00',
    status: 'In Progress',
  });
});

test('Invest again for the same amount within 10 minutes: the earlier code is still valid and confirms the one order', async ({
  page,
  a11y,
  sandbox,
}) => {
  await signInAtScheme(page, VERIFIED);
  const modal = new OrderModal(page, a11y);
  await modal.openBuy(SCHEME.schemeName);
  await modal.enterAmount('4000');
  await modal.invest();
  await expect(page.getByRole('textbox', { name: 'OTP', exact: true })).toBeVisible();
  const code = await sandbox.latestCode(VERIFIED);
  await modal.previous();
  await modal.invest();
  await modal.expectEarlierCodeStillValid();
  expect(await sandbox.latestCode(VERIFIED)).toBe(code);
  await modal.verifyOtp(code);
  await modal.choosePayment('UPI Payment');
});

test("a UPI payment the bank declines shows the gateway's text, and the order reads failed", async ({
  page,
  a11y,
  sandbox,
}) => {
  await signInAtScheme(page, VERIFIED);
  const modal = new OrderModal(page, a11y);
  await modal.openBuy(SCHEME.schemeName);
  await modal.enterAmount('2500');
  await modal.invest();
  await modal.verifyOtp(() => sandbox.latestCode(VERIFIED));
  await modal.choosePayment('UPI Payment');
  const orderId = await modal.payByUpi(UPI.declines);
  await modal.expectUpiMessage(DECLINED);
  await modal.closeUpi();

  const orders = new OrderStatusPage(page, a11y);
  await orders.openFromMenu();
  const reference = `OS-${orderId.padStart(2, '0')}`;
  await orders.expectOrder(reference, {
    scheme: SCHEME_LABEL,
    type: 'Lumpsum',
    amount: '₹2,500.00',
    status: 'Failed',
  });
  expect(await orders.remarks(reference)).toBe(DECLINED);
});

test('an order whose code is never entered lapses with a remark once the code expires', async ({
  page,
  a11y,
  sandbox,
}) => {
  await signInAtScheme(page, VERIFIED);
  const modal = new OrderModal(page, a11y);
  await modal.openBuy(SCHEME.schemeName);
  await modal.enterAmount('3500');
  await modal.invest();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'OTP', exact: true })).toBeVisible();

  // The investor walks away from the code; ten minutes later the order has lapsed.
  const orders = new OrderStatusPage(page, a11y);
  await orders.open();
  const reference = await orders.newestReference();
  await orders.expectOrder(reference, {
    scheme: SCHEME_LABEL,
    type: 'Lumpsum',
    amount: '₹3,500.00',
    status: 'Initiated',
  });
  await sandbox.advanceClock({ minutes: 10 });
  await orders.open();
  await orders.expectOrder(reference, {
    scheme: SCHEME_LABEL,
    type: 'Lumpsum',
    amount: '₹3,500.00',
    status: 'Failed',
  });
  expect(await orders.remarks(reference)).toBe(
    'Order lapsed: the OTP was not entered within 10 minutes. Please place the order again.',
  );
});

test('an investor not yet verified is shown the mandate modal instead of the order form', async ({ page, a11y }) => {
  await signInAtScheme(page, NEW_INVESTOR);
  const mandate = new MandateModal(page, a11y);

  await page.getByRole('button', { name: `Buy ${SCHEME.schemeName}` }).click();
  await mandate.expectText('Please complete the UCC, ELOG and nominee authentication before placing a lumpsum order.');
  await mandate.close();

  await page.getByRole('button', { name: `Start a SIP in ${SCHEME.schemeName}` }).click();
  await mandate.expectText('Mandate not approved, Click here to activate your autopay .');
  await mandate.activateAutopay();
  await expect(page).toHaveURL(/\/dashboard/);
});
