import type { Locator, Page } from '@playwright/test';
import { type A11y, type Code, codeOf, expect } from '../fixtures';

/**
 * The Switch, STP and SWP wizards (001 §2.15), each a page of its own: 'STEP n / N' in the side
 * panel, the step in the main column, the exit and help modals.
 */
export class TransferWizard {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
    readonly title: 'Switch Funds' | 'Systematic Transfer Plan' | 'Systematic Withdrawal Plan',
    private readonly steps: number,
  ) {}

  get main(): Locator {
    return this.page.locator('main');
  }

  /** Opens the wizard from the portfolio row whose scheme matches, through its Actions menu. */
  async openFromPortfolio(scheme: RegExp, action: 'Switch Fund' | 'Start STP' | 'Start SWP'): Promise<void> {
    await this.page.getByRole('button', { name: scheme }).first().click();
    await this.page.getByRole('menuitem', { name: action }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
  }

  async expectStep(step: number, label: string): Promise<void> {
    await expect(this.page.getByTestId('wizard-step')).toHaveText(`STEP ${step} / ${this.steps}`);
    await this.a11y.check(`${this.title}, ${label}`);
  }

  async next(): Promise<void> {
    await this.main.getByRole('button', { name: 'Next' }).click();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  }

  /** The first scheme the list lets the investor choose. */
  async chooseFirstAllowedTarget(): Promise<string> {
    const list = this.main.getByRole('radiogroup', { name: 'Schemes' });
    const allowed = list.getByRole('radio', { disabled: false }).first();
    await expect(allowed).toBeVisible();
    const name =
      (await allowed.getAttribute('aria-label')) ??
      (await allowed.evaluate((radio) => radio.closest('label, .mantine-Radio-root')?.textContent ?? ''));
    await allowed.check();
    return name;
  }

  /** The same order placed again within 10 minutes: no new code, the earlier one still works (issue 26). */
  async expectEarlierCodeStillValid(what: 'switch' | 'STP' | 'SWP'): Promise<void> {
    await expect(
      this.main.getByText(
        new RegExp(`^You asked for this ${what} a few minutes ago\\. The OTP we sent then to .+ is still valid`),
      ),
    ).toBeVisible();
    await expect(this.main.getByText('Please enter the 6-digit OTP sent to')).toHaveCount(0);
    await this.a11y.check(`${this.title}, OTP still valid`);
  }

  /** The OTP step: the e-mailed code (read once the step shows), then Verify. */
  async confirmWithCode(code: Code): Promise<void> {
    const otp = this.main.getByRole('textbox', { name: 'OTP' });
    await expect(otp).toBeVisible();
    await otp.fill(await codeOf(code));
    await this.main.getByRole('button', { name: 'Verify' }).click();
  }

  async exitThroughModal(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back to portfolio' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Confirm Exit..!!!' });
    await expect(modal).toContainText('You are about to exit this page. Are you sure you want to proceed?');
    await this.a11y.check(`${this.title}, exit modal`);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await this.page.getByRole('button', { name: 'Back to portfolio' }).click();
    await this.page.getByRole('dialog', { name: 'Confirm Exit..!!!' }).getByRole('button', { name: 'Ok' }).click();
    await expect(this.page).toHaveURL(/\/portfolio$/);
  }
}
