/**
 * Scheme portfolios: listed companies, government and corporate debt, money market paper,
 * fund units, and the cash (TREPS / net current assets) that makes the total exactly 100%.
 * Allocations are kept in hundredths of a percent so the rows add up without float drift.
 */
import type { CategorySpec, CreditRating, DebtInstrumentKind, DebtMix } from './categories';
import { addDays } from './dates';
import {
  COMPANY_STEMS,
  MARKET_SECTOR_WEIGHTS,
  OVERSEAS_MANAGERS,
  SDL_STATES,
  SECTOR_COMPANIES,
  type Sector,
} from './names';
import { createRandom, deriveSeed, type Random } from './random';

export interface HoldingDraft {
  instrumentName: string;
  /** Hundredths of a percent of net assets. */
  allocationBp: number;
  denomination: string | null;
  sector: string | null;
  assetClass: string | null;
  rating: string | null;
}

interface Company {
  name: string;
  sector: Sector;
  /** Relative market size; big companies turn up in more portfolios. */
  size: number;
}

export const CASH_INSTRUMENT = 'TREPS / Net Current Assets';
const FULL_BP = 10_000;
const MIN_CASH_BP = 40;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let universe: readonly Company[] | null = null;

/** The listed companies every scheme picks from; the same for every seed run. */
function companyUniverse(): readonly Company[] {
  if (universe) return universe;
  const companies: Company[] = [];
  const taken = new Set<string>();
  for (const [sector, { suffixes, count }] of Object.entries(SECTOR_COMPANIES) as [
    Sector,
    (typeof SECTOR_COMPANIES)[Sector],
  ][]) {
    const random = createRandom(deriveSeed('companies', sector));
    const stems = random.sample(COMPANY_STEMS, COMPANY_STEMS.length);
    for (let i = 0, made = 0; made < count && i < stems.length * suffixes.length; i++) {
      const name = `${stems[i % stems.length]} ${random.pick(suffixes)}`;
      if (taken.has(name)) continue;
      taken.add(name);
      companies.push({ name, sector, size: Math.exp(random.normal() * 1.1) });
      made++;
    }
  }
  universe = companies;
  return universe;
}

/** Splits `totalBp` over `count` holdings, largest first, each at least 0.05%. */
function spread(random: Random, count: number, totalBp: number, skew: number): number[] {
  const weights = Array.from({ length: count }, () => Math.exp(random.normal() * skew));
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.max(5, Math.floor((weight / sum) * totalBp))).sort((a, b) => b - a);
  let difference = totalBp - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; difference !== 0; i = (i + 1) % parts.length) {
    const step = difference > 0 ? 1 : -1;
    if ((parts[i] as number) + step >= 5) {
      parts[i] = (parts[i] as number) + step;
      difference -= step;
    }
  }
  return parts.sort((a, b) => b - a);
}

function percentRange(random: Random, [min, max]: readonly [number, number]): number {
  return Math.round(random.between(min, max) * 100);
}

function displayDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/**
 * Weighted sampling without replacement (Efraimidis–Spirakis): each company draws the key
 * log(u) / weight and the `count` largest keys win, so large companies and the fund's focus
 * sectors turn up more often without any company appearing twice.
 */
function pickCompanies(random: Random, count: number, sectors: readonly Sector[] | undefined): Company[] {
  const keyed = companyUniverse().map((company) => {
    const sectorWeight = sectors
      ? sectors.includes(company.sector)
        ? 100
        : 0.4 * MARKET_SECTOR_WEIGHTS[company.sector]
      : MARKET_SECTOR_WEIGHTS[company.sector];
    return { company, key: Math.log(1 - random.next()) / (sectorWeight * company.size) };
  });
  keyed.sort((a, b) => b.key - a.key);
  return keyed.slice(0, count).map(({ company }) => company);
}

function coupon(random: Random, low: number, high: number): string {
  return random.between(low, high).toFixed(2);
}

interface Issuers {
  banks: Company[];
  lenders: Company[];
  bonds: Company[];
}

let issuerLists: Issuers | null = null;

/** Who issues what: banks write CDs, other lenders CPs, large sectors NCDs. */
function issuers(): Issuers {
  if (issuerLists) return issuerLists;
  const companies = companyUniverse();
  const bondSectors: readonly Sector[] = [
    'Financial Services',
    'Energy',
    'Capital Goods',
    'Telecommunication',
    'Construction',
  ];
  issuerLists = {
    banks: companies.filter((company) => company.name.includes(' Bank ')),
    lenders: companies.filter(
      (company) =>
        company.sector === 'Financial Services' &&
        !company.name.includes('Bank') &&
        !company.name.includes('Insurance'),
    ),
    bonds: companies.filter((company) => bondSectors.includes(company.sector)),
  };
  return issuerLists;
}

function debtInstrument(random: Random, mix: DebtMix, today: string): Omit<HoldingDraft, 'allocationBp'> {
  const kind = random.weighted(Object.entries(mix.kinds) as [DebtInstrumentKind, number][]);
  const maturity = addDays(today, random.int(mix.maturityDays[0], mix.maturityDays[1]));
  const year = maturity.slice(0, 4);
  const sovereign = { denomination: 'INR', sector: 'Sovereign', rating: 'SOV' };
  switch (kind) {
    case 'gsec':
      return { instrumentName: `${coupon(random, 6.1, 7.8)}% GOI ${year}`, assetClass: 'Debt', ...sovereign };
    case 'sdl':
      return {
        instrumentName: `${coupon(random, 6.9, 7.9)}% ${random.pick(SDL_STATES)} SDL ${year}`,
        assetClass: 'Debt',
        ...sovereign,
      };
    case 'tbill': {
      const tenor = random.pick([91, 182, 364]);
      const days = Math.min(random.int(mix.maturityDays[0], mix.maturityDays[1]), tenor);
      return {
        instrumentName: `${tenor} Days Treasury Bill (MD ${displayDate(addDays(today, days))})`,
        assetClass: 'Money Market',
        ...sovereign,
      };
    }
    case 'cp': {
      const issuer = random.pick(issuers().lenders);
      return {
        instrumentName: `${issuer.name} CP (MD ${displayDate(maturity)})`,
        denomination: 'INR',
        sector: issuer.sector,
        assetClass: 'Money Market',
        rating: 'A1+',
      };
    }
    case 'cd': {
      const issuer = random.pick(issuers().banks);
      return {
        instrumentName: `${issuer.name} CD (MD ${displayDate(maturity)})`,
        denomination: 'INR',
        sector: issuer.sector,
        assetClass: 'Money Market',
        rating: 'A1+',
      };
    }
    case 'ncd': {
      const issuer = random.pick(issuers().bonds);
      const rating = random.weighted(Object.entries(mix.ratings ?? { AAA: 1 }) as [CreditRating, number][]);
      const spread = { AAA: 0, 'AA+': 0.5, AA: 1, 'A+': 1.8 }[rating];
      return {
        instrumentName: `${coupon(random, 7.2 + spread, 8.1 + spread)}% ${issuer.name} NCD (MD ${displayDate(maturity)})`,
        denomination: 'INR',
        sector: issuer.sector,
        assetClass: 'Debt',
        rating,
      };
    }
    case 'frb': {
      if (random.chance(0.3))
        return { instrumentName: `GOI Floating Rate Bond ${year}`, assetClass: 'Debt', ...sovereign };
      const issuer = random.pick(issuers().bonds);
      return {
        instrumentName: `${issuer.name} Floating Rate Bond (MD ${displayDate(maturity)})`,
        denomination: 'INR',
        sector: issuer.sector,
        assetClass: 'Debt',
        rating: 'AAA',
      };
    }
  }
}

interface PortfolioContext {
  /** Today in Asia/Kolkata; maturities are in the future. */
  today: string;
  /** The fund house's short name, for its own ETFs and schemes. */
  house: string;
  /** The scheme's own fund name, e.g. 'US Technology Fund of Fund'. */
  fundName: string;
}

function fundUnits(name: string, sector: string, denomination = 'INR'): Omit<HoldingDraft, 'allocationBp'> {
  return { instrumentName: name, denomination, sector, assetClass: 'Mutual Fund Units', rating: null };
}

function unitsFor(random: Random, spec: CategorySpec, context: PortfolioContext): Omit<HoldingDraft, 'allocationBp'>[] {
  const { portfolio } = spec;
  if (portfolio.kind === 'overseasFunds') {
    const theme = context.fundName.replace(/ Fund of Funds?$/, '');
    const managers = random.sample(OVERSEAS_MANAGERS, random.int(portfolio.count[0], portfolio.count[1]));
    return managers.map((manager, index) =>
      fundUnits(
        index === 0 ? `${manager} ${theme} Equity Fund - Class I USD Acc` : `${manager} ${theme} UCITS ETF`,
        'Overseas Mutual Fund',
        'USD',
      ),
    );
  }
  if (portfolio.kind !== 'domesticFunds') return [];
  const house = context.house;
  switch (portfolio.holds) {
    case 'gold':
      return [fundUnits(`${house} Gold ETF`, 'Commodities')];
    case 'silver':
      return [fundUnits(`${house} Silver ETF`, 'Commodities')];
    case 'targetMaturity': {
      const year = Number(context.today.slice(0, 4)) + random.int(2, 5);
      return [
        fundUnits(`${house} Gilt Target Maturity Index Fund ${year} - Direct Plan - Growth`, 'Debt Schemes'),
        fundUnits(`${house} SDL Target Maturity Index Fund ${year} - Direct Plan - Growth`, 'Debt Schemes'),
      ];
    }
    case 'assetAllocation':
      return random.sample(
        [
          fundUnits(`${house} Flexi Cap Fund - Direct Plan - Growth`, 'Equity Schemes'),
          fundUnits(`${house} Large Cap Fund - Direct Plan - Growth`, 'Equity Schemes'),
          fundUnits(`${house} Short Duration Fund - Direct Plan - Growth`, 'Debt Schemes'),
          fundUnits(`${house} Corporate Bond Fund - Direct Plan - Growth`, 'Debt Schemes'),
          fundUnits(`${house} Gold ETF`, 'Commodities'),
          fundUnits(`${house} Nifty 50 ETF`, 'Equity Schemes'),
        ],
        random.int(3, 5),
      );
  }
}

/** A scheme's portfolio, largest holding first and cash last; allocations total exactly 100.00%. */
export function generatePortfolio(random: Random, spec: CategorySpec, context: PortfolioContext): HoldingDraft[] {
  const { portfolio } = spec;
  const holdings: HoldingDraft[] = [];
  if (portfolio.kind === 'securities') {
    const parts: { bp: number; items: Omit<HoldingDraft, 'allocationBp'>[]; skew: number }[] = [];
    if (portfolio.companies) {
      const count = random.int(portfolio.companies.count[0], portfolio.companies.count[1]);
      const items = pickCompanies(random, count, portfolio.companies.sectors).map((company) => ({
        instrumentName: company.name,
        denomination: 'INR',
        sector: company.sector,
        assetClass: 'Equity',
        rating: null,
      }));
      parts.push({ bp: percentRange(random, portfolio.companies.share), items, skew: 0.55 });
    }
    if (portfolio.debt) {
      const count = random.int(portfolio.debt.count[0], portfolio.debt.count[1]);
      const names = new Set<string>();
      const items: Omit<HoldingDraft, 'allocationBp'>[] = [];
      for (let attempt = 0; items.length < count && attempt < count * 4; attempt++) {
        const instrument = debtInstrument(random, portfolio.debt.mix, context.today);
        if (names.has(instrument.instrumentName)) continue;
        names.add(instrument.instrumentName);
        items.push(instrument);
      }
      parts.push({ bp: percentRange(random, portfolio.debt.share), items, skew: 0.45 });
    }
    if (portfolio.gold) {
      parts.push({
        bp: percentRange(random, portfolio.gold),
        items: [fundUnits(`${context.house} Gold ETF`, 'Commodities')].map((units) => ({
          ...units,
          assetClass: 'Commodity',
        })),
        skew: 0,
      });
    }
    // Ranges are per asset class; when their sum leaves too little cash, shrink all in proportion.
    const invested = parts.reduce((sum, part) => sum + part.bp, 0);
    const ceiling = FULL_BP - MIN_CASH_BP - random.int(0, 200);
    const scale = invested > ceiling ? ceiling / invested : 1;
    for (const part of parts) {
      if (part.items.length === 0) continue;
      const bp = Math.max(Math.floor(part.bp * scale), part.items.length * 5);
      const allocations = spread(random, part.items.length, bp, part.skew);
      part.items.forEach((item, index) => {
        holdings.push({ ...item, allocationBp: allocations[index] as number });
      });
    }
  } else {
    const items = unitsFor(random, spec, context);
    const allocations = spread(random, items.length, percentRange(random, portfolio.share), 0.6);
    items.forEach((item, index) => {
      holdings.push({ ...item, allocationBp: allocations[index] as number });
    });
  }
  holdings.sort((a, b) => b.allocationBp - a.allocationBp);
  const cash = FULL_BP - holdings.reduce((sum, holding) => sum + holding.allocationBp, 0);
  holdings.push({
    instrumentName: CASH_INSTRUMENT,
    allocationBp: cash,
    denomination: null,
    sector: null,
    assetClass: 'Cash & Equivalents',
    rating: null,
  });
  return holdings;
}
