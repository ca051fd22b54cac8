import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

/** The dashboard's verification status modal (000 §2.7, §4.4) and the mandate result modal. */
export class VerificationModal {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Account verification' });
  }

  get resultDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Autopay mandate' });
  }

  row(name: 'Verify' | 'Autopay' | 'Nominee & ELOG' | 'Statement Upload'): Locator {
    return this.dialog.getByRole('region', { name, exact: true });
  }

  async expectRow(name: 'Verify' | 'Autopay' | 'Nominee & ELOG', status: 'Active' | 'Failed' | 'In progress') {
    await expect(this.row(name).getByText(status, { exact: true })).toBeVisible();
  }

  /** The highlighted section carries aria-current="step" (000 §4.4). */
  async expectHighlighted(name: 'Verify' | 'Autopay' | 'Nominee & ELOG'): Promise<void> {
    await expect(this.row(name)).toHaveAttribute('aria-current', 'step');
  }

  async expectOpen(label: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.row('Verify')).toBeVisible();
    await this.a11y.check(label);
  }

  /** Authorize on the ELOG row opens the exchange's ELOG page in a new tab; answers it. */
  async openElog(): Promise<Page> {
    const [tab] = await Promise.all([
      this.page.waitForEvent('popup'),
      this.row('Nominee & ELOG')
        .getByRole('button', { name: /^(Authorize|Try Again) Nominee & ELOG$/ })
        .click(),
    ]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Authenticate your nominee declaration' })).toBeVisible();
    return tab;
  }

  /** Refresh by keyboard: it is disabled while the status is read, and focus comes back to it. */
  async refresh(): Promise<void> {
    await this.refreshButton.focus();
    await this.page.keyboard.press('Enter');
  }

  get refreshButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Refresh', exact: true });
  }

  /** Authorize on the Autopay row: the redirect notice with its countdown, then Redirect. */
  async authorizeMandate(): Promise<void> {
    await this.row('Autopay').getByRole('button', { name: 'Authorize Autopay' }).click();
    await this.expectRedirectNotice(this.dialog);
  }

  async expectRedirectNotice(dialog: Locator): Promise<void> {
    const heading = dialog.getByRole('heading', { name: 'Redirecting to your bank' });
    await expect(heading).toBeVisible();
    // Each step of the modal takes focus (issue 29): the notice's heading.
    await expect(heading).toBeFocused();
    await expect(dialog.getByRole('timer')).toContainText(/in (10|9) seconds/);
    await this.a11y.check('redirect notice');
  }

  async redirect(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Redirect', exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Authorise your autopay mandate' })).toBeVisible();
  }

  async pressBank(button: 'Approve' | 'Cancel' | 'Fail'): Promise<void> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
    await expect(this.page).toHaveURL(/\/dashboard\?/);
  }
}
