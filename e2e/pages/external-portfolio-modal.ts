/**
 * The external portfolio import in the dashboard modal (000 §2.7, §4.5): opened from the
 * navbar's Get Portfolio menu, the PAN modal's three steps, 'No Funds Purchased' and 'Get Your
 * Portfolio'. Every step is checked with axe.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { type A11y, type Code, codeOf } from '../fixtures';
import { type BirthDate, pickBirthDate } from './onboarding-pan';

export class ExternalPortfolioModal {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  private dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Get Portfolio → External Portfolio (or Refresh Portfolio): the dashboard opens with the PAN modal. */
  async openFromNavbar(item = 'External Portfolio'): Promise<void> {
    await this.page.getByRole('button', { name: 'Get Portfolio' }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
    await expect(this.page).toHaveURL(/\/dashboard/);
    await expect(this.dialog('Import your external portfolio')).toBeVisible();
    await this.a11y.check('external portfolio, PAN and date of birth');
  }

  async enterPan(pan: string, dob: BirthDate): Promise<void> {
    const dialog = this.dialog('Import your external portfolio');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: /^PAN/ }).fill(pan);
    await pickBirthDate(this.page, dialog.getByRole('button', { name: /^Date of birth/ }), dob);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Check your details')).toBeVisible();
    await expect(dialog.getByText(pan)).toBeVisible();
    await this.a11y.check('external portfolio, review');
  }

  async getOtp(): Promise<void> {
    await this.dialog('Import your external portfolio').getByRole('button', { name: 'Get OTP' }).click();
  }

  async expectOtpStep(): Promise<void> {
    const dialog = this.dialog('Import your external portfolio');
    await expect(dialog.getByRole('form', { name: 'MF Central OTP' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await this.a11y.check('external portfolio, OTP');
  }

  /** A too-short code first (the form's message), then the e-mailed one (read once the step shows). */
  async verifyOtp(code: Code): Promise<void> {
    const dialog = this.dialog('Import your external portfolio');
    await dialog.getByLabel(/^OTP/).fill('123');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Please enter a valid 6-digit OTP')).toBeVisible();
    await dialog.getByLabel(/^OTP/).fill(await codeOf(code));
    await dialog.getByRole('button', { name: 'Verify' }).click();
  }

  async getPortfolio(): Promise<void> {
    const dialog = this.dialog('Get Your Portfolio');
    await expect(dialog).toBeVisible();
    await this.a11y.check("external portfolio, 'Get Your Portfolio'");
    await dialog.getByRole('button', { name: 'Get Portfolio' }).click();
    await expect(dialog).toBeHidden();
  }

  async expectNoFunds(supportText: RegExp): Promise<void> {
    const dialog = this.dialog('No Funds Purchased');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(supportText);
    await this.a11y.check("external portfolio, 'No Funds Purchased'");
  }

  async closeNoFunds(): Promise<void> {
    const dialog = this.dialog('No Funds Purchased');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
