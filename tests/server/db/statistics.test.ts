/**
 * The planner's statistics (server/db/statistics.ts) on the seeded database: tables never
 * analysed are analysed once, a table is analysed again when it has grown past autovacuum's
 * threshold and not before, and the keeper does it on its own. With them, the ledger's read of
 * an investor with 5,000 lots joins by hash, not by a nested loop over every lot.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyzeChangedTables, keepStatistics } from '../../../server/db/statistics';
import { ledgerPositionsQuery } from '../../../server/holdings/ledger';
import { demoInvestor } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ worker: false });
});
afterAll(() => server.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The planner's estimate of a table's rows; -1 for a table never analysed. */
async function estimatedRows(table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`select reltuples::float8 as n from pg_class where relname = ${table}`);
  return row?.n ?? Number.NaN;
}

/**
 * Makes this connection's counts of changed rows visible to pg_stat_user_tables now: PostgreSQL
 * flushes them at most once a second, which autovacuum (and the keeper) never notice.
 */
async function flushCounts(): Promise<void> {
  await server.db.execute(sql`select pg_stat_force_next_flush()`);
  await server.db.execute(sql`select 1`);
}

/** `count` allotments for the demo investor, spread over the schemes and folios they hold. */
async function addLots(userId: number, count: number): Promise<void> {
  await server.db.execute(sql`
    insert into unit_ledger (user_id, fund_id, folio, kind, purchase_type, units, amount, nav, trade_date, created_at)
    select ${userId}, h.fund_id, h.folio, 'ALLOTMENT', 'SIP', 10.1234, 1000.00, 98.7654,
      date '2020-01-01' + (g % 1800), now()
    from generate_series(1, ${count}) g
    join (select fund_id, folio, row_number() over (order by fund_id, folio) - 1 as i
          from (select distinct fund_id, folio from unit_ledger where user_id = ${userId}) held) h
      on h.i = g % (select count(distinct (fund_id, folio)) from unit_ledger where user_id = ${userId})`);
  await flushCounts();
}

describe('analyzeChangedTables', () => {
  it('analyses every table never analysed, the catalogue and the job queue included, then nothing more', async () => {
    expect(await estimatedRows('schemes')).toBe(-1);
    const analysed = await analyzeChangedTables(server.db);
    expect(analysed).toEqual(expect.arrayContaining(['schemes', 'unit_ledger', 'lot_consumptions', 'pgboss.job']));
    const [{ n: schemes } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from schemes`);
    expect(await estimatedRows('schemes')).toBe(schemes);
    const neverAnalysed = await rows(sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pgboss') and c.relkind = 'r' and c.reltuples < 0`);
    expect(neverAnalysed).toEqual([]);
    expect(await analyzeChangedTables(server.db)).toEqual([]);
  });

  it('analyses a table again once it has grown past the threshold, and not before', async () => {
    const demo = await demoInvestor(server);
    const before = await estimatedRows('unit_ledger');
    await addLots(demo.userId, 40);
    expect(await analyzeChangedTables(server.db)).toEqual([]);
    expect(await estimatedRows('unit_ledger')).toBe(before);

    await addLots(demo.userId, 5000);
    expect(await analyzeChangedTables(server.db)).toEqual(['unit_ledger']);
    expect(await estimatedRows('unit_ledger')).toBeGreaterThanOrEqual(before + 5040);
  });

  it('lets the ledger join an investor’s 5,000 lots to what was taken from them by hash, not by a nested loop', async () => {
    const demo = await demoInvestor(server);
    // What redemptions took: a piece of every fifth lot.
    await server.db.execute(sql`
      insert into lot_consumptions (user_id, redemption_id, lot_id, units, cost)
      select ${demo.userId}, (select min(id) from unit_ledger where user_id = ${demo.userId}), id, 1, 1
      from unit_ledger where user_id = ${demo.userId} and kind = 'ALLOTMENT' and id % 5 = 0`);
    await flushCounts();
    expect(await analyzeChangedTables(server.db)).toEqual(['lot_consumptions']);
    const query = ledgerPositionsQuery(server.db, demo.userId, '2025-06-16').toSQL();
    const client = (server.db as unknown as { $client: PGlite }).$client;
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    // Without statistics the planner took the investor's lots for a handful and rescanned the
    // summed consumptions for each lot (a nested loop): 400 ms a read at this size, 20 ms with them.
    expect(text).toMatch(/Hash Cond: \((unit_ledger\.id = consumed\.lot_id|consumed\.lot_id = unit_ledger\.id)\)/);
  });
});

describe('keepStatistics', () => {
  it('analyses what has changed on its own, every interval, until stopped', async () => {
    const demo = await demoInvestor(server);
    await analyzeChangedTables(server.db);
    const before = await estimatedRows('unit_ledger');
    await addLots(demo.userId, 2000);
    const keeper = keepStatistics(server.db, 50);
    try {
      await vi.waitFor(async () => expect(await estimatedRows('unit_ledger')).toBeGreaterThanOrEqual(before + 2000), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      keeper.stop();
    }
  });
});
