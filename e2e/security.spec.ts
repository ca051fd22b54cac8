/**
 * The browser's side of the server's hardening (issue 9): the CSP is enforced (an injected inline
 * script does not run, and the fixtures see the violation that every other test must not have),
 * and a form on another site cannot reset the sandbox.
 */
import { expect, test } from './fixtures';

test('the app runs under the CSP, which blocks an injected inline script', async ({ page, cspViolations }) => {
  const response = await page.goto('/');
  // 'self' and the hash of the prerendered pages' one script that starts the app (server/prerendered-pages.ts).
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(cspViolations.take()).toEqual([]);

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.body.dataset.injected = "ran"';
    document.head.append(script);
    return document.body.dataset.injected ?? 'blocked';
  });
  expect(ran).toBe('blocked');
  await expect.poll(() => cspViolations.take().join('\n')).toMatch(/script-src/);
});

test('a form on another site cannot reset the sandbox', async ({ page, request, sandbox, baseURL }) => {
  await sandbox.reset();
  await sandbox.advanceClock({ days: 1 });
  const clock = async () => ((await (await request.get('/sandbox/clock')).json()) as { offsetMs: number }).offsetMs;
  const moved = await clock();
  expect(moved).toBeGreaterThanOrEqual(86_400_000);

  // about:blank is another origin: the browser sends the post as a cross-site form would.
  await page.setContent(
    `<form method="post" action="${baseURL}/sandbox/reset" enctype="text/plain"><input name="a" value="b"><button>Reset</button></form>`,
  );
  const [answer] = await Promise.all([
    page.waitForResponse(`${baseURL}/sandbox/reset`),
    page.getByRole('button', { name: 'Reset' }).click(),
  ]);
  expect(answer.status()).toBe(415);
  expect(await clock()).toBe(moved);
});
