/**
 * An investor's holdings as GET /portfolios answers them (000 §3 Holding, 001 §3): the ledger's
 * positions, valued at each scheme's latest NAV on the sandbox clock's today, with the scheme's
 * redemption rules and the folio's bank account, and the dashboard's figures computed from
 * them (GET /portfolios/summary) with the XIRR of the ledger's cash flows and the return to
 * show (absolute under a year, XIRR from a year; issue 26). External holdings
 * (GET /mfc/folio) are the imported statement's values.
 */
import Big from 'big.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../domain/contract/user';
import { assetAllocation, topFunds } from '../../domain/portfolio-charts';
import { portfolioTotals } from '../../domain/portfolio-rows';
import { type ReturnFigure, returnFigure } from '../../domain/return-figure';
import { type CashFlow, xirrPercent } from '../../domain/xirr';
import type { Database } from '../db/client';
import { externalHoldings, type NavModel, schemes } from '../db/schema';
import { latestNav } from '../seed/nav';
import { folioBanks, type LedgerCashFlow, ledgerCashFlows, ledgerPositions } from './ledger';
import { promisedByHolding, promisedKey } from './promised-units';
import { money, valueUnits } from './valuation';

type Holding = components['schemas']['Holding'];
type ExternalHolding = components['schemas']['ExternalHolding'];
type PortfolioSummary = components['schemas']['PortfolioSummary'];

/** The holdings and the figures made of them, read together so they always agree. */
export interface ValuedPortfolio {
  holdings: Holding[];
  summary: PortfolioSummary;
}
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

/**
 * Latest NAVs by NAV model and sandbox day. A NAV model is a deterministic walk, so its NAV for
 * a day never changes; the cache spares each valuation the walk (a reset that draws the
 * catalogue again makes new models, hence new keys). Bounded: the oldest entries go first.
 */
const latestNavs = new Map<string, string | null>();
const LATEST_NAVS_LIMIT = 5000;

function cachedLatestNav(model: NavModel | null, today: string): string | null {
  if (!model) return null;
  const key = `${JSON.stringify(model)}|${today}`;
  if (latestNavs.has(key)) return latestNavs.get(key) ?? null;
  const nav = navOnOrBefore(model, today);
  if (latestNavs.size >= LATEST_NAVS_LIMIT) {
    const oldest = latestNavs.keys().next().value;
    if (oldest !== undefined) latestNavs.delete(oldest);
  }
  latestNavs.set(key, nav);
  return nav;
}

const holdingKey = (fundId: string, folio: string) => `${fundId}|${folio}`;

/**
 * The XIRR of the flows that `include` picks, then `value` received today, and the return to
 * show for them (absolute under a year, the XIRR from a year: domain/return-figure.ts); a null
 * value (no NAV) leaves both undefined.
 */
function ratesOf(
  flows: readonly LedgerCashFlow[],
  include: (flow: LedgerCashFlow) => boolean,
  value: string | null,
  today: string,
): { xirr: string | null; returnFigure: ReturnFigure } {
  const picked: CashFlow[] = flows.filter(include).map((flow) => ({ date: flow.tradeDate, amount: flow.amount }));
  return {
    xirr: value === null ? null : xirrPercent([...picked, { date: today, amount: value }]),
    returnFigure: returnFigure(picked, value, today),
  };
}

/** Adds up current values, or null when any of them is unknown (its NAV was not found). */
function totalValue(holdings: readonly Holding[]): string | null {
  if (holdings.some((holding) => holding.nav === '0.0000')) return null;
  return money(holdings.reduce((sum, holding) => sum.plus(holding.currentValue), new Big(0)));
}

/**
 * The holdings with their XIRR and return figure, and the dashboard's figures: counters,
 * doughnut rows, and both of the whole portfolio (every flow, funds sold out included) and of
 * each fund held.
 */
export async function valuePortfolio(db: Database, userId: number, today: string): Promise<ValuedPortfolio> {
  const holdings = await listHoldings(db, userId, today);
  const flows = holdings.length === 0 ? [] : await ledgerCashFlows(db, userId);
  for (const holding of holdings) {
    const key = holdingKey(holding.fundId, holding.folio);
    const value = holding.nav === '0.0000' ? null : holding.currentValue;
    Object.assign(
      holding,
      ratesOf(flows, (flow) => holdingKey(flow.fundId, flow.folio) === key, value, today),
    );
  }
  const fundIds = [...new Set(holdings.map((holding) => holding.fundId))];
  const funds = fundIds.map((fundId) => ({
    fundId,
    ...ratesOf(
      flows,
      (flow) => flow.fundId === fundId,
      totalValue(holdings.filter((holding) => holding.fundId === fundId)),
      today,
    ),
  }));
  const totals = portfolioTotals(holdings);
  return {
    holdings,
    summary: {
      asOn: today,
      ...totals,
      ...ratesOf(flows, () => true, totalValue(holdings), today),
      assetAllocation: assetAllocation(holdings),
      topFunds: topFunds(holdings),
      funds,
    },
  };
}

/** The holdings, each with its XIRR and return figure still unset; `valuePortfolio` fills them. */
async function listHoldings(db: Database, userId: number, today: string): Promise<Holding[]> {
  const positions = await ledgerPositions(db, userId, today);
  if (positions.length === 0) return [];
  const fundIds = [...new Set(positions.map((position) => position.fundId))];
  const schemeRows = await db.select().from(schemes).where(inArray(schemes.uniqueNo, fundIds));
  const schemeById = new Map(schemeRows.map((row) => [row.uniqueNo, row]));
  const banks = await folioBanks(db, userId);
  const promised = await promisedByHolding(db, userId);

  const holdings = positions.map((position): Holding => {
    const scheme = schemeById.get(position.fundId);
    const bank = banks.get(position.folio);
    // Both are foreign keys of the ledger row, so neither can be missing.
    if (!scheme || !bank) throw new Error(`Ledger row without scheme or folio: ${position.fundId}/${position.folio}`);
    const valuation = valueUnits({ ...position, nav: cachedLatestNav(scheme.navModel, today) });
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
      pendingQuantity: promised.get(promisedKey(position.fundId, position.folio)) ?? '0.0000',
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
      xirr: null,
      returnFigure: { kind: 'ABSOLUTE', percent: null },
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
