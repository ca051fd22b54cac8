/**
 * The kinds of job, one queue each: what is due of each kind and how one piece of it runs. Each
 * job names one payment, SIP registration, STP/SWP plan or order; the function it runs locks that row and
 * does nothing when the work is already done, so a job run twice changes nothing.
 */
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { findLapsedOrders, lapseOrder } from '../orders/lapsing';
import { allotOrder, allotOrdersOf, findDueWork, settlePayment } from '../orders/processing';
import { completePlanCancel, completeSipCancel, findDueCancels } from '../plans/cancellations';
import { findDueSips, runSipInstalments, runSipInstalmentsOf } from '../plans/sip-instalments';
import { runPlanInstalments } from '../transfers/instalments';

export type JobKind =
  | 'settle-payment'
  | 'run-instalments'
  | 'run-plan-instalments'
  | 'complete-sip-cancel'
  | 'complete-plan-cancel'
  | 'allot-order'
  | 'lapse-order';

export interface JobContext {
  db: Database;
  clock: Clock;
}

export const JOB_KINDS: Record<JobKind, (context: JobContext, id: number) => Promise<void>> = {
  'settle-payment': ({ db, clock }, id) => settlePayment(db, id, clock.now()),
  'run-instalments': ({ db, clock }, id) => runSipInstalments(db, clock, id),
  'run-plan-instalments': ({ db, clock }, id) => runPlanInstalments(db, clock, id),
  'complete-sip-cancel': ({ db, clock }, id) => completeSipCancel(db, clock, id),
  'complete-plan-cancel': ({ db, clock }, id) => completePlanCancel(db, clock, id),
  'allot-order': ({ db, clock }, id) => allotOrder(db, clock, id),
  'lapse-order': ({ db, clock }, id) => lapseOrder(db, id, clock.now()),
};

/**
 * Kinds whose jobs a worker runs many at once (a batch fetched from the queue, in one transaction):
 * the daily batch of SIP instalments is thousands of them on one day, and their allotments the next. When such a run fails, its
 * transaction changes nothing and the worker runs the batch's jobs one by one, so a job that
 * fails fails alone.
 */
export const JOB_BATCHES: Partial<Record<JobKind, (context: JobContext, ids: readonly number[]) => Promise<void>>> = {
  'run-instalments': ({ db, clock }, ids) => runSipInstalmentsOf(db, clock, ids),
  'allot-order': ({ db, clock }, ids) => allotOrdersOf(db, clock, ids),
};

export interface DueJob {
  kind: JobKind;
  id: number;
}

/** Everything due at the clock's now, in the order it is best run (payments before allotments). */
export async function findDueJobs({ db, clock }: JobContext): Promise<DueJob[]> {
  const due = await findDueWork(db, clock);
  const sips = await findDueSips(db, clock);
  const cancels = await findDueCancels(db, clock);
  const lapsed = await findLapsedOrders(db, clock.now());
  return [
    ...due.payments.map((id) => ({ kind: 'settle-payment' as const, id })),
    ...sips.map((id) => ({ kind: 'run-instalments' as const, id })),
    ...due.plans.map((id) => ({ kind: 'run-plan-instalments' as const, id })),
    ...cancels.sips.map((id) => ({ kind: 'complete-sip-cancel' as const, id })),
    ...cancels.plans.map((id) => ({ kind: 'complete-plan-cancel' as const, id })),
    ...due.allotments.map((id) => ({ kind: 'allot-order' as const, id })),
    ...lapsed.map((id) => ({ kind: 'lapse-order' as const, id })),
  ];
}
