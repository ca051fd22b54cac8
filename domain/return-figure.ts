/**
 * The return a holding, a fund or the portfolio shows (beyond the spec, issue 26): the fund
 * industry's convention, as AMFI and SEBI's performance-disclosure rules state it for scheme
 * returns — a period under one year is shown as an absolute (point-to-point) return, a period
 * of one year or more annualised (CAGR; with many cash flows, XIRR). Annualising a few days'
 * move turns 0.79% into 22.77% and a 1.5% dip into −60%, which alarms and says nothing.
 *
 * "Under one year" is measured on the selection's own cash flows: from its first flow (the
 * trade date of its first purchase) to today, fewer than 365 days — the XIRR's own year
 * (days ÷ 365). From day 365 on, the annualised XIRR.
 */
import Big from 'big.js';
import { daysBetween } from './capital-gains';
import { type CashFlow, xirrPercent } from './xirr';

/** A selection whose first flow is this many days old or more shows its annualised XIRR. */
export const ANNUALISED_FROM_DAYS = 365;

export type ReturnKind = 'ABSOLUTE' | 'XIRR';

export interface ReturnFigure {
  kind: ReturnKind;
  /** A percentage with 2 decimals, or null when it is undefined. */
  percent: string | null;
}

/**
 * (money received + today's value − money paid in) ÷ money paid in × 100, half-up to 2
 * decimals, or null when nothing was paid in. One day's flows are netted first: money switched
 * inside the selection on a day (out of one fund, into another) is neither paid in nor received.
 * Today's value stays apart, so a purchase made today counts as paid in, as Returns % has it.
 */
export function absoluteReturnPercent(flows: readonly CashFlow[], value: string): string | null {
  const byDay = new Map<string, Big>();
  for (const flow of flows) byDay.set(flow.date, (byDay.get(flow.date) ?? new Big(0)).plus(flow.amount));
  let paidIn = new Big(0);
  let received = new Big(value);
  for (const amount of byDay.values()) {
    if (amount.lt(0)) paidIn = paidIn.minus(amount);
    else received = received.plus(amount);
  }
  if (paidIn.lte(0)) return null;
  const percent = received.minus(paidIn).div(paidIn).times(100).round(2, Big.roundHalfUp);
  return percent.eq(0) ? '0.00' : percent.toFixed(2);
}

/**
 * The figure to show for the selection's ledger flows (purchases negative, proceeds positive)
 * and its value today (null when a NAV is missing): absolute under a year, XIRR from a year.
 */
export function returnFigure(flows: readonly CashFlow[], value: string | null, today: string): ReturnFigure {
  const first = flows.reduce<string | null>(
    (earliest, flow) => (earliest && earliest <= flow.date ? earliest : flow.date),
    null,
  );
  const annualised = first !== null && daysBetween(first, today) >= ANNUALISED_FROM_DAYS;
  if (value === null) return { kind: annualised ? 'XIRR' : 'ABSOLUTE', percent: null };
  return annualised
    ? { kind: 'XIRR', percent: xirrPercent([...flows, { date: today, amount: value }]) }
    : { kind: 'ABSOLUTE', percent: absoluteReturnPercent(flows, value) };
}
