/**
 * A migrated, empty database with just enough catalogue for ledger tests: one fund house, a
 * few schemes and investors. Runs on PGlite, or on a PostgreSQL database of its own when
 * TEST_DATABASE_URL is set (the concurrency test then races real connections).
 */
import type { Database } from '../../../server/db/client';
import { amcs, schemes, users } from '../../../server/db/schema';
import { DEMO_BANK } from '../../../server/holdings/demo-holdings';
import { openFolio } from '../../../server/holdings/ledger';
import { openTestDatabase } from '../support/test-database';

export const AMC = 'TSTAMC';
export const OTHER_AMC = 'OTHAMC';
export const EQUITY = 'INF0T0E00011';
export const ELSS = 'INF0T0L00012';
export const OTHER_AMC_FUND = 'INF0O0E00013';
export const TODAY = '2025-06-16';
export const NOW = new Date('2025-06-16T04:30:00.000Z');

type SchemeInsert = typeof schemes.$inferInsert;

export function schemeRow(overrides: Partial<SchemeInsert> & Pick<SchemeInsert, 'uniqueNo'>): SchemeInsert {
  return {
    schemeCode: overrides.uniqueNo.slice(-6),
    amcCode: AMC,
    schemeName: `Test Scheme ${overrides.uniqueNo}`,
    schemeType: 'EQUITY',
    category: 'Flexi Cap',
    gdos: 'Growth',
    minimumPurchaseAmount: '1000.00',
    additionalPurchaseAmount: '500.00',
    maximumPurchaseAmount: '0.00',
    purchaseAllowed: 'Y',
    sipFlag: 'Y',
    switchFlag: 'Y',
    redemptionAllowed: 'Y',
    purchaseTransactionMode: 'DP',
    minimumRedemptionQty: '0.0010',
    maximumRedemptionQty: '0.0000',
    minimumRedemptionAmount: '500.00',
    maximumRedemptionAmount: '0.00',
    redemptionAmountMultiple: '1.00',
    lockInPeriod: 0,
    riskometer: 'Very High',
    riskometerLaunch: 'Very High',
    fundManagers: ['A Manager'],
    objective: null,
    aumCr: null,
    launchDate: '2015-01-01',
    navModel: { seed: 7, from: '2015-01-01', startNav: '10.0000', drift: 0.1, volatility: 0.15 },
    ...overrides,
  };
}

export interface LedgerDb {
  db: Database;
  close(): Promise<void>;
  /** A fresh investor with one open folio of the test fund house. */
  investor(folioNo: string): Promise<number>;
}

let investors = 0;

export async function openLedgerDb(): Promise<LedgerDb> {
  const { db, close } = await openTestDatabase({ seeded: false });
  const amc = (code: string) => ({
    code,
    name: code,
    colour: '#123456',
    documentUrl: `/api/files/amcs/${code}/scheme-documents.pdf`,
    imageUrl: `/api/files/amcs/${code}/logo.svg`,
  });
  await db.insert(amcs).values([amc(AMC), amc(OTHER_AMC)]);
  await db
    .insert(schemes)
    .values([
      schemeRow({ uniqueNo: EQUITY }),
      schemeRow({ uniqueNo: ELSS, schemeType: 'ELSS', lockInPeriod: 1095 }),
      schemeRow({ uniqueNo: OTHER_AMC_FUND, amcCode: OTHER_AMC }),
    ]);
  return {
    db,
    close,
    async investor(folioNo) {
      investors += 1;
      const [user] = await db
        .insert(users)
        .values({
          sub: `sub-${investors}-${folioNo}`,
          email: `investor${investors}.${folioNo}@example.in`,
          createdAt: NOW,
        })
        .returning();
      if (!user) throw new Error('No user');
      await openFolio(db, { userId: user.id, amcCode: AMC, folioNo, openedOn: '2020-01-01', ...DEMO_BANK });
      return user.id;
    },
  };
}
