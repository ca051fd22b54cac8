import type { Locator, Page } from '@playwright/test';
import { type A11y, type Code, codeOf, expect } from '../fixtures';
import { SiteNavigation } from './site-navigation';

/** /myInvestment (001 §2.16): the SIP, STP and SWP tabs, one card per plan, and the skip/cancel modal. */
export class MyInvestmentsPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Opens it the way an investor does: Manage → My Plans in the navigation bar (or its drawer on a phone). */
  async openFromMenu(): Promise<void> {
    await new SiteNavigation(this.page, this.a11y).follow('Manage', 'My Plans');
    await this.expectTab('SIP');
  }

  async open(tab: 'SIP' | 'STP' | 'SWP' = 'SIP'): Promise<void> {
    await this.page.goto(tab === 'SIP' ? '/myInvestment' : `/myInvestment?tab=${tab}`);
    await this.expectTab(tab);
  }

  async chooseTab(tab: 'SIP' | 'STP' | 'SWP'): Promise<void> {
    await this.page.getByRole('tab', { name: tab, exact: true }).click();
    await this.expectTab(tab);
  }

  async expectTab(tab: 'SIP' | 'STP' | 'SWP'): Promise<void> {
    await expect(this.page).toHaveURL(/\/myInvestment/);
    await expect(this.page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(this.page.getByRole('heading', { level: 2, name: `${tab} Investments` })).toBeVisible();
    await expect(this.page.getByRole('status').filter({ hasText: 'Loading your plans' })).toBeHidden();
    await this.a11y.check(`my investments ${tab}`);
  }

  /** The newest card of a scheme (cards are sorted newest first). */
  card(scheme: string): Locator {
    return this.page.getByRole('listitem').filter({ hasText: scheme }).first();
  }

  async expectStatus(scheme: string, status: string): Promise<void> {
    await expect(this.card(scheme).getByText(status, { exact: true })).toBeVisible();
  }

  /** Skip on the card, then the confirm stage's Skip: the code is e-mailed. */
  async skip(scheme: string): Promise<void> {
    await this.card(scheme).getByRole('button', { name: 'Skip' }).click();
    await expect(this.dialog.getByText('Are you sure you want to skip the next installment?')).toBeVisible();
    await this.a11y.check('skip confirm');
    await this.dialog.getByRole('button', { name: 'Skip' }).click();
  }

  /** Cancel on a SIP card: Proceed without a reason is refused, then with the reason. */
  async cancelSip(scheme: string, reason: string): Promise<void> {
    await this.card(scheme).getByRole('button', { name: 'Cancel' }).click();
    await expect(this.dialog.getByRole('radiogroup', { name: /Choose the reason to cancel the SIP\?/ })).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(this.dialog.getByText('Please select a reason for cancellation.')).toBeVisible();
    await this.a11y.check('SIP cancel reasons');
    await this.dialog.getByRole('radio', { name: reason }).check();
    await this.dialog.getByRole('button', { name: 'Proceed' }).click();
  }

  /** The validation stage, shown once the server has e-mailed its code. */
  async expectCodeStage(): Promise<void> {
    const form = this.dialog.getByRole('form', { name: 'Verify the change' });
    await expect(form).toBeVisible();
    await expect(form.getByText('Please enter the 6-digit OTP sent to')).toBeVisible();
  }

  /** The validation stage: the e-mailed code (read once the stage shows), then Verify. */
  async verifyCode(code: Code): Promise<void> {
    await this.expectCodeStage();
    await this.a11y.check('plan change code');
    const form = this.dialog.getByRole('form', { name: 'Verify the change' });
    await form.getByLabel(/^OTP/).fill(await codeOf(code));
    await form.getByRole('button', { name: 'Verify' }).click();
  }

  /**
   * A wrong code while attempts remain (issue 26): the validation stage stays, says so and empties
   * the field for another try.
   */
  async expectWrongCode(attemptsLeft: number): Promise<void> {
    const form = this.dialog.getByRole('form', { name: 'Verify the change' });
    await expect(form.getByRole('alert')).toHaveText(
      `The OTP you entered is incorrect. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
    );
    await expect(this.dialog.getByRole('heading', { name: 'failed !' })).toHaveCount(0);
    await expect(form.getByLabel(/^OTP/)).toHaveValue('');
    await this.a11y.check('plan change code, wrong code');
  }

  /** The success stage ('SIP Skipped', 'SIP Cancelled'…) with its reference; Done closes it. */
  async finish(heading: string): Promise<string> {
    await expect(this.dialog.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
    const reference = (await this.dialog.getByText(/^Order reference:/).textContent())?.replace(
      /^Order reference:\s*/,
      '',
    );
    expect(reference).toMatch(/^OS-\d{2,}$/);
    await this.a11y.check(heading);
    await this.dialog.getByRole('button', { name: 'Done' }).click();
    await expect(this.dialog).toBeHidden();
    return reference ?? '';
  }
}
