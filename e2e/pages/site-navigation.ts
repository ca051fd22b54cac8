import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

/**
 * The signed-in navigation (000 §2.2) as an investor uses it at any width: the header's menus
 * from Mantine's `lg` breakpoint (1200 px) up, the burger's drawer below it (phones and tablets).
 */
export class SiteNavigation {
  constructor(
    private readonly page: Page,
    private readonly a11y?: A11y,
  ) {}

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get burger(): Locator {
    return this.header.getByRole('button', { name: 'Menu', exact: true });
  }

  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Menu', exact: true });
  }

  async usesDrawer(): Promise<boolean> {
    return (this.page.viewportSize()?.width ?? 1280) < 1200;
  }

  /** Opens the drawer, checked with axe while it is open. */
  async openDrawer(): Promise<Locator> {
    await this.burger.click();
    await expect(this.drawer).toBeVisible();
    await expect(this.burger).toHaveAttribute('aria-expanded', 'true');
    await this.a11y?.check('navigation drawer open');
    return this.drawer;
  }

  /** Menu → item, e.g. Manage → My Orders. */
  async follow(menu: string, item: string): Promise<void> {
    if (await this.usesDrawer()) {
      const drawer = await this.openDrawer();
      await drawer.getByRole('group', { name: menu }).getByRole('link', { name: item, exact: true }).click();
      await expect(this.drawer).toBeHidden();
      return;
    }
    await this.header
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('button', { name: menu, exact: true })
      .click();
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
  }
}
