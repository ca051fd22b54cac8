/**
 * Onboarding data (001 §2.6–2.12, §3): what each step saved, the one-time codes of the nominee
 * and e-mail steps, uploaded statements and the sandbox exchange's client registration. Every
 * table references users.id with on delete cascade, so deleting an account removes it all.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './core-schema';

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The KYC registry's verdict and the CKYC download (001 §3 "KYC check", "CKYC request"). */
export const onboardingKyc = pgTable('onboarding_kyc', {
  userId: userId().primaryKey(),
  kycStatus: text('kyc_status').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  /** The CKYC record's name; null until the PAN fetch screen downloaded it. */
  ckycFullName: text('ckyc_full_name'),
  /** The consent object sent with the download (001 §3): kept as the record of what was agreed. */
  ckycConsent: jsonb('ckyc_consent').$type<Record<string, string>>(),
  ckycDownloadedAt: timestamp('ckyc_downloaded_at', { withTimezone: true }),
});

/** 001 §3 "Basic info payload"; saving again replaces it. */
export const onboardingBasicInfo = pgTable('onboarding_basic_info', {
  userId: userId().primaryKey(),
  taxStatus: text('tax_status').$type<'INDIVIDUAL' | 'NRE' | 'NRO'>().notNull(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  address1: text('address1'),
  address2: text('address2'),
  address3: text('address3'),
  city: text('city'),
  state: text('state'),
  pincode: text('pincode'),
  country: text('country').notNull(),
  foreignAddress1: text('foreign_address1'),
  foreignAddress2: text('foreign_address2'),
  foreignAddress3: text('foreign_address3'),
  foreignCity: text('foreign_city'),
  foreignState: text('foreign_state'),
  foreignPincode: text('foreign_pincode'),
  foreignCountry: text('foreign_country'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** 001 §3 "Additional info"; saving again replaces it. */
export const onboardingAdditionalInfo = pgTable('onboarding_additional_info', {
  userId: userId().primaryKey(),
  gender: text('gender').notNull(),
  grossAnnualIncome: text('gross_annual_income').notNull(),
  occupation: text('occupation').notNull(),
  resident: text('resident').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** 001 §3 "Nominee": up to 3 per investor, saved only with a verified code; a new save replaces them. */
export const onboardingNominees = pgTable(
  'onboarding_nominees',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    idType: text('id_type').$type<'PAN' | 'AADHAR'>().notNull(),
    idNumber: text('id_number').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull(),
    percentage: integer('percentage').notNull(),
    dob: date('dob').notNull(),
    guardianName: text('guardian_name'),
    guardianPan: text('guardian_pan'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('onboarding_nominees_position').on(t.userId, t.position),
    check('onboarding_nominees_position_range', sql`${t.position} between 1 and 3`),
    check('onboarding_nominees_percentage_range', sql`${t.percentage} between 1 and 100`),
  ],
);

/** 001 §3 "Bank account": the one verified account; a new verification replaces it. */
export const onboardingBankAccounts = pgTable('onboarding_bank_accounts', {
  userId: userId().primaryKey(),
  bankName: text('bank_name').notNull(),
  ifsc: text('ifsc').notNull(),
  accountNumber: text('account_number').notNull(),
  accountType: text('account_type').$type<'SAVINGS_BANK' | 'CURRENT_BANK' | 'NRE' | 'NRO'>().notNull(),
  accountHoldings: text('account_holdings').$type<'SINGLE_BANK_ACCOUNT' | 'JOINT_BANK_ACCOUNT'>().notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/**
 * Accepted statement uploads (001 §5 Bank, 000 §3 cheque statement). The sandbox has no back
 * office that reads them, so only what identifies the file is kept, not its bytes.
 */
export const onboardingStatements = pgTable(
  'onboarding_statements',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    passwordProtected: boolean('password_protected').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('onboarding_statements_user').on(t.userId, t.id)],
);

export type OneTimeCodePurpose = 'NOMINEES' | 'EMAIL';

/**
 * The live one-time code per investor and purpose (one row: a new send replaces the previous
 * code). Only a salted hash is kept; `subject` binds the code to what it confirms (the hash of
 * the nominee list it was sent for), so a code cannot confirm different data.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    subject: text('subject'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('one_time_codes_user_purpose').on(t.userId, t.purpose)],
);

export type ExchangeClientState = 'AWAITING_AUTHENTICATION' | 'COMPLETED' | 'FAILED';

/**
 * The sandbox exchange's client registration (001 §2.12, §4.2): made when the e-mail is
 * verified, completed when the investor finishes the exchange's authentication page reached
 * through `token`.
 */
export const exchangeClientRegistrations = pgTable('exchange_client_registrations', {
  userId: userId().primaryKey(),
  token: text('token').notNull().unique(),
  state: text('state').$type<ExchangeClientState>().notNull(),
  clientCode: text('client_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
