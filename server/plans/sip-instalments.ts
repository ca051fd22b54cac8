/**
 * SIP instalments on the sandbox clock (001 §2.16, issue 15): each instalment date reached
 * becomes an order debited through the SIP's mandate (the first is the order that registered
 * it), for the amount the step-up gives that date. A debit fails when the mandate is not
 * APPROVED or the bank declines it (the `debits` partner); three failures in a row cancel the
 * SIP. A PAUSED SIP lets its next instalment pass undebited and is ACTIVE again. Run as a job
 * (server/jobs/work.ts): the registration row is locked and read again, so a second run of the
 * same work changes nothing.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
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
 * The bank's side of a run's debits: whether each SIP's mandate is APPROVED, and the `debits`
 * partner's outcome. `fail-next` is taken by exactly one debit: the partner row is set back to
 * auto in the same statement that reads it, when the run first needs the outcome.
 */
async function bankFor(tx: Database, due: readonly Registration[]) {
  const approved = new Set(
    (
      await tx
        .select({ id: mandates.mandateCfmId })
        .from(mandates)
        .where(
          and(
            inArray(mandates.mandateCfmId, [...new Set(due.map((registration) => registration.mandateId))]),
            eq(mandates.approvalStatus, 'APPROVED'),
          ),
        )
    ).map((mandate) => mandate.id),
  );
  let outcome: 'fail-next' | string | undefined;
  /** Why the bank does not debit this mandate today, or null when it does. */
  return async (mandateId: string): Promise<string | null> => {
    if (!approved.has(mandateId)) return DEBIT_REMARKS.mandate;
    if (outcome === undefined) {
      const [claimed] = await tx
        .update(partnerOutcomes)
        .set({ outcome: 'auto' })
        .where(and(eq(partnerOutcomes.partner, 'debits'), eq(partnerOutcomes.outcome, 'fail-next')))
        .returning();
      outcome = claimed ? 'fail-next' : await partnerOutcome(tx, 'debits');
    }
    if (outcome === 'fail-next') {
      outcome = 'auto';
      return DEBIT_REMARKS.declined;
    }
    return outcome === 'fail' ? DEBIT_REMARKS.declined : null;
  };
}

/** The step-up multiplier of each scheme a stepped-up SIP of the run invests in. */
async function multipliersFor(tx: Database, due: readonly Registration[]): Promise<Map<string, string>> {
  const fundIds = [...new Set(due.filter((registration) => registration.stepUp).map((r) => r.fundId))];
  if (fundIds.length === 0) return new Map();
  const found = await tx.select().from(schemes).where(inArray(schemes.uniqueNo, fundIds));
  const multipliers = new Map(found.map((scheme) => [scheme.uniqueNo, sipMultiplier(scheme)]));
  for (const fundId of fundIds) if (!multipliers.has(fundId)) throw new Error(`Scheme ${fundId} was not found`);
  return multipliers;
}

type NewOrder = typeof orders.$inferInsert;

/**
 * Runs every instalment of one SIP whose date is reached; a SIP already moved on is left alone.
 * (The job queue runs many at once: `runSipInstalmentsOf`.)
 */
export async function runSipInstalments(db: Database, clock: Clock, registrationId: number): Promise<void> {
  await runSipInstalmentsOf(db, clock, [registrationId]);
}

/**
 * Runs every instalment whose date is reached of each of the SIPs, in one transaction: each SIP by
 * the same rules as alone, each statement made once for all of them (a daily batch of thousands
 * of SIPs would otherwise cost a handful of statements each). The registration rows are locked
 * and read again, so a second run of the same work changes nothing.
 */
export async function runSipInstalmentsOf(
  db: Database,
  clock: Clock,
  registrationIds: readonly number[],
): Promise<void> {
  if (registrationIds.length === 0) return;
  const today = clock.today();
  await db.transaction(async (tx) => {
    const due = (
      await tx
        .select()
        .from(sipRegistrations)
        .where(inArray(sipRegistrations.id, [...registrationIds]))
        .orderBy(asc(sipRegistrations.id))
        .for('update')
    ).filter((registration) => isRunning(registration.status) && registration.nextInstalmentDate <= today);
    if (due.length === 0) return;
    const refusalFor = await bankFor(tx, due);
    const multipliers = await multipliersFor(tx, due);
    const newOrders: NewOrder[] = [];
    const moved: Array<Pick<Registration, 'id' | 'nextInstalmentDate' | 'status' | 'failedDebits'>> = [];
    for (const registration of due) {
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
          const refusal = await refusalFor(registration.mandateId);
          failedDebits = refusal ? failedDebits + 1 : 0;
          if (failedDebits >= FAILED_DEBITS_TO_CANCEL) status = 'CANCELLED';
          // The third failure in a row says so on the instalment that cancelled the SIP.
          const remarks = status === 'CANCELLED' ? `${refusal} ${DEBIT_REMARKS.cancelled}` : refusal;
          if (next === registration.firstInstalmentDate) {
            // The first instalment is the order that registered the SIP.
            if (remarks) await markFailed(tx, registration.orderId, remarks, clock.now());
            else await markPaid(tx, registration.orderId, kolkataMidnight(next));
          } else {
            const amount = instalmentAmountOn(
              registration.amount,
              registration.stepUp,
              multipliers.get(registration.fundId) ?? '1',
              registration.firstInstalmentDate,
              next,
            );
            newOrders.push(instalmentOrder(clock, registration, next, amount, remarks));
          }
        }
        next = nextMonthlyDate(next);
      }
      moved.push({ id: registration.id, nextInstalmentDate: next, status, failedDebits });
    }
    if (newOrders.length > 0) await tx.insert(orders).values(newOrders);
    await tx.execute(sql`
      update ${sipRegistrations} set
        next_instalment_date = moved.next::date, status = moved.status, failed_debits = moved.failed::int
      from (values ${sql.join(
        moved.map((row) => sql`(${row.id}::int, ${row.nextInstalmentDate}, ${row.status}, ${row.failedDebits})`),
        sql`, `,
      )}) as moved (id, next, status, failed)
      where ${sipRegistrations.id} = moved.id`);
  });
}

/** An instalment after the first, debited at its date's midnight in India, or failed with `refusal`. */
function instalmentOrder(
  clock: Clock,
  registration: Registration,
  date: string,
  amount: string,
  refusal: string | null,
): NewOrder {
  const debitedAt = kolkataMidnight(date);
  return {
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
  };
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
