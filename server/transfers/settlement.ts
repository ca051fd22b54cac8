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
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { folios, orders } from '../db/schema';
import { allotUnits, InsufficientUnitsError, redeemUnits } from '../holdings/ledger';
import { formatRupees } from '../orders/order-description';
import { type OrderRow, orderReference } from '../orders/placement';
import { exchangeVerdict, navDateFor, navPublishedAt } from '../partners/exchange';
import { navOn } from '../seed/nav';
import { lockFolio, type SchemeRow, schemeOf, unitsFor } from './holding';

export const SETTLEMENT_REMARKS = {
  noNav: (date: string) => `No NAV was published for ${date}. Nothing was redeemed; please place the order again.`,
  insufficient: (folio: string, date: string) =>
    `Not enough units free of lock-in in folio ${folio} on ${date}. Nothing was redeemed.`,
} as const;

const navOf = (scheme: SchemeRow, date: string) => (scheme.navModel ? navOn(scheme.navModel, date) : null);

/** The day both legs trade at: the later cut-off date of the schemes involved. */
export function outflowTradeDate(receivedAt: Date, source: SchemeRow, target: SchemeRow | null): string {
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
    const units = claimed.orderType === 'REDEEM' ? (claimed.quantity ?? '0') : unitsFor(claimed.amount ?? '0', nav);
    const proceeds = new Big(units).times(nav).round(2, Big.roundHalfUp).toFixed(2);
    const common = { userId: order.userId, folio, tradeDate, orderRef: orderReference(order.id), now };
    try {
      await redeemUnits(tx, { ...common, fundId: source.uniqueNo, units, nav, today: tradeDate });
    } catch (error) {
      if (!(error instanceof InsufficientUnitsError)) throw error;
      return finish({ status: 'FAILED', remarks: SETTLEMENT_REMARKS.insufficient(folio, tradeDate) });
    }
    const sold = `${units} units of ${source.schemeName} at NAV ${nav} of ${tradeDate} (${formatRupees(proceeds)})`;
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
    return finish({ status: 'COMPLETED', tradeDate, units, nav, quantity: units, remarks: `${instalment}${remarks}` });
  });
}
