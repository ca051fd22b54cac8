import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../server/seed/catalogue';
import { addDays, kolkataDate, toDayNumber } from '../../../server/seed/dates';
import { SEED_NFOS, SEED_SCHEMES, type SeedScheme } from '../../../server/seed/fixtures';
import { latestNav, navSeries } from '../../../server/seed/nav';

/** The claims must hold whenever the sandbox is seeded: the server tests' clock, a late-night one, and now. */
const SEED_TIMES = [new Date('2025-06-16T04:30:00.000Z'), new Date('2027-12-31T19:45:00.000Z'), new Date()];

describe.each(SEED_TIMES.map((now) => [now.toISOString(), now] as const))(
  'seed fixtures when seeded at %s',
  (_, now) => {
    const catalogue = generateCatalogue(now);
    const today = kolkataDate(now);
    const scheme = (fixture: SeedScheme) => {
      const found = catalogue.schemes.find((s) => s.uniqueNo === fixture.uniqueNo);
      if (!found) throw new Error(`${fixture.uniqueNo} is not in the catalogue`);
      expect(found.schemeName).toBe(fixture.schemeName);
      expect(found.amcCode).toBe(fixture.amcCode);
      expect(catalogue.amcs.find((amc) => amc.code === found.amcCode)?.name).toBe(fixture.amcName);
      return found;
    };
    const navModelOf = (fixture: SeedScheme) => {
      const model = scheme(fixture).navModel;
      if (!model) throw new Error(`${fixture.uniqueNo} has no NAV model`);
      return model;
    };
    const holdings = (fixture: SeedScheme) => catalogue.holdings.filter((h) => h.uniqueNo === fixture.uniqueNo);

    it('has the end-to-end journey scheme with every card filled and a long history', () => {
      const s = scheme(SEED_SCHEMES.equityJourney);
      expect([s.schemeType, s.gdos, s.isNfo]).toEqual(['EQUITY', 'Growth', false]);
      expect([s.purchaseAllowed, s.sipFlag, s.sipDetails?.status, s.minimumPurchaseAmount]).toEqual([
        'Y',
        'Y',
        'ACTIVE',
        '1000.00',
      ]);
      expect(s.objective).toContain('<ul>');
      expect(s.objective).not.toMatch(/script|onerror|javascript:/i);
      expect(s.fundManagers.length).toBeGreaterThanOrEqual(1);
      expect(s.aumCr).toMatch(/^\d+\.\d{2}$/);
      expect(
        holdings(SEED_SCHEMES.equityJourney).filter((h) => h.assetClass === 'Equity').length,
      ).toBeGreaterThanOrEqual(20);
      expect(s.navModel?.from).toBe('2010-01-04');
      expect(navSeries(navModelOf(SEED_SCHEMES.equityJourney), today).length).toBeGreaterThan(3 * 261);
      // The journey searches by this text; the growth option must be among the matches.
      const matches = catalogue.schemes.filter((x) => x.schemeName.toLowerCase().includes('kaveri flexi'));
      expect(matches.map((x) => x.uniqueNo)).toContain(s.uniqueNo);
    });

    it('has an ELSS with a 3-year lock-in and full data', () => {
      const s = scheme(SEED_SCHEMES.elss);
      expect([s.schemeType, s.lockInPeriod, s.gdos]).toEqual(['ELSS', 1095, 'Growth']);
      expect(s.navModel).not.toBeNull();
      expect(holdings(SEED_SCHEMES.elss).length).toBeGreaterThan(20);
    });

    it('has the empty and odd states', () => {
      expect(scheme(SEED_SCHEMES.noNav).navModel).toBeNull();
      const young = scheme(SEED_SCHEMES.shortHistory);
      const age = toDayNumber(today) - toDayNumber(young.launchDate);
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(365);
      expect(latestNav(navModelOf(SEED_SCHEMES.shortHistory), today)).not.toBeNull();
      expect(holdings(SEED_SCHEMES.noHoldings)).toEqual([]);
      const hostile = scheme(SEED_SCHEMES.hostileObjective).objective;
      for (const payload of ['<script', 'onerror=', 'javascript:', 'onclick=', '<iframe', '<style']) {
        expect(hostile).toContain(payload);
      }
      expect(scheme(SEED_SCHEMES.noObjective).objective).toBeNull();
      expect(scheme(SEED_SCHEMES.purchaseClosed).purchaseAllowed).toBe('N');
      const withoutStatus = scheme(SEED_SCHEMES.sipWithoutStatus);
      expect([withoutStatus.sipFlag, withoutStatus.sipDetails?.status]).toEqual(['Y', null]);
      expect(scheme(SEED_SCHEMES.lockIn365).lockInPeriod).toBe(365);
      for (const fixture of Object.values(SEED_SCHEMES)) {
        expect(scheme(fixture).gdos).toBe('Growth');
      }
    });

    it('has NFOs ending where the fixtures say', () => {
      for (const fixture of Object.values(SEED_NFOS)) {
        const s = scheme(fixture);
        expect(s.isNfo).toBe(true);
        expect(s.nfoEnd).toBe(addDays(today, fixture.endsInDays));
      }
      expect(scheme(SEED_NFOS.closingToday).sipFlag).toBe('Y');
      expect(scheme(SEED_NFOS.closingTomorrow).sipFlag).toBe('N');
      expect(scheme(SEED_NFOS.notPurchasable).purchaseAllowed).toBe('N');
    });
  },
);
