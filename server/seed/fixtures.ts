/**
 * Named schemes of the seed that tests and testers can rely on. They come from the showcase
 * fund house's fixed shelf and the NFO plans, so they hold whatever the sandbox clock says;
 * tests/server/seed/fixtures.test.ts checks every claim made here against the generator.
 */

export interface SeedScheme {
  readonly uniqueNo: string;
  readonly schemeName: string;
  readonly amcCode: string;
  readonly amcName: string;
}

const kaveri = (uniqueNo: string, fund: string, option = 'Growth'): SeedScheme => ({
  uniqueNo,
  schemeName: `Kaveri ${fund} - Regular Plan - ${option}`,
  amcCode: 'KAVERI',
  amcName: 'Kaveri Mutual Fund',
});

export const SEED_SCHEMES = {
  /**
   * EQUITY, Growth, every card filled: NAV since 2010-01-04, holdings, clean objective with a
   * list, two fund managers, AUM, SIP (ACTIVE, min 500, multiplier 100), BUY and SIP allowed,
   * minimum purchase 1000.00. The end-to-end journey's scheme; search it with 'Kaveri Flexi'.
   */
  equityJourney: kaveri('INFK0A001097', 'Flexi Cap Fund'),
  /** ELSS, Growth, lock-in 1095 days, full data, NAV since 2011-06-01. */
  elss: kaveri('INFK0A0010X1', 'ELSS Tax Saver Fund'),
  /** No NAV model: 'No NAV Found', 'NAV history not available.'; getNav answers 404. */
  noNav: kaveri('INFK0A001154', 'Multi Asset Allocation Fund'),
  /** Launched 200 days before the seed's today: CAGR (1 Year) and longer read '- -'. */
  shortHistory: kaveri('INFK0A0010L6', 'Business Cycle Fund'),
  /** No holdings: 'Sectorwise breakdown not available.', 'Companywise breakdown not available.' */
  noHoldings: kaveri('INFK0A001030', 'Overnight Fund'),
  /** Objective carries every hostile payload (script, onerror, javascript: links, handlers, iframe, style). */
  hostileObjective: kaveri('INFK0A0010I2', 'Banking & Financial Services Fund'),
  /** Objective null: 'Not Available'. */
  noObjective: kaveri('INFK0A0010R3', 'Corporate Bond Fund'),
  /** purchaseAllowed 'N' (overseas limit reached): no BUY button. */
  purchaseClosed: kaveri('INFK0A0011A7', 'US Technology Fund of Fund'),
  /** sipFlag 'Y' but SIP status null: no SIP button (000 §2.5). */
  sipWithoutStatus: kaveri('INFK0A0010U7', 'Gilt Fund'),
  /** Close-ended fund of fund with a 365-day lock-in. */
  lockIn365: kaveri('INFK0A0011D1', 'Fixed Horizon Fund of Fund - Series 2'),
} as const satisfies Record<string, SeedScheme>;

interface SeedNfo extends SeedScheme {
  /** Offer end relative to the sandbox's today (Asia/Kolkata), in days. */
  readonly endsInDays: number;
}

export const SEED_NFOS = {
  /** Ends today: listed with 'Closing Soon'; BUY and SIP. */
  closingToday: {
    ...kaveri('INFK0A002004', 'Innovation Opportunities Fund'),
    endsInDays: 0,
  },
  /** Ends tomorrow: 'Closing Soon'; BUY only (sipFlag 'N'). */
  closingTomorrow: {
    uniqueNo: 'INFG0O102004',
    schemeName: 'Godavari Defence & Aerospace Fund - Regular Plan - Growth',
    amcCode: 'GODAVARI',
    amcName: 'Godavari Mutual Fund',
    endsInDays: 1,
  },
  /** Ends in 9 days, purchaseAllowed 'N': SIP only. */
  notPurchasable: {
    uniqueNo: 'INFP0E602006',
    schemeName: 'Periyar Energy Transition Fund - Regular Plan - Growth',
    amcCode: 'PERIYAR',
    amcName: 'Periyar Mutual Fund',
    endsInDays: 9,
  },
  /** Ended yesterday: must not be listed. */
  closed: {
    uniqueNo: 'INFJ1H002008',
    schemeName: 'Jhelum Manufacturing Leaders Fund - Regular Plan - Growth',
    amcCode: 'JHELUM',
    amcName: 'Jhelum Mutual Fund',
    endsInDays: -1,
  },
} as const satisfies Record<string, SeedNfo>;
