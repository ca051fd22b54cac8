/**
 * The headers every answer carries, whatever produced it (the SPA, a static file, the APIs, the
 * sandbox's own HTML pages, an error): a Content-Security-Policy that runs only the app's own
 * script files, no sniffing, no framing, no referrer beyond the app's own origin, no powerful
 * browser features, HSTS when the app is served over https, and `no-store` on the answers that
 * carry an investor's data or act for one.
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from './config';
import { START_AFTER_FIRST_PAINT_SOURCE } from './prerendered-pages';

/**
 * One policy for every answer. `script-src 'self'` and one hash: the built index.html loads its
 * entry as a file, and a prerendered page has one fixed inline script that starts the app after
 * the first paint (server/prerendered-pages.ts), allowed by its hash; neither 'unsafe-inline' nor
 * 'unsafe-eval' is needed.
 * `style-src` allows inline styles because Mantine writes its CSS variables into <style>
 * elements and style attributes at run time, and the sandbox's bank and exchange pages carry
 * their own small <style>. `form-action 'self'` lets those pages post to their own endpoints.
 * `connect-src` adds the hosted user pool in production, which the SPA calls directly (the
 * sandbox's pool is reached through /identity/ on the app's own origin).
 */
export function contentSecurityPolicy(config: Pick<Config, 'cognito'>): string {
  const pool = config.cognito ? ` ${new URL(config.cognito.endpoint).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${START_AFTER_FIRST_PAINT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${pool}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The app asks for none of these browser features, so no page (or injected script) gets them. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** A year, the usual HSTS lifetime; sent only when PUBLIC_URL is https (browsers ignore it over http). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Answers that must never be stored by a browser or a proxy: the user service (PAN, date of
 * birth, orders), the identity proxy (tokens) and the sandbox's API and pages (codes in the
 * inbox, the bank's and exchange's pages). The SPA's own /sandbox route is index.html like any
 * other route.
 */
function isPrivatePath(path: string): boolean {
  return (
    path === '/api/us' ||
    path.startsWith('/api/us/') ||
    path === '/identity' ||
    path.startsWith('/identity/') ||
    path.startsWith('/sandbox/')
  );
}

export function securityHeaders(config: Pick<Config, 'publicUrl' | 'cognito'>): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (config.publicUrl.startsWith('https:')) headers['Strict-Transport-Security'] = HSTS;

  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (isPrivatePath(c.req.path)) c.res.headers.set('Cache-Control', 'no-store');
  };
}
