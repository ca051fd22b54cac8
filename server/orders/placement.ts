/**
 * Placing a purchase (000 §4.3): checked against the scheme (000 §2.5 flags, §5 amounts) and
 * the opening rules (000 §6), made once however often it is submitted, and confirmed with a
 * 6-digit code e-mailed through the outbox. Confirming a SIP registers it (monthly, first
 * instalment per 000 §4.3) against the investor's approved mandate.
 */
import Big from 'big.js';
import { addMonths } from 'date-fns';
import { and, desc, eq, gte } from 'drizzle-orm';
import { formatIsoDate, parseIsoDate } from '../../domain/dates';
import { amountError, amountLimits } from '../../domain/order-amount';
import { type SipStepUp, stepUpError } from '../../domain/plans/step-up';
import { firstInstalmentDate } from '../../domain/sip-dates';
import type { Clock } from '../clock';
import { notFound, validationFailed } from '../contract/api-error';
import type { Database } from '../db/client';
import { type OrderKind, type OrderState, orders, schemes, sipRegistrations, users } from '../db/schema';
import type { UserRow } from '../identity/users';
import { createOutbox } from '../partners/outbox';
import {
  canBuyLumpSum,
  findRegistration,
  listUserMandates,
  OPENING_MESSAGES,
  sipMandateRefusal,
} from './account-state';
import { conflict, unprocessable } from './errors';
import { LAPSED_REMARK } from './lapsing';
import { describeOrder } from './order-description';
import { hasUsableOrderOtp, issueOrderOtp, verifyOrderOtp } from './otp';

export { formatRupees } from './order-description';
export type OrderRow = typeof orders.$inferSelect;
type SchemeRow = typeof schemes.$inferSelect;

/** An identical order still awaiting its code within this window is the same submission. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/**
 * The same request (same fingerprint) placed by the investor within the duplicate window and
 * still waiting for its code: a second press answers that order instead of placing another.
 */
export async function findRecentRequest(
  db: Database,
  userId: number,
  fingerprint: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const [recent] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.requestFingerprint, fingerprint),
        eq(orders.status, 'INITIATED'),
        gte(orders.placedAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return recent;
}
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

export const ORDER_MESSAGES = {
  purchaseClosed: 'Purchases are not allowed in this scheme at the moment.',
  sipClosed: 'SIPs are not available in this scheme.',
  nfoClosed: 'This NFO is not open for subscription today.',
  schemeMismatch: 'The scheme code does not match the fund.',
  mandateMismatch: 'The mandate does not belong to your account.',
  keyReused: 'This Idempotency-Key was already used for a different order.',
  alreadyConfirmed: 'This order is already confirmed.',
} as const;

type PlaceOrderBody =
  | { type: 'LUMP_SUM'; amount: string; schemeCode: string; fundId: string; mandateId: string | null }
  | {
      type: 'SIP';
      amount: string;
      fundId: string;
      frequencyType: 'MONTHLY';
      mandateId: string;
      sipStartDate: number;
      schemeCode: string;
      /** Beyond the spec (issue 15): the yearly step-up, checked by domain/plans/step-up.ts. */
      stepUp?: SipStepUp | null;
    };

interface OrderContext {
  db: Database;
  clock: Clock;
  brandName: string;
}

/** OS-{id}, zero-padded below 10 (001 §2.14). */
export const orderReference = (id: number) => `OS-${String(id).padStart(2, '0')}`;

/** A Kolkata calendar date ('yyyy-MM-dd') as a local-time Date, the shape the shared SIP-date rule reads. */
function localDate(date: string): Date {
  const day = parseIsoDate(date);
  if (!day) throw new Error(`Not a calendar date: ${date}`);
  return day;
}

/** 000 §4.3 first instalment date for `day`, from the sandbox clock's today. */
function firstInstalmentOn(day: number, today: string): string {
  return formatIsoDate(firstInstalmentDate(day, localDate(today)));
}

/** The same day of the next month (SIP days are 1–28, so it always exists). */
export function nextMonthlyDate(date: string): string {
  return formatIsoDate(addMonths(localDate(date), 1));
}

export function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw validationFailed([{ field: 'header.Idempotency-Key', message: `must match ${IDEMPOTENCY_KEY.source}` }]);
  }
  return header;
}

const stepUpOf = (body: PlaceOrderBody): SipStepUp | null => (body.type === 'SIP' ? (body.stepUp ?? null) : null);

function fingerprint(body: PlaceOrderBody): string {
  const sipDay = body.type === 'SIP' ? body.sipStartDate : '';
  const stepUp = stepUpOf(body);
  const parts = [
    body.type,
    body.fundId,
    body.schemeCode,
    new Big(body.amount).toFixed(2),
    sipDay,
    body.mandateId ?? '',
  ];
  if (stepUp) parts.push(stepUp.type, new Big(stepUp.value).toFixed(2), new Big(stepUp.cap).toFixed(2));
  return parts.join('|');
}

async function loadScheme(db: Database, fundId: string): Promise<SchemeRow> {
  const [scheme] = await db.select().from(schemes).where(eq(schemes.uniqueNo, fundId));
  if (!scheme) throw notFound(`Scheme ${fundId} was not found`);
  return scheme;
}

/** 000 §6 opening rules, as the server enforces them. */
async function checkOpeningRules(db: Database, userId: number, body: PlaceOrderBody): Promise<void> {
  if (body.type === 'LUMP_SUM') {
    if (!canBuyLumpSum(await findRegistration(db, userId))) throw conflict(OPENING_MESSAGES.lumpSum);
    return;
  }
  const [mandate] = await listUserMandates(db, userId);
  const refusal = sipMandateRefusal(mandate);
  if (refusal) throw conflict(refusal);
  if (mandate?.mandateCfmId !== body.mandateId) throw conflict(ORDER_MESSAGES.mandateMismatch);
}

function checkScheme(scheme: SchemeRow, body: PlaceOrderBody, today: string): void {
  if (scheme.schemeCode !== body.schemeCode) {
    throw unprocessable('SCHEME_MISMATCH', ORDER_MESSAGES.schemeMismatch, 'body.schemeCode');
  }
  if (scheme.isNfo && !(scheme.nfoStart && scheme.nfoEnd && scheme.nfoStart <= today && today <= scheme.nfoEnd)) {
    throw unprocessable('NFO_CLOSED', ORDER_MESSAGES.nfoClosed);
  }
  if (body.type === 'LUMP_SUM' && scheme.purchaseAllowed !== 'Y') {
    throw unprocessable('PURCHASE_NOT_ALLOWED', ORDER_MESSAGES.purchaseClosed);
  }
  if (body.type === 'SIP' && (scheme.sipFlag !== 'Y' || !scheme.sipDetails?.status)) {
    throw unprocessable('SIP_NOT_ALLOWED', ORDER_MESSAGES.sipClosed);
  }
  const limits = amountLimits(
    {
      minimumPurchaseAmount: scheme.minimumPurchaseAmount,
      maximumPurchaseAmount: scheme.maximumPurchaseAmount,
      additionalPurchaseAmount: scheme.additionalPurchaseAmount,
      sipDetails: scheme.sipDetails,
    },
    body.type,
  );
  const problem = amountError(body.amount, limits);
  if (problem) throw unprocessable('AMOUNT_NOT_ALLOWED', problem, 'body.amount');
  const stepUp = stepUpOf(body);
  const stepUpProblem =
    stepUp && stepUpError(stepUp, body.amount, { max: limits.max, multiplier: limits.multiplier ?? '1' });
  if (stepUpProblem) throw unprocessable('STEP_UP_NOT_ALLOWED', stepUpProblem, 'body.stepUp');
}

async function sendOrderCode(
  { db, clock, brandName }: OrderContext,
  user: UserRow,
  order: OrderRow,
  scheme: Pick<SchemeRow, 'schemeName'>,
): Promise<void> {
  const now = clock.now();
  const code = await issueOrderOtp(db, order.id, user.id, now);
  await createOutbox(db, clock).sendEmail({
    to: user.email,
    subject: `${brandName}: your OTP for order ${orderReference(order.id)}`,
    body: `${code} is your OTP to confirm order ${orderReference(order.id)}, ${describeOrder(order, scheme.schemeName)}. It is valid for 10 minutes. Never share it with anyone.`,
    code,
  });
}

/**
 * What the investor is told about the order's code: SENT (e-mailed by this submission, or by
 * the one an Idempotency-Key repeats), or STILL_VALID (an identical order placed in the last 10
 * minutes, whose code e-mailed then can still confirm it; nothing new was sent).
 */
export type OrderOtpNotice = 'SENT' | 'STILL_VALID';

/**
 * Places the order, or answers the one this submission already made: the same
 * Idempotency-Key, or an identical order still awaiting its code placed in the last 10
 * minutes. Pressing Invest again for that identical order sends no second code while the first
 * one still works (a new code would retire the one the investor may be typing), and says so;
 * when that code is spent or expired, a new one is sent. The investor's row is locked first so
 * two copies of one submission run one after the other.
 */
export async function placeOrder(
  context: OrderContext,
  user: UserRow,
  pathType: 'LUMP_SUM' | 'SIP',
  body: PlaceOrderBody,
  idempotencyKey: string | null,
): Promise<{ orderId: number; otp: OrderOtpNotice }> {
  const { db, clock } = context;
  if (pathType !== body.type) throw validationFailed([{ field: 'body.type', message: 'must equal the path type' }]);
  const scheme = await loadScheme(db, body.fundId);
  await checkOpeningRules(db, user.id, body);
  checkScheme(scheme, body, clock.today());
  const print = fingerprint(body);

  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (idempotencyKey) {
      const [replay] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, idempotencyKey)));
      if (replay) {
        if (replay.requestFingerprint !== print) throw conflict(ORDER_MESSAGES.keyReused, 'IDEMPOTENCY_KEY_REUSED');
        return { orderId: replay.id, otp: 'SENT' };
      }
    }
    const now = clock.now();
    const duplicate = await findRecentRequest(tx, user.id, print, now);
    if (duplicate) {
      if (await hasUsableOrderOtp(tx, duplicate.id, now)) return { orderId: duplicate.id, otp: 'STILL_VALID' };
      await sendOrderCode({ ...context, db: tx }, user, duplicate, scheme);
      return { orderId: duplicate.id, otp: 'SENT' };
    }

    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        fundId: body.fundId,
        orderType: body.type,
        amount: new Big(body.amount).toFixed(2),
        status: 'INITIATED',
        idempotencyKey,
        requestFingerprint: print,
        mandateId: body.mandateId,
        sipDay: body.type === 'SIP' ? body.sipStartDate : null,
        stepUp: stepUpOf(body),
        placedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('The order was not recorded');
    await sendOrderCode({ ...context, db: tx }, user, order, scheme);
    return { orderId: order.id, otp: 'SENT' };
  });
}

/** Why an order takes no code: it lapsed unconfirmed (server/orders/lapsing.ts), or it was confirmed. */
const notAwaitingCode = (order: Pick<OrderRow, 'status' | 'remarks'>) =>
  order.status === 'FAILED' && order.remarks === LAPSED_REMARK
    ? conflict(LAPSED_REMARK, 'ORDER_LAPSED')
    : conflict(ORDER_MESSAGES.alreadyConfirmed);

/** The caller's order with that id and fund, or 404: nobody can reach another investor's order. */
export async function findOwnOrder(db: Database, userId: number, orderId: number, fundId?: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        fundId === undefined ? undefined : eq(orders.fundId, fundId),
      ),
    );
  if (!order) throw notFound(`Order ${orderId} was not found`);
  return order;
}

/**
 * The orders this module's confirm (PUT /orders/{orderId}/{fundId}) and resend (PATCH, which the
 * redemption dialog uses too) answer for. Switches, STPs, SWPs and plan changes have their own
 * calls: through these they would be confirmed as purchases, skipping what confirms them.
 */
const CONFIRMED_HERE: readonly OrderKind[] = ['LUMP_SUM', 'SIP'];
const RESENT_HERE: readonly OrderKind[] = [...CONFIRMED_HERE, 'REDEEM'];

async function findOwnOrderOf(
  db: Database,
  userId: number,
  orderId: number,
  fundId: string,
  kinds: readonly OrderKind[],
): Promise<OrderRow> {
  const order = await findOwnOrder(db, userId, orderId, fundId);
  if (!kinds.includes(order.orderType)) throw notFound(`Order ${orderId} was not found`);
  return order;
}

export async function resendOrderCode(
  context: OrderContext,
  user: UserRow,
  orderId: number,
  fundId: string,
): Promise<void> {
  const order = await findOwnOrderOf(context.db, user.id, orderId, fundId, RESENT_HERE);
  if (order.status !== 'INITIATED') throw notAwaitingCode(order);
  const scheme = await loadScheme(context.db, order.fundId);
  await context.db.transaction((tx) => sendOrderCode({ ...context, db: tx }, user, order, scheme));
}

/**
 * Verifies the code: INITIATED → AUTHENTICATED. A SIP is registered here, against the mandate
 * it was placed with, which must still be approved.
 */
export async function confirmOrder(
  { db, clock }: OrderContext,
  user: UserRow,
  orderId: number,
  fundId: string,
  otp: string,
): Promise<{ orderId: number; status: OrderState }> {
  const order = await findOwnOrderOf(db, user.id, orderId, fundId, CONFIRMED_HERE);
  if (order.status !== 'INITIATED') throw notAwaitingCode(order);
  if (order.orderType === 'SIP') {
    const [mandate] = await listUserMandates(db, user.id);
    const refusal = sipMandateRefusal(mandate);
    if (refusal) throw conflict(refusal);
  }
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current?.status !== 'INITIATED') return notAwaitingCode(current ?? order);
    const refusal = await verifyOrderOtp(tx, order.id, otp, now);
    if (refusal) return refusal;
    let sipRegistrationId: number | null = null;
    let remarks: string | null = null;
    if (order.orderType === 'SIP' && order.sipDay !== null) {
      const first = firstInstalmentOn(order.sipDay, clock.today());
      remarks = `SIP registered. The first instalment is debited through your mandate on ${first}.`;
      const [registration] = await tx
        .insert(sipRegistrations)
        .values({
          userId: user.id,
          fundId: order.fundId,
          amount: order.amount ?? '0',
          dayOfMonth: order.sipDay,
          mandateId: order.mandateId ?? '',
          orderId: order.id,
          firstInstalmentDate: first,
          nextInstalmentDate: first,
          stepUp: order.stepUp,
          createdAt: now,
        })
        .returning({ id: sipRegistrations.id });
      sipRegistrationId = registration?.id ?? null;
    }
    await tx
      .update(orders)
      .set({
        status: 'AUTHENTICATED',
        sipRegistrationId,
        remarks,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    return null;
  });
  if (outcome) throw outcome;
  return { orderId: order.id, status: 'AUTHENTICATED' };
}
