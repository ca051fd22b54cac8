/** The fund-type cards of the landing page (000 §1) and the explorer type each one opens (000 §2.1). */
interface FundTypeCard {
  title: string;
  description: string;
  /** The scheme type passed as /explore?name=… */
  schemeType: 'EQUITY' | 'ELSS' | 'DEBT' | 'LIQUID' | 'HYBRID (NC)' | 'FOF';
  linkLabel: string;
}

export const fundTypeCards: readonly FundTypeCard[] = [
  {
    title: 'Equity Funds',
    description:
      'Invest in shares of companies for long-term growth. Suited to goals five or more years away, with larger ups and downs along the way.',
    schemeType: 'EQUITY',
    linkLabel: 'Explore Equity Funds',
  },
  {
    title: 'Tax Saving (ELSS) Funds',
    description:
      'Equity funds with a three-year lock-in whose investments qualify for deduction under Section 80C of the Income Tax Act (old tax regime).',
    schemeType: 'ELSS',
    linkLabel: 'Explore Tax Saving Funds',
  },
  {
    title: 'Debt Funds',
    description:
      'Invest in bonds and money-market instruments for steadier returns over short and medium horizons, with lower swings than equity.',
    schemeType: 'DEBT',
    linkLabel: 'Explore Debt Funds',
  },
  {
    title: 'Liquid Funds',
    description:
      'Park surplus cash in very short-term instruments and redeem when you need it, usually paid out on the next business day.',
    schemeType: 'LIQUID',
    linkLabel: 'Explore Liquid Funds',
  },
  {
    title: 'Hybrid Funds',
    description:
      'Hold equity and debt in one fund: growth from shares, with a cushion from bonds when markets turn rough.',
    schemeType: 'HYBRID (NC)',
    linkLabel: 'Explore Hybrid Funds',
  },
  {
    title: 'International Funds',
    description: 'Diversify beyond India through fund-of-funds that invest in overseas markets and global companies.',
    schemeType: 'FOF',
    linkLabel: 'Explore International Funds',
  },
];
