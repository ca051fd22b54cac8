/**
 * The investor's plans as My Investments lists them (001 §2.16, §3 plan records, §4.5, §7 GET
 * /sips, /stps, /swps): paged, sorted by the server (default createdDate descending, 001 §9),
 * only the caller's own. The flags say what the plan allows now; the same bean state decides
 * whether a skip or cancel request is accepted (plan-changes.ts), so the card and the server
 * agree. STP and SWP plans appear once confirmed; one whose instalments have all run is INACTIVE.
 */
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { components } from '../../domain/contract/user';
import { sipMultiplier } from '../../domain/order-amount';
import { instalmentAmountOn, nextStepUpDate } from '../../domain/plans/step-up';
import type { Database } from '../db/client';
import { ReadCache } from '../db/read-cache';
import { schemes, sipRegistrations, type TransferPlanKind, transferPlans } from '../db/schema';
import { nextMonthlyDate } from '../orders/placement';

type Schemas = components['schemas'];
type SipBean = Schemas['SipBean'];
type StpBean = Schemas['StpBean'];
type SwpBean = Schemas['SwpBean'];
type PlanStatus = Schemas['PlanStatus'];

export interface PlanListQuery {
  pageNo: number;
  pageSize: number;
  sortBy: 'createdDate' | 'dueDate' | 'id';
  direction: 'ASC' | 'DESC';
}

type SipRow = typeof sipRegistrations.$inferSelect;
type TransferRow = typeof transferPlans.$inferSelect;
type SchemeRow = typeof schemes.$inferSelect;

const isRunning = (status: PlanStatus) => status === 'ACTIVE' || status === 'PAUSED';

/** The SIP as its card shows it; `scheme` gives pauseFlag and the step-up's multiplier. */
export function sipBean(row: SipRow, scheme: SchemeRow): SipBean {
  const status: PlanStatus = row.status;
  const multiplier = sipMultiplier(scheme);
  // A skipped instalment is not debited: the next amount is the one after it.
  const nextDebit = status === 'PAUSED' ? nextMonthlyDate(row.nextInstalmentDate) : row.nextInstalmentDate;
  const running = isRunning(status);
  return {
    id: row.id,
    fundId: row.fundId,
    amount: row.amount,
    status,
    dueDate: running ? row.nextInstalmentDate : null,
    pausedCount: row.pausedCount,
    pauseEnabled: running && scheme.sipDetails?.pauseFlag === 'Y',
    cancelEnabled: running,
    createdDate: row.createdAt.toISOString(),
    nextAmount: instalmentAmountOn(row.amount, row.stepUp, multiplier, row.firstInstalmentDate, nextDebit),
    stepUp: row.stepUp,
    nextStepUpDate: running
      ? nextStepUpDate(row.amount, row.stepUp, multiplier, row.firstInstalmentDate, nextDebit)
      : null,
    failedDebits: row.failedDebits,
  };
}

/** 001 §4.5 statuses of an STP or SWP: a plan whose instalments have all run reads INACTIVE. */
function transferStatus(row: TransferRow): PlanStatus {
  return row.status === 'COMPLETED' ? 'INACTIVE' : row.status;
}

export function stpBean(row: TransferRow): StpBean {
  const status = transferStatus(row);
  return {
    id: row.id,
    fromFundId: row.fromFundId,
    toFundId: row.toFundId ?? row.fromFundId,
    amount: row.amount,
    // Beyond the spec (issue 26): a DAILY STP's card says it runs until cancelled or the folio runs out.
    frequency: row.frequency,
    status,
    dueDate: status === 'ACTIVE' ? row.nextInstalmentDate : null,
    pausedCount: 0,
    pauseEnabled: false,
    cancelEnabled: status === 'ACTIVE',
    createdDate: row.createdAt.toISOString(),
  };
}

export function swpBean(row: TransferRow): SwpBean {
  const status = transferStatus(row);
  return {
    id: row.id,
    fundId: row.fromFundId,
    amount: row.amount,
    status,
    dueDate: status === 'ACTIVE' ? row.nextInstalmentDate : null,
    cancelEnabled: status === 'ACTIVE',
    createdDate: row.createdAt.toISOString(),
  };
}

const direction = (query: PlanListQuery) => (query.direction === 'ASC' ? asc : desc);

/** Pages kept per database, as Order Status's are (server/orders/order-list.ts): a few per investor. */
const KEPT_PAGES = 2000;
const keptPages = new WeakMap<Database, ReadCache<object>>();

/**
 * A page as `load` reads it, kept on PGlite until anything is written (../db/read-cache.ts): a
 * bean is worked out from its rows alone, and a clock move writes, so a kept page is never stale.
 */
function keptPage<Page extends object>(db: Database, key: unknown[], load: () => Promise<Page>): Promise<Page> {
  let kept = keptPages.get(db);
  if (!kept) {
    kept = new ReadCache(db, KEPT_PAGES);
    keptPages.set(db, kept);
  }
  return kept.read(JSON.stringify(key), load) as Promise<Page>;
}

const pageKey = (plans: string, userId: number, query: PlanListQuery) => [
  plans,
  userId,
  query.pageNo,
  query.pageSize,
  query.sortBy,
  query.direction,
];

export function listSips(
  db: Database,
  userId: number,
  query: PlanListQuery,
): Promise<{ sipBeans: SipBean[]; totalElements: number }> {
  return keptPage(db, pageKey('SIP', userId, query), () => readSips(db, userId, query));
}

async function readSips(
  db: Database,
  userId: number,
  query: PlanListQuery,
): Promise<{ sipBeans: SipBean[]; totalElements: number }> {
  const where = eq(sipRegistrations.userId, userId);
  const column = {
    createdDate: sipRegistrations.createdAt,
    dueDate: sipRegistrations.nextInstalmentDate,
    id: sipRegistrations.id,
  }[query.sortBy];
  const order = direction(query);
  const [total] = await db.select({ n: count() }).from(sipRegistrations).where(where);
  const rows = await db
    .select({ sip: sipRegistrations, scheme: schemes })
    .from(sipRegistrations)
    .innerJoin(schemes, eq(schemes.uniqueNo, sipRegistrations.fundId))
    .where(where)
    .orderBy(order(column), order(sipRegistrations.id))
    .limit(query.pageSize)
    .offset(query.pageNo * query.pageSize);
  return { sipBeans: rows.map(({ sip, scheme }) => sipBean(sip, scheme)), totalElements: total?.n ?? 0 };
}

async function listTransferPlans(db: Database, userId: number, kind: TransferPlanKind, query: PlanListQuery) {
  const where = and(eq(transferPlans.userId, userId), eq(transferPlans.kind, kind), isNotNull(transferPlans.orderId));
  const column = {
    createdDate: transferPlans.createdAt,
    dueDate: transferPlans.nextInstalmentDate,
    id: transferPlans.id,
  }[query.sortBy];
  const order = direction(query);
  const [total] = await db.select({ n: count() }).from(transferPlans).where(where);
  const rows = await db
    .select()
    .from(transferPlans)
    .where(where)
    .orderBy(order(column), order(transferPlans.id))
    .limit(query.pageSize)
    .offset(query.pageNo * query.pageSize);
  return { rows, totalElements: total?.n ?? 0 };
}

export function listStps(db: Database, userId: number, query: PlanListQuery) {
  return keptPage(db, pageKey('STP', userId, query), async () => {
    const { rows, totalElements } = await listTransferPlans(db, userId, 'STP', query);
    return { stpBeans: rows.map(stpBean), totalElements };
  });
}

export function listSwps(db: Database, userId: number, query: PlanListQuery) {
  return keptPage(db, pageKey('SWP', userId, query), async () => {
    const { rows, totalElements } = await listTransferPlans(db, userId, 'SWP', query);
    return { swpBeans: rows.map(swpBean), totalElements };
  });
}
