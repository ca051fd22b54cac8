import type { Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

export class SchemeDetailsPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  async expectScheme(isin: string, schemeName: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/details/${isin}$`));
    await expect(this.page.getByRole('heading', { name: schemeName })).toBeVisible();
    await expect(this.page.getByRole('heading', { name: 'NAV History' })).toBeVisible();
    await this.a11y.check(`scheme details ${isin}`);
  }

  /**
   * Tabs' padding loses to UnstyledButton's `padding: 0` when Mantine's sheets cascade in document
   * order (scripts/vite/mantine-component-css.ts), as they did on a prerendered details page: the
   * windows then read '3M6M1Y2Y3YMAX'.
   */
  async expectWindowTabsSpaced(tab = '1Y'): Promise<void> {
    const button = this.page.getByRole('tab', { name: tab, exact: true });
    await expect(button).toBeVisible();
    // Polled: the server-drawn tab can be replaced by the app's between locating and reading it
    // (a detached element has no computed style); a tab without padding still fails.
    await expect
      .poll(() => button.evaluate((element) => Number.parseFloat(getComputedStyle(element).paddingLeft)), {
        message: 'the NAV window tabs should keep their padding',
      })
      .toBeGreaterThanOrEqual(8);
  }

  /** Picks a NAV window and checks the chart drew a line: its summary names the window and its canvas has ink. */
  async showNavWindow(tab: string, periodName: string): Promise<void> {
    await this.expectWindowTabsSpaced(tab);
    await this.page.getByRole('tab', { name: tab, exact: true }).click();
    const figure = this.page.getByRole('img', { name: new RegExp(`^NAV history over ${periodName}:`) });
    await expect(figure).toBeVisible();
    const canvas = figure.locator('canvas').first();
    await expect(canvas).toBeVisible();
    await expect
      .poll(
        () =>
          canvas.evaluate((element: HTMLCanvasElement) => {
            const context = element.getContext('2d');
            if (!context) return 0;
            const { data } = context.getImageData(0, 0, element.width, element.height);
            let inked = 0;
            for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked++;
            return inked;
          }),
        { message: 'the NAV chart canvas should have a line drawn on it' },
      )
      .toBeGreaterThan(500);
  }

  async buy(schemeName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Buy ${schemeName}` }).click();
  }
}
