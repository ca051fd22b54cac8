/**
 * The portfolio reads (GET /portfolios, GET /portfolios/summary, and the capital-gains statement)
 * on their fast path. A read never
 * processes orders: allotments are jobs (server/jobs/), and show as soon as one has run.
 *
 * A valuation depends only on the investor's ledger and folios (both append-only), the units
 * promised to unsettled outflows (each holding's `pendingQuantity`), the catalogue and the
 * sandbox day, so it is kept, per investor, under a fingerprint of those (row counts and newest
 * ids and times, read in the same query) and the day. A new allotment, redemption or folio, an
 * outflow confirmed, settled or failed, a reset or a clock move to another day each change the key. The
 * fingerprint is read from the database, not kept in this process, so a write by another
 * process (issue 12's job queue) is seen too. On PGlite, which no other process can write, that
 * query's answer is itself kept until this process writes anything (../db/read-cache.ts), so an
 * unchanged portfolio is read without a query.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { ReadCache } from '../db/read-cache';
import { folios, unitLedger, users } from '../db/schema';
import { type CapitalGainsYears, capitalGainsYears } from './capital-gains';
import { type ValuedPortfolio, valuePortfolio } from './holdings';
import { promisesFingerprint } from './promised-units';

interface ReadState {
  fingerprint: string;
}

/** One indexed query: the fingerprint of what a valuation reads. */
async function queryState(db: Database, userId: number): Promise<ReadState> {
  const fingerprint = sql<string>`(select concat(count(*), '/', max(${unitLedger.id}), '/', max(${unitLedger.createdAt}))
      from ${unitLedger} where ${unitLedger.userId} = ${userId})
    || '|' || (select concat(count(*), '/', max(${folios.id})) from ${folios} where ${folios.userId} = ${userId})
    || '|' || ${promisesFingerprint(userId)}`;
  const [row] = await db.select({ fingerprint }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`No investor ${userId}`);
  return { fingerprint: row.fingerprint };
}

const VALUATIONS_LIMIT = 1000;
const valuations = new Map<string, { key: string; portfolio: ValuedPortfolio }>();
const statements = new Map<string, { key: string; years: CapitalGainsYears }>();
const states = new WeakMap<Database, ReadCache<ReadState>>();

/** The read state, kept per investor while nothing is written (PGlite only). */
function readState(db: Database, userId: number): Promise<ReadState> {
  let kept = states.get(db);
  if (!kept) {
    kept = new ReadCache(db, VALUATIONS_LIMIT);
    states.set(db, kept);
  }
  return kept.read(String(userId), () => queryState(db, userId));
}

/** Keeps `value` for the investor, the oldest investor's giving way past the limit. */
function remember<T>(kept: Map<string, T>, userKey: string, value: T): void {
  kept.delete(userKey);
  if (kept.size >= VALUATIONS_LIMIT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  kept.set(userKey, value);
}

/** The investor's valued portfolio on the sandbox clock's today. */
export async function readPortfolio(
  db: Database,
  clock: Clock,
  user: { id: number; sub: string },
): Promise<ValuedPortfolio> {
  const today = clock.today();
  const state = await readState(db, user.id);
  // The sub as well as the row id: after a sandbox reset a row id can name someone else.
  const userKey = `${user.id}|${user.sub}`;
  const key = `${today}|${state.fingerprint}`;
  const kept = valuations.get(userKey);
  if (kept?.key === key) return kept.portfolio;
  const portfolio = await db.transaction((tx) => valuePortfolio(tx, user.id, today));
  remember(valuations, userKey, { key, portfolio });
  return portfolio;
}

/**
 * The investor's realised gains by financial year (issue 30: worked out afresh on every request,
 * 85 ms at 5,000 lots and seconds at p95 under load). A sale writes ledger rows, so the statement
 * is kept under the same fingerprint; it does not depend on the day.
 */
export async function readCapitalGains(db: Database, user: { id: number; sub: string }): Promise<CapitalGainsYears> {
  const state = await readState(db, user.id);
  const userKey = `${user.id}|${user.sub}`;
  const kept = statements.get(userKey);
  if (kept?.key === state.fingerprint) return kept.years;
  const years = await capitalGainsYears(db, user.id);
  remember(statements, userKey, { key: state.fingerprint, years });
  return years;
}
