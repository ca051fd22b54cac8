/**
 * The product shelf: every category a fund house can offer, with what makes a scheme of that
 * category look real — its name, riskometer, how its NAV moves, what its portfolio holds and
 * what the fund house says its objective is.
 */
import type { Sector } from './names';

export const SCHEME_TYPES = ['LIQUID', 'EQUITY', 'DEBT', 'ELSS', 'HYBRID (NC)', 'FOF'] as const;
export type SchemeType = (typeof SCHEME_TYPES)[number];

export const SCHEME_OPTIONS = ['Growth', 'IDCW Payout', 'IDCW Reinvestment'] as const;
export type SchemeOption = (typeof SCHEME_OPTIONS)[number];

/** 000 §9 risk classes as the fund houses write them. */
export const RISK_CLASSES = [
  'Low',
  'Low to Moderate',
  'Moderate',
  'Moderately High',
  'High',
  'Very High',
  'Not Applicable',
] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

export type DebtInstrumentKind = 'gsec' | 'sdl' | 'tbill' | 'cp' | 'cd' | 'ncd' | 'frb';
export type CreditRating = 'AAA' | 'AA+' | 'AA' | 'A+';

export interface DebtMix {
  /** Relative weights of instrument kinds. */
  kinds: Partial<Record<DebtInstrumentKind, number>>;
  /** Relative weights of NCD ratings. */
  ratings?: Partial<Record<CreditRating, number>>;
  /** Residual maturity range in days. */
  maturityDays: readonly [number, number];
}

type PortfolioPlan =
  | {
      kind: 'securities';
      /** Number of listed companies, and their share of assets in percent. */
      companies?: { count: readonly [number, number]; share: readonly [number, number]; sectors?: readonly Sector[] };
      debt?: { count: readonly [number, number]; share: readonly [number, number]; mix: DebtMix };
      /** Gold ETF units, percent (multi-asset funds). */
      gold?: readonly [number, number];
    }
  | { kind: 'overseasFunds'; count: readonly [number, number]; share: readonly [number, number] }
  | {
      kind: 'domesticFunds';
      holds: 'gold' | 'silver' | 'assetAllocation' | 'targetMaturity';
      share: readonly [number, number];
    };

export interface CategorySpec {
  /** Stable key, also used to derive seeds. */
  key: string;
  type: SchemeType;
  /** The category as shown on the scheme page. */
  category: string;
  /** Fund name variants after the house's short name, e.g. 'Flexi Cap Fund'. */
  names: readonly string[];
  risk: RiskClass;
  nav: { drift: number; volatility: number; startNav: string };
  portfolio: PortfolioPlan;
  /** Median AUM in ₹ crore for a fund house of average size. */
  medianAumCr: number;
  /** Completes "The investment objective of the scheme is to …". */
  objective: string;
  /** "This product is suitable for investors who are seeking*:" bullets. */
  suitability: readonly [string, string];
  /** Chance that a fund house offers it; the showcase house's shelf is fixed. */
  offeredBy: number;
}

const TEN = '10.0000';
const THOUSAND = '1000.0000';

const equity = (count: readonly [number, number], sectors?: readonly Sector[]): PortfolioPlan => ({
  kind: 'securities',
  companies: sectors ? { count, share: [93, 99], sectors } : { count, share: [92, 99] },
});

const LONG_TERM = 'Long term capital appreciation';

const equitySpec = (
  key: string,
  category: string,
  names: readonly string[],
  nav: { drift: number; volatility: number },
  objective: string,
  investing: string,
  offeredBy: number,
  extra: { sectors?: readonly Sector[]; medianAumCr?: number; count?: readonly [number, number] } = {},
): CategorySpec => ({
  key,
  type: 'EQUITY',
  category,
  names,
  risk: 'Very High',
  nav: { ...nav, startNav: TEN },
  portfolio: equity(extra.count ?? [25, 45], extra.sectors),
  medianAumCr: extra.medianAumCr ?? 6000,
  objective,
  suitability: [LONG_TERM, investing],
  offeredBy,
});

const MONEY_MARKET_MIX: DebtMix = { kinds: { tbill: 4, cp: 3, cd: 4 }, maturityDays: [7, 90] };

export const CATEGORIES: readonly CategorySpec[] = [
  {
    key: 'liquid',
    type: 'LIQUID',
    category: 'Liquid',
    names: ['Liquid Fund', 'Cash Fund'],
    risk: 'Low to Moderate',
    nav: { drift: 0.066, volatility: 0.0025, startNav: THOUSAND },
    portfolio: { kind: 'securities', debt: { count: [12, 24], share: [88, 97], mix: MONEY_MARKET_MIX } },
    medianAumCr: 18000,
    objective:
      'to provide reasonable returns commensurate with low risk while providing a high level of liquidity, through investments made primarily in money market and debt securities with maturity of up to 91 days.',
    suitability: ['Income over short term with high liquidity', 'Investment in money market and debt instruments'],
    offeredBy: 1,
  },
  {
    key: 'overnight',
    type: 'LIQUID',
    category: 'Overnight',
    names: ['Overnight Fund'],
    risk: 'Low',
    nav: { drift: 0.061, volatility: 0.001, startNav: THOUSAND },
    portfolio: {
      kind: 'securities',
      debt: { count: [1, 3], share: [2, 8], mix: { kinds: { tbill: 1 }, maturityDays: [1, 14] } },
    },
    medianAumCr: 5000,
    objective:
      'to generate returns commensurate with low risk and providing high level of liquidity, through investments made primarily in overnight securities having maturity of one business day.',
    suitability: ['Regular income over short term with high liquidity', 'Investment in overnight securities'],
    offeredBy: 0.7,
  },
  {
    key: 'money-market',
    type: 'LIQUID',
    category: 'Money Market',
    names: ['Money Market Fund'],
    risk: 'Low to Moderate',
    nav: { drift: 0.07, volatility: 0.003, startNav: THOUSAND },
    portfolio: {
      kind: 'securities',
      debt: { count: [14, 26], share: [90, 98], mix: { ...MONEY_MARKET_MIX, maturityDays: [30, 360] } },
    },
    medianAumCr: 7000,
    objective: 'to generate regular income through investment in a portfolio comprising of money market instruments.',
    suitability: ['Regular income over short term', 'Investment in money market instruments'],
    offeredBy: 0.45,
  },
  equitySpec(
    'large-cap',
    'Large Cap',
    ['Large Cap Fund', 'Bluechip Fund', 'Top 100 Fund'],
    { drift: 0.115, volatility: 0.16 },
    'to generate long-term capital appreciation from a portfolio predominantly invested in equity and equity related instruments of large cap companies.',
    'Investment predominantly in equity and equity related instruments of large cap companies',
    0.95,
    { medianAumCr: 12000 },
  ),
  equitySpec(
    'flexi-cap',
    'Flexi Cap',
    ['Flexi Cap Fund', 'Flexicap Fund', 'Diversified Equity Fund'],
    { drift: 0.125, volatility: 0.175 },
    'to generate long-term capital appreciation from a dynamic portfolio of equity and equity related securities across large, mid and small cap companies.',
    'Investment in a dynamic mix of equity and equity related instruments across market capitalisation',
    0.9,
    { medianAumCr: 11000 },
  ),
  equitySpec(
    'mid-cap',
    'Mid Cap',
    ['Mid Cap Fund', 'Midcap Opportunities Fund', 'Emerging Equity Fund'],
    { drift: 0.14, volatility: 0.21 },
    'to generate long-term capital appreciation from a portfolio predominantly invested in equity and equity related securities of mid cap companies.',
    'Investment predominantly in equity and equity related instruments of mid cap companies',
    0.85,
    { medianAumCr: 8000 },
  ),
  equitySpec(
    'small-cap',
    'Small Cap',
    ['Small Cap Fund', 'Smaller Companies Fund'],
    { drift: 0.155, volatility: 0.25 },
    'to generate long-term capital appreciation from a diversified portfolio of equity and equity related securities of small cap companies.',
    'Investment predominantly in equity and equity related instruments of small cap companies',
    0.75,
    { medianAumCr: 6000, count: [35, 45] },
  ),
  equitySpec(
    'large-mid-cap',
    'Large & Mid Cap',
    ['Large & Mid Cap Fund', 'Equity Opportunities Fund'],
    { drift: 0.125, volatility: 0.18 },
    'to generate long-term capital appreciation from a portfolio invested predominantly in equity and equity related instruments of both large cap and mid cap companies.',
    'Investment in equity and equity related instruments of large and mid cap companies',
    0.55,
  ),
  equitySpec(
    'multi-cap',
    'Multi Cap',
    ['Multi Cap Fund'],
    { drift: 0.13, volatility: 0.19 },
    'to generate long-term capital appreciation by investing in equity and equity related instruments across large cap, mid cap and small cap stocks.',
    'Investment in equity and equity related instruments across large, mid and small cap companies',
    0.35,
  ),
  equitySpec(
    'focused',
    'Focused',
    ['Focused Fund', 'Focused 30 Equity Fund'],
    { drift: 0.12, volatility: 0.19 },
    'to generate long-term capital appreciation by investing in up to 30 companies across market capitalisation.',
    'Investment in a concentrated portfolio of up to 30 equity and equity related instruments',
    0.4,
    { count: [20, 30] },
  ),
  equitySpec(
    'value',
    'Value',
    ['Value Fund', 'Value Discovery Fund'],
    { drift: 0.125, volatility: 0.18 },
    'to generate long-term capital appreciation by investing in equity and equity related securities of companies that are undervalued relative to their intrinsic worth.',
    'Investment in equity and equity related instruments following a value investment strategy',
    0.35,
  ),
  equitySpec(
    'contra',
    'Contra',
    ['Contra Fund'],
    { drift: 0.125, volatility: 0.185 },
    'to generate long-term capital appreciation by investing in equity and equity related securities following a contrarian investment strategy.',
    'Investment in equity and equity related instruments following a contrarian strategy',
    0.15,
  ),
  equitySpec(
    'dividend-yield',
    'Dividend Yield',
    ['Dividend Yield Fund'],
    { drift: 0.11, volatility: 0.16 },
    'to provide capital appreciation and/or dividend distribution by investing predominantly in a well-diversified portfolio of equity and equity related instruments of dividend yielding companies.',
    'Investment predominantly in dividend yielding equity and equity related instruments',
    0.2,
  ),
  equitySpec(
    'banking-financial',
    'Sectoral - Banking & Financial Services',
    ['Banking & Financial Services Fund'],
    { drift: 0.12, volatility: 0.22 },
    'to generate long-term capital appreciation from a portfolio of equity and equity related securities of companies engaged in banking and financial services.',
    'Investment predominantly in equity and equity related securities of banking and financial services companies',
    0.3,
    { sectors: ['Financial Services'], count: [20, 30], medianAumCr: 2500 },
  ),
  equitySpec(
    'technology',
    'Sectoral - Technology',
    ['Technology Fund', 'Digital India Fund'],
    { drift: 0.135, volatility: 0.23 },
    'to generate long-term capital appreciation by investing predominantly in equity and equity related instruments of technology and technology related companies.',
    'Investment in equity and equity related instruments of technology and technology related companies',
    0.25,
    { sectors: ['Information Technology', 'Telecommunication'], count: [20, 30], medianAumCr: 2000 },
  ),
  equitySpec(
    'healthcare',
    'Sectoral - Pharma & Healthcare',
    ['Pharma & Healthcare Fund', 'Healthcare Fund'],
    { drift: 0.12, volatility: 0.2 },
    'to generate long-term capital appreciation by investing predominantly in equity and equity related securities of pharmaceutical and healthcare companies.',
    'Investment in equity and equity related instruments of pharma and healthcare companies',
    0.25,
    { sectors: ['Healthcare'], count: [20, 28], medianAumCr: 1800 },
  ),
  equitySpec(
    'infrastructure',
    'Sectoral - Infrastructure',
    ['Infrastructure Fund', 'Infrastructure & Economic Reform Fund'],
    { drift: 0.12, volatility: 0.23 },
    'to generate long-term capital appreciation by investing predominantly in equity and equity related securities of companies engaged in infrastructure and allied sectors.',
    'Investment in equity and equity related instruments of infrastructure companies',
    0.3,
    { sectors: ['Construction', 'Capital Goods', 'Energy', 'Construction Materials'], count: [22, 35] },
  ),
  equitySpec(
    'consumption',
    'Thematic - Consumption',
    ['Consumption Fund', 'India Consumer Fund'],
    { drift: 0.12, volatility: 0.17 },
    'to generate long-term capital appreciation by investing in equity and equity related securities of companies likely to benefit from the growth of consumption in India.',
    'Investment in equity and equity related instruments of companies following the consumption theme',
    0.25,
    { sectors: ['FMCG', 'Consumer Durables', 'Automobile', 'Consumer Services'], count: [22, 35] },
  ),
  equitySpec(
    'manufacturing',
    'Thematic - Manufacturing',
    ['Manufacturing Fund', 'Make in India Fund'],
    { drift: 0.13, volatility: 0.21 },
    'to generate long-term capital appreciation by investing predominantly in equity and equity related securities of companies engaged in the manufacturing theme.',
    'Investment in equity and equity related instruments of companies following the manufacturing theme',
    0.2,
    { sectors: ['Capital Goods', 'Automobile', 'Metals & Mining', 'Chemicals'], count: [25, 40] },
  ),
  equitySpec(
    'business-cycle',
    'Thematic - Business Cycle',
    ['Business Cycle Fund'],
    { drift: 0.125, volatility: 0.19 },
    'to generate long-term capital appreciation by investing with a focus on riding business cycles through dynamic allocation between various sectors and stocks.',
    'Investment in equity and equity related instruments with a focus on riding business cycles',
    0.15,
  ),
  {
    key: 'ultra-short',
    type: 'DEBT',
    category: 'Ultra Short Duration',
    names: ['Ultra Short Duration Fund', 'Ultra Short Term Fund'],
    risk: 'Low to Moderate',
    nav: { drift: 0.068, volatility: 0.005, startNav: THOUSAND },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [12, 22],
        share: [90, 97],
        mix: { kinds: { cd: 4, cp: 4, tbill: 2, ncd: 2 }, maturityDays: [60, 270] },
      },
    },
    medianAumCr: 6000,
    objective:
      'to generate reasonable returns with low volatility and high liquidity through a portfolio of debt and money market instruments with a Macaulay duration of 3 to 6 months.',
    suitability: ['Income over short term', 'Investment in debt and money market instruments'],
    offeredBy: 0.6,
  },
  {
    key: 'low-duration',
    type: 'DEBT',
    category: 'Low Duration',
    names: ['Low Duration Fund', 'Savings Fund'],
    risk: 'Low to Moderate',
    nav: { drift: 0.07, volatility: 0.01, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [12, 22],
        share: [90, 97],
        mix: { kinds: { cd: 3, cp: 3, ncd: 4, tbill: 1 }, ratings: { AAA: 8, 'AA+': 2 }, maturityDays: [90, 450] },
      },
    },
    medianAumCr: 4000,
    objective:
      'to generate income through investment in a portfolio of debt and money market instruments with a Macaulay duration of 6 to 12 months.',
    suitability: ['Regular income over short term', 'Investment in debt and money market instruments'],
    offeredBy: 0.5,
  },
  {
    key: 'short-duration',
    type: 'DEBT',
    category: 'Short Duration',
    names: ['Short Duration Fund', 'Short Term Fund'],
    risk: 'Moderate',
    nav: { drift: 0.072, volatility: 0.017, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [14, 26],
        share: [92, 98],
        mix: {
          kinds: { ncd: 6, gsec: 3, sdl: 2, cd: 1 },
          ratings: { AAA: 8, 'AA+': 2, AA: 1 },
          maturityDays: [365, 1460],
        },
      },
    },
    medianAumCr: 5000,
    objective:
      'to generate income and capital appreciation through investment in a portfolio of debt and money market instruments with a Macaulay duration of 1 to 3 years.',
    suitability: ['Income over short to medium term', 'Investment in debt and money market instruments'],
    offeredBy: 0.85,
  },
  {
    key: 'medium-duration',
    type: 'DEBT',
    category: 'Medium Duration',
    names: ['Medium Term Bond Fund', 'Medium Duration Fund'],
    risk: 'Moderately High',
    nav: { drift: 0.075, volatility: 0.028, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [14, 24],
        share: [92, 98],
        mix: { kinds: { ncd: 6, gsec: 3, sdl: 1 }, ratings: { AAA: 5, 'AA+': 3, AA: 2 }, maturityDays: [1095, 2555] },
      },
    },
    medianAumCr: 1500,
    objective:
      'to generate income through investment in a portfolio of debt and money market instruments with a Macaulay duration of 3 to 4 years.',
    suitability: ['Income over medium term', 'Investment in debt and money market instruments'],
    offeredBy: 0.35,
  },
  {
    key: 'dynamic-bond',
    type: 'DEBT',
    category: 'Dynamic Bond',
    names: ['Dynamic Bond Fund', 'Strategic Bond Fund'],
    risk: 'Moderate',
    nav: { drift: 0.074, volatility: 0.04, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [8, 16],
        share: [93, 98],
        mix: { kinds: { gsec: 6, sdl: 2, ncd: 2 }, ratings: { AAA: 1 }, maturityDays: [365, 10950] },
      },
    },
    medianAumCr: 1800,
    objective:
      'to generate income and capital appreciation through active management of a portfolio of debt and money market instruments across durations.',
    suitability: ['Income over medium to long term', 'Investment in debt and money market instruments across duration'],
    offeredBy: 0.45,
  },
  {
    key: 'corporate-bond',
    type: 'DEBT',
    category: 'Corporate Bond',
    names: ['Corporate Bond Fund'],
    risk: 'Moderate',
    nav: { drift: 0.073, volatility: 0.02, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [16, 28],
        share: [93, 98],
        mix: { kinds: { ncd: 9, gsec: 2 }, ratings: { AAA: 1 }, maturityDays: [365, 2555] },
      },
    },
    medianAumCr: 8000,
    objective:
      'to generate income and capital appreciation through a portfolio predominantly invested in AA+ and above rated corporate bonds.',
    suitability: ['Income over medium term', 'Investment predominantly in AA+ and above rated corporate bonds'],
    offeredBy: 0.8,
  },
  {
    key: 'credit-risk',
    type: 'DEBT',
    category: 'Credit Risk',
    names: ['Credit Risk Fund', 'Credit Opportunities Fund'],
    risk: 'High',
    nav: { drift: 0.078, volatility: 0.035, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [14, 24],
        share: [92, 97],
        mix: { kinds: { ncd: 10, gsec: 1 }, ratings: { AAA: 2, 'AA+': 2, AA: 4, 'A+': 3 }, maturityDays: [365, 1825] },
      },
    },
    medianAumCr: 700,
    objective:
      'to generate income by investing predominantly in AA and below rated corporate bonds, excluding AA+ rated corporate bonds.',
    suitability: ['Income over medium term', 'Investment predominantly in AA and below rated corporate bonds'],
    offeredBy: 0.3,
  },
  {
    key: 'banking-psu',
    type: 'DEBT',
    category: 'Banking and PSU',
    names: ['Banking & PSU Debt Fund'],
    risk: 'Moderate',
    nav: { drift: 0.071, volatility: 0.02, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [14, 26],
        share: [93, 98],
        mix: { kinds: { ncd: 8, cd: 2, gsec: 2 }, ratings: { AAA: 1 }, maturityDays: [180, 2190] },
      },
    },
    medianAumCr: 4500,
    objective:
      'to generate income by investing predominantly in debt and money market instruments issued by banks, public sector undertakings, public financial institutions and municipal bonds.',
    suitability: ['Income over short to medium term', 'Investment predominantly in debt instruments of banks and PSUs'],
    offeredBy: 0.55,
  },
  {
    key: 'gilt',
    type: 'DEBT',
    category: 'Gilt',
    names: ['Gilt Fund', 'Government Securities Fund'],
    risk: 'Moderate',
    nav: { drift: 0.072, volatility: 0.045, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [5, 12],
        share: [94, 99],
        mix: { kinds: { gsec: 7, sdl: 3, tbill: 1 }, maturityDays: [730, 14600] },
      },
    },
    medianAumCr: 1500,
    objective:
      'to generate credit risk-free returns through investment in sovereign securities issued by the Central Government and/or State Governments.',
    suitability: ['Credit risk free returns over medium to long term', 'Investment in government securities'],
    offeredBy: 0.7,
  },
  {
    key: 'floater',
    type: 'DEBT',
    category: 'Floater',
    names: ['Floater Fund', 'Floating Rate Fund'],
    risk: 'Low to Moderate',
    nav: { drift: 0.071, volatility: 0.012, startNav: TEN },
    portfolio: {
      kind: 'securities',
      debt: {
        count: [10, 20],
        share: [92, 98],
        mix: { kinds: { frb: 6, ncd: 3, gsec: 1 }, ratings: { AAA: 1 }, maturityDays: [365, 2920] },
      },
    },
    medianAumCr: 2500,
    objective:
      'to generate regular income through investment predominantly in floating rate instruments, including fixed rate instruments converted to floating rate exposures using swaps.',
    suitability: ['Income over short to medium term', 'Investment predominantly in floating rate instruments'],
    offeredBy: 0.25,
  },
  {
    key: 'elss',
    type: 'ELSS',
    category: 'ELSS Tax Saver',
    names: ['ELSS Tax Saver Fund', 'Tax Saver Fund', 'Long Term Equity Fund (ELSS)'],
    risk: 'Very High',
    nav: { drift: 0.125, volatility: 0.18, startNav: TEN },
    portfolio: equity([30, 45]),
    medianAumCr: 4000,
    objective:
      'to generate long-term capital appreciation from a diversified portfolio of predominantly equity and equity related instruments, with a statutory lock-in of 3 years and tax benefit under section 80C of the Income Tax Act, 1961.',
    suitability: [
      LONG_TERM,
      'Investment in equity and equity related instruments with a 3 year lock-in and tax benefit',
    ],
    offeredBy: 0.92,
  },
  {
    key: 'aggressive-hybrid',
    type: 'HYBRID (NC)',
    category: 'Aggressive Hybrid',
    names: ['Aggressive Hybrid Fund', 'Equity & Debt Fund', 'Hybrid Equity Fund'],
    risk: 'Very High',
    nav: { drift: 0.11, volatility: 0.13, startNav: TEN },
    portfolio: {
      kind: 'securities',
      companies: { count: [25, 40], share: [66, 78] },
      debt: {
        count: [5, 10],
        share: [16, 28],
        mix: { kinds: { gsec: 4, ncd: 4, tbill: 1 }, ratings: { AAA: 1 }, maturityDays: [180, 3650] },
      },
    },
    medianAumCr: 7000,
    objective:
      'to generate long-term capital appreciation and current income from a portfolio investing predominantly in equity and equity related securities, with the balance in debt and money market instruments.',
    suitability: ['Long term capital appreciation and current income', 'Investment in equity and debt instruments'],
    offeredBy: 0.85,
  },
  {
    key: 'balanced-hybrid',
    type: 'HYBRID (NC)',
    category: 'Balanced Hybrid',
    names: ['Balanced Hybrid Fund'],
    risk: 'High',
    nav: { drift: 0.095, volatility: 0.09, startNav: TEN },
    portfolio: {
      kind: 'securities',
      companies: { count: [20, 30], share: [42, 55] },
      debt: {
        count: [6, 12],
        share: [38, 52],
        mix: { kinds: { gsec: 5, ncd: 4, sdl: 1 }, ratings: { AAA: 1 }, maturityDays: [365, 3650] },
      },
    },
    medianAumCr: 900,
    objective: 'to generate capital appreciation and income from a balanced portfolio of equity and debt instruments.',
    suitability: [
      'Long term capital appreciation with regular income',
      'Investment in a balanced mix of equity and debt',
    ],
    offeredBy: 0.1,
  },
  {
    key: 'conservative-hybrid',
    type: 'HYBRID (NC)',
    category: 'Conservative Hybrid',
    names: ['Conservative Hybrid Fund', 'Regular Savings Fund'],
    risk: 'Moderately High',
    nav: { drift: 0.085, volatility: 0.045, startNav: TEN },
    portfolio: {
      kind: 'securities',
      companies: { count: [20, 28], share: [12, 24] },
      debt: {
        count: [8, 16],
        share: [70, 84],
        mix: { kinds: { gsec: 4, ncd: 5, sdl: 1 }, ratings: { AAA: 3, 'AA+': 1 }, maturityDays: [365, 3650] },
      },
    },
    medianAumCr: 1200,
    objective:
      'to generate regular income through investments predominantly in debt and money market instruments, and capital appreciation through a small allocation to equity and equity related instruments.',
    suitability: [
      'Regular income and capital appreciation over medium term',
      'Investment predominantly in debt with some equity',
    ],
    offeredBy: 0.55,
  },
  {
    key: 'balanced-advantage',
    type: 'HYBRID (NC)',
    category: 'Dynamic Asset Allocation',
    names: ['Balanced Advantage Fund', 'Dynamic Asset Allocation Fund'],
    risk: 'Very High',
    nav: { drift: 0.1, volatility: 0.1, startNav: TEN },
    portfolio: {
      kind: 'securities',
      companies: { count: [25, 40], share: [45, 72] },
      debt: {
        count: [6, 14],
        share: [20, 45],
        mix: { kinds: { gsec: 4, ncd: 4, tbill: 2 }, ratings: { AAA: 1 }, maturityDays: [90, 3650] },
      },
    },
    medianAumCr: 9000,
    objective:
      'to generate long-term capital appreciation and income by dynamically managing the allocation between equity and debt instruments based on market valuations.',
    suitability: ['Capital appreciation and income over long term', 'Dynamic allocation between equity and debt'],
    offeredBy: 0.75,
  },
  {
    key: 'multi-asset',
    type: 'HYBRID (NC)',
    category: 'Multi Asset Allocation',
    names: ['Multi Asset Allocation Fund', 'Multi Asset Fund'],
    risk: 'Very High',
    nav: { drift: 0.105, volatility: 0.1, startNav: TEN },
    portfolio: {
      kind: 'securities',
      companies: { count: [20, 35], share: [50, 65] },
      debt: {
        count: [4, 10],
        share: [12, 25],
        mix: { kinds: { gsec: 5, ncd: 3, tbill: 1 }, ratings: { AAA: 1 }, maturityDays: [180, 3650] },
      },
      gold: [10, 15],
    },
    medianAumCr: 3000,
    objective:
      'to generate long-term capital appreciation by investing in equity and equity related instruments, debt and money market instruments and gold exchange traded funds.',
    suitability: [LONG_TERM, 'Investment across equity, debt and gold'],
    offeredBy: 0.45,
  },
  {
    key: 'equity-savings',
    type: 'HYBRID (NC)',
    category: 'Equity Savings',
    names: ['Equity Savings Fund'],
    risk: 'Moderately High',
    nav: { drift: 0.085, volatility: 0.05, startNav: TEN },
    portfolio: {
      kind: 'securities',
      companies: { count: [20, 35], share: [60, 70] },
      debt: {
        count: [5, 10],
        share: [20, 32],
        mix: { kinds: { gsec: 3, ncd: 3, cd: 2 }, ratings: { AAA: 1 }, maturityDays: [90, 1825] },
      },
    },
    medianAumCr: 800,
    objective:
      'to generate capital appreciation and income through a combination of equity, arbitrage opportunities and debt and money market instruments.',
    suitability: ['Capital appreciation and income over medium term', 'Investment in equity, arbitrage and debt'],
    offeredBy: 0.4,
  },
  {
    key: 'arbitrage',
    type: 'HYBRID (NC)',
    category: 'Arbitrage',
    names: ['Arbitrage Fund'],
    risk: 'Low',
    nav: { drift: 0.065, volatility: 0.008, startNav: TEN },
    portfolio: {
      kind: 'securities',
      companies: { count: [30, 45], share: [65, 75] },
      debt: { count: [4, 8], share: [15, 28], mix: { kinds: { tbill: 3, cd: 3, cp: 2 }, maturityDays: [30, 365] } },
    },
    medianAumCr: 7000,
    objective:
      'to generate capital appreciation and income by predominantly investing in arbitrage opportunities in the cash and derivative segments of the equity markets.',
    suitability: [
      'Income over short term',
      'Investment in arbitrage opportunities in the cash and derivative segments',
    ],
    offeredBy: 0.65,
  },
  {
    key: 'international-fof',
    type: 'FOF',
    category: 'International FoF',
    names: [
      'US Technology Fund of Fund',
      'Global Innovation Fund of Fund',
      'Emerging Markets Opportunities Fund of Fund',
      'Asia Pacific Equity Fund of Fund',
      'Europe Dynamic Equity Fund of Fund',
    ],
    risk: 'Very High',
    nav: { drift: 0.09, volatility: 0.16, startNav: TEN },
    portfolio: { kind: 'overseasFunds', count: [1, 3], share: [95, 99] },
    medianAumCr: 600,
    objective:
      'to provide long-term capital appreciation by investing in units of overseas mutual funds and exchange traded funds that invest in equity securities outside India.',
    suitability: [LONG_TERM, 'Investment in units of overseas equity funds'],
    offeredBy: 0.55,
  },
  {
    key: 'gold-fof',
    type: 'FOF',
    category: 'Domestic FoF',
    names: ['Gold Fund of Fund', 'Gold Savings Fund'],
    risk: 'High',
    nav: { drift: 0.095, volatility: 0.14, startNav: TEN },
    portfolio: { kind: 'domesticFunds', holds: 'gold', share: [97, 99.5] },
    medianAumCr: 900,
    objective:
      'to generate returns that closely correspond to returns generated by the gold exchange traded fund it invests in.',
    suitability: ['Capital appreciation over long term', 'Investment in units of a gold exchange traded fund'],
    offeredBy: 0.35,
  },
  {
    key: 'silver-fof',
    type: 'FOF',
    category: 'Domestic FoF',
    names: ['Silver ETF Fund of Fund'],
    risk: 'Very High',
    nav: { drift: 0.085, volatility: 0.22, startNav: TEN },
    portfolio: { kind: 'domesticFunds', holds: 'silver', share: [97, 99.5] },
    medianAumCr: 400,
    objective:
      'to generate returns that closely correspond to returns generated by the silver exchange traded fund it invests in.',
    suitability: ['Capital appreciation over long term', 'Investment in units of a silver exchange traded fund'],
    offeredBy: 0.15,
  },
  {
    key: 'asset-allocation-fof',
    type: 'FOF',
    category: 'Domestic FoF',
    names: ['Asset Allocation Fund of Funds', 'Multi Asset Fund of Funds'],
    risk: 'High',
    nav: { drift: 0.095, volatility: 0.1, startNav: TEN },
    portfolio: { kind: 'domesticFunds', holds: 'assetAllocation', share: [95, 99] },
    medianAumCr: 500,
    objective:
      'to generate long-term capital appreciation by investing in a dynamically managed mix of equity, debt and gold oriented schemes.',
    suitability: [LONG_TERM, 'Investment in a mix of equity, debt and gold oriented schemes'],
    offeredBy: 0.25,
  },
  {
    key: 'fixed-horizon-fof',
    type: 'FOF',
    category: 'Domestic FoF',
    names: ['Fixed Horizon Fund of Fund - Series 2', 'Fixed Horizon Fund of Fund - Series 4'],
    risk: 'Moderate',
    nav: { drift: 0.072, volatility: 0.025, startNav: TEN },
    portfolio: { kind: 'domesticFunds', holds: 'targetMaturity', share: [97, 99.5] },
    medianAumCr: 300,
    objective:
      'to generate returns by investing in units of target maturity debt index funds, held until the close-ended scheme matures.',
    suitability: ['Income over the term of the scheme', 'Investment in units of target maturity debt index funds'],
    offeredBy: 0.08,
  },
];

export function categoryByKey(key: string): CategorySpec {
  const spec = CATEGORIES.find((candidate) => candidate.key === key);
  if (!spec) throw new RangeError(`Unknown category ${key}`);
  return spec;
}
