/**
 * Buying (issue 5): the investor's registration with the exchange, autopay mandates, orders with
 * their one-time codes and payments, and SIP registrations. Every table references users.id
 * with `on delete cascade`, so deleting an account deletes its orders too.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SipCancelReason } from '../../domain/plans/cancel-reasons';
import type { SipStepUp } from '../../domain/plans/step-up';
import { type FolioAccountType, schemes, users } from './core-schema';

/** 000 §4.4 "Registration, mandate approval and nominee/ELOG approval each take ACTIVE, FAILED or IN_PROGRESS". */
export type ExchangeStepStatus = 'ACTIVE' | 'FAILED' | 'IN_PROGRESS';

/**
 * The investor's client registration with the exchange (UCC) and ELOG/nominee authentication:
 * the state GET /customers/status reads and order placement checks (000 §6). One row per
 * investor; no row means nothing has been started, which reads as IN_PROGRESS.
 */
export const exchangeRegistrations = pgTable('exchange_registrations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Exchange client code (UCC), once the exchange has issued it. */
  clientCode: text('client_code'),
  regStatus: text('reg_status').$type<ExchangeStepStatus>().notNull().default('IN_PROGRESS'),
  /** Nominee/ELOG authentication (the verification status's `approvalStatus`). */
  elogStatus: text('elog_status').$type<ExchangeStepStatus>().notNull().default('IN_PROGRESS'),
  taxStatus: text('tax_status').notNull().default('INDIVIDUAL'),
  /** 000 §4.4 "Statement upload takes RETRY or another value". */
  chequeUpload: text('cheque_upload'),
  actionButton: text('action_button').$type<'AUTHORIZE' | 'RESEND' | 'RETRY'>(),
  /** The bank account registered with the client code: new folios pay redemptions into it. */
  bankName: text('bank_name'),
  ifsc: text('ifsc'),
  accountType: text('account_type').$type<FolioAccountType>(),
  accountNo: text('account_no'),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
});

/** 000 §4.3 mandate approval values, plus REJECTED (000 §8 bank rejection). */
export type MandateApproval = 'APPROVED' | 'PENDING' | 'WAITING_FOR_MANDATE_APPROVAL' | 'UNDER PROCESSING' | 'REJECTED';

/** Autopay mandates (000 §3 "Mandate"): SIP instalments are debited through an APPROVED one. */
export const mandates = pgTable(
  'mandates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mandateCfmId: text('mandate_cfm_id').notNull().unique(),
    approvalStatus: text('approval_status').$type<MandateApproval>().notNull().default('PENDING'),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mandates_user').on(t.userId, t.id)],
);

/** The contract's OrderType: purchases now; redemptions, switches and plan actions later share the list. */
export type OrderKind =
  | 'LUMP_SUM'
  | 'SIP'
  | 'REDEEM'
  | 'SWITCH'
  | 'STP'
  | 'SWP'
  | 'SIP_PAUSE'
  | 'SIP_CANCEL'
  | 'STP_CANCEL'
  | 'SWP_CANCEL';
/** 001 §3 "Order status values: COMPLETED, FAILED, INITIATED, IN_PROGRESS, AUTHENTICATED". */
export type OrderState = 'INITIATED' | 'AUTHENTICATED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELLED';

/**
 * Orders, one list for Order Status (001 §2.14). Purchases: INITIATED (placed, code e-mailed)
 * → AUTHENTICATED (code verified) → IN_PROGRESS (paid: by UPI or net banking, or by the mandate on a SIP instalment date) →
 * COMPLETED (units allotted, ledger row `order_ref` = the id) or FAILED with remarks.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: text('fund_id')
      .notNull()
      .references(() => schemes.uniqueNo),
    orderType: text('order_type').$type<OrderKind>().notNull(),
    /** Rupees; null on an order for a quantity of units. */
    amount: numeric('amount', { precision: 16, scale: 2 }),
    /**
     * Units asked for (redemptions), or promised once the order went to the fund house (every
     * outflow: the units it holds until it is settled); null on purchases, whose units are
     * `units` once allotted.
     */
    quantity: numeric('quantity', { precision: 18, scale: 4 }),
    /**
     * A redeem-all or whole-folio switch (beyond the spec): it takes every unit free at
     * settlement, whatever the NAV did, so nothing is left behind; `quantity` is what it holds
     * until then.
     */
    allUnits: boolean('all_units').notNull().default(false),
    status: text('status').$type<OrderState>().notNull(),
    remarks: text('remarks'),
    /** The client's Idempotency-Key, unique per investor. */
    idempotencyKey: text('idempotency_key'),
    /** What was asked, to tell a replay of a key from a different order reusing it. */
    requestFingerprint: text('request_fingerprint').notNull(),
    mandateId: text('mandate_id'),
    /** SIP: the day of month chosen at placement (1–28), registered on confirmation. */
    sipDay: smallint('sip_day'),
    /** SIP: the yearly step-up chosen at placement (issue 15), registered on confirmation. */
    stepUp: jsonb('step_up').$type<SipStepUp>(),
    /**
     * The SIP registration this order is an instalment of (the first instalment is the placing
     * order), or that a SIP_PAUSE / SIP_CANCEL order changes.
     */
    sipRegistrationId: integer('sip_registration_id'),
    /** SIP_CANCEL: the reason code the investor chose (001 §3 cancel reasons). */
    cancelReason: text('cancel_reason').$type<SipCancelReason>(),
    /** When the money arrived (sandbox time): decides the NAV date against the cut-off. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The NAV date the units were allotted at, and how many. */
    tradeDate: date('trade_date'),
    units: numeric('units', { precision: 18, scale: 4 }),
    nav: numeric('nav', { precision: 12, scale: 4 }),
    folio: text('folio'),
    /** Switch and STP: the scheme bought with the proceeds (`fundId` is the scheme sold). */
    targetFundId: text('target_fund_id').references(() => schemes.uniqueNo),
    /** STP and SWP: the plan this order is an instalment of (the first instalment is the placing order). */
    transferPlanId: integer('transfer_plan_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_user').on(t.userId, t.id),
    index('orders_status').on(t.status),
    uniqueIndex('orders_idempotency').on(t.userId, t.idempotencyKey),
    check('orders_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check('orders_sip_day', sql`${t.sipDay} is null or ${t.sipDay} between 1 and 28`),
  ],
);

/**
 * One-time codes of orders, kept as an HMAC of salt and code (never the code). A code is live
 * until it expires, is used, is replaced by a resend, or has taken its last wrong attempt.
 */
export const orderOtps = pgTable(
  'order_otps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_otps_order').on(t.orderId, t.id)],
);

export type PaymentMode = 'UPI' | 'NODAL';
export type PaymentState = 'PENDING' | 'PAID' | 'DECLINED' | 'SUPERSEDED';

/**
 * Payment attempts at the sandbox gateway. A UPI collect request is answered by the payer's
 * app, simulated by `settlesOn`: 'poll' pays at the next status poll, 'never' stays pending.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<PaymentMode>().notNull(),
    vpa: text('vpa'),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    settlesOn: text('settles_on').$type<'poll' | 'bank' | 'never'>().notNull(),
    /** Net banking: the random reference the bank page's links carry, so only that page settles it. */
    bankRef: text('bank_ref'),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payments_order').on(t.orderId, t.id)],
);

/**
 * 001 §4.5: ACTIVE runs on its day; PAUSED skips its next instalment, then is ACTIVE again;
 * CANCEL_INITIATED stops at once and is CANCELLED on `cancelsOn`; CANCELLED runs no more.
 */
export type SipRegistrationStatus = 'ACTIVE' | 'PAUSED' | 'CANCEL_INITIATED' | 'CANCELLED';

/** Monthly SIPs registered against an approved mandate (000 §3 SIP order, §4.3 first instalment). */
export const sipRegistrations = pgTable(
  'sip_registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: text('fund_id')
      .notNull()
      .references(() => schemes.uniqueNo),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    frequency: text('frequency').$type<'MONTHLY'>().notNull().default('MONTHLY'),
    dayOfMonth: smallint('day_of_month').notNull(),
    mandateId: text('mandate_id').notNull(),
    /**
     * The folio every instalment is allotted in: the one the first allotted instalment went to
     * (null until then). Never the fund house's first folio by default, which may be another.
     */
    folio: text('folio'),
    /** The order that registered it; it is also the first instalment. */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    firstInstalmentDate: date('first_instalment_date').notNull(),
    /** The next instalment not yet turned into an order. */
    nextInstalmentDate: date('next_instalment_date').notNull(),
    status: text('status').$type<SipRegistrationStatus>().notNull().default('ACTIVE'),
    /** Instalments skipped (the scheme's pauseModCount limits them, 001 §4.5). */
    pausedCount: integer('paused_count').notNull().default(0),
    /** Mandate debits failed in a row since the last one paid; the third cancels the SIP. */
    failedDebits: integer('failed_debits').notNull().default(0),
    stepUp: jsonb('step_up').$type<SipStepUp>(),
    cancelReason: text('cancel_reason').$type<SipCancelReason>(),
    /** CANCEL_INITIATED: the day the cancel takes effect (CANCELLED). */
    cancelsOn: date('cancels_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('sip_registrations_order').on(t.orderId),
    index('sip_registrations_due').on(t.status, t.nextInstalmentDate),
    index('sip_registrations_user').on(t.userId, t.createdAt),
    check('sip_registrations_day', sql`${t.dayOfMonth} between 1 and 28`),
    check('sip_registrations_paused_count', sql`${t.pausedCount} >= 0`),
    check('sip_registrations_failed_debits', sql`${t.failedDebits} between 0 and 3`),
  ],
);
