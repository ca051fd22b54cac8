/**
 * Skip and cancel (001 §2.16, §4.5, §7 POST /plans/{planId}/{type}/{transaction}, PUT and PATCH
 * /plans/{orderId}/{type}): the request is an order (SIP_PAUSE, SIP_CANCEL, STP_CANCEL or
 * SWP_CANCEL) confirmed with a 6-digit code e-mailed through the order OTP machinery
 * (server/orders/otp.ts), so it is listed in Order Status like every other order. The plan's
 * state is checked when the change is asked for and again, with the plan row locked, when the
 * code is confirmed: a plan cancelled meanwhile (say, by three failed debits) refuses the change.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../domain/contract/user';
import { CANCEL_REASON_REQUIRED, cancelReasonLabel, type SipCancelReason } from '../../domain/plans/cancel-reasons';
import { isCancelDisabled, isSkipDisabled } from '../../domain/plans/plan-actions';
import { notFound, validationFailed } from '../contract/api-error';
import type { Database } from '../db/client';
import { type OrderKind, type OrderState, orders, schemes, sipRegistrations, transferPlans, users } from '../db/schema';
import type { UserRow } from '../identity/users';
import { conflict, unprocessable } from '../orders/errors';
import { LAPSED_REMARK } from '../orders/lapsing';
import { formatRupees } from '../orders/order-description';
import { hasUsableOrderOtp, issueOrderOtp } from '../orders/otp';
import { findRecentRequest, nextMonthlyDate, ORDER_MESSAGES, type OrderRow, orderReference } from '../orders/placement';
import { createOutbox } from '../partners/outbox';
import { addDays } from '../seed/dates';
import { confirmOutflow, type TransferContext } from '../transfers/outflow-orders';
import { sipBean, stpBean, swpBean } from './plan-beans';

type Schemas = components['schemas'];
type PlanType = Schemas['PlanType'];
type PlanTransaction = Schemas['PlanTransaction'];

export const PLAN_CHANGE_MESSAGES = {
  onlySipSkip: 'Only a SIP instalment can be skipped.',
  notRunning: (type: PlanType) => `This ${type} is no longer running.`,
  cancelling: (type: PlanType) => `This ${type} is already being cancelled.`,
  alreadySkipped: 'The next instalment of this SIP is already skipped.',
  pauseNotAllowed: 'This scheme does not allow skipping SIP instalments.',
  pauseLimit: (count: number) =>
    `This SIP has already skipped ${count} ${count === 1 ? 'instalment' : 'instalments'}, the most its scheme allows.`,
  noReason: 'Only a SIP cancel carries a reason.',
} as const;

const ORDER_KINDS: Record<PlanType, Partial<Record<PlanTransaction, OrderKind>>> = {
  SIP: { PAUSE: 'SIP_PAUSE', CANCEL: 'SIP_CANCEL' },
  STP: { CANCEL: 'STP_CANCEL' },
  SWP: { CANCEL: 'SWP_CANCEL' },
};

type SipRow = typeof sipRegistrations.$inferSelect;
type TransferRow = typeof transferPlans.$inferSelect;

/** One of the caller's plans, with what its card shows (the bean) and what its e-mails name. */
type LoadedPlan =
  | { type: 'SIP'; row: SipRow; bean: Schemas['SipBean']; pauseModCount: number; schemeName: string }
  | {
      type: 'STP' | 'SWP';
      row: TransferRow;
      bean: Schemas['StpBean'] | Schemas['SwpBean'];
      schemeName: string;
      targetName: string | null;
    };

async function schemeNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: schemes.uniqueNo, name: schemes.schemeName })
    .from(schemes)
    .where(inArray(schemes.uniqueNo, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The caller's plan of that type, or 404; `lock` locks its row for the change. */
async function loadPlan(
  db: Database,
  userId: number,
  type: PlanType,
  planId: number,
  lock = false,
): Promise<LoadedPlan> {
  const missing = () => notFound(`Plan ${planId} was not found`);
  if (type === 'SIP') {
    const query = db
      .select({ sip: sipRegistrations, scheme: schemes })
      .from(sipRegistrations)
      .innerJoin(schemes, eq(schemes.uniqueNo, sipRegistrations.fundId))
      .where(and(eq(sipRegistrations.id, planId), eq(sipRegistrations.userId, userId)));
    const [found] = lock ? await query.for('update', { of: sipRegistrations }) : await query;
    if (!found) throw missing();
    return {
      type,
      row: found.sip,
      bean: sipBean(found.sip, found.scheme),
      pauseModCount: found.scheme.sipDetails?.pauseModCount ?? 0,
      schemeName: found.scheme.schemeName,
    };
  }
  const query = db
    .select()
    .from(transferPlans)
    .where(and(eq(transferPlans.id, planId), eq(transferPlans.userId, userId), eq(transferPlans.kind, type)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.orderId === null) throw missing();
  const names = await schemeNames(db, [row.fromFundId, ...(row.toFundId ? [row.toFundId] : [])]);
  return {
    type,
    row,
    bean: type === 'STP' ? stpBean(row) : swpBean(row),
    schemeName: names.get(row.fromFundId) ?? row.fromFundId,
    targetName: row.toFundId ? (names.get(row.toFundId) ?? row.toFundId) : null,
  };
}

/** Why the plan cannot take the change now (001 §4.5 disabled rules), or null. */
function refusalOf(plan: LoadedPlan, transaction: PlanTransaction): string | null {
  const { status } = plan.bean;
  if (transaction === 'CANCEL') {
    if (status === 'CANCEL_INITIATED') return PLAN_CHANGE_MESSAGES.cancelling(plan.type);
    return isCancelDisabled(plan.bean) ? PLAN_CHANGE_MESSAGES.notRunning(plan.type) : null;
  }
  if (plan.type !== 'SIP') return PLAN_CHANGE_MESSAGES.onlySipSkip;
  if (status === 'CANCEL_INITIATED') return PLAN_CHANGE_MESSAGES.cancelling('SIP');
  if (status === 'PAUSED') return PLAN_CHANGE_MESSAGES.alreadySkipped;
  if (status !== 'ACTIVE') return PLAN_CHANGE_MESSAGES.notRunning('SIP');
  if (!plan.bean.pauseEnabled || plan.pauseModCount === 0) return PLAN_CHANGE_MESSAGES.pauseNotAllowed;
  if (isSkipDisabled(plan.bean, plan.pauseModCount)) return PLAN_CHANGE_MESSAGES.pauseLimit(plan.row.pausedCount);
  return null;
}

/** The change in the words of its code e-mail. */
function describeChange(plan: LoadedPlan, kind: OrderKind): string {
  const amount = formatRupees(plan.row.amount);
  if (plan.type === 'SIP') {
    if (kind === 'SIP_PAUSE') {
      return `a skip of the instalment of ${plan.row.nextInstalmentDate} of your monthly SIP of ${amount} in ${plan.schemeName}`;
    }
    return `the cancellation of your monthly SIP of ${amount} in ${plan.schemeName}`;
  }
  const to = plan.targetName ? ` to ${plan.targetName}` : '';
  return `the cancellation of your ${plan.type} of ${amount} an instalment from ${plan.schemeName}${to}`;
}

async function sendChangeCode(context: TransferContext, user: UserRow, order: OrderRow, plan: LoadedPlan) {
  const code = await issueOrderOtp(context.db, order.id, user.id, context.clock.now());
  const reference = orderReference(order.id);
  await createOutbox(context.db, context.clock).sendEmail({
    to: user.email,
    subject: `${context.brandName}: your OTP for order ${reference}`,
    body: `${code} is your OTP to confirm order ${reference}, ${describeChange(plan, order.orderType)}. It is valid for 10 minutes. Never share it with anyone.`,
    code,
  });
}

/**
 * Asks for a skip or cancel: an INITIATED order and its e-mailed code. The same change asked
 * again while its code still works answers that order and sends nothing (a new code would
 * retire the one being typed); once that code is spent, a new one is sent.
 */
export async function requestPlanChange(
  context: TransferContext,
  user: UserRow,
  planId: number,
  type: PlanType,
  transaction: PlanTransaction,
  body: { reason: SipCancelReason } | undefined,
): Promise<{ orderId: number }> {
  const isSipCancel = type === 'SIP' && transaction === 'CANCEL';
  const reason = body?.reason ?? null;
  if (reason && !isSipCancel) {
    throw validationFailed([{ field: 'body.reason', message: PLAN_CHANGE_MESSAGES.noReason }]);
  }
  const { db, clock } = context;
  const plan = await loadPlan(db, user.id, type, planId);
  const refusal = refusalOf(plan, transaction);
  if (refusal) throw conflict(refusal, 'PLAN_CHANGE_NOT_ALLOWED');
  if (isSipCancel && !reason) {
    throw unprocessable('CANCEL_REASON_REQUIRED', CANCEL_REASON_REQUIRED, 'body.reason');
  }
  const kind = ORDER_KINDS[type][transaction];
  if (!kind) throw new Error(`No order kind for ${type} ${transaction}`);
  const fingerprint = ['plan', type, planId, transaction, reason ?? ''].join(':');

  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const now = clock.now();
    const duplicate = await findRecentRequest(tx, user.id, fingerprint, now);
    if (duplicate) {
      if (!(await hasUsableOrderOtp(tx, duplicate.id, now)))
        await sendChangeCode({ ...context, db: tx }, user, duplicate, plan);
      return { orderId: duplicate.id };
    }
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        fundId: plan.type === 'SIP' ? plan.row.fundId : plan.row.fromFundId,
        targetFundId: plan.type === 'SIP' ? null : plan.row.toFundId,
        orderType: kind,
        status: 'INITIATED',
        requestFingerprint: fingerprint,
        sipRegistrationId: plan.type === 'SIP' ? plan.row.id : null,
        transferPlanId: plan.type === 'SIP' ? null : plan.row.id,
        cancelReason: reason,
        placedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('The plan change was not recorded');
    await sendChangeCode({ ...context, db: tx }, user, order, plan);
    return { orderId: order.id };
  });
}

const planIdOf = (order: OrderRow) => order.sipRegistrationId ?? order.transferPlanId ?? 0;

/** The caller's plan-change order of that plan type (and change, when given), or 404. */
async function findChangeOrder(
  db: Database,
  userId: number,
  orderId: number,
  type: PlanType,
  transaction?: PlanTransaction,
): Promise<OrderRow> {
  const kinds = Object.entries(ORDER_KINDS[type])
    .filter(([change]) => transaction === undefined || change === transaction)
    .map(([, kind]) => kind);
  const [order] =
    kinds.length === 0
      ? []
      : await db
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId), inArray(orders.orderType, kinds)));
  if (!order) throw notFound(`Order ${orderId} was not found`);
  return order;
}

/** Stops what the plan's placing order was still waiting for: its first instalment. */
async function cancelFirstInstalment(tx: Database, orderId: number | null, type: PlanType, now: Date) {
  if (orderId === null) return;
  await tx
    .update(orders)
    .set({ status: 'CANCELLED', remarks: `The ${type} was cancelled before its first instalment.`, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AUTHENTICATED')));
}

/**
 * Confirms the change with its code. A skip pauses the SIP (its next instalment passes
 * undebited); a cancel stops the plan at once (CANCEL_INITIATED, CANCELLED the next sandbox day).
 */
export async function confirmPlanChange(
  context: TransferContext,
  user: UserRow,
  orderId: number,
  type: PlanType,
  transaction: PlanTransaction,
  otp: string,
): Promise<{ orderId: number; status: OrderState }> {
  const order = await findChangeOrder(context.db, user.id, orderId, type, transaction);
  if (order.status === 'FAILED' && order.remarks === LAPSED_REMARK) throw conflict(LAPSED_REMARK, 'ORDER_LAPSED');
  const { clock } = context;
  return confirmOutflow(context, user, order, otp, async (tx, current) => {
    const plan = await loadPlan(tx, user.id, type, planIdOf(current), true);
    const refusal = refusalOf(plan, transaction);
    if (refusal) return { refused: conflict(refusal, 'PLAN_CHANGE_NOT_ALLOWED') };
    const now = clock.now();
    if (plan.type === 'SIP' && transaction === 'PAUSE') {
      await tx
        .update(sipRegistrations)
        .set({ status: 'PAUSED', pausedCount: plan.row.pausedCount + 1 })
        .where(eq(sipRegistrations.id, plan.row.id));
      return {
        status: 'COMPLETED',
        remarks: `The SIP instalment of ${plan.row.nextInstalmentDate} will be skipped. The next one is debited on ${nextMonthlyDate(plan.row.nextInstalmentDate)}.`,
      };
    }
    const cancelsOn = addDays(clock.today(), 1);
    if (plan.type === 'SIP') {
      await tx
        .update(sipRegistrations)
        .set({ status: 'CANCEL_INITIATED', cancelsOn, cancelReason: current.cancelReason })
        .where(eq(sipRegistrations.id, plan.row.id));
      await cancelFirstInstalment(tx, plan.row.orderId, 'SIP', now);
    } else {
      await tx
        .update(transferPlans)
        .set({ status: 'CANCEL_INITIATED', cancelsOn })
        .where(eq(transferPlans.id, plan.row.id));
      await cancelFirstInstalment(tx, plan.row.orderId, plan.type, now);
    }
    const why = current.cancelReason ? ` (${cancelReasonLabel(current.cancelReason)})` : '';
    return {
      status: 'COMPLETED',
      remarks: `${plan.type} cancellation initiated${why}. No further instalments will run; it is cancelled on ${cancelsOn}.`,
    };
  });
}

/** Sends the change's code again (it replaces the one before). */
export async function resendPlanCode(
  context: TransferContext,
  user: UserRow,
  orderId: number,
  type: PlanType,
): Promise<void> {
  const order = await findChangeOrder(context.db, user.id, orderId, type);
  if (order.status !== 'INITIATED') {
    throw order.status === 'FAILED' && order.remarks === LAPSED_REMARK
      ? conflict(LAPSED_REMARK, 'ORDER_LAPSED')
      : conflict(ORDER_MESSAGES.alreadyConfirmed);
  }
  const plan = await loadPlan(context.db, user.id, type, planIdOf(order));
  await context.db.transaction((tx) => sendChangeCode({ ...context, db: tx }, user, order, plan));
}
