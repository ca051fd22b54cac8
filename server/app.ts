/**
 * The sandbox server as a Hono app: the contract's routes (catalogue, user service behind the
 * bearer-token check, and in sandbox mode the sandbox controls and the flow atlas's reports),
 * the identity provider's config and proxy, the built SPA with its history fallback, security
 * headers on every answer, compression and one error handler. Tests drive it with
 * `app.request(...)`; main.ts serves it.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { withAppSkeleton } from './app-skeleton';
import type { Clock } from './clock';
import { CodeSendRefused } from './codes/send-limits';
import type { Config } from './config';
import { ApiError } from './contract/api-error';
import { PENDING_OPERATIONS } from './contract/pending';
import { mountContract } from './contract/router';
import type { Handlers } from './contract/types';
import type { Database } from './db/client';
import { createAuthenticate } from './identity/authenticate';
import type { Identity } from './identity/identity';
import { mountIdentityRoutes } from './identity/identity-routes';
import { createUserDirectory, type UserDirectory } from './identity/users';
import type { JobRunner } from './jobs/runner';
import { prerenderedHtml } from './prerendered-pages';
import { createPageFiller } from './rendered-pages';
import { accountHandlers } from './routes/account';
import { capitalGainsHandlers } from './routes/capital-gains';
import { catalogueHandlers } from './routes/catalogue';
import { contactHandlers } from './routes/contact';
import { externalPortfolioHandlers } from './routes/external-portfolio';
import { onboardingHandlers, STATEMENT_UPLOAD_LIMIT } from './routes/onboarding';
import { buyingHandlers } from './routes/orders';
import { pathReportHandlers } from './routes/path-reports';
import { planHandlers } from './routes/plans';
import { portfolioHandlers } from './routes/portfolio';
import { ResponseCache } from './routes/response-cache';
import { sandboxHandlers } from './routes/sandbox';
import { guardSandboxChanges } from './routes/sandbox-guard';
import { transferHandlers } from './routes/transfers';
import { verificationHandlers } from './routes/verification';
import { securityHeaders } from './security-headers';
import { IMMUTABLE, immutableAssets } from './static-assets';

interface AppDeps {
  db: Database;
  clock: Clock;
  config: Config;
  identity: Identity;
  /** The job queue: orders are processed there (started by the caller), never on a read. */
  jobs: JobRunner;
  /** Check every JSON answer against the contract (tests turn this on). */
  validateResponses?: boolean;
}

/** Bounded so a crawl through every page and filter cannot grow memory without limit. */
const CATALOGUE_CACHE_ENTRIES = 5_000;
const MAX_BODY_BYTES = 64 * 1024;

/** Paths that belong to the API: never answered with the SPA's index.html. */
function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/sandbox/') ||
    path === '/identity' ||
    path.startsWith('/identity/') ||
    path.startsWith('/message/') ||
    path === '/message' ||
    path === '/healthz'
  );
}

const errorCodes: Partial<Record<number, string>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  501: 'NOT_IMPLEMENTED',
};

/**
 * The rest of an oversized body is never read, so the connection cannot carry another request:
 * `Connection: close` tells the client before the socket closes.
 */
function tooLarge(c: Context, message: string): Response {
  return c.json({ code: 'PAYLOAD_TOO_LARGE', message }, 413, { Connection: 'close' });
}

/** Every implemented operation's handler. */
export function buildHandlers({
  db,
  clock,
  config,
  identity,
  jobs,
  users = createUserDirectory(db, identity),
}: Omit<AppDeps, 'validateResponses'> & { users?: UserDirectory }): Handlers {
  const catalogueCache = new ResponseCache(CATALOGUE_CACHE_ENTRIES);
  return {
    ...catalogueHandlers({ db, clock, cache: catalogueCache }),
    ...contactHandlers({ db, clock, config }),
    ...accountHandlers({ db, identity, users }),
    ...portfolioHandlers({ db, clock }),
    ...externalPortfolioHandlers({ db, clock, brandName: config.brandName }),
    ...onboardingHandlers({ db, clock, users, publicUrl: config.publicUrl }),
    ...buyingHandlers({ db, clock, brandName: config.brandName, jobs }),
    ...transferHandlers({ db, clock, brandName: config.brandName }),
    ...planHandlers({ db, clock, brandName: config.brandName }),
    ...capitalGainsHandlers({ db, clock }),
    ...verificationHandlers({ db, clock, users, publicUrl: config.publicUrl }),
    ...sandboxHandlers({ db, clock, identity, caches: [catalogueCache] }),
    ...pathReportHandlers({ dir: resolve(config.pathReportsDir) }),
  };
}

/** An Accept-Encoding that takes one of compress()'s encodings (or any). */
const ACCEPTS_COMPRESSION = /\b(gzip|deflate)\b|\*/i;

export function createApp({ db, clock, config, identity, jobs, validateResponses = false }: AppDeps): Hono {
  const app = new Hono();
  const sandbox = config.mode === 'sandbox';
  const users = createUserDirectory(db, identity);

  // First, so the headers reach every answer, errors and compressed ones included.
  app.use(securityHeaders(config));
  // Hono's compress() and bodyLimit() each make @hono/node-server build the full Response or
  // Request object even when they have nothing to do, which cost a small reply more than half its
  // throughput (issue 17's bench). So only a client that takes gzip or deflate goes through
  // compress(), and only a request that can carry a body through the limit.
  const compression = compress();
  app.use((c, next) =>
    ACCEPTS_COMPRESSION.test(c.req.header('accept-encoding') ?? '') ? compression(c, next) : next(),
  );
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => tooLarge(c, `Request bodies are limited to ${MAX_BODY_BYTES} bytes`),
  });
  // The statement upload carries a PDF of up to 10 MB (001 §9), so its route has its own limit.
  const uploadBodyLimit = bodyLimit({
    maxSize: STATEMENT_UPLOAD_LIMIT.maxBytes,
    onError: (c) => tooLarge(c, STATEMENT_UPLOAD_LIMIT.message),
  });
  app.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === STATEMENT_UPLOAD_LIMIT.path ? uploadBodyLimit(c, next) : defaultBodyLimit(c, next);
  });
  if (sandbox) guardSandboxChanges(app, config.publicUrl);

  mountIdentityRoutes(app, identity, () => clock.reload());
  mountContract(app, {
    handlers: buildHandlers({ db, clock, config, identity, jobs, users }),
    pending: PENDING_OPERATIONS,
    authenticate: createAuthenticate({ identity, users, clock }),
    documents: sandbox ? ['catalogue', 'user', 'sandbox'] : ['catalogue', 'user'],
    validateResponses,
  });

  const distDir = resolve(config.distDir);
  const files = serveStatic({ root: distDir });
  /** Serves a file from the build with the given caching, or passes on when there is none. */
  const serveFile =
    (cacheControl: string): MiddlewareHandler =>
    async (c, next) => {
      if (isApiPath(c.req.path)) return next();
      const response = await files(c, next);
      if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
      return response;
    };
  // Vite fingerprints every asset name, so a file at a given URL never changes: kept in memory,
  // gzipped once (static-assets.ts); anything else under /assets/ is read as it is asked for.
  app.use('/assets/*', immutableAssets(join(distDir, 'assets')));
  app.use('/assets/*', serveFile(IMMUTABLE));
  // The server build sits beside the client's (`npm run build`); its pages' API calls are answered by this app.
  const fillPage = createPageFiller(`${distDir}-ssr`, {
    fetch: (request) => Promise.resolve(app.fetch(request)),
    version: () => `${clock.seededAt()}|${clock.today()}`,
  });
  // A prerendered page comes before the static files: `/` would otherwise get the empty index.html.
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    const shell = await prerenderedHtml(distDir, c.req.path);
    if (shell === undefined) return next();
    const html = await fillPage(c.req.path, shell);
    return c.html(html, 200, { 'Cache-Control': 'no-cache' });
  });
  // index.html, favicon and other unfingerprinted files: always revalidate.
  app.use('*', async (c, next) => (c.req.path.startsWith('/assets/') ? next() : serveFile('no-cache')(c, next)));
  // Every other address is the SPA's to route: its page shows the app's skeleton until the app
  // takes over (./app-skeleton.ts).
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    const html = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => undefined);
    return html === undefined ? next() : c.html(withAppSkeleton(html), 200, { 'Cache-Control': 'no-cache' });
  });

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: `Nothing at ${c.req.method} ${c.req.path}` }, 404));

  app.onError((error, c) => {
    if (error instanceof CodeSendRefused) {
      return c.json(error.toBody(), error.status, { 'Retry-After': String(error.retryAfterSeconds) });
    }
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return c.json({ code: errorCodes[status] ?? 'BAD_REQUEST', message: error.message || 'Request refused' }, status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return app;
}
