import type { NavPoint, NfoEntry, SchemeDetails } from '../../../src/api/catalogue';

export const ISIN = 'INF0A1B01234';

export function schemeDetails(
  overrides: Partial<SchemeDetails> = {},
  facts: Partial<SchemeDetails['schemeDetails']> = {},
): SchemeDetails {
  return {
    uniqueNo: ISIN,
    schemeName: 'Sanchay Bluechip Equity Fund Direct Growth',
    schemeCode: 'SBEF-DG',
    schemeType: 'EQUITY',
    amcCode: 'SANCHAYMF',
    amcName: 'Sanchay Mutual Fund',
    gdos: 'Growth',
    minimumPurchaseAmount: '5000.00',
    maximumPurchaseAmount: '0.00',
    additionalPurchaseAmount: '1000.00',
    sipFlag: 'Y',
    purchaseAllowed: 'Y',
    switchFlag: 'Y',
    redemptionAllowed: 'Y',
    purchaseTransactionMode: 'DP',
    minimumRedemptionQty: '0.0010',
    maximumRedemptionQty: '0.0000',
    minimumRedemptionAmount: '500.00',
    maximumRedemptionAmount: '0.00',
    redemptionAmountMultiple: '1.00',
    lockInPeriod: 0,
    isNfo: false,
    sipDetails: {
      status: 'ACTIVE',
      minInstAmt: '500.00',
      maxInstAmt: '100000.00',
      multiplierAmt: '1.00',
      sipMultiplierAmount: '1.00',
      defaultDate: 5,
      sipMaxGap: 60,
      pauseFlag: 'N',
      pauseModCount: 0,
    },
    schemeDetails: {
      isin: ISIN,
      riskometer: 'Very High',
      riskometerLaunch: 'Very High',
      fundManager: ['Asha Menon', 'Rahul Iyer'],
      objective: '<p>To generate <b>long-term</b> capital appreciation.</p>',
      category: 'Large Cap Fund',
      aum: '12345.67',
      portfolioBeanList: [
        holding('HDFC Bank Ltd', '9.50', 'Financial Services'),
        holding('ICICI Bank Ltd', '7.25', 'Financial Services'),
        holding('Infosys Ltd', '6.00', 'Information Technology'),
        holding('Reliance Industries Ltd', '8.00', 'Energy'),
        holding('Sun Pharmaceutical Industries Ltd', '4.00', 'Healthcare'),
        holding('Maruti Suzuki India Ltd', '3.00', 'Automobile'),
      ],
      ...facts,
    },
    amcDetails: {
      amcDocumentUrl: '/api/files/amcs/SANCHAYMF/scheme-documents.pdf',
      amcImgUrl: '/api/files/amcs/SANCHAYMF/logo.svg',
    },
    ...overrides,
  };
}

export function holding(
  instrumentName: string,
  allocation: string,
  sector: string | null,
  rest: Partial<
    Omit<SchemeDetails['schemeDetails']['portfolioBeanList'][number], 'instrumentName' | 'allocation' | 'sector'>
  > = {},
) {
  return {
    instrumentName,
    allocation,
    investment: '1250000.00',
    denomination: null,
    sector,
    assetClass: 'Equity',
    rating: null,
    ...rest,
  };
}

/** A daily history of `days + 1` points ending on `end`, rising 0.01 a day from `start`. */
export function navHistory(end: string, days: number, start = 100): NavPoint[] {
  const endMs = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: days + 1 }, (_, i) => ({
    date: new Date(endMs - (days - i) * 86_400_000).toISOString().slice(0, 10),
    value: (start + i / 100).toFixed(4),
  }));
}

export function nfo(
  schemeName: string,
  endDate: string,
  overrides: Partial<NfoEntry['scheme']> = {},
  entry: Partial<Omit<NfoEntry, 'scheme'>> = {},
): NfoEntry {
  return {
    scheme: {
      uniqueNo: `INF${schemeName.replace(/\W/g, '').slice(0, 9).toUpperCase().padEnd(9, '0')}`,
      schemeCode: schemeName.slice(0, 6).toUpperCase(),
      schemeName,
      schemeType: 'EQUITY',
      startDate: '2024-06-01',
      endDate,
      minimumPurchaseAmount: '5000.00',
      maximumPurchaseAmount: '0.00',
      additionalPurchaseAmount: '1000.00',
      sipFlag: 'Y',
      purchaseAllowed: 'Y',
      schemeDetails: { riskometerLaunch: 'High', objective: '<p>Long-term growth.</p>' },
      ...overrides,
    },
    nav: { navValue: '10.0000' },
    soon: false,
    ...entry,
  };
}
