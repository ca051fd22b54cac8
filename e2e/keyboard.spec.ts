/**
 * Keyboard only (issue 29 items 1, 2 and 8): no mouse anywhere. Signing in, a navbar menu, a
 * portfolio row's menu and Redeem to its DETAILS step, the order modal to its OTP step (desktop);
 * a SIP skipped with its e-mailed code and the row menu and Redeem again (phone). After every
 * step the journey says where focus is: on the first item of a menu, the first field or heading of
 * a dialog's step, and back on the control that opened a dialog once it closes. axe runs with
 * every menu and dialog open.
 */
import type { Locator, Page } from '@playwright/test';
import { SEED_SCHEMES } from '../server/seed/fixtures';
import { type A11y, expect, test } from './fixtures';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
const SCHEME = SEED_SCHEMES.equityJourney;

test.beforeEach(async ({ sandbox }) => {
  test.setTimeout(180_000);
  await sandbox.reset();
});

/** Presses Tab until `target` has focus: what a keyboard user does, and proof it is reachable. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reached by Tab').toBeFocused();
}

/** Focus is somewhere inside `container` (never on <body>). */
async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)), {
      message: 'focus inside',
    })
    .toBe(true);
}

/** The first fund's Actions button (a table row on a desktop, a card on a phone). */
const firstActions = (page: Page) =>
  page
    .getByRole('button', { name: /^Actions for / })
    .filter({ visible: true })
    .first();

/** Actions → Redeem → the FOLIO step; returns the dialog. */
async function startRedeem(page: Page, a11y: A11y, width: number) {
  const actions = firstActions(page);
  await tabTo(page, actions);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await a11y.check(`portfolio row menu open ${width}`);
  // Arrow keys move through the enabled items only: Details, then Redeem.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Redeem' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Redeem / });
  await expect(dialog).toBeVisible();
  await expectFocusWithin(dialog);
  await a11y.check(`redemption folio step ${width}`);
  return { actions, dialog };
}

test('desktop by keyboard: sign in, a navbar menu, Redeem to DETAILS, BUY to the OTP step', async ({ page, a11y }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/signin');
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await tabTo(page, email);
  await page.keyboard.type(VERIFIED);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await tabTo(page, password);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);

  // A navbar menu opens on Enter with focus on its first item and closes back to its button.
  const manage = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Manage' });
  await tabTo(page, manage);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My Orders' })).toBeFocused();
  await a11y.check('navbar menu open 1366');
  await page.keyboard.press('Escape');
  await expect(manage).toBeFocused();

  const dashboardMenu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard' });
  await tabTo(page, dashboardMenu);
  await page.keyboard.press(' ');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Portfolio' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio/);

  // Redeem: FOLIO → DETAILS focuses DETAILS' first field; Escape returns to the row's Actions.
  const { actions, dialog } = await startRedeem(page, a11y, 1366);
  await tabTo(page, dialog.getByRole('radio').first());
  await page.keyboard.press(' ');
  await tabTo(page, dialog.getByRole('button', { name: 'Redeem', exact: true }));
  await page.keyboard.press('Enter');
  const details = dialog.getByRole('form', { name: 'Redemption details' });
  await expect(details.getByRole('checkbox', { name: 'Redeem all units' })).toBeFocused();
  await a11y.check('redemption details step 1366');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  // BUY: the amount form → the OTP step focuses the OTP field; Escape returns to BUY.
  await page.goto(`/details/${SCHEME.uniqueNo}`);
  const buy = page.getByRole('button', { name: `Buy ${SCHEME.schemeName}` });
  await tabTo(page, buy);
  await page.keyboard.press('Enter');
  const order = page.getByRole('dialog', { name: 'One-Time' });
  await expect(order.getByRole('form', { name: 'Order amount' })).toBeVisible();
  await expectFocusWithin(order);
  await tabTo(page, order.getByRole('textbox', { name: /^Amount \(₹\)/ }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5000');
  await tabTo(page, order.getByRole('button', { name: 'Invest' }));
  await page.keyboard.press('Enter');
  await expect(order.getByLabel(/^OTP/)).toBeFocused();
  await a11y.check('order OTP step 1366');
  await page.keyboard.press('Escape');
  await expect(order).toBeHidden();
  await expect(buy).toBeFocused();
});

test('phone by keyboard: skip a SIP with its code, then the row menu and Redeem', async ({ page, a11y, sandbox }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/myInvestment', VERIFIED, PASSWORD);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Skip', exact: true }) });
  const skip = card.first().getByRole('button', { name: 'Skip', exact: true });
  await tabTo(page, skip);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to skip the next installment?')).toBeVisible();
  await expectFocusWithin(dialog);
  await a11y.check('skip confirm 390');

  // The confirm stage's Skip → the code stage focuses the OTP field.
  await tabTo(page, dialog.getByRole('button', { name: 'Skip', exact: true }));
  await page.keyboard.press('Enter');
  const code = dialog.getByRole('form', { name: 'Verify the change' }).getByLabel(/^OTP/);
  await expect(code).toBeFocused();
  await a11y.check('skip code 390');
  await page.keyboard.type(await sandbox.latestCode(VERIFIED));
  await page.keyboard.press('Enter');
  const done = dialog.getByRole('button', { name: 'Done' });
  await expect(done).toBeFocused();
  await a11y.check('skip done 390');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Back on the plan's card: its Skip is disabled now, so on the card's next control.
  await expectFocusWithin(card.first());

  await page.goto('/portfolio');
  await expect(page.getByRole('tab', { name: /Investment$/ })).toHaveAttribute('aria-selected', 'true');
  const { actions, dialog: redeem } = await startRedeem(page, a11y, 390);
  await page.keyboard.press('Escape');
  await expect(redeem).toBeHidden();
  await expect(actions).toBeFocused();
});
