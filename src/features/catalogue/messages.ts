/**
 * Every text the catalogue screens show. Quoted spec texts (000 §2.3–2.5, §5, §8)
 * are verbatim; screens and tests both read them from here.
 */

/** 000 §2.5 / §8: any value the server did not send. */
export const NOT_AVAILABLE = 'Not Available';

export const commonMessages = {
  retry: 'Retry',
} as const;

export const explorerMessages = {
  title: 'Explore Mutual Funds',
  intro: 'Pick a fund house, a scheme type and an option, then press Explore to list the schemes.',
  filtersLegend: 'Filters',
  fundHouse: 'Fund House',
  fundHousePlaceholder: 'Choose a fund house',
  schemeType: 'Scheme Type',
  schemeTypePlaceholder: 'Choose a scheme type',
  option: 'Option',
  optionPlaceholder: 'Choose an option',
  optionLocked: 'Only the growth option can be explored.',
  noGrowthOption: 'This scheme type has no growth option.',
  loadingList: 'Loading…',
  explore: 'Explore',
  incompleteFilters: 'Please select all the valid filters',
  searchLabel: 'Search by scheme name',
  searchPlaceholder: 'e.g. bluechip',
  searchHint: 'Type at least 3 characters',
  search: 'Search',
  chooseFirst: 'Choose a fund house, scheme type and option, then press Explore.',
  pressExplore: 'Press Explore to list the schemes.',
  loadingSchemes: 'Loading schemes…',
  /** The results' heading (beyond the spec, issue 29): Explore moves focus here. */
  results: 'Schemes',
  noSchemes: 'No schemes match these filters.',
  columns: { name: 'Scheme Name', minAmount: 'Min Amount', actions: 'Actions' },
  sortAscending: 'Sort by scheme name, A to Z',
  sortDescending: 'Sort by scheme name, Z to A',
  details: 'Details',
  detailsOf: (schemeName: string) => `Details of ${schemeName}`,
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total} schemes`,
  pagination: 'Scheme list pages',
  failed: {
    fundHouses: 'The fund houses could not be loaded.',
    schemeTypes: 'The scheme types could not be loaded.',
    schemeOptions: 'The options could not be loaded.',
    schemes: 'The schemes could not be loaded.',
  },
  browseByType: 'Browse by type',
  allFilters: 'Back to all filters',
} as const;

export const nfoMessages = {
  breadcrumbHome: 'Home',
  breadcrumbNfo: 'NFO',
  title: 'New Fund Offering',
  empty: "NFO's are not available at the moment, please explore our latest mutual funds.",
  explore: 'Explore',
  closingSoon: 'Closing Soon',
  schemeType: 'Scheme Type',
  startDate: 'Start Date',
  endDate: 'End Date',
  moreInfo: 'More Info',
  lessInfo: 'Less Info',
  objective: 'Objective',
  riskometer: 'Riskometer',
  nav: 'NAV',
  minInvestment: 'Minimum Investment',
  sortLabel: 'Sort by end date',
  sortAscending: 'Closing first',
  sortDescending: 'Closing last',
  loading: 'Loading new fund offerings…',
  failed: 'The new fund offerings could not be loaded.',
  pagination: 'NFO pages',
} as const;

export const orderMessages = {
  buy: 'BUY',
  sip: 'SIP',
  buyLabel: (schemeName: string) => `Buy ${schemeName}`,
  sipLabel: (schemeName: string) => `Start a SIP in ${schemeName}`,
} as const;

export const detailsMessages = {
  /** The phone's action bar with SIP and BUY (beyond the spec, issue 29). */
  orderBar: (schemeName: string) => `Invest in ${schemeName}`,
  lockIn: (days: number) => `${days} days LockIn`,
  objective: 'Objective',
  category: 'Category',
  currentNav: 'Current NAV',
  noNav: 'No NAV Found',
  noData: 'No Data Found',
  /** 'Last Updated On: {date}', the date set apart so it never breaks at its hyphens. */
  lastUpdatedOn: 'Last Updated On: ',
  lastUpdatedNotFound: 'Last Updated On: Not Found',
  navChangeLabel: 'Change since the previous NAV',
  riskometer: 'Riskometer',
  aum: 'AUM',
  minInvestment: 'Min Investment',
  navHistory: 'NAV History',
  navHistoryEmpty: 'NAV history not available.',
  navHistoryTabs: 'NAV history period',
  navChartSummary: (period: string, fromValue: string, fromDate: string, toValue: string, toDate: string) =>
    `NAV history over ${period}: ${fromValue} on ${fromDate}, ${toValue} on ${toDate}.`,
  sectorAllocation: 'Sector Allocation',
  sectorEmpty: 'Sectorwise breakdown not available.',
  sectorChartSummary: (parts: string) => `Sector allocation: ${parts}.`,
  holdings: 'Scheme Holdings',
  holdingsEmpty: 'Companywise breakdown not available.',
  holdingColumns: ['Company', 'Allocation', 'Investment', 'Sector', 'Asset Class', 'Rating'],
  missingCell: '-',
  fundManagers: 'Fund Managers',
  noFundManagers: 'Not available',
  amcLogo: (amcName: string) => `${amcName} logo`,
  schemeDocuments: 'Scheme Documents',
  opensInNewTab: '(opens in a new tab)',
  disclaimer: 'Disclaimer',
  disclaimerTitle: 'Disclaimer',
  disclaimerText: [
    'Mutual fund investments are subject to market risks. Read all scheme-related documents carefully before investing.',
    'Past performance is no guide to future returns and may not be sustained.',
    'The figures on this page, including NAV history, CAGR and allocations, are illustrative and do not constitute an offer, a recommendation or investment advice.',
  ],
  close: 'Close',
  notFoundTitle: 'Scheme not found',
  notFound: (isin: string) =>
    `We could not find a scheme with the fund id ${isin}. It may have been merged or withdrawn.`,
  backToExplore: 'Explore mutual funds',
  loading: 'Loading scheme details…',
} as const;

/** Period names read out by the chart summaries. */
export const navWindowNames = {
  '3M': '3 months',
  '6M': '6 months',
  '1Y': '1 year',
  '2Y': '2 years',
  '3Y': '3 years',
  MAX: 'the whole history',
} as const;
