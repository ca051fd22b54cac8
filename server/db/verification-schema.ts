/**
 * Account verification (issue 11): the links the sandbox bank and exchange pages answer to.
 * The states themselves live where buying reads them (exchange_registrations, mandates).
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core-schema';
import { mandates } from './orders-schema';

/** 000 §4.4 "mapped to MANDATE_REGISTRATION_COMPLETED, _CANCELLED, _FAILED". */
export type MandateRegistrationReport =
  | 'MANDATE_REGISTRATION_COMPLETED'
  | 'MANDATE_REGISTRATION_CANCELLED'
  | 'MANDATE_REGISTRATION_FAILED';

/** A mandate's authorisation link at the sandbox bank; a new link replaces the token. */
export const mandateAuthorisations = pgTable('mandate_authorisations', {
  mandateId: integer('mandate_id')
    .primaryKey()
    .references(() => mandates.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  /** What the investor's app reported on its return (PATCH /users/mandates/{id}/{status}). */
  reportedStatus: text('reported_status').$type<MandateRegistrationReport>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The investor's ELOG page at the sandbox exchange; each initiation replaces the token. */
export const elogAuthentications = pgTable('elog_authentications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
