/**
 * Build-time configuration, read and checked once. The brand is configurable at
 * build time (VITE_BRAND_*); the home route is /{slug}-home.
 */
import * as v from 'valibot';

const EnvSchema = v.object({
  VITE_BRAND_NAME: v.optional(v.string(), 'Sanchay'),
  VITE_BRAND_SLUG: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), 'sanchay'),
  VITE_SUPPORT_PHONE: v.optional(v.string(), '+91 22 4000 7000'),
  VITE_SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'support@sanchay.example'),
  VITE_OFFICE_ADDRESS: v.optional(v.string(), '4th Floor, Sanchay House, Bandra Kurla Complex, Mumbai 400051'),
  VITE_SANDBOX: v.optional(v.picklist(['true', 'false']), 'true'),
  VITE_FLOWS: v.optional(v.picklist(['true', 'false']), 'false'),
});

const env = v.parse(EnvSchema, import.meta.env);

export const config = {
  brand: {
    name: env.VITE_BRAND_NAME,
    slug: env.VITE_BRAND_SLUG,
    homePath: `/${env.VITE_BRAND_SLUG}-home`,
    supportPhone: env.VITE_SUPPORT_PHONE,
    supportEmail: env.VITE_SUPPORT_EMAIL,
    officeAddress: env.VITE_OFFICE_ADDRESS,
  },
  appVersion: '3.0.1',
  /** Sandbox builds show the /sandbox page and follow the sandbox clock. */
  sandbox: env.VITE_SANDBOX === 'true',
  /** The flow atlas at /flows: every sandbox build, and a production build with VITE_FLOWS=true. */
  flows: env.VITE_SANDBOX === 'true' || env.VITE_FLOWS === 'true',
} as const;
