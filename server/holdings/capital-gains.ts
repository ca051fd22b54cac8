/**
 * The capital-gains statement (GET /portfolios/capital-gains, beyond the spec): every piece of a
 * lot the investor has sold, as the ledger recorded it, worked out by domain/capital-gains.ts.
 */

import { gainsByFinancialYear } from '../../domain/capital-gains';
import type { components } from '../../domain/contract/user';
import type { Database } from '../db/client';
import { ledgerDisposals } from './ledger';

export type CapitalGainsYears = components['schemas']['CapitalGains']['years'];

/** The statement's years, each with its sales (./portfolio-read.ts keeps them). */
export async function capitalGainsYears(db: Database, userId: number): Promise<CapitalGainsYears> {
  return gainsByFinancialYear(await ledgerDisposals(db, userId)) as CapitalGainsYears;
}
