/**
 * Settling a confirmed outflow once the NAV of its date is published (called from allotment,
 * server/orders/processing.ts): the units leave the folio through the ledger (oldest free lots
 * first) at the source's NAV of the trade date; a switch or an STP instalment buys the target
 * with the proceeds at the target's NAV of the same day, in the same folio. The trade date is
 * the cut-off rule's (server/partners/exchange.ts) for the moment the order reached the fund
 * house; a switch uses the later of its two schemes' dates so both legs trade on one day.
 */
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { freeUnits, lockedUnits } from '../../domain/capital-gains';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { folios, orders } from '../db/schema';
import { allotUnits, openLots, redeemUnits } from '../holdings/ledger';
import { promisedTotal, promisesOn } from '../holdings/promised-units';
import { formatRupees } from '../orders/order-description';
import { type OrderRow, orderReference } from '../orders/placement';
import { exchangeVerdict, navDateFor, navPublishedAt } from '../partners/exchange';
import { navOn } from '../seed/nav';
import { lockFolio, type SchemeRow, schemeOf, unitsFor } from './holding';

/** Why a settlement could not take the units it needed: what was needed and what stood in the way. */
interface Shortfall {
  folio: string;
  /** The trade date. */
  date: string;
  /** Units the order needed (4 decimals); an all-units order needs whatever is free. */
  needed?: string;
  /** For an order placed as an amount: the rupees the units were for, at the trade date's NAV. */
  amount?: { rupees: string; nav: string };
  /** Units free of lock-in and not promised to other orders (4 decimals). */
  free: string;
  /** Other unsettled orders' holds on the holding. */
  promised: readonly { ref: string; units: string }[];
  /** Units still under lock-in on the trade date (4 decimals). */
  locked: string;
}

/** What else held the holding's units: other orders' promises, and lock-in only when units were under it. */
function obstacles(shortfall: Shortfall): string {
  const parts: string[] = [];
  if (shortfall.promised.length > 0) {
    const units = shortfall.promised.reduce((sum, promise) => sum.plus(promise.units), new Big(0)).toFixed(4);
    parts.push(
      SETTLEMENT_REMARKS.promised(
        units,
        shortfall.promised.map((promise) => promise.ref),
      ),
    );
  }
  if (new Big(shortfall.locked).gt(0)) parts.push(SETTLEMENT_REMARKS.locked(shortfall.locked));
  return parts.length === 0 ? '' : ` (${parts.join('; ')})`;
}

/** The remarks of an outflow that could not be settled; each names its real cause. */
export const SETTLEMENT_REMARKS = {
  noNav: (date: string) => `No NAV was published for ${date}. Nothing was redeemed; please place the order again.`,
  /** The order needed more units than were free: at the trade date's NAV, for an amount. */
  short: (shortfall: Shortfall) => {
    const forAmount = shortfall.amount
      ? ` for ${formatRupees(shortfall.amount.rupees)} at NAV ${shortfall.amount.nav}`
      : '';
    return `Not enough units in folio ${shortfall.folio} on ${shortfall.date}: ${shortfall.needed} units were needed${forAmount}, only ${shortfall.free} were free${obstacles(shortfall)}. Nothing was redeemed.`;
  },
  /** A redeem-all or whole-folio switch found no unit free. */
  noneFree: (shortfall: Shortfall) =>
    `No units of folio ${shortfall.folio} were free on ${shortfall.date}${obstacles(shortfall)}. Nothing was redeemed.`,
  promised: (units: string, refs: readonly string[]) => `${units} promised to ${refs.join(', ')}`,
  locked: (units: string) => `${units} under lock-in`,
} as const;

const navOf = (scheme: SchemeRow, date: string) => (scheme.navModel ? navOn(scheme.navModel, date) : null);

/** The day both legs trade at: the later cut-off date of the schemes involved. */
export function outflowTradeDate(
  receivedAt: Date,
  source: Pick<SchemeRow, 'schemeType'>,
  target: Pick<SchemeRow, 'schemeType'> | null,
): string {
  const dates = [navDateFor(source.schemeType, receivedAt)];
  if (target) dates.push(navDateFor(target.schemeType, receivedAt));
  return dates.sort().at(-1) as string;
}

async function paidInto(db: Database, userId: number, folio: string): Promise<string> {
  const [row] = await db
    .select()
    .from(folios)
    .where(and(eq(folios.userId, userId), eq(folios.folioNo, folio)));
  return row ? `${row.bankName} account ending ${row.accountNo.slice(-4)}` : 'the bank account of the folio';
}

/**
 * The units an outflow takes at settlement, out of those free of lock-in on the trade date and
 * not promised to the holding's other unsettled outflows: every one of them for a redeem-all or
 * whole-folio switch, the quantity asked for a redemption, and the amount's units at the trade
 * date's NAV (rounded up) for a switch, STP or SWP instalment. Or why it cannot. An order for an
 * amount keeps every promise made before it and every promise of units the investor fixed, but
 * not the estimates of amounts promised after it (instalments the clock reached together, say):
 * those are worked out again when they settle, so an earlier one never fails for a later one.
 */
async function unitsToTake(
  tx: Database,
  order: OrderRow,
  source: SchemeRow,
  folio: string,
  tradeDate: string,
  nav: string,
): Promise<{ units: string } | { remarks: string }> {
  const lots = await openLots(tx, order.userId, source.uniqueNo, folio);
  const byAmount = !order.allUnits && order.orderType !== 'REDEEM';
  const promises = (await promisesOn(tx, order.userId, source.uniqueNo, folio, order.id)).filter(
    (promise) => !byAmount || promise.firm || promise.orderId < order.id,
  );
  const left = freeUnits(lots, source.lockInPeriod, tradeDate).minus(promisedTotal(promises));
  const free = left.gt(0) ? left : new Big(0);
  const shortfall: Shortfall = {
    folio,
    date: tradeDate,
    free: free.toFixed(4),
    promised: promises.map((promise) => ({ ref: orderReference(promise.orderId), units: promise.units })),
    locked: lockedUnits(lots, source.lockInPeriod, tradeDate).toFixed(4),
  };
  if (order.allUnits) {
    return free.gt(0) ? { units: free.toFixed(4) } : { remarks: SETTLEMENT_REMARKS.noneFree(shortfall) };
  }
  const needed = byAmount ? unitsFor(order.amount ?? '0', nav) : (order.quantity ?? '0');
  if (new Big(needed).lte(free)) return { units: needed };
  const amount = byAmount ? { amount: { rupees: order.amount ?? '0', nav } } : {};
  return { remarks: SETTLEMENT_REMARKS.short({ ...shortfall, needed, ...amount }) };
}

/** Settles `order` if its NAV is out; an order already settled (or failed) is left alone. */
export async function settleOutflow(db: Database, clock: Clock, order: OrderRow, source: SchemeRow): Promise<void> {
  const folio = order.folio;
  if (!order.paidAt || !folio) return;
  const now = clock.now();
  const target = order.targetFundId ? await schemeOf(db, order.targetFundId) : null;
  const tradeDate = outflowTradeDate(order.paidAt, source, target);
  if (now.getTime() < navPublishedAt(tradeDate).getTime()) return;
  await db.transaction(async (tx) => {
    await lockFolio(tx, order.userId, folio);
    const [claimed] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.status, 'IN_PROGRESS')))
      .for('update');
    if (!claimed) return;
    const finish = (values: Partial<typeof orders.$inferInsert>) =>
      tx
        .update(orders)
        .set({ ...values, updatedAt: now })
        .where(eq(orders.id, order.id));
    const verdict = await exchangeVerdict(tx);
    if (!verdict.accepted) return finish({ status: 'FAILED', remarks: verdict.remarks ?? 'Rejected by the exchange.' });
    const nav = navOf(source, tradeDate);
    const targetNav = target ? navOf(target, tradeDate) : null;
    if (!nav || (target && !targetNav))
      return finish({ status: 'FAILED', remarks: SETTLEMENT_REMARKS.noNav(tradeDate) });
    const taking = await unitsToTake(tx, claimed, source, folio, tradeDate, nav);
    if ('remarks' in taking) return finish({ status: 'FAILED', remarks: taking.remarks });
    const { units } = taking;
    const proceeds = new Big(units).times(nav).round(2, Big.roundHalfUp).toFixed(2);
    const common = { userId: order.userId, folio, tradeDate, orderRef: orderReference(order.id), now };
    await redeemUnits(tx, { ...common, fundId: source.uniqueNo, units, nav, today: tradeDate });
    const all = claimed.allUnits ? 'all ' : '';
    const sold = `${all}${units} units of ${source.schemeName} at NAV ${nav} of ${tradeDate} (${formatRupees(proceeds)})`;
    let remarks = `Redeemed ${sold} from folio ${folio}, paid to ${await paidInto(tx, order.userId, folio)}.`;
    if (target && targetNav) {
      const bought = new Big(proceeds).div(targetNav).round(4, Big.roundDown).toFixed(4);
      await allotUnits(tx, {
        ...common,
        fundId: target.uniqueNo,
        purchaseType: 'LUMP_SUM',
        units: bought,
        amount: proceeds,
        nav: targetNav,
      });
      remarks = `Switched ${sold} into ${bought} units of ${target.schemeName} at NAV ${targetNav} in folio ${folio}.`;
    }
    const instalment = claimed.transferPlanId === null ? '' : `${claimed.orderType} instalment: `;
    // A whole-folio switch states what its units fetched; a switch for an amount keeps the amount asked.
    const amount = claimed.allUnits && target ? { amount: proceeds } : {};
    return finish({
      status: 'COMPLETED',
      tradeDate,
      units,
      nav,
      quantity: units,
      ...amount,
      remarks: `${instalment}${remarks}`,
    });
  });
}
