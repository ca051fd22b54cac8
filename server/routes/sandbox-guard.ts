/**
 * Keeps other sites from working the sandbox through a visitor's browser. A page elsewhere can
 * post a form (text/plain, form-urlencoded or multipart, or no body at all) to any origin
 * without asking, but it cannot send `Content-Type: application/json` cross-origin without a
 * CORS preflight, which this server never grants. So every sandbox control a script calls
 * (reset, the clock, partner outcomes) must arrive as JSON, else 415 before anything runs. The
 * operations that answer an HTML page are the ones the sandbox's own bank and exchange pages
 * post as plain forms by design; those posts must come from the same origin (the browser's
 * Sec-Fetch-Site, else its Origin), else 403.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { type ContractOperation, listOperations } from '../contract/operations';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

export const SANDBOX_GUARD_MESSAGES = {
  notJson:
    'Sandbox controls accept only JSON: send the request with Content-Type: application/json (a body is optional where none is needed).',
  crossSite: 'This form can only be sent from its own sandbox page, not from another site.',
} as const;

const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (JSON_TYPE.test(c.req.header('content-type') ?? '')) return next();
  return c.json({ code: 'UNSUPPORTED_MEDIA_TYPE', message: SANDBOX_GUARD_MESSAGES.notJson }, 415);
};

/** `publicOrigin` (PUBLIC_URL) is the only Origin accepted from a browser that sends no Sec-Fetch-Site. */
const sameOriginForm =
  (publicOrigin: string): MiddlewareHandler =>
  async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const crossSite = site !== undefined ? site !== 'same-origin' : origin !== undefined && origin !== publicOrigin;
    if (!crossSite) return next();
    return c.json({ code: 'CROSS_SITE_REQUEST', message: SANDBOX_GUARD_MESSAGES.crossSite }, 403);
  };

const answersHtml = (op: ContractOperation) =>
  Object.values(op.raw.responses ?? {}).some(
    (response) => (response as { content?: Record<string, unknown> }).content?.['text/html'] !== undefined,
  );

/** Puts the guard in front of every operation of the sandbox contract that changes something. */
export function guardSandboxChanges(app: Hono, publicOrigin: string): void {
  const changes = listOperations().filter((op) => op.document === 'sandbox' && op.method !== 'get');
  for (const op of changes) {
    const path = op.fullPath.replace(/\{([^}]+)\}/g, ':$1');
    app.on(op.method.toUpperCase(), path, answersHtml(op) ? sameOriginForm(publicOrigin) : jsonOnly);
  }
}
