/**
 * The bench's batch table (issue 30): 1,000 and 10,000 SIPs falling due on one day, and how long
 * the sandbox clock's move across that day takes to run them on one server.
 *
 * The SIPs are copies of the verified demo investor's SIP, written straight into the server's
 * PGlite data directory while it is stopped (PGlite has one process at a time), each with its own
 * registering order and all due on the same weekday. The server then starts on that directory and
 * the clock moves twice: to the morning of that day, when every instalment is debited, and to the
 * next morning, when they are allotted at the day's NAV (POST /sandbox/clock answers only when
 * the work it made due is done, server/jobs/runner.ts). For each move the table shows its wall
 * time, SIPs per second and the server's CPU per SIP (from /proc), and checks that every SIP's
 * instalment was recorded, then allotted. Budget: 10,000 due SIPs settled within 60 s on one
 * server, each move.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import type { ScaleTools } from './bench-scale';

type BatchTools = Pick<ScaleTools, 'startServer' | 'stopChild' | 'timeOne' | 'printTable'>;

/** `BENCH_BATCH_SIZES=300,3000` measures other sizes (e.g. a quick look while working on the queue). */
const SIZES = process.env.BENCH_BATCH_SIZES?.split(',').map(Number) ?? [1000, 10_000];
const BUDGET = { sips: 10_000, seconds: 60 };
const DEMO_EMAIL = 'verified.investor@sanchay.example';
const JSON_BODY = { 'content-type': 'application/json' };
/** Linux's clock ticks per second, in which /proc/{pid}/stat counts CPU time. */
const TICKS = 100;

/** User and system CPU seconds a process has used so far. */
export function cpuSeconds(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command's name: state is field 3, utime 14 and stime 15 (1-based, proc(5)).
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/**
 * The first weekday after `now` (in India) whose day of the month a SIP can have (1–28), so its
 * instalments are allotted at that day's NAV, published the same evening.
 */
function dueDay(now: Date): string {
  for (let days = 1; ; days++) {
    const date = new Date(now.getTime() + 5.5 * 3_600_000 + days * 86_400_000);
    const weekday = date.getUTCDay();
    if (date.getUTCDate() <= 28 && weekday !== 0 && weekday !== 6) return date.toISOString().slice(0, 10);
  }
}

/** 10:00 in India on `date`, `days` later. */
const morningOf = (date: string, days = 0) =>
  new Date(new Date(`${date}T04:30:00Z`).getTime() + days * 86_400_000).toISOString();

/** Copies the demo investor's SIP `count` times, each registered by an order of its own and due on `date`. */
async function addDueSips(pgliteDir: string, count: number, date: string): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: pgliteDir });
  try {
    const { rows } = (await db.execute(sql`
      select r.id from sip_registrations r join users u on u.id = r.user_id
      where u.email = ${DEMO_EMAIL} order by r.id limit 1`)) as unknown as { rows: { id: number }[] };
    const source = rows[0]?.id;
    if (source === undefined) throw new Error(`${DEMO_EMAIL} has no SIP to copy in the bench's database`);
    await db.execute(sql`
      with copies as (
        insert into orders (user_id, fund_id, order_type, amount, status, remarks, request_fingerprint, mandate_id,
          sip_day, paid_at, trade_date, units, nav, folio, placed_at, updated_at)
        select o.user_id, o.fund_id, o.order_type, o.amount, o.status, o.remarks, 'bench-batch:' || ${date} || ':' || g,
          o.mandate_id, ${Number(date.slice(8, 10))}, o.paid_at, o.trade_date, o.units, o.nav, o.folio, o.placed_at, o.updated_at
        from sip_registrations r join orders o on o.id = r.order_id, generate_series(1, ${count}) g
        where r.id = ${source}
        returning id
      )
      insert into sip_registrations (user_id, fund_id, amount, day_of_month, mandate_id, folio, order_id,
        first_instalment_date, next_instalment_date, created_at)
      select r.user_id, r.fund_id, r.amount, ${Number(date.slice(8, 10))}, r.mandate_id, r.folio, copies.id,
        r.first_instalment_date, ${date}, r.created_at
      from sip_registrations r, copies where r.id = ${source}`);
  } finally {
    await close();
  }
}

/** How many of the copies' instalments of `date` are recorded, and how many of those are allotted. */
async function instalmentsOf(pgliteDir: string, date: string): Promise<{ recorded: number; allotted: number }> {
  const { db, close } = await openDatabase({ dataDir: pgliteDir });
  try {
    const { rows } = (await db.execute(sql`
      select count(*)::int as recorded, count(*) filter (where instalment.status = 'COMPLETED')::int as allotted
      from orders copy join orders instalment on instalment.sip_registration_id = (
        select r.id from sip_registrations r where r.order_id = copy.id)
      where copy.request_fingerprint like ${`bench-batch:${date}:%`}
        and instalment.request_fingerprint like 'sip:%:' || ${date}`)) as unknown as {
      rows: { recorded: number; allotted: number }[];
    };
    return rows[0] ?? { recorded: 0, allotted: 0 };
  } finally {
    await close();
  }
}

export async function benchBatch(port: number, scratch: string, tools: BatchTools): Promise<void> {
  const figures: string[][] = [];
  for (const size of SIZES) {
    const dataDir = join(scratch, `batch-${size}`);
    const pgliteDir = join(dataDir, 'pglite');
    // The first start seeds; the SIPs are added while it is stopped, and it starts again on them.
    let server = await tools.startServer(port, dataDir);
    const clock = await fetch(`http://127.0.0.1:${port}/sandbox/clock`);
    const date = dueDay(new Date(((await clock.json()) as { now: string }).now));
    await tools.stopChild(server);
    await addDueSips(pgliteDir, size, date);
    server = await tools.startServer(port, dataDir);
    const moves: Array<{ step: string; ms: number; status: number; cpu: number }> = [];
    try {
      // The morning of the SIP date (instalments debited), then the next (allotted at its NAV).
      for (const [step, to] of [
        ['debited', morningOf(date)],
        ['allotted', morningOf(date, 1)],
      ] as const) {
        const before = cpuSeconds(server);
        const move = await tools.timeOne(port, 'POST', '/sandbox/clock', JSON_BODY, JSON.stringify({ to }));
        moves.push({ step, ...move, cpu: cpuSeconds(server) - before });
      }
    } finally {
      await tools.stopChild(server);
    }
    const done = await instalmentsOf(pgliteDir, date);
    for (const { step, ms, status, cpu } of moves) {
      const seconds = ms / 1000;
      const count = step === 'debited' ? done.recorded : done.allotted;
      const ok = status === 200 && count === size && (size < BUDGET.sips || seconds <= BUDGET.seconds);
      figures.push([
        size.toLocaleString('en-IN'),
        step,
        String(status),
        seconds.toFixed(1),
        (size / seconds).toFixed(0),
        ((cpu * 1000) / size).toFixed(2),
        `${count.toLocaleString('en-IN')} of ${size.toLocaleString('en-IN')}`,
        ok ? 'ok' : 'over',
      ]);
    }
  }
  console.info(
    "\nBatch: SIPs due on one day, run by one server's worker as the sandbox clock moves to that morning (the instalments " +
      `debited) and the next (allotted). Budget: ${BUDGET.sips.toLocaleString('en-IN')} SIPs each within ${BUDGET.seconds} s.`,
  );
  tools.printTable([
    ['SIPs due', 'step', 'clock move', 'answered in s', 'SIPs/s', 'server CPU ms per SIP', 'instalments', 'verdict'],
    ...figures,
  ]);
}
