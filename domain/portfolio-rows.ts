/**
 * The portfolio table's rows and totals (000 §2.8): one row per fund, adding up its holdings
 * (one per folio); funds with zero invested value are not shown; totals cover every holding.
 * Return % is computed to 2 decimals and is 0 when nothing is invested (001 §9).
 */
import Big from 'big.js';

/** The money fields every holding (own or external) carries, as decimal strings. */
export interface ValuedHolding {
  schemeName: string;
  /** Invested value, 2 decimals. */
  amount: string;
  currentValue: string;
  gainLoss: string;
  /** Units, 4 decimals. */
  quantity: string;
}

export interface PortfolioFigures {
  invested: string;
  currentValue: string;
  gainLoss: string;
  /** Percentage, 2 decimals. */
  returns: string;
}

export interface FundRow<H extends ValuedHolding> extends PortfolioFigures {
  key: string;
  schemeName: string;
  units: string;
  holdings: H[];
}

const money = (value: Big) => {
  const rounded = value.round(2, Big.roundHalfUp);
  return rounded.eq(0) ? '0.00' : rounded.toFixed(2);
};

/** (gain ÷ invested) × 100 to 2 decimals, or 0.00 when nothing is invested. */
export function returnPercent(gainLoss: string, invested: string): string {
  const base = new Big(invested);
  return base.lte(0) ? '0.00' : money(new Big(gainLoss).div(base).times(100));
}

/** Sums of invested value, current value and gain, and the return % they make. */
export function portfolioTotals(holdings: readonly ValuedHolding[]): PortfolioFigures {
  let invested = new Big(0);
  let currentValue = new Big(0);
  let gainLoss = new Big(0);
  for (const holding of holdings) {
    invested = invested.plus(holding.amount);
    currentValue = currentValue.plus(holding.currentValue);
    gainLoss = gainLoss.plus(holding.gainLoss);
  }
  return {
    invested: money(invested),
    currentValue: money(currentValue),
    gainLoss: money(gainLoss),
    returns: returnPercent(money(gainLoss), money(invested)),
  };
}

/** One row per fund (by `keyOf`), in the order funds first appear; zero-invested funds left out. */
export function fundRows<H extends ValuedHolding>(holdings: readonly H[], keyOf: (holding: H) => string): FundRow<H>[] {
  const groups = new Map<string, H[]>();
  for (const holding of holdings) {
    const key = keyOf(holding);
    groups.set(key, [...(groups.get(key) ?? []), holding]);
  }
  const rows: FundRow<H>[] = [];
  for (const [key, group] of groups) {
    const totals = portfolioTotals(group);
    if (new Big(totals.invested).eq(0)) continue;
    const units = group.reduce((sum, holding) => sum.plus(holding.quantity), new Big(0));
    rows.push({ key, schemeName: group[0]?.schemeName ?? '', units: units.toFixed(4), holdings: group, ...totals });
  }
  return rows;
}
