/**
 * The tables everything else refers to: the catalogue (fund houses, schemes and their rules),
 * investors, folios and the unit ledger, the outbox and the sandbox's own state.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SignupStatus } from '../identity/signup-status';

export const amcs = pgTable('amcs', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Brand colour used to draw the generated SVG logo. */
  colour: text('colour').notNull(),
  documentUrl: text('document_url').notNull(),
  imageUrl: text('image_url').notNull(),
});

/** Parameters of a scheme's deterministic NAV walk; the series itself is computed, not stored. */
export interface NavModel {
  seed: number;
  /** First NAV date, yyyy-MM-dd. */
  from: string;
  startNav: string;
  /** Annualised drift and volatility, as fractions. */
  drift: number;
  volatility: number;
}

export interface SipRules {
  status: string | null;
  minInstAmt: string | null;
  maxInstAmt: string | null;
  multiplierAmt: string | null;
  sipMultiplierAmount: string | null;
  defaultDate: number | null;
  sipMaxGap: number | null;
  pauseFlag: 'Y' | 'N';
  pauseModCount: number;
}

export interface StpRule {
  frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY';
  outMinInstAmt: string;
  outMaxInstAmt: string;
  minInstNumbers: number;
  maxInstNumbers: number;
  regOut: 'Y' | 'N';
  status: boolean;
  outMultiplierAmt: string;
}

export interface StpInRules {
  regIn: 'Y' | 'N';
  inMinInstAmt: string;
  inMaxInstAmt: string;
  minInstNumbers: number;
  maxInstNumbers: number;
  inMultiplierAmt: string;
}

export interface SwpRules {
  status: string | null;
  minInstAmt: string;
  maxInstAmt: string;
  minInstNumbers: number;
  maxInstNumbers: number;
  multiplierAmt: string;
  minGap: number;
  maxGap: number;
}

export const schemes = pgTable(
  'schemes',
  {
    /** The fund id: an ISIN, also the /details/{isin} route parameter. */
    uniqueNo: text('unique_no').primaryKey(),
    schemeCode: text('scheme_code').notNull().unique(),
    amcCode: text('amc_code')
      .notNull()
      .references(() => amcs.code),
    schemeName: text('scheme_name').notNull(),
    schemeType: text('scheme_type').notNull(),
    category: text('category').notNull(),
    /** Growth / dividend option ("gdos"), e.g. 'Growth', 'IDCW Payout'. */
    gdos: text('gdos').notNull(),
    minimumPurchaseAmount: numeric('minimum_purchase_amount', { precision: 16, scale: 2 }).notNull(),
    additionalPurchaseAmount: numeric('additional_purchase_amount', { precision: 16, scale: 2 }).notNull(),
    maximumPurchaseAmount: numeric('maximum_purchase_amount', { precision: 16, scale: 2 }).notNull(),
    purchaseAllowed: char('purchase_allowed', { length: 1 }).notNull(),
    sipFlag: char('sip_flag', { length: 1 }).notNull(),
    switchFlag: char('switch_flag', { length: 1 }).notNull(),
    redemptionAllowed: char('redemption_allowed', { length: 1 }).notNull(),
    purchaseTransactionMode: text('purchase_transaction_mode').notNull(),
    minimumRedemptionQty: numeric('minimum_redemption_qty', { precision: 16, scale: 4 }).notNull(),
    maximumRedemptionQty: numeric('maximum_redemption_qty', { precision: 16, scale: 4 }).notNull(),
    minimumRedemptionAmount: numeric('minimum_redemption_amount', { precision: 16, scale: 2 }).notNull(),
    maximumRedemptionAmount: numeric('maximum_redemption_amount', { precision: 16, scale: 2 }).notNull(),
    redemptionAmountMultiple: numeric('redemption_amount_multiple', { precision: 16, scale: 2 }).notNull(),
    /** Days; 0 when there is none (ELSS: 1095). */
    lockInPeriod: integer('lock_in_period').notNull(),
    riskometer: text('riskometer').notNull(),
    riskometerLaunch: text('riskometer_launch').notNull(),
    fundManagers: jsonb('fund_managers').$type<string[]>().notNull(),
    /** Scheme objective as HTML from the fund house; sanitised before it is shown. */
    objective: text('objective'),
    aumCr: numeric('aum_cr', { precision: 16, scale: 2 }),
    launchDate: date('launch_date').notNull(),
    navModel: jsonb('nav_model').$type<NavModel>(),
    sipDetails: jsonb('sip_details').$type<SipRules>(),
    stpDetails: jsonb('stp_details').$type<StpRule[]>(),
    stpInRules: jsonb('stp_in_rules').$type<StpInRules>(),
    swpDetails: jsonb('swp_details').$type<SwpRules>(),
    isNfo: boolean('is_nfo').notNull().default(false),
    nfoStart: date('nfo_start'),
    nfoEnd: date('nfo_end'),
  },
  (t) => [
    index('schemes_amc_type_gdos').on(t.amcCode, t.schemeType, t.gdos, t.schemeName),
    index('schemes_type_name').on(t.schemeType, t.schemeName),
    index('schemes_name_lower').on(sql`lower(${t.schemeName})`),
  ],
);

export const schemeHoldings = pgTable(
  'scheme_holdings',
  {
    id: serial('id').primaryKey(),
    uniqueNo: text('unique_no')
      .notNull()
      .references(() => schemes.uniqueNo, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    instrumentName: text('instrument_name').notNull(),
    /** Percentage of net assets. */
    allocation: numeric('allocation', { precision: 6, scale: 2 }).notNull(),
    /** Market value in rupees. */
    investment: numeric('investment', { precision: 18, scale: 2 }),
    denomination: text('denomination'),
    sector: text('sector'),
    assetClass: text('asset_class'),
    rating: text('rating'),
  },
  (t) => [index('scheme_holdings_scheme').on(t.uniqueNo, t.position)],
);

/** Singleton row (id 1): the sandbox clock and seed bookkeeping. */
export const sandboxState = pgTable('sandbox_state', {
  id: integer('id').primaryKey(),
  /** Sandbox time = wall time + offset. */
  clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }).notNull().default(0),
  seedVersion: integer('seed_version').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});

/** Every e-mail and SMS the sandbox "sends"; read through GET /sandbox/inbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** A one-time code the message carries, when it carries one. */
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_recipient').on(t.recipient, t.id)],
);

/** Outcomes a tester forces on a simulated partner (e.g. 'payments' → 'fail'). */
export const partnerOutcomes = pgTable('partner_outcomes', {
  partner: text('partner').primaryKey(),
  outcome: text('outcome').notNull(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Investors, one row per identity-pool user, created the first time the user's access token is
 * seen (and by the seed for the demo investors). `sub` is the pool's id for the user; every
 * table holding an investor's data references `id` with `on delete cascade`, so deleting the
 * row deletes the account's data.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    sub: text('sub').notNull().unique(),
    /** Lower-cased; the pool's username. */
    email: text('email').notNull(),
    /** +91XXXXXXXXXX, as the pool holds it. */
    phone: text('phone'),
    name: text('name'),
    /** The truth about onboarding progress; the pool's custom:user_signup_status follows it. */
    signupStatus: text('signup_status').$type<SignupStatus>().notNull().default('USER_CREATED'),
    /** Set by the PAN step of onboarding. */
    pan: text('pan'),
    dob: date('dob'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('users_email').on(t.email)],
);

/** 001 §3 Bank account `accountType`; a folio pays redemptions into one such account. */
export type FolioAccountType = 'SAVINGS_BANK' | 'CURRENT_BANK' | 'NRE' | 'NRO';

/**
 * An investor's account with a fund house: the first allotment in a scheme of that AMC opens
 * one, and it carries the bank account redemptions are paid into (the Holding's bank fields,
 * 000 §3). One folio can hold several schemes of its AMC; one scheme can sit in several folios.
 */
export const folios = pgTable(
  'folios',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amcCode: text('amc_code')
      .notNull()
      .references(() => amcs.code),
    /** As the registrar issues it, e.g. '1048213/27'. */
    folioNo: text('folio_no').notNull(),
    bankName: text('bank_name').notNull(),
    ifsc: text('ifsc').notNull(),
    accountType: text('account_type').$type<FolioAccountType>().notNull(),
    accountNo: text('account_no').notNull(),
    openedOn: date('opened_on').notNull(),
  },
  // Constraints, not bare indexes: the ledger's (user_id, folio) foreign key needs one to exist in CREATE TABLE.
  (t) => [unique('folios_folio_no').on(t.folioNo), unique('folios_user_folio').on(t.userId, t.folioNo)],
);

export type LedgerKind = 'ALLOTMENT' | 'REDEMPTION';
export type LedgerPurchaseType = 'LUMP_SUM' | 'SIP';

/**
 * Every allotment and redemption of units, never updated: a holding is the sum of its folio's
 * rows for one scheme (server/holdings). Units and amounts are positive; `kind` gives the sign.
 * A redemption's `amount` is the invested value the redeemed units carried (average cost), so
 * the invested value of a holding is also a plain sum; its proceeds are units × nav.
 */
export const unitLedger = pgTable(
  'unit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: text('fund_id')
      .notNull()
      .references(() => schemes.uniqueNo),
    folio: text('folio').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** How an allotment was bought (the Holding's `type`, 001 §3); null on redemptions. */
    purchaseType: text('purchase_type').$type<LedgerPurchaseType>(),
    units: numeric('units', { precision: 18, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    nav: numeric('nav', { precision: 12, scale: 4 }).notNull(),
    /** The NAV date the units were allotted or redeemed at; lock-in counts from it. */
    tradeDate: date('trade_date').notNull(),
    orderRef: text('order_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('unit_ledger_holding').on(t.userId, t.fundId, t.folio),
    foreignKey({ columns: [t.userId, t.folio], foreignColumns: [folios.userId, folios.folioNo] }).onDelete('cascade'),
    check('unit_ledger_kind', sql`${t.kind} in ('ALLOTMENT', 'REDEMPTION')`),
    check(
      'unit_ledger_purchase_type',
      sql`(${t.kind} = 'ALLOTMENT' and ${t.purchaseType} in ('LUMP_SUM', 'SIP')) or (${t.kind} = 'REDEMPTION' and ${t.purchaseType} is null)`,
    ),
    check('unit_ledger_units_positive', sql`${t.units} > 0`),
    check('unit_ledger_amount_not_negative', sql`${t.amount} >= 0`),
    check('unit_ledger_nav_positive', sql`${t.nav} > 0`),
  ],
);

/**
 * Holdings imported from a consolidated account statement (000 §4.5), as the statement states
 * them: values at the statement's NAV on `as_of`. A statement can list a scheme outside the
 * catalogue, so the fund id is optional.
 */
export const externalHoldings = pgTable(
  'external_holdings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: text('fund_id').references(() => schemes.uniqueNo),
    schemeName: text('scheme_name').notNull(),
    amcName: text('amc_name').notNull(),
    folio: text('folio').notNull(),
    units: numeric('units', { precision: 18, scale: 4 }).notNull(),
    investedAmount: numeric('invested_amount', { precision: 18, scale: 2 }).notNull(),
    nav: numeric('nav', { precision: 12, scale: 4 }).notNull(),
    asOf: date('as_of').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('external_holdings_user').on(t.userId, t.schemeName, t.folio)],
);
