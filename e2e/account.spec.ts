/** Password reset with an e-mailed code, and deleting an account for good (001 §2.5, §2.17). */
import { expect, test } from './fixtures';
import { SignInPage } from './pages/auth-pages';
import { openSignedIn } from './support/signed-in';

const VERIFIED = 'verified.investor@sanchay.example';
const NEW_INVESTOR = 'new.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('an investor resets a forgotten password with the e-mailed code and signs in with the new one', async ({
  page,
  a11y,
  sandbox,
}) => {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(VERIFIED);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/resetpassword\?email=/);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(VERIFIED);
  await a11y.check('reset password');
  await page.getByRole('button', { name: 'Send Code' }).click();

  await expect(page).toHaveURL(/\/newpassword/);
  const code = await sandbox.latestCode(VERIFIED);
  await page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Sanchay@2027');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Sanchay@2028');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Sanchay@2027');
  await page.getByRole('button', { name: 'Set New Password' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await a11y.check('password changed');
  await dialog.getByRole('link', { name: 'Back to Login' }).click();

  const signIn = new SignInPage(page, a11y);
  await signIn.expectOpen();
  await signIn.signIn(VERIFIED, 'Sanchay@2027');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an investor deletes the account; it is gone and signing in again fails', async ({ page, a11y }) => {
  await openSignedIn(page, '/deleteaccount', NEW_INVESTOR, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Delete Your Account' })).toBeVisible();
  await expect(page.getByText("We're sorry to see you go. This action cannot be undone.")).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await a11y.check('delete account');

  await page.getByRole('button', { name: 'Delete Account Permanently' }).click();
  await expect(page).toHaveURL(/\/signin/, { timeout: 15_000 });
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);

  await new SignInPage(page, a11y).signIn(NEW_INVESTOR, PASSWORD);
  await expect(page.getByText('Invalid username/password combination')).toBeVisible();
});
