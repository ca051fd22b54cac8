/**
 * Every text the portfolio page shows. Quoted spec texts (000 §2.8) are verbatim; screens and
 * tests both read them from here.
 */
import type { HoldingAction } from '../../../domain/holding-actions';
import type { ReturnKind } from '../../../domain/return-figure';

/** Beyond the spec (issue 26): how each kind of return figure is labelled. */
const RETURN_LABELS: Record<ReturnKind, string> = { ABSOLUTE: 'Absolute return', XIRR: 'XIRR' };

export const portfolioMessages = {
  title: 'Portfolio',
  tabsLabel: 'Holdings',
  ownTab: (brand: string) => `${brand} Investment`,
  externalTab: 'External Portfolio',
  externalEmpty: 'No external portfolio data available.',
  ownEmpty: 'You have no investments yet.',
  ownEmptyHint: 'Funds you buy appear here with their value and returns.',
  explore: 'Explore Funds',
  loading: 'Loading your holdings…',
  loadingExternal: 'Loading your external portfolio…',
  failed: 'Your holdings could not be loaded.',
  failedExternal: 'Your external portfolio could not be loaded.',
  retry: 'Retry',
  columns: {
    schemeName: 'Scheme name',
    invested: 'Invested Value',
    current: 'Current Value',
    gainLoss: 'Gain/Loss',
    units: 'Units',
    action: 'Action',
  },
  totals: {
    heading: (tab: string) => `${tab} totals`,
    invested: 'Invested Value',
    current: 'Current Value',
    gainLoss: 'Total P & L',
    returns: 'Returns %',
    xirr: RETURN_LABELS.XIRR,
    absolute: RETURN_LABELS.ABSOLUTE,
  },
  /**
   * Beyond the spec (issue 26): a fund's return under its gain, absolute while its money is
   * under a year old, then the annualised XIRR; '—' when undefined.
   */
  returnLine: (kind: ReturnKind, rate: string) => `${RETURN_LABELS[kind]} ${rate}`,
  notAvailable: '—',
  /** The phone layout's list of funds, one card each. */
  cardsLabel: (tab: string) => `${tab} funds`,
  sipTag: 'SIP',
  pagination: (tab: string) => `${tab} pages`,
  actionsOf: (schemeName: string) => `Actions for ${schemeName}`,
  actionsButton: 'Actions',
  actions: {
    details: 'Details',
    redeem: 'Redeem',
    switch: 'Switch Fund',
    swp: 'Start SWP',
    stp: 'Start STP',
  } satisfies Record<HoldingAction, string>,
  checkingPlans: 'Checking SWP and STP…',
} as const;

/** The capital-gains page (beyond the spec). */
export const capitalGainsMessages = {
  link: 'Capital gains',
  back: '← Back to Portfolio',
  title: 'Capital gains',
  intro:
    'Gains and losses on units you have sold (redemptions, switches, STP and SWP instalments), by financial year (April to March). Units are matched first in, first out; equity and ELSS units held more than 12 months are long term, debt and liquid units bought from 1 April 2023 are always short term, others are long term after 24 months.',
  download: 'Download CSV',
  loading: 'Loading your capital gains…',
  failed: 'Your capital gains could not be loaded.',
  empty: 'You have not sold any units yet, so there are no capital gains to show.',
  year: (financialYear: string) => `FY ${financialYear}`,
  shortTerm: 'Short term',
  longTerm: 'Long term',
  folio: (folio: string) => `Folio ${folio}`,
  /** The phone cards' list, one per financial year. */
  salesOf: (financialYear: string) => `Sales in FY ${financialYear}`,
  columns: ['Scheme', 'Bought on', 'Sold on', 'Units', 'Cost', 'Proceeds', 'Gain', 'Term'],
  /** Beyond the spec (issue 31): each year's estimated tax. */
  tax: {
    label: (financialYear: string) => `Tax for FY ${financialYear}`,
    estimated: 'Estimated tax',
    exemptionUsed: 'Long-term exemption used',
    exemptionOf: (used: string, exemption: string) => `${used} of ${exemption}`,
    shortLossCarried: 'Short-term loss carried forward',
    longLossCarried: 'Long-term loss carried forward',
    note: 'Estimated from your sales here at the rates for each sale’s date: equity funds 20% short term and 12.5% long term above the year’s ₹1.25 lakh exemption (15%, and 10% above ₹1 lakh, before 23 July 2024); other funds’ long-term gains 12.5%. With 4% cess, without surcharge; gains booked elsewhere are not known here.',
    notEstimatedLabel: 'Gains not estimated',
    notEstimated:
      'Gains not estimated are taxed at your income-tax slab rate (debt and liquid funds bought from 1 April 2023, other funds held short term) or under the old indexation rules; their tax is not included.',
  },
} as const;
