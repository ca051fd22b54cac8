/**
 * The capital-gains statement (GET /portfolios/capital-gains, beyond the spec): every piece of a
 * lot the investor has sold, as the ledger recorded it, worked out by domain/capital-gains.ts.
 */

import { gainsByFinancialYear } from '../../domain/capital-gains';
import type { components } from '../../domain/contract/user';
import { statementTax } from '../../domain/tax/capital-gains-tax';
import type { Database } from '../db/client';
import { ledgerDisposals } from './ledger';

export type CapitalGainsYears = components['schemas']['CapitalGains']['years'];

/**
 * The statement's years, each with its sales and its estimated tax (issue 31,
 * domain/tax/capital-gains-tax.ts); ./portfolio-read.ts keeps them.
 */
export async function capitalGainsYears(db: Database, userId: number): Promise<CapitalGainsYears> {
  const years = gainsByFinancialYear(await ledgerDisposals(db, userId));
  const taxes = statementTax(years);
  return years.map(({ rows, ...year }) => {
    const tax = taxes.get(year.financialYear);
    if (!tax) throw new Error(`No tax worked out for ${year.financialYear}`);
    return { ...year, tax, rows };
  }) as CapitalGainsYears;
}
