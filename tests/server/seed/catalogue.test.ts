import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Catalogue,
  contrastWithWhite,
  generateCatalogue,
  type SchemeInsert,
} from '../../../server/seed/catalogue';
import { CATEGORIES, RISK_CLASSES, SCHEME_OPTIONS, SCHEME_TYPES } from '../../../server/seed/categories';
import { addDays, kolkataDate, toDayNumber } from '../../../server/seed/dates';
import { CASH_INSTRUMENT } from '../../../server/seed/holdings';
import { isValidIsin } from '../../../server/seed/isin';

/** 20:00 UTC is already the next day in India: NFO windows must follow the Indian date. */
const NOW = new Date('2026-03-10T20:00:00.000Z');
const TODAY = kolkataDate(NOW);

/** Real Indian fund houses (and their sponsors) the fictional catalogue must never name. */
const REAL_AMC_WORDS = [
  'HDFC',
  'ICICI',
  'SBI',
  'Axis',
  'Kotak',
  'Nippon',
  'Aditya Birla',
  'Birla',
  'UTI',
  'Mirae',
  'DSP',
  'Tata',
  'Franklin',
  'Templeton',
  'Reliance',
  'Motilal',
  'Edelweiss',
  'Invesco',
  'Sundaram',
  'Canara',
  'Robeco',
  'Baroda',
  'HSBC',
  'IDFC',
  'Bandhan',
  'PGIM',
  'Quant',
  'Quantum',
  'Parag Parikh',
  'PPFAS',
  'LIC',
  'Mahindra',
  'Manulife',
  'Navi',
  'Groww',
  'Zerodha',
  'WhiteOak',
  'White Oak',
  'Samco',
  'Shriram',
  'Taurus',
  'JM Financial',
  'IIFL',
  'Helios',
  'Old Bridge',
  'Bajaj',
  'Jio',
  'BlackRock',
  'Unifi',
  'Angel One',
  'Union',
  'IDBI',
  'Indiabulls',
  'Principal',
  'Sahara',
  'Essel',
  'ITI',
  '360 ONE',
];

const AMOUNT = /^\d+\.\d{2}$/;
const UNITS = /^\d+\.\d{4}$/;
const YES_NO = ['Y', 'N'];

let catalogue: Catalogue;
let regular: SchemeInsert[];
let nfos: SchemeInsert[];
const holdingsOf = new Map<string, Catalogue['holdings']>();

beforeAll(() => {
  catalogue = generateCatalogue(NOW);
  regular = catalogue.schemes.filter((scheme) => !scheme.isNfo);
  nfos = catalogue.schemes.filter((scheme) => scheme.isNfo);
  for (const holding of catalogue.holdings) {
    const list = holdingsOf.get(holding.uniqueNo) ?? [];
    list.push(holding);
    holdingsOf.set(holding.uniqueNo, list);
  }
});

const count = (predicate: (scheme: SchemeInsert) => boolean) => regular.filter(predicate).length;

describe('generateCatalogue', () => {
  it('is deterministic, and ids and names do not depend on the clock', () => {
    expect(generateCatalogue(NOW)).toEqual(catalogue);
    const later = generateCatalogue(new Date('2031-09-01T06:00:00.000Z'));
    const identity = (c: Catalogue) => c.schemes.map((s) => [s.uniqueNo, s.schemeCode, s.schemeName, s.gdos]);
    expect(identity(later)).toEqual(identity(catalogue));
    expect(later.amcs).toEqual(catalogue.amcs);
  });

  it('has the scale of a real market', () => {
    expect(catalogue.amcs.length).toBeGreaterThanOrEqual(42);
    expect(regular.length).toBeGreaterThanOrEqual(2000);
    expect(nfos.length).toBeGreaterThanOrEqual(12);
    for (const type of SCHEME_TYPES) {
      for (const option of SCHEME_OPTIONS) {
        expect(
          count((s) => s.schemeType === type && s.gdos === option),
          `${type} ${option}`,
        ).toBeGreaterThan(0);
      }
    }
    // Every fund house and type offers the growth option the explorer auto-selects (000 §2.3).
    const pairs = new Set(regular.map((s) => `${s.amcCode}|${s.schemeType}`));
    for (const pair of pairs) {
      expect(
        regular.some((s) => `${s.amcCode}|${s.schemeType}` === pair && s.gdos === 'Growth'),
        pair,
      ).toBe(true);
    }
    const typesPerHouse = new Map<string, Set<string>>();
    for (const s of regular)
      typesPerHouse.set(s.amcCode, (typesPerHouse.get(s.amcCode) ?? new Set()).add(s.schemeType));
    expect([...typesPerHouse.values()].some((types) => types.size < SCHEME_TYPES.length)).toBe(true);
  });

  it('names fictional fund houses with distinct, legible colours', () => {
    const names = catalogue.amcs.map((amc) => amc.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(catalogue.amcs.map((amc) => amc.code)).size).toBe(names.length);
    expect(new Set(catalogue.amcs.map((amc) => amc.colour)).size).toBe(names.length);
    for (const amc of catalogue.amcs) {
      expect(amc.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)? Mutual Fund$/);
      expect(amc.code).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
      expect(amc.imageUrl).toBe(`/api/files/amcs/${amc.code}/logo.svg`);
      expect(amc.documentUrl).toBe(`/api/files/amcs/${amc.code}/scheme-documents.pdf`);
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(amc.colour.slice(at, at + 2), 16)) as [
        number,
        number,
        number,
      ];
      expect(amc.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite([r, g, b])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('never uses a real fund house name', () => {
    const texts = [
      ...catalogue.amcs.map((amc) => amc.name),
      ...catalogue.schemes.map((scheme) => scheme.schemeName),
      ...catalogue.holdings.map((holding) => holding.instrumentName),
    ];
    for (const word of REAL_AMC_WORDS) {
      const pattern = new RegExp(`\\b${word}\\b`, 'i');
      expect(texts.filter((text) => pattern.test(text)).slice(0, 3), word).toEqual([]);
    }
  });

  it('gives every scheme a valid, unique ISIN and scheme code', () => {
    const ids = catalogue.schemes.map((s) => s.uniqueNo);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(catalogue.schemes.map((s) => s.schemeCode)).size).toBe(ids.length);
    expect(new Set(catalogue.schemes.map((s) => s.schemeName)).size).toBe(ids.length);
    for (const scheme of catalogue.schemes) {
      expect(isValidIsin(scheme.uniqueNo), scheme.uniqueNo).toBe(true);
      expect(scheme.uniqueNo.startsWith('INF')).toBe(true);
      expect(scheme.schemeCode).toMatch(/^\d{6}$/);
    }
  });

  it('keeps every scheme row within the table and contract invariants', () => {
    const amcNames = new Map(catalogue.amcs.map((amc) => [amc.code, amc.name.replace(/ Mutual Fund$/, '')]));
    const categoriesOfType = new Map<string, Set<string>>();
    for (const spec of CATEGORIES)
      categoriesOfType.set(spec.type, (categoriesOfType.get(spec.type) ?? new Set()).add(spec.category));
    for (const s of regular) {
      const label = s.schemeName;
      expect(s.schemeName.startsWith(`${amcNames.get(s.amcCode)} `), label).toBe(true);
      expect(s.schemeName.endsWith(` - Regular Plan - ${s.gdos}`), label).toBe(true);
      expect(SCHEME_TYPES).toContain(s.schemeType);
      expect(SCHEME_OPTIONS).toContain(s.gdos);
      expect(categoriesOfType.get(s.schemeType)?.has(s.category), label).toBe(true);
      for (const amount of [
        s.minimumPurchaseAmount,
        s.additionalPurchaseAmount,
        s.maximumPurchaseAmount,
        s.minimumRedemptionAmount,
        s.maximumRedemptionAmount,
        s.redemptionAmountMultiple,
      ]) {
        expect(amount, label).toMatch(AMOUNT);
      }
      expect(['100.00', '500.00', '1000.00', '5000.00']).toContain(s.minimumPurchaseAmount);
      expect(s.minimumRedemptionQty).toMatch(UNITS);
      expect(s.maximumRedemptionQty).toMatch(UNITS);
      for (const flag of [s.purchaseAllowed, s.sipFlag, s.switchFlag, s.redemptionAllowed])
        expect(YES_NO).toContain(flag);
      expect(['DP', 'P', 'D']).toContain(s.purchaseTransactionMode);
      const lockIn = s.schemeType === 'ELSS' ? [1095] : s.schemeType === 'FOF' ? [0, 365] : [0];
      expect(lockIn, label).toContain(s.lockInPeriod);
      expect(RISK_CLASSES).toContain(s.riskometer);
      expect(RISK_CLASSES).toContain(s.riskometerLaunch);
      expect(s.fundManagers.length).toBeLessThanOrEqual(3);
      if (s.aumCr !== null && s.aumCr !== undefined) expect(s.aumCr).toMatch(AMOUNT);
      expect(s.launchDate >= '2008-01-01' && s.launchDate <= TODAY, label).toBe(true);
      if (s.navModel) {
        expect(s.navModel.from).toBe(s.launchDate);
        expect(s.navModel.startNav).toMatch(UNITS);
        expect(s.navModel.volatility).toBeGreaterThan(0);
      }
      expect(s.nfoStart ?? null).toBeNull();
      expect(s.nfoEnd ?? null).toBeNull();
      expect(s.sipDetails != null, label).toBe(s.sipFlag === 'Y');
      if (s.sipDetails) {
        const sip = s.sipDetails;
        for (const amount of [sip.minInstAmt, sip.maxInstAmt, sip.multiplierAmt, sip.sipMultiplierAmount]) {
          if (amount !== null) expect(amount).toMatch(AMOUNT);
        }
        if (sip.defaultDate !== null) expect(sip.defaultDate >= 1 && sip.defaultDate <= 28).toBe(true);
        if (sip.pauseFlag === 'N') expect(sip.pauseModCount).toBe(0);
      }
      const frequencies = (s.stpDetails ?? []).map((rule) => rule.frequency);
      expect(new Set(frequencies).size).toBe(frequencies.length);
      for (const rule of s.stpDetails ?? []) {
        expect(rule.outMinInstAmt).toMatch(AMOUNT);
        expect(Number(rule.outMinInstAmt)).toBeLessThanOrEqual(Number(rule.outMaxInstAmt));
        expect(rule.minInstNumbers).toBeLessThanOrEqual(rule.maxInstNumbers);
      }
      if (s.swpDetails) {
        expect(Number(s.swpDetails.minInstAmt)).toBeLessThanOrEqual(Number(s.swpDetails.maxInstAmt));
        expect(s.swpDetails.minGap).toBeLessThan(s.swpDetails.maxGap);
      }
    }
    // Some 100,000 checks: seconds on a quiet machine, more beside the rest of CI.
  }, 60_000);

  it('gives riskometers by category', () => {
    const risk = (category: string) => new Set(regular.filter((s) => s.category === category).map((s) => s.riskometer));
    expect([...risk('Small Cap')].every((r) => r === 'Very High' || r === 'High')).toBe(true);
    expect([...risk('Overnight')].every((r) => r === 'Low' || r === 'Low to Moderate')).toBe(true);
    expect(count((s) => s.riskometer === 'Not Applicable')).toBeGreaterThan(0);
    expect(count((s) => s.riskometer === 'Not Applicable')).toBeLessThan(30);
  });
});

describe('portfolios', () => {
  it('add up to exactly 100.00% with cash last', () => {
    for (const [uniqueNo, holdings] of holdingsOf) {
      const hundredths = holdings.reduce((sum, h) => sum + Math.round(Number(h.allocation) * 100), 0);
      expect(hundredths, uniqueNo).toBe(10_000);
      expect(holdings.map((h) => h.position)).toEqual(holdings.map((_, i) => i + 1));
      const cash = holdings.at(-1);
      expect(cash?.instrumentName).toBe(CASH_INSTRUMENT);
      expect(Number(cash?.allocation)).toBeGreaterThan(0);
      for (const h of holdings) expect(h.allocation).toMatch(AMOUNT);
    }
  });

  it('hold 20 to 45 companies in equity and hybrid funds and rated paper in debt funds', () => {
    for (const s of regular) {
      const holdings = holdingsOf.get(s.uniqueNo) ?? [];
      if (holdings.length === 0) continue;
      const companies = holdings.filter((h) => h.assetClass === 'Equity');
      if (s.schemeType === 'EQUITY' || s.schemeType === 'ELSS' || s.schemeType === 'HYBRID (NC)') {
        expect(companies.length, s.schemeName).toBeGreaterThanOrEqual(20);
        expect(companies.length, s.schemeName).toBeLessThanOrEqual(45);
      }
      if (s.schemeType === 'DEBT' || s.schemeType === 'LIQUID') {
        expect(companies).toEqual([]);
        for (const h of holdings.slice(0, -1)) expect(['SOV', 'AAA', 'AA+', 'AA', 'A+', 'A1+']).toContain(h.rating);
      }
    }
  });

  it('value each holding at its share of AUM', () => {
    for (const s of regular.slice(0, 300)) {
      for (const h of holdingsOf.get(s.uniqueNo) ?? []) {
        if (s.aumCr === null || s.aumCr === undefined) {
          expect(h.investment).toBeNull();
          continue;
        }
        const expected = (Number(h.allocation) / 100) * Number(s.aumCr) * 1e7;
        expect(h.investment).toMatch(AMOUNT);
        expect(Math.abs(Number(h.investment) - expected)).toBeLessThanOrEqual(Number(s.aumCr) * 1e7 * 0.0001);
      }
    }
  });

  it('share one portfolio across the options of a scheme', () => {
    const base = (name: string) => name.replace(/ - Regular Plan - .*$/, '');
    const growth = regular.find((s) => s.gdos === 'Growth' && holdingsOf.has(s.uniqueNo));
    const payout = regular.find(
      (s) => s.gdos === 'IDCW Payout' && growth && base(s.schemeName) === base(growth.schemeName),
    );
    const names = (id: string | undefined) =>
      (holdingsOf.get(id ?? '') ?? []).map((h) => [h.instrumentName, h.allocation]);
    expect(names(payout?.uniqueNo)).toEqual(names(growth?.uniqueNo));
  });
});

describe('rules exercise every branch the flows take', () => {
  it('covers the SIP minimum and maximum fallbacks of 000 §5', () => {
    const sip = regular.filter((s) => s.sipDetails);
    const n = (predicate: (s: SchemeInsert) => boolean) => sip.filter(predicate).length;
    const add = (s: SchemeInsert) => Number(s.additionalPurchaseAmount);
    const min = (s: SchemeInsert) => Number(s.minimumPurchaseAmount);
    expect(n((s) => s.sipDetails?.minInstAmt !== null)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.minInstAmt === null && add(s) === 0)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.minInstAmt === null && add(s) > 0 && min(s) > add(s))).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.minInstAmt === null && add(s) > 0 && min(s) <= add(s))).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.maxInstAmt !== null)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.maxInstAmt === null && Number(s.maximumPurchaseAmount) > 0)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.maxInstAmt === null && Number(s.maximumPurchaseAmount) === 0)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.multiplierAmt === null)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.multiplierAmt === '100.00')).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.status === null)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.defaultDate === null)).toBeGreaterThan(0);
    expect(n((s) => s.sipDetails?.pauseFlag === 'Y')).toBeGreaterThan(0);
    expect(count((s) => s.gdos === 'IDCW Payout' && s.sipFlag === 'N')).toBeGreaterThan(
      count((s) => s.gdos === 'Growth' && s.sipFlag === 'N'),
    );
  });

  it('offers switch targets that fail each eligibility rule of 001 §5', () => {
    expect(count((s) => s.switchFlag === 'N')).toBeGreaterThan(0);
    expect(count((s) => s.purchaseAllowed === 'N')).toBeGreaterThan(0);
    expect(count((s) => s.redemptionAllowed === 'N')).toBeGreaterThan(0);
    expect(count((s) => s.purchaseTransactionMode === 'D')).toBeGreaterThan(0);
    expect(count((s) => s.purchaseTransactionMode === 'P')).toBeGreaterThan(0);
    expect(count((s) => s.maximumPurchaseAmount === '0.00')).toBeGreaterThan(regular.length / 3);
    expect(
      count((s) => Number(s.maximumPurchaseAmount) > 0 && Number(s.maximumPurchaseAmount) <= 500_000),
    ).toBeGreaterThan(0);
    expect(count((s) => s.maximumRedemptionAmount === '0.00')).toBeGreaterThan(0);
    expect(count((s) => s.maximumRedemptionQty === '0.0000')).toBeGreaterThan(0);
  });

  it('covers STP out and in, and SWP, both ways', () => {
    const startable = (s: SchemeInsert) =>
      (s.stpDetails ?? []).some((r) => r.frequency !== 'QUARTERLY' && r.regOut === 'Y' && r.status);
    expect(count(startable)).toBeGreaterThan(0);
    expect(count((s) => !!s.stpDetails && !startable(s))).toBeGreaterThan(0);
    expect(count((s) => s.stpDetails?.length === 1 && s.stpDetails[0]?.frequency === 'QUARTERLY')).toBeGreaterThan(0);
    expect(count((s) => !s.stpDetails)).toBeGreaterThan(0);
    for (const frequency of ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY']) {
      expect(count((s) => !!s.stpDetails?.some((r) => r.frequency === frequency))).toBeGreaterThan(0);
    }
    expect(count((s) => !!s.stpDetails?.some((r) => r.status === false))).toBeGreaterThan(0);
    expect(count((s) => Number(s.stpDetails?.[0]?.outMaxInstAmt ?? 0) === 25_000)).toBeGreaterThan(0);
    expect(count((s) => s.stpInRules?.regIn === 'Y')).toBeGreaterThan(0);
    expect(count((s) => s.stpInRules?.regIn === 'N')).toBeGreaterThan(0);
    expect(count((s) => !s.stpInRules)).toBeGreaterThan(0);
    expect(count((s) => s.stpInRules?.inMultiplierAmt === '100.00')).toBeGreaterThan(0);
    expect(count((s) => s.stpInRules?.inMaxInstAmt === '50000.00')).toBeGreaterThan(0);
    expect(count((s) => s.swpDetails?.status === 'ACTIVE')).toBeGreaterThan(0);
    expect(count((s) => !!s.swpDetails && s.swpDetails.status === null)).toBeGreaterThan(0);
    expect(count((s) => !s.swpDetails)).toBeGreaterThan(0);
    expect(count((s) => (s.swpDetails?.minGap ?? 0) > 0)).toBeGreaterThan(0);
  });

  it('leaves empty states and hostile markup for the scheme page to handle', () => {
    expect(count((s) => !s.navModel)).toBeGreaterThan(0);
    expect(count((s) => s.objective === null)).toBeGreaterThan(0);
    expect(count((s) => !!s.objective?.includes('<script'))).toBeGreaterThan(0);
    expect(count((s) => !!s.objective?.includes('javascript:'))).toBeGreaterThan(0);
    expect(count((s) => !!s.objective?.includes('<ul>'))).toBeGreaterThan(0);
    expect(count((s) => s.aumCr === null)).toBeGreaterThan(0);
    expect(count((s) => s.fundManagers.length === 0)).toBeGreaterThan(0);
    expect(count((s) => !holdingsOf.has(s.uniqueNo))).toBeGreaterThan(0);
    const young = count((s) => !!s.navModel && toDayNumber(TODAY) - toDayNumber(s.launchDate) < 365);
    expect(young).toBeGreaterThan(0);
    expect(young).toBeLessThan(regular.length / 5);
    expect(count((s) => s.launchDate < '2010-01-01')).toBeGreaterThan(0);
  });
});

describe('NFOs', () => {
  it('sit around the Indian today', () => {
    const listed = nfos.filter((s) => (s.nfoEnd ?? '') >= TODAY);
    const daysLeft = (s: SchemeInsert) => toDayNumber(s.nfoEnd ?? '') - toDayNumber(TODAY);
    expect(listed.length).toBeGreaterThanOrEqual(12);
    expect(nfos.filter((s) => daysLeft(s) < 0).length).toBeGreaterThanOrEqual(1);
    expect(listed.filter((s) => daysLeft(s) === 0).length).toBeGreaterThan(0);
    expect(listed.filter((s) => daysLeft(s) === 1).length).toBeGreaterThan(0);
    expect(listed.filter((s) => daysLeft(s) >= 5 && daysLeft(s) <= 20).length).toBeGreaterThanOrEqual(6);
    expect(listed.some((s) => (s.nfoStart ?? '') > TODAY)).toBe(true);
    expect(listed.filter((s) => s.purchaseAllowed === 'N').length).toBeGreaterThan(0);
    expect(listed.filter((s) => s.sipFlag === 'N').length).toBeGreaterThan(0);
    expect(nfos.filter((s) => s.nfoEnd === addDays(TODAY, 0)).length).toBeGreaterThan(0);
  });

  it('offer units at 10.0000 from the end of the offer', () => {
    expect(nfos.some((s) => s.navModel === null)).toBe(true);
    for (const s of nfos) {
      expect((s.nfoStart ?? '') <= (s.nfoEnd ?? '')).toBe(true);
      expect(s.sipDetails != null).toBe(s.sipFlag === 'Y');
      expect(s.lockInPeriod).toBe(s.schemeType === 'ELSS' ? 1095 : 0);
      if (s.navModel) {
        expect(s.navModel.startNav).toBe('10.0000');
        expect(s.navModel.from).toBe(s.nfoEnd);
      }
      expect(holdingsOf.has(s.uniqueNo)).toBe(false);
    }
  });
});
