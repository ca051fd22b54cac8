/**
 * External portfolio import (000 §4.5): the OTP requests made to the statement service (MF
 * Central) and, per investor, the last import. The imported holdings themselves live in
 * `external_holdings` (core schema). OTPs are stored only as an HMAC of a salt and the code.
 */
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core-schema';

export const externalPortfolioRequests = pgTable(
  'external_portfolio_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reqId: text('req_id').notNull().unique(),
    clientRefNo: text('client_ref_no').notNull(),
    otpRef: text('otp_ref').notNull(),
    pan: text('pan').notNull(),
    dob: date('dob').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('external_portfolio_requests_user').on(t.userId, t.id)],
);

/** The investor's last import: what mfc/status and mfc/lastUpdate report and cas-doc prints. */
export const externalPortfolioImports = pgTable('external_portfolio_imports', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pan: text('pan').notNull(),
  importedOn: date('imported_on').notNull(),
  /** The first day a reload is allowed again (000 §2.2 'Available on dd/mm/yyyy'). */
  nextReloadOn: date('next_reload_on').notNull(),
  /** Some fund houses' data was delayed (000 §2.7 partial data notice). */
  partial: boolean('partial').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});
