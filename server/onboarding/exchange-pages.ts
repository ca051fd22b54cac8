/**
 * The sandbox exchange's authentication page (001 §2.12 "an authentication page opens in a new
 * tab"): a small accessible HTML page naming the registration, with one Complete button that
 * posts back, and the result page that follows.
 */
import type { Context } from 'hono';
import { notFound } from '../contract/api-error';
import type { HandlerMap } from '../contract/types';
import { completeClientRegistration, EXCHANGE_AUTH_PATH, findRegistration } from '../partners/exchange-client';
import type { OnboardingDeps } from './context';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The e-mail with all but its first two characters before the @ starred, as 001 §2.10 masks it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(local.length - 2, 0))}@${domain}`;
}

/** A sandbox partner's page: `partner` names who it stands in for. */
function page(title: string, body: string, partner = 'exchange'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Sandbox ${partner}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6fb; color: #1b1f29; }
  main { max-width: 32rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  button { font: inherit; padding: 0.6rem 1.4rem; border: 0; border-radius: 0.4rem; background: #1c4fd8; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .note { color: #4a5163; font-size: 0.9rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  .actions form { margin: 0; }
  button.secondary { background: #4a5163; }
  button.danger { background: #b42318; }
</style>
</head>
<body>
<main>
${body}
<p class="note">This is the Sanchay sandbox's stand-in for the ${partner}. Nothing here reaches a real ${partner}.</p>
</main>
</body>
</html>`;
}

export const html = (c: Context, title: string, body: string, partner?: string) =>
  c.html(page(title, body, partner), 200, { 'Cache-Control': 'no-store' });

const unknownToken = () =>
  notFound('This authentication link is not valid: it was replaced by a newer one or never existed.');

function resultPage(c: Context, state: string, clientCode: string | null): Response {
  if (state === 'COMPLETED') {
    return html(
      c,
      'Registration complete',
      `<h1>Registration complete</h1>\n<p role="status">Your client registration is complete${clientCode ? ` (client code ${escapeHtml(clientCode)})` : ''}. You can close this tab and return to Sanchay.</p>`,
    );
  }
  return html(
    c,
    'Registration failed',
    '<h1>Registration failed</h1>\n<p role="alert">The exchange could not create your client registration. Please contact support.</p>',
  );
}

export function exchangePageHandlers({
  db,
  clock,
  users,
}: OnboardingDeps): HandlerMap<'getExchangeAuthPage' | 'completeExchangeAuth'> {
  return {
    getExchangeAuthPage: async ({ params, c }) => {
      const registration = await findRegistration(db, params.token);
      if (!registration) throw unknownToken();
      if (registration.state !== 'AWAITING_AUTHENTICATION') {
        return resultPage(c, registration.state, registration.clientCode);
      }
      const action = `${EXCHANGE_AUTH_PATH}/${encodeURIComponent(registration.token)}`;
      return html(
        c,
        'Authenticate your registration',
        `<h1>Authenticate your registration</h1>
<p>Sanchay has asked the exchange to register <strong>${escapeHtml(maskEmail(registration.email))}</strong> as a client for mutual-fund orders.</p>
<p>Press Complete to confirm that this is you and finish the registration.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">Complete</button>
</form>`,
      );
    },

    completeExchangeAuth: async ({ params, c }) => {
      const registration = await findRegistration(db, params.token);
      if (!registration) throw unknownToken();
      const result = await completeClientRegistration(db, users, registration, clock.now());
      return resultPage(c, result.state, result.clientCode);
    },
  };
}
