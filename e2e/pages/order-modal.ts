import type { Locator, Page } from '@playwright/test';
import { type A11y, type Code, codeOf, expect } from '../fixtures';

/** UPI polling runs every 10 s (000 §9): the first poll that can report success comes after that. */
const UPI_SETTLES_WITHIN = 45_000;

/**
 * The order modal (000 §2.6), opened from a scheme's BUY or SIP button: amount form, OTP, payment
 * choice, UPI dialog and the result panels, all inside one dialog titled One-Time or SIP.
 */
export class OrderModal {
  private title: 'One-Time' | 'SIP' = 'One-Time';

  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.title });
  }

  async openBuy(schemeName: string): Promise<void> {
    this.title = 'One-Time';
    await this.page.getByRole('button', { name: `Buy ${schemeName}` }).click();
    await this.expectAmountForm(schemeName);
  }

  async openSip(schemeName: string): Promise<void> {
    this.title = 'SIP';
    await this.page.getByRole('button', { name: `Start a SIP in ${schemeName}` }).click();
    await this.expectAmountForm(schemeName);
  }

  private async expectAmountForm(schemeName: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByText(schemeName, { exact: true })).toBeVisible();
    await expect(this.dialog.getByRole('form', { name: 'Order amount' })).toBeVisible();
    await this.a11y.check(`order modal ${this.title}`);
  }

  async enterAmount(amount: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: /^Amount \(₹\)/ }).fill(amount);
  }

  /** Opens the day grid, picks the day and applies it with UPDATE; the field then reads '5th of every month'. */
  async chooseSipDay(day: number): Promise<void> {
    await this.dialog.getByRole('button', { name: /^SIP date/ }).click();
    const grid = this.dialog.getByRole('group', { name: 'Day of the month' });
    await expect(grid.getByRole('button', { name: '31 (not available)' })).toBeDisabled();
    await grid.getByRole('button', { name: String(day), exact: true }).click();
    await this.dialog.getByRole('button', { name: 'UPDATE' }).click();
    await expect(this.dialog.getByRole('button', { name: /^SIP date/ })).toHaveText(
      `${day}${ordinalSuffix(day)} of every month`,
    );
  }

  async giveConsent(): Promise<void> {
    await this.dialog.getByRole('checkbox', { name: /^I have read the scheme documents/ }).check();
  }

  /** Beyond the spec (issue 15): a yearly step-up by a fixed amount or a percentage, up to a cap. */
  async chooseStepUp(stepUp: { by: 'Amount' | 'Percentage'; value: string; cap: string }): Promise<void> {
    await this.dialog.getByRole('checkbox', { name: /^Step up my SIP every year/ }).check();
    await this.dialog.getByText(stepUp.by, { exact: true }).click();
    await this.dialog.getByRole('textbox', { name: /^Yearly rise/ }).fill(stepUp.value);
    await this.dialog.getByRole('textbox', { name: /^Maximum instalment/ }).fill(stepUp.cap);
  }

  async invest(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Invest' }).click();
  }

  /** The OTP step's Previous: back to the amount form. */
  async previous(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Previous' }).click();
  }

  /** Invest again for the same order within 10 minutes: no new code, the earlier one still works. */
  async expectEarlierCodeStillValid(): Promise<void> {
    await expect(
      this.dialog.getByText(/^You placed this order a few minutes ago\. The OTP we sent then to .+ is still valid/),
    ).toBeVisible();
  }

  /** The OTP step: the code from the e-mail (read once the step shows), then Verify. */
  async verifyOtp(code: Code): Promise<void> {
    const otp = this.dialog.getByRole('textbox', { name: 'OTP', exact: true });
    await expect(otp).toBeVisible();
    await expect(
      this.dialog.getByText(/^(Enter the OTP sent to |You placed this order a few minutes ago)/),
    ).toBeVisible();
    await this.a11y.check(`order OTP ${this.title}`);
    await otp.fill(await codeOf(code));
    await this.dialog.getByRole('button', { name: 'Verify' }).click();
  }

  async choosePayment(method: 'UPI Payment' | 'Net Banking'): Promise<void> {
    const choice = this.dialog.getByRole('button', { name: method, exact: true });
    await expect(choice).toBeVisible({ timeout: 15_000 });
    await this.a11y.check('payment choice');
    await choice.click();
  }

  /**
   * Net Banking opens the sandbox bank's page in a new window (written there by the app, so it
   * runs under the app's CSP) and closes the modal; returns the bank's window.
   */
  async payByNetBanking(): Promise<Page> {
    const choice = this.dialog.getByRole('button', { name: 'Net Banking', exact: true });
    await expect(choice).toBeVisible({ timeout: 15_000 });
    await this.a11y.check('payment choice');
    const [bank] = await Promise.all([this.page.waitForEvent('popup'), choice.click()]);
    await expect(bank.getByRole('heading', { level: 1, name: 'Sandbox Bank net banking' })).toBeVisible();
    await expect(this.dialog).toBeHidden();
    return bank;
  }

  /** After net banking: the fund page's notice to finish in the bank's window; its link opens Order Status. */
  async followBankNoticeToOrderStatus(): Promise<void> {
    const notice = this.page.getByRole('status').filter({ hasText: 'Finish your payment in the bank’s window' });
    await expect(notice).toBeVisible();
    await this.a11y.check('net-banking notice');
    await notice.getByRole('link', { name: 'Order Status' }).click();
  }

  /** Fills the UPI ID and presses Proceed; returns the order id the dialog shows. */
  async payByUpi(upiId: string): Promise<string> {
    const form = this.dialog.getByRole('form', { name: 'UPI Payment' });
    await expect(form).toBeVisible();
    const orderId = await form.getByRole('textbox', { name: 'Order ID' }).inputValue();
    expect(orderId).toMatch(/^\d+$/);
    await form.getByRole('textbox', { name: /^UPI ID/ }).fill(upiId);
    await this.a11y.check('UPI dialog');
    await form.getByRole('button', { name: 'Proceed' }).click();
    return orderId;
  }

  async expectPaymentSuccessful(): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({
      timeout: UPI_SETTLES_WITHIN,
    });
    await this.a11y.check('payment successful');
  }

  /** Close after the payment goes to Order Status (000 §4.3). */
  async closeToOrderStatus(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.page).toHaveURL(/\/orderstatus/);
  }

  /** The UPI dialog's message: the gateway's responsestring, an exception or the timeout. */
  async expectUpiMessage(message: string): Promise<void> {
    await expect(this.dialog.getByRole('alert')).toHaveText(message, { timeout: UPI_SETTLES_WITHIN });
    await this.a11y.check('UPI dialog with a message');
  }

  async closeUpi(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(this.dialog).toBeHidden();
  }

  /**
   * After a SIP's OTP there is nothing to pay now: the autopay mandate pays the instalments
   * (000 §6), so the modal says the SIP is registered; Done leads to Order Status.
   */
  async finishSip(sip: { amount: string; day: number }): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: 'SIP Registered!' })).toBeVisible({ timeout: 15_000 });
    await expect(this.dialog).toContainText(
      `Your SIP of ${sip.amount} on the ${sip.day}${ordinalSuffix(sip.day)} of every month is registered.`,
    );
    await this.a11y.check('SIP registered');
    await this.dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.page).toHaveURL(/\/orderstatus/);
  }
}

/** The mandate modal (000 §6, §8) shown instead of the order form. */
export class MandateModal {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Order Placement failed !' });
  }

  async expectText(text: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog).toContainText(text);
    await this.a11y.check('mandate modal');
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(this.dialog).toBeHidden();
  }

  /** 'Click here to activate your autopay' leads to the dashboard (000 §8). */
  async activateAutopay(): Promise<void> {
    await this.dialog.getByRole('link', { name: 'Click here to activate your autopay' }).click();
  }
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
}
