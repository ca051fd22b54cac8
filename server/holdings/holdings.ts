/**
 * An investor's holdings as GET /portfolios answers them (000 §3 Holding, 001 §3): the ledger's
 * positions, valued at each scheme's latest NAV on the sandbox clock's today, with the scheme's
 * redemption rules and the folio's bank account. External holdings (GET /mfc/folio) are the
 * imported statement's values.
 */
import Big from 'big.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../domain/contract/user';
import type { Database } from '../db/client';
import { externalHoldings, type NavModel, schemes } from '../db/schema';
import { latestNav } from '../seed/nav';
import { folioBanks, ledgerPositions } from './ledger';
import { money, valueUnits } from './valuation';

export type Holding = components['schemas']['Holding'];
export type ExternalHolding = components['schemas']['ExternalHolding'];
type SchemeType = Holding['schemeType'];
type YesNo = Holding['switchFlag'];

const yesNo = (flag: string): YesNo => (flag === 'Y' ? 'Y' : 'N');

/** The latest NAV on or before `today`, or null when there is none or it cannot be computed. */
export function navOnOrBefore(model: NavModel | null, today: string): string | null {
  if (!model) return null;
  try {
    return latestNav(model, today)?.value ?? null;
  } catch {
    return null;
  }
}

export async function listHoldings(db: Database, userId: number, today: string): Promise<Holding[]> {
  const positions = await ledgerPositions(db, userId, today);
  if (positions.length === 0) return [];
  const fundIds = [...new Set(positions.map((position) => position.fundId))];
  const schemeRows = await db.select().from(schemes).where(inArray(schemes.uniqueNo, fundIds));
  const schemeById = new Map(schemeRows.map((row) => [row.uniqueNo, row]));
  const banks = await folioBanks(db, userId);

  const holdings = positions.map((position): Holding => {
    const scheme = schemeById.get(position.fundId);
    const bank = banks.get(position.folio);
    // Both are foreign keys of the ledger row, so neither can be missing.
    if (!scheme || !bank) throw new Error(`Ledger row without scheme or folio: ${position.fundId}/${position.folio}`);
    const valuation = valueUnits({ ...position, nav: navOnOrBefore(scheme.navModel, today) });
    return {
      fundId: scheme.uniqueNo,
      schemeName: scheme.schemeName,
      schemeType: scheme.schemeType as SchemeType,
      isin: scheme.uniqueNo,
      type: position.viaSip ? 'SIP' : 'LUMP_SUM',
      amount: position.invested,
      quantity: position.units,
      nav: valuation.nav,
      currentValue: valuation.currentValue,
      returns: valuation.returns,
      gainLoss: valuation.gainLoss,
      lockInQuantity: position.lockedUnits,
      lockInAmount: valuation.lockInAmount,
      bankName: bank.bankName,
      ifsc: bank.ifsc,
      accountType: bank.accountType,
      accountNo: bank.accountNo,
      folio: position.folio,
      minimumRedemptionQty: new Big(scheme.minimumRedemptionQty).toFixed(4),
      maximumRedemptionQty: new Big(scheme.maximumRedemptionQty).toFixed(4),
      minimumRedemptionAmount: new Big(scheme.minimumRedemptionAmount).toFixed(2),
      maximumRedemptionAmount: new Big(scheme.maximumRedemptionAmount).toFixed(2),
      redemptionAmountMultiple: new Big(scheme.redemptionAmountMultiple).toFixed(2),
      switchFlag: yesNo(scheme.switchFlag),
      redemptionAllowed: yesNo(scheme.redemptionAllowed),
      amcCode: scheme.amcCode,
      lockinPeriodFlag: new Big(position.lockedUnits).gt(0) ? 'Y' : 'N',
      lockinPeriod: scheme.lockInPeriod,
    };
  });
  // The order the portfolio lists them in: by scheme name, a scheme's folios together.
  return holdings.sort(
    (a, b) =>
      a.schemeName.localeCompare(b.schemeName) || a.fundId.localeCompare(b.fundId) || a.folio.localeCompare(b.folio),
  );
}

/** The statement's folios, valued at the statement's NAV on its date. */
export async function listExternalHoldings(db: Database, userId: number): Promise<ExternalHolding[]> {
  const rows = await db
    .select()
    .from(externalHoldings)
    .where(eq(externalHoldings.userId, userId))
    .orderBy(asc(externalHoldings.schemeName), asc(externalHoldings.folio), asc(externalHoldings.id));
  return rows.map((row) => {
    const currentValue = money(new Big(row.units).times(row.nav));
    return {
      isin: row.fundId,
      schemeName: row.schemeName,
      amcName: row.amcName,
      folio: row.folio,
      quantity: new Big(row.units).toFixed(4),
      nav: new Big(row.nav).toFixed(4),
      amount: new Big(row.investedAmount).toFixed(2),
      currentValue,
      gainLoss: money(new Big(currentValue).minus(row.investedAmount)),
      asOn: row.asOf,
    };
  });
}
