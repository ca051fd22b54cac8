/**
 * The dashboard's doughnut rows (000 §2.7, §3 "Chart rows: name, amount, percentage", §9):
 * Asset Allocation over the classes Equity, Debt, ELSS, Hybrid and Other, and Top Mutual Funds,
 * the 5 funds with the largest invested value. Both share out the invested value (the top-funds
 * rule names it; the allocation uses the same base so the two doughnuts agree). Decimal strings
 * in and out, big.js inside.
 */
import Big from 'big.js';

export const ASSET_CLASSES = ['Equity', 'Debt', 'ELSS', 'Hybrid', 'Other'] as const;
type AssetClass = (typeof ASSET_CLASSES)[number];

/** 000 §9 "Top funds chart: top 5 by invested value". */
export const TOP_FUNDS = 5;

interface ChartRow {
  name: string;
  /** Rupees, 2 decimals. */
  amount: string;
  /** Share of the chart's total, 2 decimals. */
  percentage: string;
}

/** The fields of a holding the charts read. */
export interface ChartHolding {
  fundId: string;
  schemeName: string;
  schemeType: string;
  /** Invested value, 2 decimals. */
  amount: string;
}

/**
 * A scheme type's asset class. Liquid funds are debt funds (SEBI's categorisation); a fund of
 * funds and any type not listed are Other.
 */
export function assetClassOf(schemeType: string): AssetClass {
  switch (schemeType) {
    case 'EQUITY':
      return 'Equity';
    case 'DEBT':
    case 'LIQUID':
      return 'Debt';
    case 'ELSS':
      return 'ELSS';
    case 'HYBRID (NC)':
      return 'Hybrid';
    default:
      return 'Other';
  }
}

const twoPlaces = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

/** Rows with their share of `total`; rows of zero (or less) are left out: they draw nothing. */
function rowsOf(entries: readonly { name: string; amount: Big }[]): ChartRow[] {
  const shown = entries.filter((entry) => entry.amount.gt(0));
  const total = shown.reduce((sum, entry) => sum.plus(entry.amount), new Big(0));
  return shown.map((entry) => ({
    name: entry.name,
    amount: twoPlaces(entry.amount),
    percentage: twoPlaces(entry.amount.div(total).times(100)),
  }));
}

/** Invested value per asset class, in the order of ASSET_CLASSES. */
export function assetAllocation(holdings: readonly ChartHolding[]): ChartRow[] {
  const sums = new Map<AssetClass, Big>(ASSET_CLASSES.map((assetClass) => [assetClass, new Big(0)]));
  for (const holding of holdings) {
    const assetClass = assetClassOf(holding.schemeType);
    sums.set(assetClass, (sums.get(assetClass) ?? new Big(0)).plus(holding.amount));
  }
  return rowsOf(ASSET_CLASSES.map((name) => ({ name, amount: sums.get(name) ?? new Big(0) })));
}

/**
 * The 5 funds with the largest invested value (a fund's folios added together), largest
 * first, ties by name; each fund's share is of those 5.
 */
export function topFunds(holdings: readonly ChartHolding[]): ChartRow[] {
  const funds = new Map<string, { name: string; amount: Big }>();
  for (const holding of holdings) {
    const fund = funds.get(holding.fundId) ?? { name: holding.schemeName, amount: new Big(0) };
    funds.set(holding.fundId, { name: fund.name, amount: fund.amount.plus(holding.amount) });
  }
  const ranked = [...funds.values()]
    .filter((fund) => fund.amount.gt(0))
    .sort((a, b) => b.amount.cmp(a.amount) || a.name.localeCompare(b.name))
    .slice(0, TOP_FUNDS);
  return rowsOf(ranked);
}
