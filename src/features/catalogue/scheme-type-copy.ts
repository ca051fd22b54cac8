/**
 * What /explore?name=TYPE shows above the list (000 §2.3): one header per type
 * with a title, a description and three bullet points.
 */
import type { SchemeType } from '../../../domain/scheme-types';

interface SchemeTypeCopy {
  /** Short name for selects and links. */
  label: string;
  title: string;
  description: string;
  bullets: readonly [string, string, string];
}

export const schemeTypeCopy: Record<SchemeType, SchemeTypeCopy> = {
  LIQUID: {
    label: 'Liquid',
    title: 'Liquid Fund',
    description:
      'Liquid funds invest in money-market instruments such as treasury bills, commercial paper and certificates of deposit that mature within 91 days. They suit money you may need at short notice.',
    bullets: [
      'Very short maturities keep price swings small, though returns are not guaranteed.',
      'Redemptions are usually paid on the next business day.',
      'A good home for an emergency fund or cash waiting to be invested.',
    ],
  },
  EQUITY: {
    label: 'Equity',
    title: 'Equity Fund',
    description:
      'Equity funds invest mainly in shares of listed companies, across market sizes and sectors. They aim to grow wealth over the long term and accept larger ups and downs along the way.',
    bullets: [
      'Best suited to goals five or more years away.',
      'Professional managers pick and monitor the companies for you.',
      'A SIP spreads your purchases over time and evens out market swings.',
    ],
  },
  DEBT: {
    label: 'Debt',
    title: 'Debt Fund',
    description:
      'Debt funds invest in fixed-income securities such as government bonds, corporate bonds and money-market instruments. They aim for steadier returns than equity over short to medium horizons.',
    bullets: [
      'Returns come mainly from interest income and changes in bond prices.',
      'Interest-rate and credit risk vary with the bonds a fund holds.',
      'Useful for goals one to three years away and for balancing an equity portfolio.',
    ],
  },
  ELSS: {
    label: 'ELSS',
    title: 'Tax Saving Fund',
    description:
      'Equity Linked Savings Schemes are equity funds whose investments qualify for a deduction under Section 80C of the Income Tax Act under the old tax regime, up to the limit the Act allows.',
    bullets: [
      'Each investment is locked in for three years, the shortest lock-in among 80C options.',
      'Invests mainly in equities, so returns and risk follow the stock market.',
      'Each SIP instalment has its own three-year lock-in.',
    ],
  },
  'HYBRID (NC)': {
    label: 'Hybrid (NC)',
    title: 'Hybrid Fund',
    description:
      'Hybrid funds hold a mix of equity and debt in one portfolio, so growth from shares comes with a cushion from bonds. The mix depends on the fund’s category, from conservative to aggressive.',
    bullets: [
      'Diversification across asset classes in a single fund.',
      'Usually smaller swings than a pure equity fund.',
      'Some hybrids rebalance automatically between equity and debt as markets move.',
    ],
  },
  FOF: {
    label: 'FOF',
    title: 'International Fund',
    description:
      'International funds of funds invest in overseas mutual funds or ETFs, giving you a share of companies and markets outside India from a rupee investment.',
    bullets: [
      'Diversifies beyond the Indian market and its economic cycle.',
      'Returns also move with the rupee’s exchange rate against the fund’s currencies.',
      'Expenses of the underlying fund are charged on top of the fund of funds’ own.',
    ],
  },
};

export function schemeTypeLabel(type: string): string {
  return type in schemeTypeCopy ? schemeTypeCopy[type as SchemeType].label : type;
}
