import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';
import { SiteNavigation } from './site-navigation';

/** /orderstatus (001 §2.14): the 'Order Summary' table, one row per order, newest first. */
export class OrderStatusPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Order Summary' });
  }

  /** The phone layout: one card per order. */
  get cards(): Locator {
    return this.page.getByRole('list', { name: 'Order Summary' });
  }

  /** Opens it the way an investor does: Manage → My Orders in the navigation bar (or its drawer on a phone). */
  async openFromMenu(): Promise<void> {
    await new SiteNavigation(this.page, this.a11y).follow('Manage', 'My Orders');
    await this.expectOpen();
  }

  async open(): Promise<void> {
    await this.page.goto('/orderstatus');
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/orderstatus/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
    // A table from Mantine's sm breakpoint up, a list of cards on a phone; both named 'Order Summary'.
    await expect(this.table.or(this.cards)).toBeVisible();
    await this.a11y.check(`order status ${new URL(this.page.url()).search}`);
  }

  /** The row of an order by its reference, e.g. 'OS-42'. */
  row(reference: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: reference, exact: true }) });
  }

  /** The reference of the newest order (the first row: the server sorts by id, descending). */
  async newestReference(): Promise<string> {
    const header = this.table.getByRole('rowheader').first();
    await expect(header).toHaveText(/^OS-\d{2,}$/);
    return (await header.textContent()) ?? '';
  }

  /** Checks a row's cells as the investor reads them. */
  async expectOrder(
    reference: string,
    order: { scheme: string; type: string; amount: string; status: string },
  ): Promise<void> {
    const row = this.row(reference);
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(order.scheme);
    await expect(cells.nth(1)).toHaveText(order.type);
    await expect(cells.nth(2)).toHaveText(order.amount);
    await expect(cells.nth(3)).toHaveText(/^\d{2}-\d{2}-\d{4}\s*\d{2}:\d{2} [AP]M$/);
    await expect(cells.nth(4)).toHaveText(order.status);
  }

  /** Opens the row's info icon with the keyboard and returns what it says. */
  async remarks(reference: string): Promise<string> {
    const button = this.page.getByRole('button', { name: `Remarks for ${reference}` });
    await button.focus();
    await this.page.keyboard.press('Enter');
    const popover = this.page.getByRole('dialog', { name: `Remarks for ${reference}` });
    await expect(popover).toBeVisible();
    const text = (await popover.textContent()) ?? '';
    await this.page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    return text.trim();
  }
}
