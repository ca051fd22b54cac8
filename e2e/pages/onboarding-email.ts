import type { BrowserContext, Locator, Page } from '@playwright/test';
import { type A11y, checkPage, expect } from '../fixtures';

/** /emailverification (001 §2.12, §4.2): the code from the e-mail, the success modal, the exchange's page. */
export class EmailVerificationPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Email Verification' });
  }

  get successModal(): Locator {
    return this.page.getByRole('dialog', { name: 'Email verified' });
  }

  async expectOpen(email: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/emailverification$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeVisible();
    // The code is sent as the step opens; the entry follows.
    await expect(this.form).toBeVisible({ timeout: 15_000 });
    await expect(this.page.getByTestId('otp-address')).toHaveText(email);
    await this.a11y.check('email verification');
  }

  async verify(code: string): Promise<void> {
    await this.form.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
    await this.form.getByRole('button', { name: 'Verify' }).click();
  }

  /** A refused code shows the server's message (or the spec's default) and keeps the entry open. */
  async expectCodeRefused(): Promise<void> {
    await expect(this.form.getByRole('alert').filter({ hasText: 'The code was not accepted' })).toBeVisible();
  }

  async expectSuccessModal(): Promise<void> {
    await expect(this.successModal).toBeVisible();
    await expect(this.successModal).toContainText('Your e-mail address is verified.');
    await this.a11y.check('email verified modal');
  }

  /** Proceed opens the exchange's authentication page in a new tab (the popup) and returns it. */
  async proceedToAuthPage(context: BrowserContext): Promise<Page> {
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      this.successModal.getByRole('button', { name: 'Proceed' }).click(),
    ]);
    await popup.waitForLoadState();
    return popup;
  }
}

/** The sandbox exchange's authentication page, opened in its own tab. */
export class ExchangeAuthPage {
  constructor(private readonly page: Page) {}

  /** The page names the registration by the masked e-mail (first two characters kept). */
  async expectOpen(email: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/sandbox\/exchange\/authenticate\/[\w-]+$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Authenticate your registration' })).toBeVisible();
    const [local = '', domain = ''] = email.split('@');
    await expect(this.page.getByText(`${local.slice(0, 2)}${'*'.repeat(local.length - 2)}@${domain}`)).toBeVisible();
    await checkPage(this.page, 'exchange authentication page');
  }

  async complete(): Promise<void> {
    await this.page.getByRole('button', { name: 'Complete' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Registration complete' })).toBeVisible();
    await expect(this.page.getByRole('status')).toContainText('Your client registration is complete');
    await checkPage(this.page, 'exchange registration complete');
  }
}
