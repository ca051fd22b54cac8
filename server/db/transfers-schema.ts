/**
 * Lots and plans (issue 14). Every allotment row of the unit ledger is a lot; a redemption or
 * switch-out row consumes lots first-in first-out, and each piece it took is a `lot_consumptions`
 * row, so what is left of a lot, its lock-in and the capital gains are sums over rows, never a
 * stored total. STP and SWP plans are registered on confirmation and run their instalments on the
 * sandbox clock.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { schemes, unitLedger, users } from './core-schema';
import { orders } from './orders-schema';

/** Units a redemption row took from one allotment (lot), and the invested value they carried. */
export const lotConsumptions = pgTable(
  'lot_consumptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The REDEMPTION row of the unit ledger. */
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => unitLedger.id, { onDelete: 'cascade' }),
    /** The ALLOTMENT row (lot) the units came from. */
    lotId: integer('lot_id')
      .notNull()
      .references(() => unitLedger.id, { onDelete: 'cascade' }),
    units: numeric('units', { precision: 18, scale: 4 }).notNull(),
    /** The lot's invested value for these units (its cost of acquisition), 2 decimals. */
    cost: numeric('cost', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    index('lot_consumptions_lot').on(t.lotId),
    index('lot_consumptions_user').on(t.userId, t.redemptionId),
    check('lot_consumptions_units_positive', sql`${t.units} > 0`),
    check('lot_consumptions_cost_not_negative', sql`${t.cost} >= 0`),
  ],
);

export type TransferPlanKind = 'STP' | 'SWP';
export type TransferFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY';
/** CANCEL_INITIATED: a confirmed cancel that takes effect (CANCELLED) on `cancelsOn` (001 §4.5). */
export type TransferPlanStatus = 'PENDING_CONFIRMATION' | 'ACTIVE' | 'COMPLETED' | 'CANCEL_INITIATED' | 'CANCELLED';

/**
 * A systematic transfer (STP: source → target) or withdrawal (SWP: source → bank) plan. The
 * order that registered it is its first instalment; each later instalment date reached becomes
 * an order of its own.
 */
export const transferPlans = pgTable(
  'transfer_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TransferPlanKind>().notNull(),
    fromFundId: text('from_fund_id')
      .notNull()
      .references(() => schemes.uniqueNo),
    /** STP only. */
    toFundId: text('to_fund_id').references(() => schemes.uniqueNo),
    folio: text('folio').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    frequency: text('frequency').$type<TransferFrequency>().notNull(),
    /** 0: no fixed number (a DAILY STP runs until it is cancelled or the folio runs out). */
    instalments: integer('instalments').notNull(),
    instalmentsRun: integer('instalments_run').notNull().default(0),
    /** The order that registered it (set when its code is confirmed; the order points here from placement). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    /** The next instalment not yet turned into an order. */
    nextInstalmentDate: date('next_instalment_date').notNull(),
    status: text('status').$type<TransferPlanStatus>().notNull().default('PENDING_CONFIRMATION'),
    cancelsOn: date('cancels_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('transfer_plans_order').on(t.orderId),
    index('transfer_plans_due').on(t.status, t.nextInstalmentDate),
    index('transfer_plans_user').on(t.userId, t.kind, t.createdAt),
    check('transfer_plans_amount_positive', sql`${t.amount} > 0`),
    check('transfer_plans_instalments', sql`${t.instalments} >= 0`),
  ],
);
