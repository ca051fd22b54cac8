/**
 * Paying a confirmed lump sum (000 §4.3): a UPI collect request or the sandbox bank's
 * net-banking page, the status the app polls, and the bank page's Pay and Cancel.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { notFound } from '../contract/api-error';
import type { Database } from '../db/client';
import { orders, payments, schemes } from '../db/schema';
import type { JobRunner } from '../jobs/runner';
import {
  NET_BANKING_CANCELLED,
  netBankingPage,
  netBankingResultPage,
  requestNetBanking,
  requestUpiCollect,
  UPI_ACCEPTED,
  UPI_DECLINED_MESSAGE,
} from '../partners/payment-gateway';
import { conflict } from './errors';
import { findOwnOrder, type OrderRow, orderReference } from './placement';
import { markFailed, markPaid } from './processing';

export const PAYMENT_MESSAGES = {
  notPayable: (order: OrderRow) =>
    order.status === 'INITIATED'
      ? 'Please confirm the order with the OTP before paying.'
      : `Order ${orderReference(order.id)} is not awaiting payment.`,
  sipByMandate: 'SIP instalments are paid through your autopay mandate; no payment is needed.',
  upiRequested: 'A payment request was sent to your UPI app. Please approve it there.',
  awaiting: 'Awaiting payment.',
  paid: 'Payment received.',
} as const;

/** '100' paid, '101' awaiting the payer (or nothing paid yet), '102' declined or cancelled. */
export const PAYMENT_STATUS = { paid: '100', awaiting: '101', declined: '102' } as const;

type PaymentRequestBody = { modeofpayment: 'UPI'; id: number; vpaid: string } | { modeofpayment: 'NODAL'; id: number };

async function schemeName(db: Database, fundId: string): Promise<string> {
  const [row] = await db.select({ name: schemes.schemeName }).from(schemes).where(eq(schemes.uniqueNo, fundId));
  return row?.name ?? fundId;
}

/**
 * Starts a payment of the caller's confirmed lump sum; a pending earlier attempt is superseded.
 * A UPI request the payer approves is settled by a job queued once the request is recorded.
 */
export async function makePayment(
  db: Database,
  clock: Clock,
  jobs: Pick<JobRunner, 'dispatch'>,
  userId: number,
  body: PaymentRequestBody,
): Promise<{ statuscode: string; responsestring: string }> {
  const order = await findOwnOrder(db, userId, body.id);
  if (order.orderType === 'SIP') throw conflict(PAYMENT_MESSAGES.sipByMandate);
  if (order.status !== 'AUTHENTICATED') throw conflict(PAYMENT_MESSAGES.notPayable(order));
  const now = clock.now();
  const amount = order.amount ?? '0';

  const decision = body.modeofpayment === 'UPI' ? await requestUpiCollect(db, body.vpaid) : await requestNetBanking(db);
  // A malformed UPI id is the investor's typo, not a payment: the order stays payable.
  if (!decision.accepted && 'declined' in decision && !decision.declined) {
    return { statuscode: decision.statuscode, responsestring: decision.message };
  }
  let settles: number | undefined;
  const answer = await db.transaction(async (tx) => {
    // Locked and read again: a payment that settled meanwhile leaves nothing to pay.
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current?.status !== 'AUTHENTICATED') throw conflict(PAYMENT_MESSAGES.notPayable(current ?? order));
    await tx
      .update(payments)
      .set({ state: 'SUPERSEDED', settledAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.state, 'PENDING')));
    const base = {
      orderId: order.id,
      userId,
      mode: body.modeofpayment,
      vpa: body.modeofpayment === 'UPI' ? body.vpaid.trim() : null,
      amount,
      createdAt: now,
    };
    if (!decision.accepted) {
      await tx.insert(payments).values({
        ...base,
        state: 'DECLINED',
        settlesOn: body.modeofpayment === 'UPI' ? 'poll' : 'bank',
        remarks: decision.message,
        settledAt: now,
      });
      await markFailed(tx, order.id, decision.message, now);
      return { statuscode: decision.statuscode, responsestring: decision.message };
    }
    if (body.modeofpayment === 'UPI') {
      const settlesOn: 'poll' | 'never' = 'settlesOn' in decision ? (decision.settlesOn as 'poll' | 'never') : 'poll';
      const [payment] = await tx
        .insert(payments)
        .values({ ...base, state: 'PENDING', settlesOn })
        .returning({ id: payments.id });
      if (settlesOn === 'poll') settles = payment?.id;
      return { statuscode: UPI_ACCEPTED, responsestring: PAYMENT_MESSAGES.upiRequested };
    }
    const bankRef = randomBytes(16).toString('hex');
    await tx.insert(payments).values({ ...base, state: 'PENDING', settlesOn: 'bank', bankRef });
    return {
      statuscode: UPI_ACCEPTED,
      responsestring: netBankingPage({
        orderId: order.id,
        amount,
        schemeName: await schemeName(tx, order.fundId),
        bankRef,
      }),
    };
  });
  if (settles !== undefined) await jobs.dispatch('settle-payment', settles);
  return answer;
}

/** What the app polls: the order's latest payment, as the settlement job left it. */
export async function paymentStatus(
  db: Database,
  userId: number,
  orderId: number,
): Promise<{ status: string; remarks: string | null }> {
  const order = await findOwnOrder(db, userId, orderId);
  const [latest] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.userId, userId)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (latest?.state === 'PAID' || ['IN_PROGRESS', 'COMPLETED'].includes(order.status)) {
    return { status: PAYMENT_STATUS.paid, remarks: order.remarks ?? PAYMENT_MESSAGES.paid };
  }
  if (latest?.state === 'DECLINED') {
    return { status: PAYMENT_STATUS.declined, remarks: latest.remarks ?? UPI_DECLINED_MESSAGE };
  }
  return { status: PAYMENT_STATUS.awaiting, remarks: PAYMENT_MESSAGES.awaiting };
}

/** The order's latest net-banking payment, if `bankRef` is its reference; 404 otherwise. */
async function netBankingPayment(db: Database, orderId: number, bankRef: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.mode, 'NODAL')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment || payment.bankRef !== bankRef) throw notFound(`No net-banking payment ${bankRef} for order ${orderId}`);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(`Order ${orderId} was not found`);
  return { order, payment };
}

function settledPage(state: string, remarks: string | null): string {
  if (state === 'PAID') return netBankingResultPage('Payment successful', 'This payment was already made.');
  if (state === 'DECLINED') return netBankingResultPage('Payment cancelled', remarks ?? NET_BANKING_CANCELLED);
  return netBankingResultPage('No payment waiting', 'This payment was replaced by a newer one.');
}

/** The bank page again (for a tester who closed it), or what became of the payment. */
export async function netBankingPageFor(db: Database, orderId: number, bankRef: string): Promise<string> {
  const { order, payment } = await netBankingPayment(db, orderId, bankRef);
  if (payment.state !== 'PENDING') return settledPage(payment.state, payment.remarks);
  return netBankingPage({ orderId, amount: payment.amount, schemeName: await schemeName(db, order.fundId), bankRef });
}

/** The bank's Pay or Cancel on its page. */
export async function completeNetBanking(
  db: Database,
  clock: Clock,
  orderId: number,
  bankRef: string,
  action: 'pay' | 'cancel',
): Promise<string> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { payment } = await netBankingPayment(tx, orderId, bankRef);
    if (payment.state !== 'PENDING') return settledPage(payment.state, payment.remarks);
    if (action === 'pay') {
      await tx.update(payments).set({ state: 'PAID', settledAt: now }).where(eq(payments.id, payment.id));
      await markPaid(tx, orderId, now);
      return netBankingResultPage(
        'Payment successful',
        `Order ${orderReference(orderId)} is paid. Units are allotted at the applicable NAV after the cut-off.`,
      );
    }
    await tx
      .update(payments)
      .set({ state: 'DECLINED', settledAt: now, remarks: NET_BANKING_CANCELLED })
      .where(eq(payments.id, payment.id));
    await markFailed(tx, orderId, NET_BANKING_CANCELLED, now);
    return netBankingResultPage(
      'Payment cancelled',
      `${NET_BANKING_CANCELLED} Order ${orderReference(orderId)} was not paid.`,
    );
  });
}
