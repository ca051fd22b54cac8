import type { Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

export class LandingPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/sanchay-home$/);
    await expect(this.page.getByRole('heading', { name: 'Invest in Your Dreams with Mutual Funds' })).toBeVisible();
    // The page arrives prerendered, its controls inert until the app takes it over
    // (INERT_UNTIL_THE_APP_STARTS): a key pressed on one before then is lost. Once none is left,
    // what the visitor sees is the app's own page.
    await expect(this.page.locator('#root [inert]')).toHaveCount(0);
    await this.a11y.check('landing page');
  }

  async explore(): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: 'Explore', exact: true }).first().click();
    await expect(this.page).toHaveURL(/\/explore$/);
  }
}
