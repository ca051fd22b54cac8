/**
 * The sandbox bank-account verification (penny drop, 001 §4.2 Bank). Magic input while the
 * `bank` partner is on `auto`: an account number ending in '0000' fails verification; every
 * other well-formed account is verified.
 */
import type { Database } from '../db/client';
import { partnerOutcome } from './outcomes';

const BANK_FAILING_SUFFIX = '0000';

export async function verifyBankAccount(db: Database, account: { accountNumber: string }): Promise<boolean> {
  switch (await partnerOutcome(db, 'bank')) {
    case 'verified':
      return true;
    case 'failed':
      return false;
    default:
      return !account.accountNumber.endsWith(BANK_FAILING_SUFFIX);
  }
}
