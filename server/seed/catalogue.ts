/**
 * The sandbox catalogue: fictional fund houses, their schemes in every type and option, the
 * schemes' rules and portfolios, and NFOs placed around the sandbox's "today". Pure and
 * deterministic: the same `now` gives the same rows. Scheme ids, names and shelves do not
 * depend on `now` at all; only dates (launches, NFO windows, maturities) move with it.
 */
import type { amcs, NavModel, schemeHoldings, schemes } from '../db/schema';
import {
  CATEGORIES,
  type CategorySpec,
  categoryByKey,
  type RiskClass,
  SCHEME_OPTIONS,
  type SchemeOption,
} from './categories';
import { addDays, fromDayNumber, kolkataDate, toDayNumber } from './dates';
import { generatePortfolio, type HoldingDraft } from './holdings';
import { mutualFundIsin } from './isin';
import { FUND_HOUSES, MANAGER_FIRST_NAMES, MANAGER_SURNAMES } from './names';
import { hostileObjectiveHtml, objectiveHtml } from './objectives';
import { createRandom, deriveSeed, type Random } from './random';
import {
  purchaseLimits,
  redemptionLimits,
  type SchemeFlags,
  schemeFlags,
  sipRules,
  stpInRules,
  stpRules,
  swpRules,
  type YesNo,
} from './rules';

type AmcInsert = typeof amcs.$inferInsert;
export type SchemeInsert = typeof schemes.$inferInsert;
type HoldingInsert = Omit<typeof schemeHoldings.$inferInsert, 'id'>;

export interface Catalogue {
  amcs: AmcInsert[];
  schemes: SchemeInsert[];
  holdings: HoldingInsert[];
}

/** The one number everything in the catalogue grows from. */
const CATALOGUE_SEED = 20_250_301;
const HISTORY_START = '2008-01-01';
const MANAGERS_PER_HOUSE = 8;
const PLAN = 'Regular Plan';

interface House {
  index: number;
  short: string;
  code: string;
  name: string;
  /** ISIN issuer part, unique per house. */
  issuer: string;
  managers: readonly string[];
  /** Relative size of the house; scales its schemes' AUM. */
  scale: number;
}

/**
 * The showcase house's shelf is fixed, so the scheme pages other suites and testers rely on
 * (long history, no NAV, short history, no holdings, hostile objective…) always exist.
 */
const SHOWCASE_SHELF = [
  'liquid',
  'overnight',
  'large-cap',
  'flexi-cap',
  'mid-cap',
  'small-cap',
  'banking-financial',
  'business-cycle',
  'short-duration',
  'corporate-bond',
  'gilt',
  'elss',
  'aggressive-hybrid',
  'balanced-advantage',
  'multi-asset',
  'conservative-hybrid',
  'international-fof',
  'fixed-horizon-fof',
] as const;

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG contrast of white text on this colour. */
export function contrastWithWhite([red, green, blue]: readonly [number, number, number]): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  return 1.05 / (luminance + 0.05);
}

/**
 * Golden-angle hues keep 44 brand colours apart. Yellows and greens look light at the same
 * HSL lightness, so each colour is darkened until white logo text on it reaches 4.5:1.
 */
function houseColour(index: number): string {
  const hue = (index * 137.508) % 360;
  const saturation = 58 + (index % 4) * 6;
  let lightness = 34 + (index % 3) * 5;
  while (contrastWithWhite(hslToRgb(hue, saturation, lightness)) < 4.5) lightness -= 1;
  return `#${hslToRgb(hue, saturation, lightness)
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

function buildHouses(): House[] {
  const random = createRandom(deriveSeed(CATALOGUE_SEED, 'managers'));
  const everyManager = MANAGER_FIRST_NAMES.flatMap((first) => MANAGER_SURNAMES.map((last) => `${first} ${last}`));
  const managers = random.sample(everyManager, FUND_HOUSES.length * MANAGERS_PER_HOUSE);
  return FUND_HOUSES.map((short, index) => {
    const letters = short.toUpperCase().replace(/[^A-Z]/g, '');
    const houseRandom = createRandom(deriveSeed(CATALOGUE_SEED, 'house', short));
    return {
      index,
      short,
      code: letters,
      name: `${short} Mutual Fund`,
      issuer: `${letters[0]}${Math.floor(index / 10)}${letters[1]}${index % 10}`,
      managers: managers.slice(index * MANAGERS_PER_HOUSE, (index + 1) * MANAGERS_PER_HOUSE),
      scale: index === 0 ? 1.6 : Math.exp(houseRandom.normal() * 0.8),
    };
  });
}

interface Shelf {
  spec: CategorySpec;
  fundName: string;
}

function houseShelf(house: House): Shelf[] {
  if (house.index === 0) {
    return SHOWCASE_SHELF.map((key) => {
      const spec = categoryByKey(key);
      return { spec, fundName: spec.names[0] as string };
    });
  }
  const random = createRandom(deriveSeed(CATALOGUE_SEED, 'shelf', house.code));
  return CATEGORIES.filter((spec) => random.chance(spec.offeredBy)).map((spec) => ({
    spec,
    fundName: random.pick(spec.names),
  }));
}

/** What sets one base scheme (all of its options) apart. */
interface BaseScheme {
  house: House;
  spec: CategorySpec;
  fundName: string;
  launchDate: string;
  riskometer: RiskClass;
  riskometerLaunch: RiskClass;
  managers: string[];
  objective: string | null;
  aumCr: string | null;
  navModel: NavModel | null;
  holdings: HoldingDraft[];
  lockInPeriod: number;
  purchase: ReturnType<typeof purchaseLimits>;
  redemption: ReturnType<typeof redemptionLimits>;
  options: SchemeOption[];
  /** Showcase rules that replace the random ones. */
  forced: { flags?: Partial<SchemeFlags>; sip?: 'journey' | 'noStatus' } | undefined;
}

const RISK_ORDER: readonly RiskClass[] = ['Low', 'Low to Moderate', 'Moderate', 'Moderately High', 'High', 'Very High'];

function riskFor(random: Random, spec: CategorySpec): RiskClass {
  if (spec.type === 'FOF' && random.chance(0.05)) return 'Not Applicable';
  const at = RISK_ORDER.indexOf(spec.risk);
  if (random.chance(0.08)) {
    const shifted = RISK_ORDER[Math.min(RISK_ORDER.length - 1, Math.max(0, at + (random.chance(0.5) ? 1 : -1)))];
    return shifted ?? spec.risk;
  }
  return spec.risk;
}

/** Before the 2021 riskometer revision the top class was 'Moderately High' for most equity funds. */
function launchRisk(riskometer: RiskClass, launchDate: string): RiskClass {
  return launchDate < '2021-01-01' && (riskometer === 'Very High' || riskometer === 'High')
    ? 'Moderately High'
    : riskometer;
}

function aumFor(random: Random, spec: CategorySpec, house: House, young: boolean): string {
  const crore = spec.medianAumCr * house.scale * Math.exp(random.normal() * 0.7) * (young ? 0.15 : 1);
  return Math.min(Math.max(crore, 3), 120_000).toFixed(2);
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

function buildBase(house: House, shelf: Shelf, today: string): BaseScheme {
  const { spec, fundName } = shelf;
  const random = createRandom(deriveSeed(CATALOGUE_SEED, 'scheme', house.code, spec.key, fundName));
  const showcase = house.index === 0 ? spec.key : null;

  const young = random.chance(0.08);
  const earliest = toDayNumber(HISTORY_START);
  const latest = toDayNumber(today) - 400;
  const launchFraction = random.next();
  const youngAge = random.int(100, 330);
  let launchDate = young
    ? addDays(today, -youngAge)
    : fromDayNumber(earliest + Math.floor(launchFraction * (latest - earliest)));

  const riskometer = riskFor(random, spec);
  const managerCount = random.weighted([
    [0, 2],
    [1, 43],
    [2, 40],
    [3, 15],
  ]);
  const managers = random.sample(house.managers, managerCount);
  const objectiveStyle = random.weighted([
    ['clean', 97],
    ['hostile', 1],
    ['missing', 2],
  ] as const);
  let objective =
    objectiveStyle === 'clean'
      ? objectiveHtml(random, spec, riskometer)
      : objectiveStyle === 'hostile'
        ? hostileObjectiveHtml(random, spec)
        : null;
  let aumCr: string | null = random.chance(0.03) ? null : aumFor(random, spec, house, young);
  let hasNav = !random.chance(0.008);
  let hasHoldings = !random.chance(0.03);
  const drift = round4(spec.nav.drift + random.normal() * 0.012);
  const volatility = round4(spec.nav.volatility * random.between(0.85, 1.15));
  const purchase = purchaseLimits(random, spec.type);
  const redemption = redemptionLimits(random);
  const options = SCHEME_OPTIONS.filter(
    (option) =>
      option === 'Growth' || random.chance(option === 'IDCW Payout' ? 0.95 : spec.type === 'ELSS' ? 0.4 : 0.85),
  );
  let forced: BaseScheme['forced'];

  switch (showcase) {
    case 'flexi-cap':
    case 'elss':
      // Full data and a long history: the end-to-end journey's scheme and its ELSS sibling.
      launchDate = showcase === 'flexi-cap' ? '2010-01-04' : '2011-06-01';
      objective = objectiveHtml(random, spec, riskometer, 'suitability');
      aumCr ??= aumFor(random, spec, house, false);
      hasNav = true;
      hasHoldings = true;
      if (managers.length === 0) managers.push(...house.managers.slice(0, 2));
      forced = {
        flags: {
          purchaseAllowed: 'Y',
          sipFlag: 'Y',
          switchFlag: 'Y',
          redemptionAllowed: 'Y',
          purchaseTransactionMode: 'DP',
        },
        sip: 'journey',
      };
      Object.assign(purchase, {
        minimumPurchaseAmount: showcase === 'elss' ? '500.00' : '1000.00',
        additionalPurchaseAmount: showcase === 'elss' ? '500.00' : '1000.00',
        maximumPurchaseAmount: '0.00',
      });
      break;
    case 'business-cycle':
      launchDate = addDays(today, -200);
      hasNav = true;
      break;
    case 'multi-asset':
      launchDate = addDays(today, -40);
      hasNav = false;
      break;
    case 'overnight':
      hasHoldings = false;
      break;
    case 'banking-financial':
      objective = hostileObjectiveHtml(random, spec, true);
      break;
    case 'corporate-bond':
      objective = null;
      break;
    case 'international-fof':
      forced = { flags: { purchaseAllowed: 'N' } };
      break;
    case 'gilt':
      forced = { flags: { sipFlag: 'Y' }, sip: 'noStatus' };
      break;
  }

  const navModel: NavModel | null = hasNav
    ? {
        seed: deriveSeed(CATALOGUE_SEED, 'nav', house.code, spec.key, fundName),
        from: launchDate,
        startNav: spec.nav.startNav,
        drift,
        volatility,
      }
    : null;
  const portfolioRandom = createRandom(deriveSeed(CATALOGUE_SEED, 'portfolio', house.code, spec.key, fundName));
  const holdings = hasHoldings ? generatePortfolio(portfolioRandom, spec, { today, house: house.short, fundName }) : [];

  return {
    house,
    spec,
    fundName,
    launchDate,
    riskometer,
    riskometerLaunch: launchRisk(riskometer, launchDate),
    managers,
    objective,
    aumCr,
    navModel,
    holdings,
    lockInPeriod: spec.type === 'ELSS' ? 1095 : spec.key === 'fixed-horizon-fof' ? 365 : 0,
    purchase,
    redemption,
    options,
    forced,
  };
}

/** IDCW options pay out part of their gains, so their NAV grows more slowly on the same walk. */
function optionNavModel(model: NavModel | null, option: SchemeOption): NavModel | null {
  if (!model || option === 'Growth') return model;
  return { ...model, drift: round4(model.drift * 0.55) };
}

function holdingRows(base: BaseScheme, uniqueNo: string): HoldingInsert[] {
  // Market value = allocation × AUM, with the few rupees of noise a real valuation has.
  const aumHundredths = base.aumCr === null ? null : Math.round(Number(base.aumCr) * 100);
  const random = createRandom(deriveSeed(CATALOGUE_SEED, 'valuation', base.house.code, base.spec.key, base.fundName));
  return base.holdings.map((holding, index) => {
    let investment: string | null = null;
    if (aumHundredths !== null) {
      const rupees = holding.allocationBp * aumHundredths * 10 + random.int(-4, 4) * aumHundredths;
      investment = `${Math.max(rupees, 0)}.${String(random.int(0, 99)).padStart(2, '0')}`;
    }
    return {
      uniqueNo,
      position: index + 1,
      instrumentName: holding.instrumentName,
      allocation: (holding.allocationBp / 100).toFixed(2),
      investment,
      denomination: holding.denomination,
      sector: holding.sector,
      assetClass: holding.assetClass,
      rating: holding.rating,
    };
  });
}

function schemeRows(base: BaseScheme, firstRow: number, catalogue: Catalogue): number {
  let row = firstRow;
  const { house, spec } = base;
  for (const option of base.options) {
    const random = createRandom(deriveSeed(CATALOGUE_SEED, 'option', house.code, spec.key, base.fundName, option));
    const uniqueNo = mutualFundIsin(house.issuer, `01${row.toString(36).toUpperCase().padStart(2, '0')}`);
    const flags = { ...schemeFlags(random, spec.type, spec.category, option), ...base.forced?.flags };
    const sip = sipRules(random, spec.type);
    const stp = random.chance(0.85) ? stpRules(random) : null;
    const stpIn = random.chance(0.85) ? stpInRules(random) : null;
    const swp = random.chance(0.75) ? swpRules(random) : null;
    if (base.forced?.sip === 'journey' && option === 'Growth') {
      Object.assign(sip, {
        status: 'ACTIVE',
        minInstAmt: '500.00',
        maxInstAmt: null,
        multiplierAmt: '100.00',
        sipMultiplierAmount: '100.00',
        defaultDate: 5,
        sipMaxGap: 60,
        pauseFlag: 'Y',
        pauseModCount: 2,
      });
    }
    if (base.forced?.sip === 'noStatus' && option === 'Growth') sip.status = null;
    catalogue.schemes.push({
      uniqueNo,
      schemeCode: String(110_000 + house.index * 1000 + row),
      amcCode: house.code,
      schemeName: `${house.short} ${base.fundName} - ${PLAN} - ${option}`,
      schemeType: spec.type,
      category: spec.category,
      gdos: option,
      ...base.purchase,
      ...flags,
      ...base.redemption,
      lockInPeriod: base.lockInPeriod,
      riskometer: base.riskometer,
      riskometerLaunch: base.riskometerLaunch,
      fundManagers: base.managers,
      objective: base.objective,
      aumCr: base.aumCr,
      launchDate: base.launchDate,
      navModel: optionNavModel(base.navModel, option),
      sipDetails: flags.sipFlag === 'Y' ? sip : null,
      stpDetails: stp,
      stpInRules: stpIn,
      swpDetails: swp,
      isNfo: false,
      nfoStart: null,
      nfoEnd: null,
    });
    catalogue.holdings.push(...holdingRows(base, uniqueNo));
    row++;
  }
  return row;
}

interface NfoPlan {
  house: number;
  category: string;
  fundName: string;
  /** A category of the shelf whose type, riskometer and NAV behaviour the NFO shares. */
  like: string;
  objective: string | null;
  start: number;
  end: number;
  options: readonly SchemeOption[];
  purchaseAllowed: YesNo;
  sipFlag: YesNo;
  offerNav: boolean;
  riskometer?: RiskClass;
}

/** Day offsets are from today in Asia/Kolkata; 'soon' means fewer than 2 days left (000 §2.4). */
const NFO_PLANS: readonly NfoPlan[] = [
  {
    house: 0,
    category: 'Thematic - Innovation',
    fundName: 'Innovation Opportunities Fund',
    like: 'flexi-cap',
    objective:
      'to generate long-term capital appreciation by investing in equity and equity related instruments of companies that benefit from innovation.',
    start: -12,
    end: 0,
    options: ['Growth', 'IDCW Payout'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: true,
  },
  {
    house: 1,
    category: 'Sectoral - Defence',
    fundName: 'Defence & Aerospace Fund',
    like: 'infrastructure',
    objective:
      'to generate long-term capital appreciation by investing in equity and equity related instruments of companies engaged in defence, aerospace and allied sectors.',
    start: -10,
    end: 1,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'N',
    offerNav: true,
  },
  {
    house: 2,
    category: 'Thematic - Quality',
    fundName: 'Quality Factor Fund',
    like: 'large-cap',
    objective:
      'to generate long-term capital appreciation by investing in companies with high return on equity, low leverage and stable earnings.',
    start: -6,
    end: 2,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: false,
  },
  {
    house: 3,
    category: "Solution Oriented - Children's Fund",
    fundName: "Children's Future Fund",
    like: 'aggressive-hybrid',
    objective:
      "to generate long-term capital appreciation through a mix of equity and debt investments, with a lock-in until the child's coming of age.",
    start: -4,
    end: 5,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: true,
  },
  {
    house: 23,
    category: 'ELSS Tax Saver',
    fundName: 'Long Term Tax Advantage Fund',
    like: 'elss',
    objective:
      'to generate long-term capital appreciation from equity and equity related instruments, with a statutory lock-in of 3 years and tax benefit under section 80C.',
    start: -3,
    end: 7,
    options: ['Growth', 'IDCW Payout'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: true,
  },
  {
    house: 6,
    category: 'Thematic - Energy',
    fundName: 'Energy Transition Fund',
    like: 'infrastructure',
    objective:
      'to generate long-term capital appreciation by investing in companies participating in the transition to cleaner energy.',
    start: -1,
    end: 9,
    options: ['Growth'],
    purchaseAllowed: 'N',
    sipFlag: 'Y',
    offerNav: true,
  },
  {
    house: 34,
    category: 'Gilt',
    fundName: 'Gilt Target Maturity Fund 2031',
    like: 'gilt',
    objective:
      'to track a portfolio of government securities maturing in 2031, subject to tracking error, and hold them until maturity.',
    start: 0,
    end: 12,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'N',
    offerNav: false,
  },
  {
    house: 35,
    category: 'International FoF',
    fundName: 'Global Healthcare Fund of Fund',
    like: 'international-fof',
    objective: 'to provide long-term capital appreciation by investing in units of overseas healthcare equity funds.',
    start: -2,
    end: 14,
    options: ['Growth'],
    purchaseAllowed: 'N',
    sipFlag: 'N',
    offerNav: true,
    riskometer: 'Not Applicable',
  },
  {
    house: 41,
    category: 'Domestic FoF',
    fundName: 'Income Plus Arbitrage Fund of Fund',
    like: 'asset-allocation-fof',
    objective: 'to generate income by investing in units of debt oriented and arbitrage schemes.',
    start: -8,
    end: 6,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'N',
    offerNav: true,
  },
  {
    house: 24,
    category: 'Multi Asset Allocation',
    fundName: 'Dynamic Multi Asset Fund',
    like: 'multi-asset',
    objective:
      'to generate long-term capital appreciation by investing across equity, debt, gold and silver with dynamic allocation between them.',
    start: 3,
    end: 17,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: true,
  },
  {
    house: 11,
    category: 'Thematic - Special Situations',
    fundName: 'Special Situations Fund',
    like: 'value',
    objective: null,
    start: 5,
    end: 19,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: true,
  },
  {
    house: 41,
    category: 'Thematic - Rural',
    fundName: 'Rural Opportunities Fund',
    like: 'consumption',
    objective:
      'to generate long-term capital appreciation by investing in companies that benefit from rising rural incomes and consumption.',
    start: -5,
    end: 20,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: true,
  },
  {
    house: 10,
    category: 'Thematic - Manufacturing',
    fundName: 'Manufacturing Leaders Fund',
    like: 'manufacturing',
    objective:
      'to generate long-term capital appreciation by investing in leading manufacturing companies; the offer period has closed.',
    start: -16,
    end: -1,
    options: ['Growth'],
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    offerNav: true,
  },
];

function nfoRows(houses: readonly House[], today: string, catalogue: Catalogue): void {
  const serials = new Map<number, number>();
  for (const plan of NFO_PLANS) {
    const house = houses[plan.house] as House;
    const base = categoryByKey(plan.like);
    const spec: CategorySpec = { ...base, category: plan.category, objective: plan.objective ?? base.objective };
    const nfoStart = addDays(today, plan.start);
    const nfoEnd = addDays(today, plan.end);
    const riskometer = plan.riskometer ?? spec.risk;
    const random = createRandom(deriveSeed(CATALOGUE_SEED, 'nfo', house.code, plan.fundName));
    const managers = random.sample(house.managers, random.int(1, 2));
    const objective = plan.objective === null ? null : objectiveHtml(random, spec, riskometer);
    const purchase = purchaseLimits(random, spec.type);
    const redemption = redemptionLimits(random);
    for (const option of plan.options) {
      const serial = serials.get(house.index) ?? 0;
      serials.set(house.index, serial + 1);
      const sip = sipRules(random, spec.type);
      catalogue.schemes.push({
        uniqueNo: mutualFundIsin(house.issuer, `02${serial.toString(36).toUpperCase().padStart(2, '0')}`),
        schemeCode: String(110_000 + house.index * 1000 + 900 + serial),
        amcCode: house.code,
        schemeName: `${house.short} ${plan.fundName} - ${PLAN} - ${option}`,
        schemeType: spec.type,
        category: spec.category,
        gdos: option,
        ...purchase,
        purchaseAllowed: plan.purchaseAllowed,
        sipFlag: plan.sipFlag,
        // Switches into an open offer are taken; nothing can be redeemed before allotment.
        switchFlag: 'Y',
        redemptionAllowed: 'N',
        purchaseTransactionMode: 'DP',
        ...redemption,
        lockInPeriod: spec.type === 'ELSS' ? 1095 : 0,
        riskometer,
        riskometerLaunch: riskometer,
        fundManagers: managers,
        objective,
        aumCr: null,
        launchDate: nfoEnd,
        // Units are offered at ₹10; the NAV walk starts when the offer closes.
        navModel: plan.offerNav
          ? {
              seed: deriveSeed(CATALOGUE_SEED, 'nav', house.code, plan.fundName, option),
              from: nfoEnd,
              startNav: '10.0000',
              drift: option === 'Growth' ? spec.nav.drift : round4(spec.nav.drift * 0.55),
              volatility: spec.nav.volatility,
            }
          : null,
        sipDetails: plan.sipFlag === 'Y' ? { ...sip, status: 'ACTIVE' } : null,
        stpDetails: null,
        stpInRules: null,
        swpDetails: null,
        isNfo: true,
        nfoStart,
        nfoEnd,
      });
    }
  }
}

export function generateCatalogue(now: Date): Catalogue {
  const today = kolkataDate(now);
  const houses = buildHouses();
  const catalogue: Catalogue = { amcs: [], schemes: [], holdings: [] };
  for (const house of houses) {
    catalogue.amcs.push({
      code: house.code,
      name: house.name,
      colour: houseColour(house.index),
      documentUrl: `/api/files/amcs/${house.code}/scheme-documents.pdf`,
      imageUrl: `/api/files/amcs/${house.code}/logo.svg`,
    });
    let row = 0;
    for (const shelf of houseShelf(house)) {
      row = schemeRows(buildBase(house, shelf, today), row, catalogue);
    }
  }
  nfoRows(houses, today, catalogue);
  return catalogue;
}
