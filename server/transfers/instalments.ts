/**
 * STP and SWP instalments on the sandbox clock, run as jobs like SIP instalments
 * (server/jobs/work.ts): each instalment date reached becomes an order sent to the
 * fund house that day (the first instalment is the order that registered the plan), holding
 * its units until it is settled when its NAV is published (settlement.ts). A plan with a fixed
 * number of instalments is COMPLETED after its last one; any plan ends (COMPLETED, with a FAILED
 * order saying why in Order Status) at the first instalment the folio can no longer cover, which
 * is how a DAILY STP, with no number of instalments, stops once the folio runs out.
 */
import { addMonths } from 'date-fns';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { formatIsoDate, parseIsoDate } from '../../domain/dates';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { orders, type TransferFrequency, transferPlans } from '../db/schema';
import { navOnOrBefore } from '../holdings/holdings';
import { formatRupees } from '../orders/order-description';
import { kolkataMidnight, nextBusinessDay } from '../partners/exchange';
import { addDays } from '../seed/dates';
import { availableUnits, lockFolio, type SchemeRow, schemeOf, unitsFor } from './holding';

/** A clock moved years ahead must not write years of instalments in one run. */
const MAX_INSTALMENTS_PER_RUN = 24;

/** The date of instalment number `index` (0 is the start date); DAILY runs on business days. */
export function instalmentDate(frequency: TransferFrequency, startDate: string, index: number, previous: string) {
  const start = parseIsoDate(startDate);
  if (!start) throw new Error(`Not a calendar date: ${startDate}`);
  switch (frequency) {
    case 'DAILY':
      return nextBusinessDay(previous);
    case 'WEEKLY':
      return addDays(startDate, 7 * index);
    case 'MONTHLY':
      return formatIsoDate(addMonths(start, index));
    case 'QUARTERLY':
      return formatIsoDate(addMonths(start, 3 * index));
  }
}

/** Why a plan stopped before its instalment of `date` (Order Status shows it on a FAILED order). */
export const PLAN_ENDED_REMARKS = {
  ranOut: (kind: string, date: string, amount: string, nav: string, free: string, folio: string) =>
    `${kind} ended: the ${formatRupees(amount)} instalment of ${date} needs ${unitsFor(amount, nav)} units at the last NAV ${nav}, ` +
    `and only ${free} units of folio ${folio} are free. No further instalments will be made.`,
} as const;

/**
 * What an instalment of `date` holds from the day it reaches the fund house until it is settled:
 * its amount's units at the last NAV published before that day (its own is not out yet), rounded
 * up as settlement rounds; or the remark that ends the plan when the folio no longer has them
 * free (after lock-in and what other orders, earlier instalments among them, have promised).
 * Without a known NAV it holds nothing, and settlement says there is no NAV.
 */
async function instalmentHold(
  tx: Database,
  plan: typeof transferPlans.$inferSelect,
  source: SchemeRow,
  date: string,
): Promise<{ quantity: string | null } | { ended: string }> {
  const nav = navOnOrBefore(source.navModel, addDays(date, -1));
  if (!nav) return { quantity: null };
  const free = await availableUnits(tx, plan.userId, source.uniqueNo, plan.folio, source.lockInPeriod, date);
  const needed = unitsFor(plan.amount, nav);
  if (free.gte(needed)) return { quantity: needed };
  return { ended: PLAN_ENDED_REMARKS.ranOut(plan.kind, date, plan.amount, nav, free.toFixed(4), plan.folio) };
}

/** STP and SWP plans with an instalment date reached: the work the job queue is given. */
export async function findDuePlans(db: Database, clock: Clock): Promise<number[]> {
  const due = await db
    .select({ id: transferPlans.id })
    .from(transferPlans)
    .where(
      and(
        eq(transferPlans.status, 'ACTIVE'),
        isNotNull(transferPlans.orderId),
        lte(transferPlans.nextInstalmentDate, clock.today()),
      ),
    )
    .orderBy(asc(transferPlans.id));
  return due.map((plan) => plan.id);
}

/** Runs every instalment of one plan whose date is reached; a plan already moved on is left alone. */
export async function runPlanInstalments(db: Database, clock: Clock, planId: number): Promise<void> {
  const today = clock.today();
  await db.transaction(async (tx) => {
    // The folio first, as confirmations and settlements lock it: the units promised here are
    // counted against theirs one after the other.
    const [folio] = await tx
      .select({ userId: transferPlans.userId, folio: transferPlans.folio })
      .from(transferPlans)
      .where(eq(transferPlans.id, planId));
    if (!folio) return;
    await lockFolio(tx, folio.userId, folio.folio);
    // Locked and read again: a concurrent run that got here first has already moved it on.
    const [plan] = await tx.select().from(transferPlans).where(eq(transferPlans.id, planId)).for('update');
    if (plan?.status !== 'ACTIVE' || plan.orderId === null) return;
    let { nextInstalmentDate: next, instalmentsRun: run } = plan;
    const finite = plan.instalments > 0;
    const source = await schemeOf(tx, plan.fromFundId);
    let ended = false;
    for (let count = 0; next <= today && count < MAX_INSTALMENTS_PER_RUN; count++) {
      if (finite && run >= plan.instalments) break;
      const receivedAt = kolkataMidnight(next);
      const instalment = {
        userId: plan.userId,
        fundId: plan.fromFundId,
        targetFundId: plan.toFundId,
        orderType: plan.kind,
        amount: plan.amount,
        folio: plan.folio,
        requestFingerprint: `${plan.kind.toLowerCase()}:${plan.id}:${next}`,
        transferPlanId: plan.id,
        paidAt: receivedAt,
        placedAt: receivedAt,
        updatedAt: clock.now(),
      };
      const hold = await instalmentHold(tx, plan, source, next);
      if (run === 0) {
        // The order that registered the plan, checked against the folio when its code was confirmed:
        // it goes to the fund house whatever is free now, and settlement says if it falls short.
        await tx
          .update(orders)
          .set({
            status: 'IN_PROGRESS',
            paidAt: receivedAt,
            quantity: 'quantity' in hold ? hold.quantity : null,
            remarks: `${plan.kind} instalment of ${next} sent to the fund house.`,
            updatedAt: clock.now(),
          })
          .where(and(eq(orders.id, plan.orderId), eq(orders.status, 'AUTHENTICATED')));
      } else {
        if ('ended' in hold) {
          await tx.insert(orders).values({ ...instalment, quantity: null, status: 'FAILED', remarks: hold.ended });
          ended = true;
          break;
        }
        await tx.insert(orders).values({
          ...instalment,
          quantity: hold.quantity,
          status: 'IN_PROGRESS',
          remarks: `${plan.kind} instalment of ${next} sent to the fund house.`,
        });
      }
      run += 1;
      next = instalmentDate(plan.frequency, plan.startDate, run, next);
    }
    const done = ended || (finite && run >= plan.instalments);
    await tx
      .update(transferPlans)
      .set({ nextInstalmentDate: next, instalmentsRun: run, status: done ? 'COMPLETED' : 'ACTIVE' })
      .where(eq(transferPlans.id, plan.id));
  });
}
