/**
 * A journey that is not about signing in starts signed in: the tokens come from the identity
 * API (InitiateAuth through the same /identity/ proxy the Sign In form calls) and go into session
 * storage as the app's own `writeSession` writes them after a sign-in, so the app starts on the
 * journey's first page with the session a sign-in would have left. That spares each journey the
 * Sign In page and the dashboard behind it (a page load, a render and their axe checks).
 * identity.spec.ts and the journeys about the session itself keep signing in through the form.
 */
import type { Page } from '@playwright/test';
import { sessionFromTokens } from '../../src/api/identity/session-tokens';
import { sessionEntries as storedSession } from '../../src/app/session/session-storage';
import { expect } from '../fixtures';

interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

/** The session-storage entries a sign-in of `email` leaves. */
async function sessionEntries(page: Page, email: string, password: string): Promise<Record<string, string>> {
  const config = await page.request.get('/identity/config');
  expect(config.ok()).toBe(true);
  const { clientId } = (await config.json()) as { clientId: string };
  const answer = await page.request.post('/identity/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  });
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  const tokens = ((await answer.json()) as { AuthenticationResult: Tokens }).AuthenticationResult;
  return storedSession(
    sessionFromTokens({ idToken: tokens.IdToken, accessToken: tokens.AccessToken, refreshToken: tokens.RefreshToken }),
  );
}

/**
 * Signs `email` in and opens `path` with the session in place. Session storage belongs to the
 * tab and the origin, so it is written from a page of the origin that is not the app (the
 * health check), then the app loads once, on `path`.
 */
export async function openSignedIn(page: Page, path: string, email: string, password: string): Promise<void> {
  const entries = await sessionEntries(page, email, password);
  await page.goto('/healthz');
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
  }, entries);
  await page.goto(path);
}
