/**
 * The signed-in shell at a desktop's and a phone's size (issue 13 items 4–7): the header one row
 * high with the menus in a burger drawer below Mantine's `sm` breakpoint, the compact notice,
 * focused fields clear of the sticky header, Order Status readable without sideways scrolling,
 * the landing header's Sign In and account menu, and the small fixes of item 7. Each journey runs
 * at 1366 × 900 and at 390 × 844, every page checked with axe (the drawer open too).
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { type A11y, expect, test } from './fixtures';
import { SignInPage } from './pages/auth-pages';
import { OrderStatusPage } from './pages/order-status-page';
import { SiteNavigation } from './pages/site-navigation';
import { openSignedIn } from './support/signed-in';

const NEW = 'new.investor@sanchay.example';
const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';
const SCREENS = 'test-results/screens';

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

test.beforeEach(async ({ sandbox }) => {
  test.setTimeout(120_000);
  await sandbox.reset();
});

async function signIn(page: Page, a11y: A11y, email: string): Promise<void> {
  await page.goto('/signin');
  await new SignInPage(page, a11y).signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function heightOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().height);
}

/**
 * Where the text of an element wraps: for each line after the first, the characters either side
 * of the break. Read from the rendered glyphs' positions, so it is the layout the investor sees.
 */
async function lineBreaks(page: Page, text: string): Promise<string[]> {
  return page.getByText(text, { exact: true }).evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const glyphs: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      for (let i = 0; i < content.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        glyphs.push({ char: content[i] as string, top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    const breaks: string[] = [];
    for (let i = 1; i < glyphs.length; i += 1) {
      if ((glyphs[i]?.top ?? 0) > (glyphs[i - 1]?.top ?? 0)) breaks.push(`${glyphs[i - 1]?.char}|${glyphs[i]?.char}`);
    }
    return breaks;
  });
}

for (const width of [820, 1024]) {
  test.describe(`the signed-in header on a ${width} px tablet (issue 29)`, () => {
    test.use({ viewport: { width, height: 1180 } });

    test('stays one row, the menus behind the burger and the whole name on the account button', async ({
      page,
      a11y,
    }) => {
      const navigation = new SiteNavigation(page, a11y);
      await openSignedIn(page, '/dashboard', NEW, PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
      await expect(navigation.burger).toBeVisible();
      expect(await heightOf(page, 'header')).toBeLessThanOrEqual(65);
      const name = navigation.header.getByRole('button', { name: /^Account menu for/ }).locator('span:visible', {
        hasText: /\S/,
      });
      const clipped = await name.last().evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(clipped, 'the account name is cut').toBe(false);
      await a11y.check(`dashboard, ${width} px`);
      await navigation.follow('Manage', 'My Orders');
      await expect(page).toHaveURL(/\/orderstatus$/);
    });
  });
}

/**
 * Every control a pointer can hit that is under 24 × 24 px (WCAG 2.5.8), as 'name W×H'. Measured
 * without the spacing exception axe's target-size allows: the issue asks for 24 px everywhere.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.width >= 24 && box.height >= 24) continue;
      const label = control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : null;
      const name = control.getAttribute('aria-label') ?? label ?? (control.textContent?.trim() || control.tagName);
      small.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

/** The focused element's outline, as WCAG 2.4.11/2.4.13 reads it: style, width, offset and colour. */
async function focusRing(page: Page): Promise<{ style: string; width: number; offset: number; color: string }> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      offset: Number.parseFloat(style.outlineOffset),
      color: style.outlineColor,
    };
  });
}

/**
 * axe's landmark rules, which its WCAG tags leave out: a modal's <header> must not become a
 * second banner (Mantine renders it inside the dialog's <section>, which keeps it a plain header).
 */
async function landmarkViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const rules = ['landmark-no-duplicate-banner', 'landmark-banner-is-top-level', 'landmark-unique'];
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'rule', values: rules },
    });
    return violations.map((violation) => violation.id);
  });
}

for (const size of SIZES) {
  test.describe(`the signed-in shell on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    const phone = size.name === 'phone';

    test('a new investor finds every menu, reads the account menu and logs out', async ({ page, a11y }) => {
      const navigation = new SiteNavigation(page, a11y);
      await signIn(page, a11y, NEW);

      // One row: logo, account menu and (phone) the burger; the notice compact below it.
      expect(await heightOf(page, 'header')).toBeLessThanOrEqual(65);
      const notice = page.getByRole('region', { name: 'Your account verification is being processed' });
      await expect(notice).toBeVisible();
      expect(
        await heightOf(page, 'section[aria-label="Your account verification is being processed"]'),
      ).toBeLessThanOrEqual(phone ? 48 : 40);
      await expectNoSidewaysScroll(page);
      await a11y.check(`dashboard, ${size.name}`);
      await page.screenshot({ path: `${SCREENS}/shell-dashboard-${size.viewport.width}.png` });

      if (phone) {
        await expect(navigation.header.getByRole('navigation', { name: 'Main' })).toBeHidden();
        // The drawer: labelled, reachable from the keyboard, focus back on the burger when it closes.
        await navigation.burger.focus();
        await page.keyboard.press('Enter');
        await expect(navigation.drawer).toBeVisible();
        await expect(navigation.drawer.getByRole('button', { name: 'Create Account' })).toBeVisible();
        await a11y.check('navigation drawer, phone');
        await page.screenshot({ path: `${SCREENS}/shell-drawer-${size.viewport.width}.png` });
        await page.keyboard.press('Escape');
        await expect(navigation.drawer).toBeHidden();
        await expect(navigation.burger).toBeFocused();
      } else {
        await expect(navigation.burger).toBeHidden();
        await expect(navigation.header.getByRole('button', { name: 'Create Account' })).toBeVisible();
      }

      await navigation.follow('Dashboard', 'Portfolio');
      await expect(page).toHaveURL(/\/portfolio$/);
      await navigation.follow('Manage', 'My Orders');
      await expect(page).toHaveURL(/\/orderstatus$/);
      await navigation.follow('Explore', 'NFO');
      await expect(page).toHaveURL(/\/NFO$/);
      await expectNoSidewaysScroll(page);

      // The e-mail wraps, if at all, between its parts: never inside a word.
      await navigation.header.getByRole('button', { name: /^Account menu for/ }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText(NEW, { exact: true })).toBeVisible();
      for (const at of await lineBreaks(page, NEW)) expect(at).toMatch(/^(.\|@|\.\|.)$/);
      await page.screenshot({ path: `${SCREENS}/shell-account-menu-${size.viewport.width}.png` });
      await menu.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/signin/);
    });

    test('the verified investor reads each order’s amount, date and status without scrolling sideways', async ({
      page,
      a11y,
    }) => {
      await openSignedIn(page, '/dashboard', VERIFIED, PASSWORD);
      const orders = new OrderStatusPage(page, a11y);
      await orders.openFromMenu();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENS}/shell-orders-${size.viewport.width}.png` });
      const viewportWidth = size.viewport.width;
      // The newest order: its amount, placed-on date and status all lie inside the window.
      const newest = phone ? orders.cards.getByRole('listitem').first() : orders.table.getByRole('row').nth(1);
      for (const shown of [
        /^₹[\d,]+\.\d{2}$/,
        /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/,
        /^(Completed|Failed|Initiated|In Progress)$/,
      ]) {
        const part = newest.getByText(shown).first();
        await expect(part).toBeVisible();
        const box = await part.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewportWidth, `${shown} in view`).toBe(true);
      }
      if (phone) await expect(orders.table).toHaveCount(0);
    });

    test('a focused field scrolls clear of the sticky header', async ({ page }) => {
      await openSignedIn(page, '/pancardverification', NEW, PASSWORD);
      const field = page.getByRole('textbox', { name: /PAN/ }).first();
      await expect(field).toBeVisible();
      // Scroll the field to just under the header's top edge, then reach it with the keyboard.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await field.focus();
      const headerBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
      const fieldTop = await field.evaluate((element) => element.getBoundingClientRect().top);
      expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
    });

    test('the landing header: Sign In when logged out; Dashboard and the account menu once signed in', async ({
      page,
      a11y,
    }) => {
      await page.goto('/');
      const landing = page.getByRole('navigation', { name: 'Landing' });
      await expect(landing.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await signIn(page, a11y, VERIFIED);
      await page.goto('/');
      await expect(page).toHaveURL(/\/sanchay-home$/);
      await expect(landing.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(landing.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      const account = page.getByRole('banner').getByRole('button', { name: /^Account menu for/ });
      await expect(account).toBeVisible();
      // The logo leads home (000 §2.1), signed in or not.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sanchay' })).toHaveAttribute(
        'href',
        '/sanchay-home',
      );
      await expectNoSidewaysScroll(page);
      await a11y.check(`landing signed in, ${size.name}`);
      await page.screenshot({ path: `${SCREENS}/shell-landing-signed-in-${size.viewport.width}.png` });
      await landing.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });

  test.describe(`the small fixes on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test("the '+91' prefix sits inside the phone field, on the digits' line", async ({ page, a11y }) => {
      await page.goto('/signup');
      const field = page.getByRole('textbox', { name: 'Phone Number', exact: true });
      await field.fill('9876543210');
      const prefix = page.getByText('+91', { exact: true });
      const [fieldBox, prefixBox] = [await field.boundingBox(), await prefix.boundingBox()];
      const textStart = await field.evaluate(
        (input) => input.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(input).paddingLeft),
      );
      if (!fieldBox || !prefixBox) throw new Error('the phone field or its prefix is not laid out');
      // Clear of the left border, and ending before the digits start.
      expect(prefixBox.x - fieldBox.x).toBeGreaterThanOrEqual(6);
      expect(prefixBox.x + prefixBox.width).toBeLessThanOrEqual(textStart);
      // Vertically centred on the field, as the digits are.
      expect(Math.abs(prefixBox.y + prefixBox.height / 2 - (fieldBox.y + fieldBox.height / 2))).toBeLessThanOrEqual(
        1.5,
      );
      await a11y.check(`sign up, ${size.name}`);
    });

    test('sign up: every target is 24 px or more, focus shows a 2 px ring, fields are 16 px on a phone', async ({
      page,
      a11y,
    }) => {
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page arrives prerendered, its fields inert until the app takes it over.
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      await expect(page).toHaveTitle('Sign Up · Sanchay');
      expect(await smallTargets(page)).toEqual([]);

      // The logo's blue on white, white on the footer's dark blue: both well over 3:1.
      const email = page.getByRole('textbox', { name: 'Email', exact: true });
      await email.focus();
      expect(await focusRing(page)).toEqual({ style: 'solid', width: 2, offset: 2, color: 'rgb(28, 93, 153)' });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
      expect(await focusRing(page)).toMatchObject({ style: 'solid', width: 2, color: 'rgb(255, 255, 255)' });

      // Under 48em iOS zooms into a field whose text is under 16 px.
      const fieldText = await email.evaluate((field) => Number.parseFloat(getComputedStyle(field).fontSize));
      if (size.name === 'phone') expect(fieldText).toBeGreaterThanOrEqual(16);

      // A modal open: its close button is a full target, and its header adds no second banner.
      await page.getByRole('button', { name: 'Terms of Use' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
      await a11y.check(`sign up with the terms open, ${size.name}`);
      expect(await landmarkViolations(page)).toEqual([]);
    });

    test("the lock-in badge reads '1095 days LockIn' as 000 §2.5 writes it", async ({ page }) => {
      await page.goto('/details/INFK0A0010X1');
      const badge = page.getByText('1095 days LockIn', { exact: true });
      await expect(badge).toBeVisible();
      // innerText is what the investor sees, after any text-transform.
      expect(await badge.evaluate((element) => (element as HTMLElement).innerText)).toBe('1095 days LockIn');
    });

    test('the sandbox shows each status in full, demo investors fit the screen, Move to reads dd/mm/yyyy', async ({
      page,
      a11y,
    }) => {
      await page.goto('/sandbox');
      const investors = page.getByRole('region', { name: 'Demo investors' });
      for (const name of ['USER_CREATED', 'VERIFIED', 'BSE_CLIENT_CREATION_COMPLETED']) {
        const status = investors.getByText(name, { exact: true });
        await expect(status).toBeVisible();
        expect(await status.evaluate((label) => label.scrollWidth <= label.clientWidth), name).toBe(true);
      }
      await expectNoSidewaysScroll(page);
      if (size.name === 'phone') await expect(investors.getByRole('listitem')).toHaveCount(3);
      else await expect(investors.getByRole('table')).toBeVisible();

      const moveTo = page.getByRole('textbox', { name: 'Move to (Asia/Kolkata time)' });
      await expect(moveTo).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
      await moveTo.fill('31/12/2099 10:30');
      await moveTo.blur();
      await expect(moveTo).toHaveValue('31/12/2099 10:30');
      await a11y.check(`sandbox, ${size.name}`);
      await page.screenshot({ path: `${SCREENS}/sandbox-${size.viewport.width}.png`, fullPage: true });
    });
  });
}
