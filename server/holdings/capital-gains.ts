/**
 * The capital-gains statement (GET /portfolios/capital-gains, beyond the spec): every piece of a
 * lot the investor has sold, as the ledger recorded it, worked out by domain/capital-gains.ts.
 */

import { gainsByFinancialYear } from '../../domain/capital-gains';
import type { components } from '../../domain/contract/user';
import type { Database } from '../db/client';
import { ledgerDisposals } from './ledger';

type CapitalGains = components['schemas']['CapitalGains'];

export async function capitalGainsStatement(db: Database, userId: number, today: string): Promise<CapitalGains> {
  const years = gainsByFinancialYear(await ledgerDisposals(db, userId));
  return { asOn: today, years: years as CapitalGains['years'] };
}
