/**
 * Every one-time code the app itself sends (nominee, e-mail and order codes), so the send limits
 * (server/codes/send-limits.ts) can count them per investor and purpose. Rows older than the
 * limits' window are dropped as new ones are written; deleting an account removes its rows.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core-schema';

export type CodePurpose = 'NOMINEES' | 'EMAIL' | 'ORDER' | 'EXTERNAL_PORTFOLIO';

export const codeSends = pgTable(
  'code_sends',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    /** What the code confirms: the purpose itself for onboarding codes, `order:{id}` for an order's. */
    target: text('target').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('code_sends_user_purpose').on(t.userId, t.purpose, t.sentAt)],
);
