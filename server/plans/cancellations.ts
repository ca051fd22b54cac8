/**
 * A confirmed cancel (001 §4.5): the plan is CANCEL_INITIATED at once, so no instalment runs
 * after it, and CANCELLED on its `cancelsOn` day, the sandbox day after the confirmation, as
 * the fund house processes it. Run as jobs (server/jobs/work.ts); a plan already cancelled is
 * left alone.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { sipRegistrations, transferPlans } from '../db/schema';

export async function completeSipCancel(db: Database, clock: Clock, registrationId: number): Promise<void> {
  await db
    .update(sipRegistrations)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(sipRegistrations.id, registrationId),
        eq(sipRegistrations.status, 'CANCEL_INITIATED'),
        lte(sipRegistrations.cancelsOn, clock.today()),
      ),
    );
}

export async function completePlanCancel(db: Database, clock: Clock, planId: number): Promise<void> {
  await db
    .update(transferPlans)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(transferPlans.id, planId),
        eq(transferPlans.status, 'CANCEL_INITIATED'),
        lte(transferPlans.cancelsOn, clock.today()),
      ),
    );
}

/** SIPs and STP/SWP plans whose cancel takes effect by today. */
export async function findDueCancels(db: Database, clock: Clock): Promise<{ sips: number[]; plans: number[] }> {
  const today = clock.today();
  const sips = await db
    .select({ id: sipRegistrations.id })
    .from(sipRegistrations)
    .where(and(eq(sipRegistrations.status, 'CANCEL_INITIATED'), lte(sipRegistrations.cancelsOn, today)))
    .orderBy(asc(sipRegistrations.id));
  const plans = await db
    .select({ id: transferPlans.id })
    .from(transferPlans)
    .where(and(eq(transferPlans.status, 'CANCEL_INITIATED'), lte(transferPlans.cancelsOn, today)))
    .orderBy(asc(transferPlans.id));
  return { sips: sips.map((row) => row.id), plans: plans.map((row) => row.id) };
}
