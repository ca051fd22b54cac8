/**
 * Server settings, read from the environment and validated once at start-up so a typo in
 * PORT or SANCHAY_MODE stops the server with a readable message instead of misbehaving later.
 * Production mode also needs the hosted user pool (COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, and
 * optionally COGNITO_REGION and COGNITO_ENDPOINT), and should name its PUBLIC_URL. SANCHAY_ROLE
 * says what an instance does when several share one database: serve the app, run the jobs, or both.
 */
import * as v from 'valibot';
import { StartupError } from './startup-error';

const emptyAsMissing = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

const port = (name: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.integer(),
    v.minValue(0, `${name} must be between 0 and 65535`),
    v.maxValue(65535, `${name} must be between 0 and 65535`),
  );

const EnvSchema = v.object({
  PORT: port('PORT', '8080'),
  /** Loopback port of the in-process user pool (sandbox mode). */
  IDENTITY_PORT: port('IDENTITY_PORT', '9229'),
  COGNITO_ENDPOINT: v.optional(v.pipe(v.string(), v.url('COGNITO_ENDPOINT must be a URL'))),
  COGNITO_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'COGNITO_REGION must be an AWS region')),
  ),
  COGNITO_USER_POOL_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'COGNITO_USER_POOL_ID must look like ap-south-1_AbCdEf123')),
  ),
  COGNITO_CLIENT_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w+]+$/, 'COGNITO_CLIENT_ID must be an app client id'))),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data'),
  SANCHAY_MODE: v.optional(
    v.picklist(['sandbox', 'production'], 'SANCHAY_MODE must be sandbox or production'),
    'sandbox',
  ),
  SANCHAY_ROLE: v.optional(v.picklist(['all', 'api', 'worker'], 'SANCHAY_ROLE must be all, api or worker'), 'all'),
  KEEP_READS: v.optional(v.picklist(['on', 'off'], 'KEEP_READS must be on or off'), 'on'),
  DIST_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist'),
  PATH_REPORTS_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'test-results/paths'),
  // Read under the same names as the SPA build, so one setting brands both.
  VITE_BRAND_NAME: v.optional(v.pipe(v.string(), v.minLength(1)), 'Sanchay'),
  VITE_SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('VITE_SUPPORT_EMAIL must be an e-mail address')),
    'support@sanchay.example',
  ),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('PUBLIC_URL must be a URL'),
      v.check(isBareOrigin, 'PUBLIC_URL must be an http or https origin such as https://sanchay.example, with no path'),
    ),
  ),
});

/** http(s)://host[:port], optionally with a trailing slash: the origin users reach the app at. */
function isBareOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** A hosted Cognito user pool (production); the sandbox runs its own. */
interface HostedPoolConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  endpoint: string;
}

export interface Config {
  port: number;
  identityPort: number;
  /** Set in production mode, where it is required. */
  cognito: HostedPoolConfig | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  mode: 'sandbox' | 'production';
  /**
   * 'all' serves the app and runs the job queue's workers (one server alone); 'api' only serves
   * (it still queues work); 'worker' only runs the jobs, with no HTTP server.
   */
  role: 'all' | 'api' | 'worker';
  /**
   * Whether reads are kept until the next write (server/db/read-cache.ts; PGlite only). Off, every
   * read goes to the database, as on PostgreSQL: the bench's uncached rows.
   */
  keepReads: boolean;
  distDir: string;
  /**
   * Where `npm run test:paths` writes its reports (`report/`, `mutation/`), which the sandbox
   * serves to the flow atlas as they stand on disk; unused in production mode.
   */
  pathReportsDir: string;
  brandName: string;
  /** Where copies of contact-form messages go. */
  supportEmail: string;
  /**
   * The origin users reach the app at (PUBLIC_URL, else http://localhost:PORT), without a
   * trailing slash. Every absolute URL the server hands out starts with it; request headers
   * (Host, X-Forwarded-Host) never choose it. An https origin also turns on HSTS.
   */
  publicUrl: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    [
      'PORT',
      'IDENTITY_PORT',
      'COGNITO_ENDPOINT',
      'COGNITO_REGION',
      'COGNITO_USER_POOL_ID',
      'COGNITO_CLIENT_ID',
      'DATABASE_URL',
      'DATA_DIR',
      'SANCHAY_MODE',
      'SANCHAY_ROLE',
      'KEEP_READS',
      'DIST_DIR',
      'PATH_REPORTS_DIR',
      'VITE_BRAND_NAME',
      'VITE_SUPPORT_EMAIL',
      'PUBLIC_URL',
    ].flatMap((name) => {
      const value = emptyAsMissing(env[name]);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const result = v.safeParse(EnvSchema, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new StartupError(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  }
  const out = result.output;
  return {
    port: out.PORT,
    identityPort: out.IDENTITY_PORT,
    cognito: hostedPool(out),
    databaseUrl: out.DATABASE_URL,
    dataDir: out.DATA_DIR,
    mode: out.SANCHAY_MODE,
    role: out.SANCHAY_ROLE,
    keepReads: out.KEEP_READS === 'on',
    distDir: out.DIST_DIR,
    pathReportsDir: out.PATH_REPORTS_DIR,
    brandName: out.VITE_BRAND_NAME,
    supportEmail: out.VITE_SUPPORT_EMAIL,
    publicUrl: out.PUBLIC_URL ? new URL(out.PUBLIC_URL).origin : `http://localhost:${out.PORT}`,
  };
}

/** Production talks to a hosted pool and must be told which; the sandbox runs its own and ignores these. */
function hostedPool(out: v.InferOutput<typeof EnvSchema>): HostedPoolConfig | undefined {
  if (out.SANCHAY_MODE !== 'production') return undefined;
  const { COGNITO_USER_POOL_ID: userPoolId, COGNITO_CLIENT_ID: clientId } = out;
  if (!userPoolId || !clientId) {
    const missing = [userPoolId ? [] : ['COGNITO_USER_POOL_ID'], clientId ? [] : ['COGNITO_CLIENT_ID']].flat();
    throw new StartupError(
      `Invalid server environment:\n  production mode needs the hosted user pool: set ${missing.join(' and ')}`,
    );
  }
  // A pool id starts with its region: ap-south-1_AbCdEf123.
  const region = out.COGNITO_REGION ?? userPoolId.slice(0, userPoolId.indexOf('_'));
  return {
    region,
    userPoolId,
    clientId,
    endpoint: out.COGNITO_ENDPOINT ?? `https://cognito-idp.${region}.amazonaws.com/`,
  };
}
