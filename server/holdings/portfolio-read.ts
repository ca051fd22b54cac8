/**
 * The portfolio reads (GET /portfolios, GET /portfolios/summary) on their fast path. Orders
 * allotted since the last read must show straight away, so a read first asks one cheap
 * question: is anything of this investor's due (a payment to settle, a SIP instalment reached,
 * a paid order waiting for its units)? Only then does it run `processDueOrders`.
 *
 * A valuation depends only on the investor's ledger and folios (both append-only), the
 * catalogue and the sandbox day, so it is kept, per investor, under a fingerprint of those
 * (row counts and newest ids and times, read in the same query) and the day. A new allotment,
 * redemption or folio, a reset or a clock move to another day each change the key. The
 * fingerprint is read from the database, not kept in this process, so a write by another
 * process (issue 12's job queue) is seen too. On PGlite, which no other process can write, that
 * query's answer is itself kept until this process writes anything (../db/read-cache.ts), so an
 * unchanged portfolio is read without a query.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { ReadCache } from '../db/read-cache';
import { folios, orders, payments, sipRegistrations, unitLedger, users } from '../db/schema';
import { processDueOrders } from '../orders/processing';
import { type ValuedPortfolio, valuePortfolio } from './holdings';

interface ReadState {
  due: boolean;
  fingerprint: string;
}

/** One indexed query: whether anything is due, and the fingerprint of what a valuation reads. */
async function queryState(db: Database, userId: number, today: string): Promise<ReadState> {
  const due = sql<boolean>`exists(select 1 from ${payments} where ${payments.userId} = ${userId}
        and ${payments.state} = 'PENDING' and ${payments.settlesOn} = 'poll')
    or exists(select 1 from ${sipRegistrations} where ${sipRegistrations.userId} = ${userId}
        and ${sipRegistrations.status} = 'ACTIVE' and ${sipRegistrations.nextInstalmentDate} <= ${today})
    or exists(select 1 from ${orders} where ${orders.userId} = ${userId} and ${orders.status} = 'IN_PROGRESS')`;
  const fingerprint = sql<string>`(select concat(count(*), '/', max(${unitLedger.id}), '/', max(${unitLedger.createdAt}))
      from ${unitLedger} where ${unitLedger.userId} = ${userId})
    || '|' || (select concat(count(*), '/', max(${folios.id})) from ${folios} where ${folios.userId} = ${userId})`;
  const [row] = await db.select({ due, fingerprint }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`No investor ${userId}`);
  return { due: Boolean(row.due), fingerprint: row.fingerprint };
}

const VALUATIONS_LIMIT = 1000;
const valuations = new Map<string, { key: string; portfolio: ValuedPortfolio }>();
const states = new WeakMap<Database, ReadCache<ReadState>>();

/** The read state, kept per investor and day while nothing is written (PGlite only). */
function readState(db: Database, userId: number, today: string): Promise<ReadState> {
  let kept = states.get(db);
  if (!kept) {
    kept = new ReadCache(db, VALUATIONS_LIMIT);
    states.set(db, kept);
  }
  return kept.read(`${userId}|${today}`, () => queryState(db, userId, today));
}

function remember(userKey: string, key: string, portfolio: ValuedPortfolio): void {
  valuations.delete(userKey);
  if (valuations.size >= VALUATIONS_LIMIT) {
    const oldest = valuations.keys().next().value;
    if (oldest !== undefined) valuations.delete(oldest);
  }
  valuations.set(userKey, { key, portfolio });
}

/** The investor's valued portfolio on the sandbox clock's today, processing what is due first. */
export async function readPortfolio(
  db: Database,
  clock: Clock,
  user: { id: number; sub: string },
): Promise<ValuedPortfolio> {
  const today = clock.today();
  let state = await readState(db, user.id, today);
  if (state.due) {
    await processDueOrders(db, clock, user.id);
    state = await readState(db, user.id, today);
  }
  // The sub as well as the row id: after a sandbox reset a row id can name someone else.
  const userKey = `${user.id}|${user.sub}`;
  const key = `${today}|${state.fingerprint}`;
  const kept = valuations.get(userKey);
  if (kept?.key === key) return kept.portfolio;
  const portfolio = await db.transaction((tx) => valuePortfolio(tx, user.id, today));
  remember(userKey, key, portfolio);
  return portfolio;
}
