/**
 * The flow atlas (issue 16): a visitor opens /flows, opens the order machine's diagram, picks
 * one of its test paths and sees the states and transitions it passes highlighted, with the
 * steps in words; at a desktop's and a phone's size, every view checked with axe. The landing
 * page loads nothing of the atlas (the route chunk, the diagram code and ELK's worker).
 */
import { expect, test } from './fixtures';

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The order path through Invest, the e-mailed code and the payment choice (lump sum, UPI). */
const UPI_PATH =
  /order\.invest \(if isFormComplete\) → placeOrder done → codeEntry done \(otherwise\) → payment\.upiChosen/;

for (const size of SIZES) {
  test(`the atlas draws the order machine and highlights a test path (${size.name})`, async ({ page, a11y }) => {
    await page.setViewportSize(size.viewport);
    await page.goto('/flows');
    await expect(page.getByRole('heading', { level: 1, name: 'Flow atlas' })).toBeVisible();
    await a11y.check(`/flows (${size.name})`);

    if (size.name === 'desktop') {
      await page.getByRole('navigation', { name: 'Flows' }).getByRole('link', { name: 'order', exact: true }).click();
    } else {
      await page.getByRole('combobox', { name: 'Flow', exact: true }).selectOption('order');
    }
    await expect(page).toHaveURL(/\/flows\?machine=order$/);
    const diagram = page.getByRole('img', { name: 'Diagram of order' });
    await expect(diagram).toBeVisible();
    for (const state of ['amountForm', 'placing', 'otpEntry', 'failure', 'paymentChoice', 'upi', 'paid']) {
      await expect(diagram.locator(`[data-state="${state}"]`)).toHaveCount(1);
    }
    await expect(diagram.locator('[data-state="amountForm"]')).toHaveAttribute('data-initial', 'true');
    await expect(diagram.locator('[data-highlighted]')).toHaveCount(0);

    const pathChoice = page.getByRole('combobox', { name: 'Path' });
    const upiPath = pathChoice.locator('option').filter({ hasText: UPI_PATH }).first();
    await pathChoice.selectOption((await upiPath.getAttribute('value')) ?? '');
    await expect(page).toHaveURL(/\/flows\?machine=order&path=\d+$/);

    for (const state of ['amountForm', 'placing', 'otpEntry', 'paymentChoice', 'upi']) {
      await expect(diagram.locator(`[data-state="${state}"]`)).toHaveAttribute('data-highlighted', 'true');
    }
    await expect(diagram.locator('[data-state="failure"]')).not.toHaveAttribute('data-highlighted');
    await expect(
      diagram.locator('g[data-transition="amountForm --order.invest[isFormComplete]--> placing"]'),
    ).toHaveAttribute('data-highlighted', 'true');
    const steps = page.getByRole('list', { name: /^Steps of path \d+$/ });
    await expect(steps.getByRole('listitem').first()).toContainText('Start → amountForm');
    await expect(steps.getByRole('listitem').nth(1)).toContainText('order.invest (if isFormComplete) → placing');
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Invest was pressed: the order is being placed.');
    await a11y.check(`/flows?machine=order with a path (${size.name})`);
    await page.screenshot({ path: `test-results/screens/flows-order-${size.name}.png` });
  });
}

test('the landing page loads nothing of the atlas', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /flows|elk|machine-diagram/i.test(url))).toEqual([]);
});
