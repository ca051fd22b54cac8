/**
 * The verified demo investor's holdings, written through the ledger on every seed and reset so
 * /portfolio shows real rows in the sandbox: an equity scheme over two folios (a lump sum, and
 * SIP instalments), an ELSS bought six months ago (still inside its lock-in) and a debt fund
 * partly redeemed. Schemes come from the seeded catalogue and every trade uses the scheme's
 * real NAV on its date, so the values agree with /bo/navs.
 */
import Big from 'big.js';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type LedgerPurchaseType, schemes } from '../db/schema';
import { addDays, kolkataDate } from '../seed/dates';
import { latestNav } from '../seed/nav';
import { allotUnits, type FolioBank, openFolio, redeemUnits } from './ledger';

export const DEMO_BANK: FolioBank = {
  bankName: 'HDFC Bank',
  ifsc: 'HDFC0000240',
  accountType: 'SAVINGS_BANK',
  accountNo: '50100234567890',
};

/** Folio numbers as a registrar prints them; both folios are with the same fund house. */
export const DEMO_FOLIOS = ['4817263/52', '4817309/18'] as const;

type DemoType = 'EQUITY' | 'ELSS' | 'DEBT';

interface Trade {
  type: DemoType;
  folio: 0 | 1;
  daysAgo: number;
  /** Rupees invested; redemptions give a share of the units held instead. */
  amount?: string;
  purchaseType?: LedgerPurchaseType;
  redeemShare?: string;
}

const TRADES: readonly Trade[] = [
  { type: 'EQUITY', folio: 0, daysAgo: 420, amount: '50000.00', purchaseType: 'LUMP_SUM' },
  ...[150, 120, 90, 60, 30].map(
    (daysAgo): Trade => ({ type: 'EQUITY', folio: 1, daysAgo, amount: '5000.00', purchaseType: 'SIP' }),
  ),
  { type: 'ELSS', folio: 0, daysAgo: 182, amount: '150000.00', purchaseType: 'LUMP_SUM' },
  { type: 'DEBT', folio: 0, daysAgo: 270, amount: '100000.00', purchaseType: 'LUMP_SUM' },
  { type: 'DEBT', folio: 0, daysAgo: 45, redeemShare: '0.2' },
];

/** Long-running growth schemes of one fund house that has all three types, picked in a stable order. */
async function pickSchemes(db: Database, today: string) {
  const rows = await db
    .select({
      uniqueNo: schemes.uniqueNo,
      amcCode: schemes.amcCode,
      schemeType: schemes.schemeType,
      navModel: schemes.navModel,
    })
    .from(schemes)
    .where(
      and(
        inArray(schemes.schemeType, ['EQUITY', 'ELSS', 'DEBT']),
        eq(schemes.gdos, 'Growth'),
        eq(schemes.isNfo, false),
        eq(schemes.redemptionAllowed, 'Y'),
        eq(schemes.switchFlag, 'Y'),
        lte(schemes.launchDate, addDays(today, -1000)),
      ),
    )
    .orderBy(asc(schemes.amcCode), asc(schemes.schemeName));
  const byAmc = new Map<string, Map<string, (typeof rows)[number]>>();
  for (const row of rows) {
    if (!row.navModel) continue;
    const types = byAmc.get(row.amcCode) ?? new Map();
    if (!types.has(row.schemeType)) types.set(row.schemeType, row);
    byAmc.set(row.amcCode, types);
  }
  for (const [amcCode, types] of byAmc) {
    const equity = types.get('EQUITY');
    const elss = types.get('ELSS');
    const debt = types.get('DEBT');
    if (equity && elss && debt) return { amcCode, byType: { EQUITY: equity, ELSS: elss, DEBT: debt } };
  }
  return null;
}

/** Writes the demo holdings for `userId` as of `now` (the seed's time). */
export async function seedDemoHoldings(db: Database, userId: number, now: Date): Promise<void> {
  const today = kolkataDate(now);
  const picked = await pickSchemes(db, today);
  if (!picked) throw new Error('The catalogue has no fund house with equity, ELSS and debt growth schemes');
  const opened = addDays(today, -Math.max(...TRADES.map((trade) => trade.daysAgo)));
  for (const folioNo of DEMO_FOLIOS) {
    await openFolio(db, { userId, amcCode: picked.amcCode, folioNo, openedOn: opened, ...DEMO_BANK });
  }
  // Units held per scheme and folio as the trades go, for the redemption share.
  const held = new Map<string, Big>();
  for (const trade of [...TRADES].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const scheme = picked.byType[trade.type];
    const point = scheme.navModel ? latestNav(scheme.navModel, addDays(today, -trade.daysAgo)) : null;
    if (!point) throw new Error(`Scheme ${scheme.uniqueNo} has no NAV ${trade.daysAgo} days ago`);
    const folio = DEMO_FOLIOS[trade.folio];
    const key = `${scheme.uniqueNo}|${folio}`;
    const common = { userId, fundId: scheme.uniqueNo, folio, nav: point.value, tradeDate: point.date, now };
    if (trade.redeemShare) {
      const units = (held.get(key) ?? new Big(0)).times(trade.redeemShare).round(4, Big.roundDown);
      await redeemUnits(db, { ...common, units: units.toFixed(4), today });
      held.set(key, (held.get(key) ?? new Big(0)).minus(units));
    } else {
      const amount = trade.amount ?? '0.00';
      // Units are allotted to 4 decimals, rounded down: the fund never allots more than was paid for.
      const units = new Big(amount).div(point.value).round(4, Big.roundDown);
      await allotUnits(db, {
        ...common,
        purchaseType: trade.purchaseType ?? 'LUMP_SUM',
        units: units.toFixed(4),
        amount,
      });
      held.set(key, (held.get(key) ?? new Big(0)).plus(units));
    }
  }
}
