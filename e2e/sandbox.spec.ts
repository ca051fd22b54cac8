/** The tester's console: demo investors, the inbox and the clock (issue 3 item 6). */
import { expect, test } from './fixtures';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test('a tester reads a demo investor inbox and moves the clock forward', async ({ page, a11y, request }) => {
  await page.goto('/sandbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
  await expect(page.getByText('verified.investor@sanchay.example').first()).toBeVisible();
  await a11y.check('sandbox');

  // A password-reset code for the demo investor shows up in their inbox.
  const sent = await request.post('/identity/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
    },
    data: {
      ClientId: ((await (await request.get('/identity/config')).json()) as { clientId: string }).clientId,
      Username: 'verified.investor@sanchay.example',
    },
  });
  expect(sent.ok()).toBe(true);
  await page.getByRole('button', { name: 'Show inbox of verified.investor@sanchay.example' }).click();
  await expect(page.getByText(/^\d{6}$/).first()).toBeVisible();

  const before = (await (await request.get('/sandbox/clock')).json()) as { offsetMs: number };
  await page.getByRole('button', { name: /\+1 day/i }).click();
  await expect
    .poll(async () => ((await (await request.get('/sandbox/clock')).json()) as { offsetMs: number }).offsetMs)
    .toBeGreaterThanOrEqual(before.offsetMs + 86_400_000);
});
