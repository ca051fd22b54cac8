/**
 * The verified demo investor moves money between schemes (001 §2.15): switches part of a folio
 * to another scheme of the same fund house with the e-mailed code, sees 'Order successful' and
 * lands on Order Status when the countdown ends; starts an STP (then listed under My Investments
 * with From and To) and an SWP; leaves a wizard
 * through the exit modal; places the same switch twice and is told the code sent the first time
 * is still valid (issue 26). Every page is checked with axe, on a desktop and on a phone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MyInvestmentsPage } from './pages/my-investments-page';
import { TransferWizard } from './pages/transfer-wizard';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
const BANKING = /^Actions for Aravalli Banking & Financial Services Fund/;

test.beforeEach(async ({ sandbox }) => {
  test.setTimeout(120_000);
  await sandbox.reset();
});

async function signInToPortfolio(page: Page): Promise<void> {
  await openSignedIn(page, '/portfolio', VERIFIED, PASSWORD);
  await expect(page.getByRole('tab', { name: /Investment$/ })).toHaveAttribute('aria-selected', 'true');
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('switches part of a folio to another scheme of the fund house and lands on Order Status', async ({
      page,
      a11y,
      sandbox,
    }) => {
      await signInToPortfolio(page);
      const wizard = new TransferWizard(page, a11y, 'Switch Funds', 6);
      await wizard.openFromPortfolio(BANKING, 'Switch Fund');
      await wizard.expectStep(1, 'folio');
      await expect(wizard.main.getByRole('radio', { name: /Folio 4817263\/52/ })).toBeChecked();
      await wizard.screenshot(`switch-folio-${viewport.width}`);
      await wizard.next();

      await wizard.expectStep(2, 'amount');
      const amount = wizard.main.getByRole('textbox', { name: 'Amount (₹)' });
      await amount.fill('100');
      await expect(amount).toHaveAccessibleDescription(/The minimum amount is ₹500\./);
      await amount.fill('5000');
      await wizard.screenshot(`switch-amount-${viewport.width}`);
      await wizard.next();

      await wizard.expectStep(3, 'target schemes');
      const refusal = wizard.main.getByText('Switch is currently not allowed in this scheme.').first();
      await expect(refusal).toBeVisible();
      await wizard.chooseFirstAllowedTarget();
      await wizard.screenshot(`switch-targets-${viewport.width}`);
      await wizard.next();

      await wizard.expectStep(4, 'review');
      await expect(wizard.main.getByRole('table', { name: 'Review' })).toContainText('₹5,000.00');
      await wizard.main.getByRole('button', { name: 'Confirm' }).click();

      await wizard.expectStep(5, 'OTP');
      await expect(wizard.main.getByText('Please enter the 6-digit OTP sent to')).toBeVisible();
      await expect(wizard.main.getByTestId('otp-address')).toHaveText('vxxx@sanchay.example');
      await expect(page.getByRole('button', { name: 'Portfolio', exact: true })).toBeVisible();
      await wizard.confirmWithCode(() => sandbox.latestCode(VERIFIED));

      await wizard.expectStep(6, 'confirm');
      await expect(wizard.main.getByRole('heading', { name: 'Order successful' })).toBeVisible();
      await expect(wizard.main).toContainText('Your Switch request for ₹5,000.00 has been successfully processed.');
      await expect(wizard.main.getByText(/^Ref: OS-\d{2,}$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Portfolio', exact: true })).toBeHidden();
      await expect(wizard.main.getByRole('status')).toContainText('Redirecting to the order status page in');
      await wizard.screenshot(`switch-confirm-${viewport.width}`);
      await expect(page).toHaveURL(/\/orderstatus$/, { timeout: 15_000 });
      await expect(page.getByText('Switch').first()).toBeVisible();
    });
  });
}

test('the same switch placed twice says the earlier code is still valid, and that code confirms it', async ({
  page,
  a11y,
  sandbox,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToPortfolio(page);
  const wizard = new TransferWizard(page, a11y, 'Switch Funds', 6);
  await wizard.openFromPortfolio(BANKING, 'Switch Fund');
  await wizard.next();
  await wizard.expectStep(2, 'amount');
  await wizard.main.getByRole('textbox', { name: 'Amount (₹)' }).fill('5000');
  await wizard.next();
  await wizard.expectStep(3, 'target schemes');
  await wizard.chooseFirstAllowedTarget();
  await wizard.next();
  await wizard.expectStep(4, 'review');
  await wizard.main.getByRole('button', { name: 'Confirm' }).click();
  await wizard.expectStep(5, 'OTP');
  await expect(wizard.main.getByText('Please enter the 6-digit OTP sent to')).toBeVisible();
  const code = await sandbox.latestCode(VERIFIED);

  // Back to Review and Confirm again within 10 minutes: the same order, no new code.
  await wizard.main.getByRole('button', { name: 'Previous' }).click();
  await wizard.expectStep(4, 'review');
  await wizard.main.getByRole('button', { name: 'Confirm' }).click();
  await wizard.expectStep(5, 'OTP');
  await wizard.expectEarlierCodeStillValid('switch');
  await wizard.screenshot('switch-otp-still-valid-1366');
  expect(await sandbox.latestCode(VERIFIED)).toBe(code);
  await wizard.confirmWithCode(code);

  await wizard.expectStep(6, 'confirm');
  await expect(wizard.main.getByRole('heading', { name: 'Order successful' })).toBeVisible();
});

test('leaves the switch wizard through the exit modal', async ({ page, a11y }) => {
  await signInToPortfolio(page);
  const wizard = new TransferWizard(page, a11y, 'Switch Funds', 6);
  await wizard.openFromPortfolio(BANKING, 'Switch Fund');
  await wizard.next();
  await wizard.expectStep(2, 'amount');
  await wizard.exitThroughModal();
});

/** A calendar day `days` after today on the sandbox clock, typed as DD/MM/YYYY. */
async function dayFromNow(page: Page, days: number): Promise<string> {
  const response = await page.request.get('/sandbox/clock');
  const { now } = (await response.json()) as { now: string };
  const day = new Date(new Date(now).getTime() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`;
}

test.describe('plans', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('starts a weekly STP into another scheme of the fund house', async ({ page, a11y, sandbox }) => {
    await signInToPortfolio(page);
    const wizard = new TransferWizard(page, a11y, 'Systematic Transfer Plan', 6);
    await wizard.openFromPortfolio(BANKING, 'Start STP');
    await wizard.expectStep(1, 'folio');
    await wizard.next();

    await wizard.expectStep(2, 'STP amount');
    await wizard.next();
    await expect(wizard.main.getByRole('alert')).toHaveText('Please select a frequency.');
    await wizard.main.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await wizard.next();
    await expect(wizard.main.getByRole('alert')).toHaveText('Please select a start date .');
    await wizard.main.getByRole('combobox', { name: 'Day of the week' }).click();
    await page.getByRole('option', { name: 'Wednesday' }).click();
    await expect(wizard.main.getByTestId('plan-start-date')).toHaveText(/^First instalment on \d{2}\/\d{2}\/\d{4}$/);
    await wizard.main.getByRole('textbox', { name: 'Amount (₹)' }).fill('1000');
    await wizard.main.getByRole('textbox', { name: 'No of Installment' }).fill('12');
    await expect(wizard.main.getByText('Total ₹12,000.00')).toBeVisible();
    await wizard.screenshot('stp-amount-1366');
    await wizard.next();

    await wizard.expectStep(3, 'target schemes');
    await expect(wizard.main.getByText('STP is currently not allowed in this scheme.').first()).toBeVisible();
    await wizard.chooseFirstAllowedTarget();
    await wizard.next();

    await wizard.expectStep(4, 'review');
    await expect(wizard.main.getByRole('table', { name: 'Review' })).toContainText('Weekly');
    await wizard.main.getByRole('button', { name: 'Confirm' }).click();
    await wizard.expectStep(5, 'OTP');
    await wizard.confirmWithCode(() => sandbox.latestCode(VERIFIED));

    await wizard.expectStep(6, 'confirm');
    await expect(wizard.main.getByRole('heading', { name: 'Order successful' })).toBeVisible();
    await expect(wizard.main).toContainText('Your STP request for ₹1,000.00 has been successfully processed.');
    await wizard.screenshot('stp-confirm-1366');

    // The plan is listed under My Investments with its source and target (001 §2.16).
    const plans = new MyInvestmentsPage(page, a11y);
    await plans.open('STP');
    const card = page.getByRole('listitem').filter({ hasText: 'Aravalli Banking & Financial Services Fund' }).first();
    await expect(card.getByText('From:', { exact: true })).toBeVisible();
    await expect(card.getByText('To:', { exact: true })).toBeVisible();
    await expect(card).toContainText('₹1,000.00');
  });

  test('starts an SWP after the date and multiple checks', async ({ page, a11y, sandbox }) => {
    await signInToPortfolio(page);
    const wizard = new TransferWizard(page, a11y, 'Systematic Withdrawal Plan', 5);
    await wizard.openFromPortfolio(BANKING, 'Start SWP');
    await wizard.expectStep(1, 'folio');
    await wizard.next();

    await wizard.expectStep(2, 'SWP amount');
    const amount = wizard.main.getByRole('textbox', { name: 'Amount (₹)' });
    const startDate = wizard.main.getByRole('textbox', { name: 'Start date' });
    await amount.fill('1050');
    await wizard.main.getByRole('textbox', { name: 'No of Installment' }).fill('6');
    await wizard.next();
    await expect(wizard.main.getByRole('alert')).toHaveText('Please select a start date .');
    // The scheme allows starting within 0 to 30 days.
    await startDate.fill(await dayFromNow(page, 45));
    await startDate.blur();
    await wizard.next();
    await expect(wizard.main.getByRole('alert')).toHaveText(
      'The selected date must be between 0 and 30 days from the current date.',
    );
    await startDate.fill(await dayFromNow(page, 5));
    await startDate.blur();
    await wizard.next();
    await expect(wizard.main.getByRole('alert')).toHaveText('The amount should be a multiple of 100.');
    await amount.fill('1000');
    await wizard.screenshot('swp-amount-1366');
    await wizard.next();

    await wizard.expectStep(3, 'review');
    await expect(wizard.main.getByRole('table', { name: 'Review' })).toContainText('₹6,000.00');
    await wizard.main.getByRole('button', { name: 'Confirm' }).click();
    await wizard.expectStep(4, 'OTP');
    // 001 §2.15: the portfolio button is hidden on the SWP's OTP step.
    await expect(page.getByRole('button', { name: 'Portfolio', exact: true })).toBeHidden();
    await wizard.confirmWithCode(() => sandbox.latestCode(VERIFIED));

    await wizard.expectStep(5, 'confirm');
    await expect(wizard.main.getByRole('heading', { name: 'Order successful' })).toBeVisible();
    await expect(wizard.main).toContainText('Your SWP request for ₹1,000.00 has been successfully processed.');
    await wizard.screenshot('swp-confirm-1366');
  });
});
