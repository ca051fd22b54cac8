/**
 * Units promised to outflows (redemptions, switches, STP and SWP instalments) that have gone to
 * the fund house and are not settled yet: each holds its `quantity` of one scheme in one folio
 * until it completes or fails. One definition for what GET /portfolios reports
 * (`pendingQuantity`, so every screen offers only what is left), what another outflow may still
 * take (server/transfers/holding.ts) and what a settlement must leave to the others
 * (server/transfers/settlement.ts).
 */
import Big from 'big.js';
import { and, asc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type OrderKind, orders } from '../db/schema';

/** Order kinds that take units out of a folio. */
export const OUTFLOW_KINDS: readonly OrderKind[] = ['REDEEM', 'SWITCH', 'STP', 'SWP'];

/** An unsettled outflow's hold on units of one holding. */
interface UnitPromise {
  orderId: number;
  /** 4 decimals. */
  units: string;
  /**
   * Units the investor fixed (a redemption's quantity, a redeem-all's or whole-folio switch's
   * every free unit), not an amount's units estimated at the last NAV (a switch for an amount,
   * an STP or SWP instalment), which settlement works out again at the trade date's NAV.
   */
  firm: boolean;
}

/** The investor's orders that hold units now. */
const promising = (userId: number): SQL | undefined =>
  and(
    eq(orders.userId, userId),
    eq(orders.status, 'IN_PROGRESS'),
    inArray(orders.orderType, [...OUTFLOW_KINDS]),
    isNotNull(orders.quantity),
  );

/** The key `promisedByHolding` answers by. */
export const promisedKey = (fundId: string, folio: string) => `${fundId}|${folio}`;

/** The promises on one holding, oldest first, other than `exceptOrderId`'s own. */
export async function promisesOn(
  db: Database,
  userId: number,
  fundId: string,
  folio: string,
  exceptOrderId?: number,
): Promise<UnitPromise[]> {
  const rows = await db
    .select({ orderId: orders.id, units: orders.quantity, orderType: orders.orderType, allUnits: orders.allUnits })
    .from(orders)
    .where(
      and(
        promising(userId),
        eq(orders.fundId, fundId),
        eq(orders.folio, folio),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    units: new Big(row.units ?? '0').toFixed(4),
    firm: row.allUnits || row.orderType === 'REDEEM',
  }));
}

export const promisedTotal = (promises: readonly UnitPromise[]): Big =>
  promises.reduce((sum, promise) => sum.plus(promise.units), new Big(0));

/** Units promised on each of the investor's holdings, 4 decimals, by `promisedKey`. */
export async function promisedByHolding(db: Database, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ fundId: orders.fundId, folio: orders.folio, units: sql<string>`sum(${orders.quantity})` })
    .from(orders)
    .where(promising(userId))
    .groupBy(orders.fundId, orders.folio);
  return new Map(
    rows.flatMap((row) => (row.folio ? [[promisedKey(row.fundId, row.folio), new Big(row.units).toFixed(4)]] : [])),
  );
}

/**
 * What changes whenever a promise is made or ends (confirmed, settled, failed), for the
 * portfolio read's fingerprint (portfolio-read.ts): an SQL expression over the investor's row.
 */
export function promisesFingerprint(userId: number): SQL<string> {
  return sql<string>`(select concat(count(*), '/', max(${orders.id}), '/', sum(${orders.quantity}), '/', max(${orders.updatedAt}))
    from ${orders} where ${promising(userId)})`;
}
