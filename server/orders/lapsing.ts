/**
 * Orders whose code was never entered (issue 13 item 11): once the order's last code has expired
 * unused (10 minutes on the sandbox clock, server/orders/otp.ts) the order lapses, FAILED with a
 * remark Order Status shows. The spec has no text for it, so the remark says what happened and
 * what to do. A resend before expiry gives the order a new code and so another 10 minutes.
 */
import { and, asc, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderOtps, orders } from '../db/schema';
import { OTP_LIFETIME_MS } from './otp';

export const LAPSED_REMARK = `Order lapsed: the OTP was not entered within ${OTP_LIFETIME_MS / 60_000} minutes. Please place the order again.`;

/** An order with a code still usable at `now`: not used, not replaced by a resend, not expired. */
const hasLiveCode = (now: Date) =>
  sql`exists (select 1 from ${orderOtps} where ${and(
    eq(orderOtps.orderId, orders.id),
    isNull(orderOtps.usedAt),
    isNull(orderOtps.replacedAt),
    gt(orderOtps.expiresAt, now),
  )})`;

/** INITIATED orders with no live code at `now`. */
export async function findLapsedOrders(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'INITIATED'), not(hasLiveCode(now))))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/**
 * Lapses the order if it is still INITIATED without a live code. The order row is locked first,
 * as confirmation and resend lock it, so a code entered or resent just in time wins or loses whole.
 */
export async function lapseOrder(db: Database, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'INITIATED')))
      .for('update');
    if (!order) return;
    await tx
      .update(orders)
      .set({ status: 'FAILED', remarks: LAPSED_REMARK, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'INITIATED'), not(hasLiveCode(now))));
  });
}
