/**
 * The bench's scale table (issue 30): the verified demo investor grown to 10, 100, 1,000 and
 * 5,000 lots, and how each signed-in read's latency grows with them.
 *
 * The lots are written straight into the server's PGlite data directory while the server is
 * stopped (PGlite has one process at a time): allotments spread over the folios the investor
 * holds, with a fifth of them partly taken by a redemption, as a long-standing SIP investor's
 * ledger looks. The server then starts on that directory as a restart would (it analyses what
 * changed, server/db/statistics.ts), and each read is timed uncached (the sandbox clock moved a
 * day before every read, so no kept valuation or answer serves it; median of 5) and under load (50
 * connections, 3 s, kept answers allowed). The growth exponent is the slope of log(uncached latency) over log(lots) from 100 to
 * 5,000 lots: 1 is linear. Budgets: p95 ≤ 100 ms at 5,000 lots and an exponent ≤ 1.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';

/** What the scale table needs from the bench's HTTP side (scripts/bench.ts). */
export interface ScaleTools {
  startServer(port: number, dataDir: string): Promise<ChildProcess>;
  stopChild(child: ChildProcess): Promise<void>;
  signIn(port: number): Promise<string>;
  /** Wall time of one request, in ms, and its status. */
  timeOne(
    port: number,
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ ms: number; status: number }>;
  /** p95 in ms of `seconds` of load at 50 connections. */
  p95Under(port: number, path: string, headers: Record<string, string>, seconds: number): Promise<number>;
  printTable(rows: string[][]): void;
}

const SIZES = [10, 100, 1000, 5000] as const;
const BUDGET = { p95Ms: 100, exponent: 1 };
const DEMO_EMAIL = 'verified.investor@sanchay.example';
const JSON_BODY = { 'content-type': 'application/json' };
const READS = {
  'GET /portfolios': '/api/us/portfolios',
  'GET /portfolios/summary': '/api/us/portfolios/summary',
  'GET /portfolios/capital-gains': '/api/us/portfolios/capital-gains',
  'GET /orders': '/api/us/orders?pageNo=0&pageSize=10&sortBy=id&direction=DESC',
} as const;
type Read = keyof typeof READS;

/** Tops the demo investor's allotments up to `lots`; a unit of every fifth new lot is redeemed. */
async function growLedger(pgliteDir: string, lots: number): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: pgliteDir });
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [user] = await rows<{ id: number }>(sql`select id from users where email = ${DEMO_EMAIL}`);
    if (!user) throw new Error(`No ${DEMO_EMAIL} in the bench's database`);
    const [held] = await rows<{ n: number }>(
      sql`select count(*)::int as n from unit_ledger where user_id = ${user.id} and kind = 'ALLOTMENT'`,
    );
    const missing = lots - (held?.n ?? 0);
    if (missing <= 0) return;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with held as (
          select fund_id, folio, row_number() over (order by fund_id, folio) - 1 as i, count(*) over () as n
          from (select distinct fund_id, folio from unit_ledger where user_id = ${user.id}) pairs
        )
        insert into unit_ledger (user_id, fund_id, folio, kind, purchase_type, units, amount, nav, trade_date, created_at)
        select ${user.id}, held.fund_id, held.folio, 'ALLOTMENT', 'SIP', 10.1234, 1000.00, 98.7654,
          date '2015-01-01' + (g % 3650), now()
        from generate_series(1, ${missing}) g join held on held.i = g % held.n`);
      // One redemption per folio and scheme, taking a unit from every fifth lot not yet touched.
      await tx.execute(sql`
        with picked as (
          select id, fund_id, folio from unit_ledger
          where user_id = ${user.id} and kind = 'ALLOTMENT' and id % 5 = 0
            and id not in (select lot_id from lot_consumptions where user_id = ${user.id})
        ), sales as (
          insert into unit_ledger (user_id, fund_id, folio, kind, units, amount, nav, trade_date, created_at)
          select ${user.id}, fund_id, folio, 'REDEMPTION', count(*), count(*) * 98.77, 110.0000, date '2025-03-03', now()
          from picked group by fund_id, folio
          returning id, fund_id, folio
        )
        insert into lot_consumptions (user_id, redemption_id, lot_id, units, cost)
        select ${user.id}, sales.id, picked.id, 1, 98.77 from picked join sales using (fund_id, folio)`);
    });
  } finally {
    await close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The least-squares slope of log(ms) over log(lots). */
function exponent(points: Array<{ lots: number; ms: number }>): number {
  const xs = points.map((p) => Math.log(p.lots));
  const ys = points.map((p) => Math.log(Math.max(p.ms, 0.01)));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const num = xs.reduce((sum, x, i) => sum + (x - mx) * ((ys[i] ?? 0) - my), 0);
  const den = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return num / den;
}

export async function benchScale(port: number, scratch: string, tools: ScaleTools): Promise<void> {
  const dataDir = join(scratch, 'scale');
  const figures: Record<Read, Array<{ lots: number; ms: number; p95: number }>> = {
    'GET /portfolios': [],
    'GET /portfolios/summary': [],
    'GET /portfolios/capital-gains': [],
    'GET /orders': [],
  };
  // The first start seeds; each size after it is a restart on the grown directory.
  let server = await tools.startServer(port, dataDir);
  try {
    for (const lots of SIZES) {
      await tools.stopChild(server);
      await growLedger(join(dataDir, 'pglite'), lots);
      server = await tools.startServer(port, dataDir);
      for (const [read, path] of Object.entries(READS) as Array<[Read, string]>) {
        let auth = { authorization: `Bearer ${await tools.signIn(port)}` };
        await tools.timeOne(port, 'GET', path, auth); // the code paths warm, as on a server in use
        const uncached: number[] = [];
        for (let i = 0; i < 5; i++) {
          // A day later: a write (no kept answer stands) and a new day (the valuation is worked out
          // again); the sandbox's tokens expire on its clock, so the investor signs in again.
          await tools.timeOne(port, 'POST', '/sandbox/clock', JSON_BODY, '{"advance":{"days":1}}');
          auth = { authorization: `Bearer ${await tools.signIn(port)}` };
          const { ms, status } = await tools.timeOne(port, 'GET', path, auth);
          if (status !== 200) throw new Error(`${read} answered ${status} at ${lots} lots`);
          uncached.push(ms);
        }
        figures[read].push({ lots, ms: median(uncached), p95: await tools.p95Under(port, path, auth, 3) });
      }
    }
  } finally {
    await tools.stopChild(server);
  }

  console.info(
    `\nScale: the demo investor with ${SIZES.join(', ')} lots. Uncached: median of 5 reads, each a sandbox day later; ` +
      `p95: 50 connections for 3 s. Budget at ${SIZES.at(-1)} lots: p95 ≤ ${BUDGET.p95Ms} ms, growth exponent ≤ ${BUDGET.exponent}.`,
  );
  tools.printTable([
    ['read', ...SIZES.map((lots) => `${lots} lots ms (p95)`), 'exponent 100→5,000', 'verdict'],
    ...(Object.entries(figures) as Array<[Read, Array<{ lots: number; ms: number; p95: number }>]>).map(
      ([read, points]) => {
        const growth = exponent(points.filter((p) => p.lots >= 100));
        const last = points.at(-1);
        const ok = last !== undefined && last.p95 <= BUDGET.p95Ms && growth <= BUDGET.exponent;
        return [
          read,
          ...points.map((p) => `${p.ms.toFixed(1)} (${p.p95.toFixed(0)})`),
          growth.toFixed(2),
          ok ? 'ok' : 'over',
        ];
      },
    ),
  ]);
}
