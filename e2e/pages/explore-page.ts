import type { Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

export class ExplorePage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await this.a11y.check(`explore ${new URL(this.page.url()).search}`);
  }

  async browseType(title: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Browse by type' }).getByRole('link', { name: title }).click();
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  async search(text: string): Promise<void> {
    const box = this.page.getByLabel('Search by scheme name');
    await box.fill(text);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  async expectOnlyRowsMatching(text: string): Promise<void> {
    const rows = this.page.getByRole('table').getByRole('row').filter({ hasText: text });
    await expect(rows.first()).toBeVisible();
    const names = await this.page.getByRole('table').locator('tbody tr').allInnerTexts();
    for (const name of names) expect(name.toLowerCase()).toContain(text.toLowerCase());
  }

  async openDetails(schemeName: string): Promise<void> {
    await this.page.getByRole('link', { name: `Details of ${schemeName}` }).click();
  }
}
