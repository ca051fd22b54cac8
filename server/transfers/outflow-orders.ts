/**
 * What redemptions, switches, STPs and SWPs share: the order is placed (made once however often
 * the same request arrives within 10 minutes) and a 6-digit code is e-mailed through the order
 * OTP machinery (server/orders/otp.ts: hashed, expiring, 5 attempts); confirming checks the
 * code with the folio row locked, so outflows of one folio are confirmed one after the other
 * and each sees the units the others have promised.
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { ApiError, notFound } from '../contract/api-error';
import type { Database } from '../db/client';
import { type OrderKind, type OrderState, orders, schemes, users } from '../db/schema';
import type { UserRow } from '../identity/users';
import { conflict } from '../orders/errors';
import { describeOrder } from '../orders/order-description';
import { hasUsableOrderOtp, issueOrderOtp, verifyOrderOtp } from '../orders/otp';
import {
  findRecentRequest,
  ORDER_MESSAGES,
  type OrderOtpNotice,
  type OrderRow,
  orderReference,
} from '../orders/placement';
import { createOutbox } from '../partners/outbox';
import { lockFolio } from './holding';

export interface TransferContext {
  db: Database;
  clock: Clock;
  brandName: string;
}

async function schemeName(db: Database, fundId: string | null): Promise<string | undefined> {
  if (!fundId) return undefined;
  const [row] = await db.select({ name: schemes.schemeName }).from(schemes).where(eq(schemes.uniqueNo, fundId));
  return row?.name;
}

async function sendTransferCode({ db, clock, brandName }: TransferContext, user: UserRow, order: OrderRow) {
  const code = await issueOrderOtp(db, order.id, user.id, clock.now());
  const what = describeOrder(
    order,
    (await schemeName(db, order.fundId)) ?? order.fundId,
    await schemeName(db, order.targetFundId),
  );
  await createOutbox(db, clock).sendEmail({
    to: user.email,
    subject: `${brandName}: your OTP for order ${orderReference(order.id)}`,
    body: `${code} is your OTP to confirm order ${orderReference(order.id)}, ${what}. It is valid for 10 minutes. Never share it with anyone.`,
    code,
  });
}

type OutflowValues = Pick<
  typeof orders.$inferInsert,
  'fundId' | 'targetFundId' | 'amount' | 'quantity' | 'folio' | 'transferPlanId' | 'allUnits'
> & { orderType: OrderKind };

/** The placed order and what its OTP step should say about the code (as purchases answer it). */
export interface PlacedOutflow {
  orderId: number;
  otp: OrderOtpNotice;
}

/**
 * Places the order and e-mails its code, or answers the identical one (same `fingerprint`)
 * still awaiting its code from the last 10 minutes: STILL_VALID while the code sent then still
 * works (nothing is sent), else with a new code. `beforeInsert` runs inside the transaction
 * (e.g. to register the plan the order will confirm).
 */
export async function placeOutflow(
  context: TransferContext,
  user: UserRow,
  values: OutflowValues,
  fingerprint: string,
  beforeInsert?: (tx: Database) => Promise<Partial<OutflowValues>>,
): Promise<PlacedOutflow> {
  const { db, clock } = context;
  return db.transaction(async (tx): Promise<PlacedOutflow> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const now = clock.now();
    const duplicate = await findRecentRequest(tx, user.id, fingerprint, now);
    if (duplicate) {
      if (await hasUsableOrderOtp(tx, duplicate.id, now)) return { orderId: duplicate.id, otp: 'STILL_VALID' };
      await sendTransferCode({ ...context, db: tx }, user, duplicate);
      return { orderId: duplicate.id, otp: 'SENT' };
    }
    const extra = beforeInsert ? await beforeInsert(tx) : {};
    const [order] = await tx
      .insert(orders)
      .values({
        ...values,
        ...extra,
        userId: user.id,
        status: 'INITIATED',
        requestFingerprint: fingerprint,
        placedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('The order was not recorded');
    await sendTransferCode({ ...context, db: tx }, user, order);
    return { orderId: order.id, otp: 'SENT' };
  });
}

/**
 * The caller's order of that kind whose `fundId` (or target, where the spec sends the target)
 * is the one in the path; anything else answers 404, as if it did not exist.
 */
export async function findOwnOutflow(
  db: Database,
  userId: number,
  orderId: number,
  kind: OrderKind,
  fundId: string,
  matches: 'source' | 'target' | 'either',
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.orderType, kind)));
  const fundMatches =
    order &&
    ((matches !== 'target' && order.fundId === fundId) || (matches !== 'source' && order.targetFundId === fundId));
  if (!order || !fundMatches) throw notFound(`Order ${orderId} was not found`);
  return order;
}

export async function resendTransferCode(context: TransferContext, user: UserRow, order: OrderRow): Promise<void> {
  if (order.status !== 'INITIATED') throw conflict(ORDER_MESSAGES.alreadyConfirmed);
  await context.db.transaction((tx) => sendTransferCode({ ...context, db: tx }, user, order));
}

/**
 * What a verified code leads to: the order's new status and remarks (and, for an order sent to
 * the fund house, the units it now holds), or a refusal that fails it.
 */
export type AfterVerified =
  | { status: OrderState; remarks: string; paidAt?: Date; quantity?: string }
  | { refused: ApiError };

/**
 * Verifies the code with the folio and the order locked, then applies what `afterVerified`
 * decides. A wrong code answers 422 and counts the attempt; a refusal after a good code marks
 * the order FAILED with the refusal's message as its remarks and answers it.
 */
export async function confirmOutflow(
  { db, clock }: TransferContext,
  user: UserRow,
  order: OrderRow,
  otp: string,
  afterVerified: (tx: Database, order: OrderRow) => Promise<AfterVerified>,
): Promise<{ orderId: number; status: OrderState }> {
  if (order.status !== 'INITIATED') throw conflict(ORDER_MESSAGES.alreadyConfirmed);
  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<ApiError | OrderState> => {
    if (order.folio) await lockFolio(tx, user.id, order.folio);
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current?.status !== 'INITIATED') return conflict(ORDER_MESSAGES.alreadyConfirmed);
    const wrongCode = await verifyOrderOtp(tx, order.id, otp, now);
    if (wrongCode) return wrongCode;
    const next = await afterVerified(tx, current);
    const update =
      'refused' in next
        ? { status: 'FAILED' as const, remarks: next.refused.message }
        : {
            status: next.status,
            remarks: next.remarks,
            paidAt: next.paidAt ?? null,
            ...(next.quantity === undefined ? {} : { quantity: next.quantity }),
          };
    await tx
      .update(orders)
      .set({ ...update, updatedAt: now })
      .where(eq(orders.id, order.id));
    return 'refused' in next ? next.refused : next.status;
  });
  if (outcome instanceof ApiError) throw outcome;
  return { orderId: order.id, status: outcome };
}
