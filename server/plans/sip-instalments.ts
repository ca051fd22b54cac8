/**
 * SIP instalments on the sandbox clock (001 §2.16, issue 15): each instalment date reached
 * becomes an order debited through the SIP's mandate (the first is the order that registered
 * it), for the amount the step-up gives that date. A debit fails when the mandate is not
 * APPROVED or the bank declines it (the `debits` partner); three failures in a row cancel the
 * SIP. A PAUSED SIP lets its next instalment pass undebited and is ACTIVE again. Run as a job
 * (server/jobs/work.ts): the registration row is locked and read again, so a second run of the
 * same work changes nothing.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { sipMultiplier } from '../../domain/order-amount';
import { instalmentAmountOn } from '../../domain/plans/step-up';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { mandates, orders, partnerOutcomes, schemes, sipRegistrations } from '../db/schema';
import { nextMonthlyDate } from '../orders/placement';
import { markFailed, markPaid, PAYMENT_RECEIVED } from '../orders/processing';
import { kolkataMidnight } from '../partners/exchange';
import { partnerOutcome } from '../partners/outcomes';

/** A clock moved years ahead must not write years of instalments in one request. */
const MAX_INSTALMENTS_PER_RUN = 24;

/** Failed debits in a row that cancel a SIP (the industry rule). */
const FAILED_DEBITS_TO_CANCEL = 3;

export const DEBIT_REMARKS = {
  mandate: 'The SIP instalment could not be debited: the mandate is not approved.',
  declined: 'The SIP instalment could not be debited: the bank declined the mandate debit.',
  cancelled: `${FAILED_DEBITS_TO_CANCEL} instalments in a row could not be debited, so the SIP was cancelled.`,
  skipped: (date: string) => `The SIP instalment of ${date} was skipped.`,
} as const;

type Registration = typeof sipRegistrations.$inferSelect;

/** A SIP that still has instalments to run (a PAUSED one lets its next pass). */
const RUNNING = ['ACTIVE', 'PAUSED'] as const;
const isRunning = (status: Registration['status']) => (RUNNING as readonly string[]).includes(status);

/**
 * Why the bank does not debit the mandate today, or null when it does. `fail-next` is taken by
 * exactly one debit: the partner row is set back to auto in the same statement that reads it.
 */
async function debitRefusal(tx: Database, mandateId: string): Promise<string | null> {
  const [mandate] = await tx.select().from(mandates).where(eq(mandates.mandateCfmId, mandateId));
  if (mandate?.approvalStatus !== 'APPROVED') return DEBIT_REMARKS.mandate;
  const [claimed] = await tx
    .update(partnerOutcomes)
    .set({ outcome: 'auto' })
    .where(and(eq(partnerOutcomes.partner, 'debits'), eq(partnerOutcomes.outcome, 'fail-next')))
    .returning();
  if (claimed) return DEBIT_REMARKS.declined;
  return (await partnerOutcome(tx, 'debits')) === 'fail' ? DEBIT_REMARKS.declined : null;
}

async function multiplierOf(tx: Database, fundId: string): Promise<string> {
  const [scheme] = await tx.select().from(schemes).where(eq(schemes.uniqueNo, fundId));
  if (!scheme) throw new Error(`Scheme ${fundId} was not found`);
  return sipMultiplier(scheme);
}

/** The instalment dated `date`: the placing order for the first, a new order after it. */
async function debit(tx: Database, clock: Clock, registration: Registration, date: string, amount: string) {
  const refusal = await debitRefusal(tx, registration.mandateId);
  const debitedAt = kolkataMidnight(date);
  if (date === registration.firstInstalmentDate) {
    if (refusal) await markFailed(tx, registration.orderId, refusal, clock.now());
    else await markPaid(tx, registration.orderId, debitedAt);
    return { refusal, orderId: registration.orderId };
  }
  const [order] = await tx
    .insert(orders)
    .values({
      userId: registration.userId,
      fundId: registration.fundId,
      orderType: 'SIP',
      amount,
      status: refusal ? 'FAILED' : 'IN_PROGRESS',
      remarks: refusal ?? `SIP instalment of ${date}. ${PAYMENT_RECEIVED}`,
      requestFingerprint: `sip:${registration.id}:${date}`,
      mandateId: registration.mandateId,
      sipDay: registration.dayOfMonth,
      sipRegistrationId: registration.id,
      paidAt: refusal ? null : debitedAt,
      placedAt: debitedAt,
      updatedAt: clock.now(),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('The instalment was not recorded');
  return { refusal, orderId: order.id };
}

/** Runs every instalment of one SIP whose date is reached; a SIP already moved on is left alone. */
export async function runSipInstalments(db: Database, clock: Clock, registrationId: number): Promise<void> {
  const today = clock.today();
  await db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(sipRegistrations)
      .where(eq(sipRegistrations.id, registrationId))
      .for('update');
    if (!registration || !isRunning(registration.status) || registration.nextInstalmentDate > today) return;
    const multiplier = registration.stepUp ? await multiplierOf(tx, registration.fundId) : '1';
    let { nextInstalmentDate: next, status, failedDebits } = registration;
    for (let count = 0; next <= today && count < MAX_INSTALMENTS_PER_RUN && status !== 'CANCELLED'; count++) {
      if (status === 'PAUSED') {
        if (next === registration.firstInstalmentDate) {
          await tx
            .update(orders)
            .set({ status: 'CANCELLED', remarks: DEBIT_REMARKS.skipped(next), updatedAt: clock.now() })
            .where(and(eq(orders.id, registration.orderId), eq(orders.status, 'AUTHENTICATED')));
        }
        status = 'ACTIVE';
      } else {
        const amount = instalmentAmountOn(
          registration.amount,
          registration.stepUp,
          multiplier,
          registration.firstInstalmentDate,
          next,
        );
        const { refusal, orderId } = await debit(tx, clock, registration, next, amount);
        failedDebits = refusal ? failedDebits + 1 : 0;
        if (failedDebits >= FAILED_DEBITS_TO_CANCEL) {
          status = 'CANCELLED';
          await markFailed(tx, orderId, `${refusal} ${DEBIT_REMARKS.cancelled}`, clock.now());
        }
      }
      next = nextMonthlyDate(next);
    }
    await tx
      .update(sipRegistrations)
      .set({ nextInstalmentDate: next, status, failedDebits })
      .where(eq(sipRegistrations.id, registration.id));
  });
}

/** SIPs with an instalment date reached (skipped ones too: their date passes): the job queue's work. */
export async function findDueSips(db: Database, clock: Clock): Promise<number[]> {
  const due = await db
    .select({ id: sipRegistrations.id })
    .from(sipRegistrations)
    .where(and(inArray(sipRegistrations.status, [...RUNNING]), lte(sipRegistrations.nextInstalmentDate, clock.today())))
    .orderBy(asc(sipRegistrations.id));
  return due.map((row) => row.id);
}
