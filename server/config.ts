/**
 * Server settings, read from the environment and validated once at start-up so a typo in
 * PORT or SANCHAY_MODE stops the server with a readable message instead of misbehaving later.
 */
import * as v from 'valibot';

const emptyAsMissing = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

const EnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), '8080'),
    v.regex(/^\d+$/, 'PORT must be a whole number'),
    v.transform(Number),
    v.integer(),
    v.minValue(0, 'PORT must be between 0 and 65535'),
    v.maxValue(65535, 'PORT must be between 0 and 65535'),
  ),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data'),
  SANCHAY_MODE: v.optional(
    v.picklist(['sandbox', 'production'], 'SANCHAY_MODE must be sandbox or production'),
    'sandbox',
  ),
  DIST_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist'),
  // Read under the same names as the SPA build, so one setting brands both.
  VITE_BRAND_NAME: v.optional(v.pipe(v.string(), v.minLength(1)), 'Sanchay'),
  VITE_SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('VITE_SUPPORT_EMAIL must be an e-mail address')),
    'support@sanchay.example',
  ),
});

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  mode: 'sandbox' | 'production';
  distDir: string;
  brandName: string;
  /** Where copies of contact-form messages go. */
  supportEmail: string;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    ['PORT', 'DATABASE_URL', 'DATA_DIR', 'SANCHAY_MODE', 'DIST_DIR', 'VITE_BRAND_NAME', 'VITE_SUPPORT_EMAIL'].flatMap(
      (name) => {
        const value = emptyAsMissing(env[name]);
        return value === undefined ? [] : [[name, value]];
      },
    ),
  );
  const result = v.safeParse(EnvSchema, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`);
    throw new Error(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  }
  const out = result.output;
  return {
    port: out.PORT,
    databaseUrl: out.DATABASE_URL,
    dataDir: out.DATA_DIR,
    mode: out.SANCHAY_MODE,
    distDir: out.DIST_DIR,
    brandName: out.VITE_BRAND_NAME,
    supportEmail: out.VITE_SUPPORT_EMAIL,
  };
}
