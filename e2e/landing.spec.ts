/** The landing page's contact form and call-us modal, as a visitor uses them (000 §1, §5). */
import { SEED_NFOS, SEED_SCHEMES } from '../server/seed/fixtures';
import { expect, test } from './fixtures';
import { LandingPage } from './pages/landing-page';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a visitor sends a message and receives an acknowledgement in the sandbox inbox', async ({
  page,
  a11y,
  request,
}) => {
  await new LandingPage(page, a11y).open();
  const form = page.getByRole('form', { name: 'Contact Us' });

  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Which ELSS fund suits me?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('please provide valid details')).toBeVisible();

  await form.getByLabel('Email').fill('asha.rao@example.com');
  await form.getByLabel('Phone').fill('98765abc43');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('please provide valid details')).toBeVisible();
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText("Great Choice! We'll be in touch shortly")).toBeVisible();
  await expect(form.getByLabel('Name')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();

  const inbox = await request.get('/sandbox/inbox', { params: { to: 'ASHA.RAO@example.com' } });
  expect(inbox.ok()).toBe(true);
  const { messages } = (await inbox.json()) as { messages: { to: string; body: string }[] };
  expect(messages).toHaveLength(1);
  expect(messages[0]?.body).toContain('Which ELSS fund suits me?');
});

test('the call-us modal opens and closes from the keyboard', async ({ page, a11y }) => {
  await new LandingPage(page, a11y).open();
  const callUs = page.getByRole('button', { name: /call us/i }).first();
  await callUs.focus();
  await expect(callUs).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /\+91/ })).toBeVisible();
  await a11y.check('call-us modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(callUs).toBeFocused();
});

test('an unknown address sends a visitor to sign in, remembering where they were going', async ({ page }) => {
  await page.goto('/no-such-page?x=1');
  await expect(page).toHaveURL(/\/signin\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/no-such-page?x=1');
});

test('robots.txt is a real file, not the app', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await answer.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).not.toContain('<html');
});

test('the legal pages state the facts of the service', async ({ page, a11y }) => {
  await page.goto('/termsconditions');
  await expect(page.getByText(/150/).first()).toBeVisible();
  await expect(page.getByText(/3 PM/).first()).toBeVisible();
  await a11y.check('terms');
  await page.goto('/privacypolicy');
  await expect(page.getByText(/minors|under 18/i).first()).toBeVisible();
  await a11y.check('privacy policy');
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered pages paint, and their controls wait for the app', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    // Typing into the prerendered sign-in form, or submitting it natively, would be lost or
    // send the page to itself: until the app replaces it, it is inert and its fields read-only.
    await page.goto('/signin');
    const email = page.locator('input[type="email"], input[name="email"], input').first();
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.locator('form').first()).toHaveAttribute('inert', '');
    await expect(page.locator('#root button:not([inert])')).toHaveCount(0);

    // Sign Up too (issue 30: it painted only once the app had loaded).
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('form').first()).toHaveAttribute('inert', '');
    await expect(page.locator('#root input:not([readonly])')).toHaveCount(0);
  });

  test("a scheme's details and the NFO list paint with their data, drawn on the server", async ({ page }) => {
    await page.goto(`/details/${SEED_SCHEMES.elss.uniqueNo}`);
    await expect(page.getByRole('heading', { level: 1, name: SEED_SCHEMES.elss.schemeName })).toBeVisible();
    await expect(page.getByText('1095 days LockIn')).toBeVisible();
    await expect(page.locator('#root button:not([inert])')).toHaveCount(0);
    await page.goto('/NFO');
    await expect(page.getByRole('heading', { name: SEED_NFOS.closingToday.schemeName })).toBeVisible();
  });
});
