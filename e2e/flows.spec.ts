/**
 * The flow atlas (issues 16 and 28): a visitor opens /flows and reads the index (each flow's one
 * line, spec sections, coverage and mutation score, served by the sandbox from the reports in
 * e2e/path-reports), opens the order machine's diagram, picks one of its test paths and sees the
 * states and transitions it passes highlighted, with the steps in words; on a desktop, downloads
 * the machine as Stately JSON and as Mermaid. At a desktop's and a phone's size, every view
 * checked with axe. The landing page loads nothing of the atlas (the route chunk, the diagram
 * code and ELK's worker).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

interface Summary {
  slug: string;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  pairs: { covered: number; total: number };
}
const coverage = JSON.parse(readFileSync('e2e/path-reports/report/index.json', 'utf8')) as Summary[];
const figures = (slug: string) => {
  const summary = coverage.find((entry) => entry.slug === slug);
  if (!summary) throw new Error(`e2e/path-reports has no coverage for ${slug}`);
  return [summary.states, summary.transitions, summary.pairs].map(({ covered, total }) => `${covered} of ${total}`);
};

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
    await expect(page.getByRole('heading', { level: 2, name: 'Every flow' })).toBeVisible();
    const orderLink = page.getByRole('link', { name: 'order', exact: true });
    if (size.name === 'desktop') {
      const row = page.getByRole('table').getByRole('row').filter({ has: orderLink });
      await expect(row.getByRole('cell')).toHaveText([
        /^The order modal/,
        /^000 §2\.6, §4\.3, §5, §8/,
        ...figures('order'),
        '—Not measured: run npm run test:paths -- --mutate order',
      ]);
      const redemption = page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: /^redemption/ });
      await expect(redemption.getByRole('cell').last()).toHaveText(/^\d+% \(\d+ of \d+ killed\)$/);
    } else {
      const card = page.getByRole('article').filter({ has: orderLink });
      await expect(card).toContainText('The order modal');
      await expect(card.getByRole('definition')).toHaveText([
        ...figures('order'),
        '—Not measured: run npm run test:paths -- --mutate order',
      ]);
    }
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
    await expect(page.getByRole('region', { name: 'Coverage' }).getByRole('row', { name: /^States/ })).toHaveText(
      `States${figures('order')[0]}`,
    );
    await a11y.check(`/flows?machine=order with a path (${size.name})`);
    await page.screenshot({ path: `test-results/screens/flows-order-${size.name}.png` });

    if (size.name === 'desktop') {
      // The machine as files the Stately editor and any Mermaid viewer open.
      const [stately] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Stately JSON' }).click(),
      ]);
      expect(stately.suggestedFilename()).toBe('order.stately.json');
      const config = JSON.parse(readFileSync(await stately.path(), 'utf8'));
      expect(config).toMatchObject({
        id: 'order',
        initial: 'amountForm',
        states: { placing: { invoke: { src: 'placeOrder' } } },
      });
      const [mermaid] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Mermaid' }).click(),
      ]);
      expect(mermaid.suggestedFilename()).toBe('order.mmd');
      const diagram = readFileSync(await mermaid.path(), 'utf8');
      expect(diagram.split('\n')[0]).toBe('stateDiagram-v2');
      expect(diagram).toContain('amountForm --> placing : order.invest [if isFormComplete]');
    }
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
