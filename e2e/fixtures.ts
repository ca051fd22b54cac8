/**
 * Shared Playwright fixtures. `a11y.check()` runs axe on the page as it stands;
 * page objects call it on every page a journey visits, so accessibility is checked
 * where users actually go rather than on a list kept apart from the journeys.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface A11y {
  check(label: string): Promise<void>;
}

async function checkPage(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export const test = base.extend<{ a11y: A11y; sandbox: { reset(): Promise<void> } }>({
  a11y: async ({ page }, use) => {
    await use({ check: (label) => checkPage(page, label) });
  },
  sandbox: async ({ request }, use) => {
    await use({
      async reset() {
        const response = await request.post('/sandbox/reset');
        expect(response.ok()).toBe(true);
      },
    });
  },
});

export { expect };
