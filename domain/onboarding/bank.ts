/**
 * Bank step rules (001 §5 "Bank", 001 §3 "Bank account", 000 §5 cheque upload, 001 §9 "IFSC:
 * 11 characters. Account number: 9 to 18 digits", "Upload: PDF only, at most 10 MB").
 */

import * as v from 'valibot';
import { accountNumber, CHOICE_MESSAGE, type Choice, choice, ifsc } from '../fields';
import { firstError } from '../validate';

/** 001 §3 "bankName (a fixed list of about 40 Indian banks)". */
export const BANKS: readonly string[] = [
  'Axis Bank',
  'Bandhan Bank',
  'Bank of Baroda',
  'Bank of India',
  'Bank of Maharashtra',
  'Canara Bank',
  'Central Bank of India',
  'City Union Bank',
  'CSB Bank',
  'DBS Bank India',
  'DCB Bank',
  'Dhanlaxmi Bank',
  'Federal Bank',
  'HDFC Bank',
  'HSBC India',
  'ICICI Bank',
  'IDBI Bank',
  'IDFC First Bank',
  'Indian Bank',
  'Indian Overseas Bank',
  'IndusInd Bank',
  'Jammu and Kashmir Bank',
  'Karnataka Bank',
  'Karur Vysya Bank',
  'Kotak Mahindra Bank',
  'Punjab and Sind Bank',
  'Punjab National Bank',
  'RBL Bank',
  'Saraswat Co-operative Bank',
  'South Indian Bank',
  'Standard Chartered Bank',
  'State Bank of India',
  'Tamilnad Mercantile Bank',
  'UCO Bank',
  'Union Bank of India',
  'Yes Bank',
  'AU Small Finance Bank',
  'Equitas Small Finance Bank',
  'Ujjivan Small Finance Bank',
  'Airtel Payments Bank',
];

/** 001 §9 "Upload: PDF only, at most 10 MB (10485760 bytes)". */
export const MAX_STATEMENT_BYTES = 10485760;

export const ACCOUNT_TYPES = [
  { value: 'SAVINGS_BANK', label: 'Savings' },
  { value: 'CURRENT_BANK', label: 'Current' },
  { value: 'NRE', label: 'NRE' },
  { value: 'NRO', label: 'NRO' },
] as const satisfies readonly Choice[];
export type AccountType = (typeof ACCOUNT_TYPES)[number]['value'];

export const ACCOUNT_HOLDINGS = [
  { value: 'SINGLE_BANK_ACCOUNT', label: 'Single' },
  { value: 'JOINT_BANK_ACCOUNT', label: 'Joint' },
] as const satisfies readonly Choice[];

// 001 §5 Bank, quoted.
export const STATEMENT_NOT_PDF_MESSAGE = 'Please select a valid PDF file only.';
export const STATEMENT_EXTENSION_MESSAGE = 'Please select a PDF file with .pdf extension only.';
export const STATEMENT_TOO_LARGE_MESSAGE = 'File size should not exceed 10MB.';
export const STATEMENT_REQUIRED_MESSAGE = 'Please upload your statement before verifying.';
const BANK_REQUIRED_MESSAGE = CHOICE_MESSAGE;

/** 001 §5 "NRE and NRO fix the account type; INDIVIDUAL allows savings or current"; others any. */
export function accountTypesFor(taxStatus: string): AccountType[] {
  if (taxStatus === 'NRE') return ['NRE'];
  if (taxStatus === 'NRO') return ['NRO'];
  if (taxStatus === 'INDIVIDUAL') return ['SAVINGS_BANK', 'CURRENT_BANK'];
  return ACCOUNT_TYPES.map((type) => type.value);
}

/**
 * Whether a bank statement must be uploaded before verifying. 001 §4.2 asks it of every
 * "non-individual tax status" and §2.11/§5 of "any other status" than INDIVIDUAL, NRE and NRO;
 * the first reading includes the other, and non-residents (NRE, NRO) upload one too.
 */
export function needsStatement(taxStatus: string): boolean {
  return taxStatus !== 'INDIVIDUAL';
}

/** 000 §5 / 001 §5 checks of a chosen file, in the spec's order: type, extension, size. */
const statementFileSchema = v.pipe(
  v.object({ name: v.string(), type: v.string(), size: v.number() }),
  v.check((file) => file.type === 'application/pdf', STATEMENT_NOT_PDF_MESSAGE),
  v.check((file) => file.name.toLowerCase().endsWith('.pdf'), STATEMENT_EXTENSION_MESSAGE),
  v.check((file) => file.size <= MAX_STATEMENT_BYTES, STATEMENT_TOO_LARGE_MESSAGE),
);

/** The first message for a chosen file, or null when it can be uploaded. */
export function statementFileError(file: { name: string; type: string; size: number }): string | null {
  return firstError(statementFileSchema, file);
}

/**
 * 001 §5 Bank: a listed bank, IFSC, account number, holding, and an account type the holder's
 * tax status allows (NRE and NRO fix it) — the cross-field rule the contract cannot say.
 */
export function bankAccountSchema(taxStatus: string) {
  const allowedTypes = ACCOUNT_TYPES.filter((type) => accountTypesFor(taxStatus).includes(type.value));
  return v.object({
    bankName: v.picklist(BANKS, BANK_REQUIRED_MESSAGE),
    ifsc,
    accountNumber,
    accountType: choice(allowedTypes),
    accountHoldings: choice(ACCOUNT_HOLDINGS),
  });
}
