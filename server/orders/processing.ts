/**
 * Work that falls due as sandbox time passes: UPI payments the payer approves, and allotment of
 * paid orders once the NAV of their date is published (server/partners/exchange.ts); SIP
 * instalments are server/plans/sip-instalments.ts. `findDueWork` says what is due; each piece of work is a function
 * of one payment, registration or order that the job queue (server/jobs/) runs, claims its row
 * under a lock and changes nothing when run again. Nothing here runs on a read.
 * Allotment appends to the unit ledger through `openFolio`/`allotUnits`, never a total.
 */
import Big from 'big.js';
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { folios, orders, payments, schemes, sipRegistrations } from '../db/schema';
import { type AllotInput, allotUnitsOf, type FolioBank, openFolio } from '../holdings/ledger';
import {
  type ExchangeVerdict,
  exchangeVerdict,
  NFO_OFFER_NAV,
  navDateFor,
  navPublishedAt,
  nextBusinessDay,
} from '../partners/exchange';
import { isWeekday } from '../seed/dates';
import { navOn } from '../seed/nav';
import { isOutflow, OUTFLOW_KINDS } from '../transfers/holding';
import { findDuePlans } from '../transfers/instalments';
import { outflowTradeDate, settleOutflow } from '../transfers/settlement';
import { findRegistration } from './account-state';
import { formatRupees, type OrderRow, orderReference } from './placement';

export const PAYMENT_RECEIVED = 'Payment received. Units will be allotted at the applicable NAV after the cut-off.';
const NO_NAV_REMARK = 'No NAV was published for the allotment date. The amount will be refunded.';
const NO_BANK_REMARK = 'No bank account is registered with the exchange for this account. The amount will be refunded.';

/** Marks an order paid: it goes to the exchange and waits for its NAV. */
export async function markPaid(db: Database, orderId: number, paidAt: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'IN_PROGRESS', paidAt, remarks: PAYMENT_RECEIVED, updatedAt: paidAt })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['AUTHENTICATED'])));
}

export async function markFailed(db: Database, orderId: number, remarks: string, now: Date): Promise<void> {
  await db.update(orders).set({ status: 'FAILED', remarks, updatedAt: now }).where(eq(orders.id, orderId));
}

/** A UPI collect request the payer approves is paid when its settlement job runs. */
export async function settlePayment(db: Database, paymentId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ state: 'PAID', settledAt: now })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'PENDING'), eq(payments.settlesOn, 'poll')))
      .returning();
    if (claimed) await markPaid(tx, claimed.orderId, now);
  });
}

/** The columns of a scheme an allotment reads (not its objective, holdings or plan rules). */
const SCHEME_FOR_ALLOTMENT = {
  schemeType: schemes.schemeType,
  amcCode: schemes.amcCode,
  navModel: schemes.navModel,
  isNfo: schemes.isNfo,
  nfoEnd: schemes.nfoEnd,
  schemeName: schemes.schemeName,
};
type SchemeForAllotment = Pick<
  typeof schemes.$inferSelect,
  'schemeType' | 'amcCode' | 'navModel' | 'isNfo' | 'nfoEnd' | 'schemeName'
>;

/** The NAV date of a paid order: the offer's end for an NFO bought during the offer, else the cut-off rule. */
function tradeDateOf(scheme: SchemeForAllotment, paidAt: Date): string {
  if (scheme.isNfo && scheme.nfoEnd) {
    const end = scheme.nfoEnd;
    const paidOn = navDateFor(scheme.schemeType, paidAt);
    if (paidOn <= end) return isWeekday(end) ? end : nextBusinessDay(end);
  }
  return navDateFor(scheme.schemeType, paidAt);
}

function navOf(scheme: SchemeForAllotment, tradeDate: string): string | null {
  if (
    scheme.isNfo &&
    scheme.nfoEnd &&
    tradeDate <= (isWeekday(scheme.nfoEnd) ? scheme.nfoEnd : nextBusinessDay(scheme.nfoEnd))
  ) {
    return NFO_OFFER_NAV;
  }
  return scheme.navModel ? navOn(scheme.navModel, tradeDate) : null;
}

/** Folio numbers of the sandbox registrar: unique because the order id is. */
const folioNumberFor = (order: OrderRow) => `${5_000_000 + order.id}/${String(order.userId % 100).padStart(2, '0')}`;

async function folioFor(
  db: Database,
  order: OrderRow,
  amcCode: string,
  tradeDate: string,
): Promise<{ folio: string } | { problem: string }> {
  const owned = await db.select().from(folios).where(eq(folios.userId, order.userId)).orderBy(asc(folios.id));
  const sameAmc = owned.find((folio) => folio.amcCode === amcCode);
  if (sameAmc) return { folio: sameAmc.folioNo };
  const registration = await findRegistration(db, order.userId);
  const registered: FolioBank | null =
    registration?.bankName && registration.ifsc && registration.accountType && registration.accountNo
      ? {
          bankName: registration.bankName,
          ifsc: registration.ifsc,
          accountType: registration.accountType,
          accountNo: registration.accountNo,
        }
      : null;
  const fromFolio = owned[0];
  const bank: FolioBank | null =
    registered ??
    (fromFolio
      ? {
          bankName: fromFolio.bankName,
          ifsc: fromFolio.ifsc,
          accountType: fromFolio.accountType,
          accountNo: fromFolio.accountNo,
        }
      : null);
  if (!bank) return { problem: NO_BANK_REMARK };
  const opened = await openFolio(db, {
    userId: order.userId,
    amcCode,
    folioNo: folioNumberFor(order),
    openedOn: tradeDate,
    ...bank,
  });
  return { folio: opened.folioNo };
}

/**
 * Where a purchase is allotted: a SIP instalment in its SIP's folio, which the first allotted
 * instalment fixes (the registration row is locked, so instalments allotted together agree);
 * anything else in the fund house's first folio, or a new one.
 */
async function allotmentFolio(
  db: Database,
  order: OrderRow,
  amcCode: string,
  tradeDate: string,
): Promise<{ folio: string } | { problem: string }> {
  if (order.orderType !== 'SIP' || order.sipRegistrationId === null) return folioFor(db, order, amcCode, tradeDate);
  const [sip] = await db
    .select({ folio: sipRegistrations.folio })
    .from(sipRegistrations)
    .where(eq(sipRegistrations.id, order.sipRegistrationId))
    .for('update');
  if (sip?.folio) return { folio: sip.folio };
  const place = await folioFor(db, order, amcCode, tradeDate);
  if ('folio' in place) {
    await db
      .update(sipRegistrations)
      .set({ folio: place.folio })
      .where(eq(sipRegistrations.id, order.sipRegistrationId));
  }
  return place;
}

/** When a paid order can be allotted: its trade date's NAV is published (server/partners/exchange.ts). */
function allotmentDueAt(scheme: SchemeForAllotment, paidAt: Date): Date {
  return navPublishedAt(tradeDateOf(scheme, paidAt));
}

/**
 * Allots one paid purchase whose NAV is published, or fails it when the exchange rejects it or
 * no NAV exists; settles a confirmed outflow whose NAV is published. Anything else (not paid,
 * already allotted, NAV not yet out) is left as it is, so running it again changes nothing.
 */
export async function allotOrder(db: Database, clock: Clock, orderId: number): Promise<void> {
  await allotOrdersOf(db, clock, [orderId]);
}

/**
 * `allotOrder` for many orders: the purchases in one transaction, each by the same rules as
 * alone, with each statement made once for all of them (the day after a SIP date, thousands of
 * instalments are allotted); the outflows one by one.
 */
export async function allotOrdersOf(db: Database, clock: Clock, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  // Redemptions, switches, STP and SWP instalments settle through the lot ledger instead.
  const outflows = await db
    .select({ order: orders, scheme: schemes })
    .from(orders)
    .innerJoin(schemes, eq(schemes.uniqueNo, orders.fundId))
    .where(
      and(
        inArray(orders.id, [...orderIds]),
        eq(orders.status, 'IN_PROGRESS'),
        inArray(orders.orderType, OUTFLOW_KINDS),
      ),
    )
    .orderBy(asc(orders.id));
  for (const { order, scheme } of outflows) await settleOutflow(db, clock, order, scheme);
  const settled = new Set(outflows.map(({ order }) => order.id));
  const purchases = orderIds.filter((id) => !settled.has(id));
  if (purchases.length === 0) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: orders, scheme: SCHEME_FOR_ALLOTMENT })
      .from(orders)
      .innerJoin(schemes, eq(schemes.uniqueNo, orders.fundId))
      .where(
        and(
          inArray(orders.id, purchases),
          eq(orders.status, 'IN_PROGRESS'),
          notInArray(orders.orderType, [...OUTFLOW_KINDS]),
        ),
      )
      .orderBy(asc(orders.id))
      .for('update', { of: orders });
    const folioOfSip = await sipFolios(
      tx,
      rows.map(({ order }) => order),
    );
    let verdict: ExchangeVerdict | undefined;
    const allotted: Array<{ order: OrderRow; allotment: AllotInput }> = [];
    for (const { order, scheme } of rows) {
      if (!order.paidAt || order.amount === null) continue;
      const tradeDate = tradeDateOf(scheme, order.paidAt);
      if (now.getTime() < navPublishedAt(tradeDate).getTime()) continue;
      verdict ??= await exchangeVerdict(tx);
      if (!verdict.accepted) {
        await markFailed(tx, order.id, verdict.remarks ?? 'Rejected by the exchange.', now);
        continue;
      }
      const nav = navOf(scheme, tradeDate);
      if (!nav) {
        await markFailed(tx, order.id, NO_NAV_REMARK, now);
        continue;
      }
      const sipId = order.orderType === 'SIP' ? order.sipRegistrationId : null;
      const known = sipId === null ? undefined : folioOfSip.get(sipId);
      const place = known ? { folio: known } : await allotmentFolio(tx, order, scheme.amcCode, tradeDate);
      if ('problem' in place) {
        await markFailed(tx, order.id, place.problem, now);
        continue;
      }
      // Units to 4 decimals, rounded down, as the demo ledger does: never more than was paid for.
      const units = new Big(order.amount).div(nav).round(4, Big.roundDown).toFixed(4);
      allotted.push({
        order,
        allotment: {
          userId: order.userId,
          fundId: order.fundId,
          folio: place.folio,
          purchaseType: order.orderType === 'SIP' ? 'SIP' : 'LUMP_SUM',
          units,
          amount: order.amount,
          nav,
          tradeDate,
          orderRef: orderReference(order.id),
          now,
        },
      });
    }
    if (allotted.length === 0) return;
    await allotUnitsOf(
      tx,
      allotted.map(({ allotment }) => allotment),
    );
    await tx.execute(sql`
      update ${orders} set status = 'COMPLETED', trade_date = done.trade_date::date, units = done.units::numeric,
        nav = done.nav::numeric, folio = done.folio, remarks = done.remarks, updated_at = ${now}
      from (values ${sql.join(
        allotted.map(
          ({ order, allotment: { tradeDate, units, nav, folio, amount } }) =>
            sql`(${order.id}::int, ${tradeDate}, ${units}, ${nav}, ${folio}, ${`Allotted ${units} units at NAV ${nav} of ${tradeDate} in folio ${folio} for ${formatRupees(amount)}.`})`,
        ),
        sql`, `,
      )}) as done (id, trade_date, units, nav, folio, remarks)
      where ${orders.id} = done.id`);
  });
}

/**
 * The folio of each SIP the orders are instalments of, where its first allotted instalment has
 * fixed one; the registration rows are locked, so instalments allotted at the same time agree.
 */
async function sipFolios(tx: Database, purchases: readonly OrderRow[]): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      purchases.flatMap((order) =>
        order.orderType === 'SIP' && order.sipRegistrationId !== null ? [order.sipRegistrationId] : [],
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: sipRegistrations.id, folio: sipRegistrations.folio })
    .from(sipRegistrations)
    .where(inArray(sipRegistrations.id, ids))
    .orderBy(asc(sipRegistrations.id))
    .for('update');
  return new Map(rows.flatMap((row) => (row.folio ? [[row.id, row.folio] as const] : [])));
}

/** What is due at the sandbox clock's now, by kind: the work the job queue is given. */
interface DueWork {
  /** UPI collect requests the payer approves, waiting to be settled. */
  payments: number[];
  /** Paid orders whose NAV is published, and confirmed outflows whose NAV is published. */
  allotments: number[];
  /** STP and SWP plans with an instalment date reached. */
  plans: number[];
}

export async function findDueWork(db: Database, clock: Clock): Promise<DueWork> {
  const now = clock.now();
  const duePayments = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.state, 'PENDING'), eq(payments.settlesOn, 'poll')))
    .orderBy(asc(payments.id));
  const paid = await db
    .select({ order: orders, scheme: SCHEME_FOR_ALLOTMENT })
    .from(orders)
    .innerJoin(schemes, eq(schemes.uniqueNo, orders.fundId))
    .where(and(eq(orders.status, 'IN_PROGRESS'), isNotNull(orders.paidAt)))
    .orderBy(asc(orders.id));
  const targets = await schemesById(
    db,
    paid.flatMap(({ order }) => (order.targetFundId ? [order.targetFundId] : [])),
  );
  const dueAt = ({ order, scheme }: (typeof paid)[number]): Date | null => {
    if (!order.paidAt) return null;
    if (!isOutflow(order)) return order.amount === null ? null : allotmentDueAt(scheme, order.paidAt);
    const target = order.targetFundId ? targets.get(order.targetFundId) : null;
    if (!order.folio || target === undefined) return null;
    return navPublishedAt(outflowTradeDate(order.paidAt, scheme, target));
  };
  return {
    payments: duePayments.map((p) => p.id),
    allotments: paid
      .filter((row) => {
        const at = dueAt(row);
        return at !== null && at.getTime() <= now.getTime();
      })
      .map(({ order }) => order.id),
    plans: await findDuePlans(db, clock),
  };
}

async function schemesById(db: Database, ids: string[]): Promise<Map<string, typeof schemes.$inferSelect>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(schemes)
    .where(inArray(schemes.uniqueNo, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.uniqueNo, row]));
}
