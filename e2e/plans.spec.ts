/**
 * My Investments, as the verified investor would (issue 15): a SIP started with a yearly step-up
 * is under My Plans; its next instalment is skipped with the e-mailed code and reads 'Skipped';
 * once the sandbox clock has passed that day no instalment was debited and the SIP runs again
 * from the month after; then it is cancelled with a reason, reads 'Cancelling' and, the next
 * sandbox day, 'Cancelled'. And a mistyped code (issue 26) leaves the code entry open with the
 * server's message, and the right code then skips.
 */
import { differenceInCalendarDays, parse } from 'date-fns';
import { SEED_SCHEMES } from '../server/seed/fixtures';
import { expect, test } from './fixtures';
import { MyInvestmentsPage } from './pages/my-investments-page';
import { OrderModal } from './pages/order-modal';
import { OrderStatusPage } from './pages/order-status-page';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
/** EQUITY, SIP allowed, SIP minimum ₹500 in multiples of ₹100. */
const SCHEME = SEED_SCHEMES.equityJourney;

test.beforeEach(async ({ sandbox }) => {
  // A reset re-seeds the catalogue, the clock moves twice (each time the session starts again) and
  // every step is checked with axe.
  test.setTimeout(300_000);
  await sandbox.reset();
});

test('a verified investor skips the next SIP instalment and later cancels the SIP', async ({
  page,
  a11y,
  sandbox,
  request,
}) => {
  const signInAgain = (path: string) => openSignedIn(page, path, VERIFIED, PASSWORD);
  await signInAgain(`/details/${SCHEME.uniqueNo}`);
  await expect(page.getByRole('heading', { level: 1, name: SCHEME.schemeName })).toBeVisible();

  const modal = new OrderModal(page, a11y);
  await modal.openSip(SCHEME.schemeName);
  await modal.enterAmount('1500');
  await modal.chooseSipDay(5);
  await modal.chooseStepUp({ by: 'Amount', value: '500', cap: '5000' });
  await modal.giveConsent();
  await modal.invest();
  await modal.verifyOtp(() => sandbox.latestCode(VERIFIED));
  await modal.finishSip({ amount: '₹1,500.00', day: 5 });

  const plans = new MyInvestmentsPage(page, a11y);
  await plans.openFromMenu();
  const card = plans.card(SCHEME.schemeName);
  await plans.expectStatus(SCHEME.schemeName, 'Active');
  await expect(card).toContainText('₹1,500.00');
  await expect(card).toContainText('+₹500.00 a year, up to ₹5,000.00');
  const due =
    (await card
      .getByText(/^\d{2}\/\d{2}\/\d{4}$/)
      .first()
      .textContent()) ?? '';
  expect(due).toMatch(/^05\/\d{2}\/\d{4}$/);

  await plans.skip(SCHEME.schemeName);
  await plans.verifyCode(() => sandbox.latestCode(VERIFIED));
  const skipReference = await plans.finish('SIP Skipped');
  await plans.expectStatus(SCHEME.schemeName, 'Skipped');
  await expect(card).not.toContainText(due);

  // The sandbox clock moves past the skipped day: nothing is debited, the SIP runs again.
  const clock = (await (await request.get('/sandbox/clock')).json()) as { now: string };
  const daysToDue = differenceInCalendarDays(parse(due, 'dd/MM/yyyy', new Date()), new Date(clock.now));
  await sandbox.advanceClock({ days: daysToDue + 1 });
  // Weeks later by the server's clock the session has expired: sign in again.
  await signInAgain('/myInvestment');
  await plans.expectTab('SIP');
  await plans.expectStatus(SCHEME.schemeName, 'Active');
  await expect(card.getByText(/^05\/\d{2}\/\d{4}$/)).not.toHaveText(due);

  const orders = new OrderStatusPage(page, a11y);
  await orders.openFromMenu();
  // No instalment of this SIP since the skip (the demo investor's own SIP may have run meanwhile).
  const references = await orders.table.getByRole('rowheader').allTextContents();
  expect(references).toContain(skipReference);
  const newer: string[] = [];
  for (const reference of references.slice(0, references.indexOf(skipReference))) {
    newer.push((await orders.row(reference).getByRole('cell').allTextContents()).slice(0, 3).join(' | '));
  }
  expect(newer).not.toContain(`${SCHEME.schemeName} (EQUITY) | Sip | ₹1,500.00`);

  await plans.openFromMenu();
  await plans.cancelSip(SCHEME.schemeName, 'Goal Achieved');
  await plans.verifyCode(() => sandbox.latestCode(VERIFIED));
  await plans.finish('SIP Cancelled');
  await plans.expectStatus(SCHEME.schemeName, 'Cancelling');
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  await sandbox.advanceClock({ days: 1 });
  await signInAgain('/myInvestment');
  await plans.expectTab('SIP');
  await plans.expectStatus(SCHEME.schemeName, 'Cancelled');
});

test('a wrong code in the skip modal says how many attempts are left, and the right one then skips', async ({
  page,
  a11y,
  sandbox,
}) => {
  await openSignedIn(page, `/details/${SCHEME.uniqueNo}`, VERIFIED, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: SCHEME.schemeName })).toBeVisible();
  const modal = new OrderModal(page, a11y);
  await modal.openSip(SCHEME.schemeName);
  await modal.enterAmount('2000');
  await modal.chooseSipDay(7);
  await modal.giveConsent();
  await modal.invest();
  await modal.verifyOtp(() => sandbox.latestCode(VERIFIED));
  await modal.finishSip({ amount: '₹2,000.00', day: 7 });

  const plans = new MyInvestmentsPage(page, a11y);
  await plans.openFromMenu();
  await plans.expectStatus(SCHEME.schemeName, 'Active');
  await plans.skip(SCHEME.schemeName);
  // Read once the code stage shows: until then the newest code is the SIP's.
  await plans.expectCodeStage();
  const code = await sandbox.latestCode(VERIFIED);
  await plans.verifyCode(code === '000000' ? '111111' : '000000');
  await plans.expectWrongCode(4);
  await plans.verifyCode(code);
  await plans.finish('SIP Skipped');
  await plans.expectStatus(SCHEME.schemeName, 'Skipped');
});
