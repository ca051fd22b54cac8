/**
 * The sandbox database: one schema for PGlite and PostgreSQL, in one file per area, each
 * importing only the core tables it refers to. Money is numeric (amounts 2 decimals, units and
 * NAV 4), never float; drizzle returns numeric columns as strings, and they stay strings on the
 * wire.
 */
export * from './code-sends-schema';
export * from './core-schema';
export * from './external-portfolio-schema';
export * from './onboarding-schema';
export * from './orders-schema';
export * from './transfers-schema';
export * from './verification-schema';
