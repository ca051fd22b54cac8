/**
 * What every browser path starts with and the OTP steps share: a fresh sandbox, the page's clock
 * taken over (so a 60-s resend lock or a 10-s payment poll passes at once), the verified demo
 * investor signed in, and the codes the sandbox e-mailed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, type Sandbox } from '../fixtures';
import type { BrowserFixtures } from './model-paths';

export const VERIFIED = 'verified.investor@sanchay.example';
const PASSWORD = 'Sanchay@2026';

/**
 * Resets the sandbox, installs the page clock (time flows as usual until a step runs it forward)
 * and signs the verified investor in on the way to `to`.
 */
export async function signedInAt({ page, sandbox }: BrowserFixtures, to: string): Promise<void> {
  await sandbox.reset();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.clock.install();
  await page.goto(`/signin?redirect=${encodeURIComponent(to)}`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(VERIFIED);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Signing in (the pool, the session, the first screen) takes longer than 10 s on a busy machine.
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`), { timeout: 30_000 });
}

/** The newest code e-mailed to the verified investor. */
export const latestCode = (sandbox: Sandbox): Promise<string> => sandbox.latestCode(VERIFIED);

/** A code that is not `code`: its first digit changed. */
export const wrongCode = (code: string): string => `${code.startsWith('0') ? '1' : '0'}${code.slice(1)}`;

/** 'The OTP you entered is incorrect. 4 attempts left.' (server/orders/otp.ts). */
export const wrongCodeMessage = (left: number): string =>
  `The OTP you entered is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;

/** The server's refusal of a code sent again within 30 s of the last (server/codes/send-limits.ts). */
export const RESENT_TOO_SOON =
  /^A code was sent moments ago\. Please wait \d+ seconds? before asking for another one\.$/;

/** The resend lock of every order and flow OTP (000 §9, 001 §9). */
const RESEND_LOCK_MS = 60_000;

/**
 * Resend OTP pressed once its lock is over, as soon as the page's clock has run the 60 s: the
 * server, whose clock has hardly moved, sends a code again no sooner than 30 s after the last
 * (server/codes/send-limits.ts) and refuses it. A code sent more than 30 s ago (the same order
 * placed again answers with the earlier code) is sent again instead: then the lock starts over,
 * and the next press, moments after that send, is refused. Returns whether a new code went out.
 */
export async function resendTooSoon(page: Page, dialog: Locator, refused: Locator): Promise<boolean> {
  const resend = dialog.getByRole('button', { name: 'Resend OTP' });
  const timeLeft = dialog.getByTestId('resend-time-left');
  await expect(resend).toBeDisabled();
  await expect(timeLeft).toHaveText(/^in \d+ seconds?$/);
  await page.clock.runFor(RESEND_LOCK_MS);
  await expect(resend).toBeEnabled();
  await expect(timeLeft).toBeHidden();
  await resend.click();
  await expect(refused.or(timeLeft)).toBeVisible();
  if (await refused.isVisible()) return false;
  // Sent: the lock is on again; run it out and ask once more.
  await page.clock.runFor(RESEND_LOCK_MS);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(refused).toBeVisible();
  return true;
}
