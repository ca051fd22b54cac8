import type { Locator, Page } from '@playwright/test';
import Big from 'big.js';
import { type A11y, expect } from '../fixtures';

/**
 * The portfolio's redemption dialog (001 §2.13): opened from a fund's Actions menu, its FOLIO,
 * DETAILS and OTP steps, and what each folio offers.
 */
export class RedemptionDialog {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get details(): Locator {
    return this.dialog.getByRole('form', { name: 'Redemption details' });
  }

  /** The Actions button of the fund whose row matches `scheme`, e.g. /^Actions for Aravalli Banking/. */
  async open(scheme: RegExp): Promise<void> {
    await this.page.getByRole('button', { name: scheme }).first().click();
    await expect(this.page.getByRole('menu')).toBeVisible();
    await this.page.getByRole('menuitem', { name: 'Redeem' }).click();
    await expect(this.page).toHaveURL(/\/portfolio\?redeem=[A-Z0-9]{12}/);
    await expect(this.dialog.getByRole('heading', { name: /^Redeem / })).toBeVisible();
    await this.a11y.check('redemption folio step');
  }

  folio(folio: string): Locator {
    return this.dialog.getByRole('radio', { name: new RegExp(`^Folio ${folio}`) });
  }

  /** What the FOLIO step says of a folio (its description: value, units, lock-in, promised units). */
  async describe(folio: string): Promise<string> {
    return this.folio(folio).evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }

  /** The units a folio holds, as the FOLIO step describes it ('… · 590.6595 units'). */
  async unitsOf(folio: string): Promise<Big> {
    const description = await this.describe(folio);
    const match = /· ([\d,]+\.\d{4}) units/.exec(description);
    if (!match?.[1]) throw new Error(`No units in "${description}"`);
    return new Big(match[1].replaceAll(',', ''));
  }

  /** Chooses the folio and goes on to DETAILS. */
  async choose(folio: string): Promise<void> {
    await this.folio(folio).check();
    await this.dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(this.details).toBeVisible();
    await this.a11y.check('redemption details step');
  }

  /** DETAILS' 'Units you can redeem: …' as a number. */
  async redeemable(): Promise<Big> {
    const text = (await this.details.getByText(/^Units you can redeem: /).textContent()) ?? '';
    return new Big(text.replace('Units you can redeem: ', '').replaceAll(',', ''));
  }

  /** Places the redemption (`all`: redeem-all, the default) and confirms it with the e-mailed code. */
  async redeem(units: string | 'all', code: () => Promise<string>): Promise<string> {
    if (units !== 'all') {
      await this.details.getByRole('checkbox', { name: 'Redeem all units' }).uncheck();
      await this.details.getByRole('textbox', { name: /^Units/ }).fill(units);
    }
    await this.details.getByRole('button', { name: 'Submit' }).click();
    const otp = this.dialog.getByRole('form', { name: 'Confirm your redemption' });
    await expect(otp.getByText(/Please enter the 6-digit OTP sent to/)).toBeVisible();
    await otp.getByLabel(/^OTP/).fill(await code());
    // A confirmed redemption refreshes the holdings: the next opening must offer what is left.
    const refreshed = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/us/portfolios' && response.ok(),
    );
    await otp.getByRole('button', { name: 'Verify' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Redemption placed' })).toBeVisible();
    await refreshed;
    await this.a11y.check('redemption success');
    return (await this.dialog.getByText(/^OS-\d{2,}$/).textContent()) ?? '';
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close redemption' }).click();
    await expect(this.dialog).toHaveCount(0);
  }
}
