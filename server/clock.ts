/**
 * The sandbox clock: sandbox time = wall time + an offset a tester moves forward.
 * The offset lives in sandbox_state so it survives restarts, and is cached here because
 * every catalogue request asks for "today". Servers sharing one database each keep a copy:
 * `followSharedClock` re-reads it every second, and the job queue re-reads it before each batch.
 */
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { sandboxState } from './db/schema';
import { kolkataDate } from './seed/dates';

export interface Clock {
  now(): Date;
  /** Wall time without the offset: what "now" becomes after a reset. */
  wallTime(): Date;
  /** Today in Asia/Kolkata, yyyy-MM-dd. */
  today(): string;
  offsetMs(): number;
  /** Moves sandbox time to `target`; refuses to go backwards (or stand still), or past LATEST_SANDBOX_TIME. */
  moveTo(target: Date): Promise<void>;
  /**
   * Moves sandbox time on by exactly `ms` (> 0): the offset grows by `ms`, so no wall-clock
   * millisecond passing during the call is lost. Refuses to go past LATEST_SANDBOX_TIME.
   */
  advanceBy(ms: number): Promise<void>;
  /** Back to wall time (offset 0), as after a reset. */
  reset(): Promise<void>;
  /** Re-reads the persisted offset and seed time, e.g. after the database was re-seeded. */
  reload(): Promise<void>;
  /** When the sandbox was last seeded (ISO time): answers cached per seed change with it. */
  seededAt(): string;
}

export class ClockMovedBackwards extends Error {
  constructor(
    readonly target: Date,
    readonly current: Date,
  ) {
    super(`The sandbox clock only moves forward: ${target.toISOString()} is not after ${current.toISOString()}`);
    this.name = 'ClockMovedBackwards';
  }
}

/**
 * The latest time the sandbox clock may show, the end of 2099 in India: beyond year 9999 an Indian
 * date no longer fits yyyy-MM-dd, and long before that every NAV history would run for centuries.
 */
export const LATEST_SANDBOX_TIME = new Date('2099-12-31T18:29:59.999Z');

export class ClockOutOfRange extends Error {
  constructor(readonly target: Date) {
    super(`The sandbox clock cannot move past ${LATEST_SANDBOX_TIME.toISOString()}: ${target.toISOString()} asked`);
    this.name = 'ClockOutOfRange';
  }
}

export async function createClock(db: Database, wallClock: () => number = Date.now): Promise<Clock> {
  let offset = 0;
  let seededAt = '';
  // Counts this process's writes, so a reload that read the row before one of them keeps its value.
  let writes = 0;

  const persist = async (value: number) => {
    writes++;
    await db.update(sandboxState).set({ clockOffsetMs: value }).where(eq(sandboxState.id, 1));
    offset = value;
  };

  const clock: Clock = {
    now: () => new Date(wallClock() + offset),
    wallTime: () => new Date(wallClock()),
    // NAV dates, NFO windows and cut-offs are Indian calendar dates.
    today: () => kolkataDate(clock.now()),
    offsetMs: () => offset,
    async moveTo(target) {
      const current = clock.now();
      if (target.getTime() <= current.getTime()) throw new ClockMovedBackwards(target, current);
      if (target.getTime() > LATEST_SANDBOX_TIME.getTime()) throw new ClockOutOfRange(target);
      await persist(target.getTime() - wallClock());
    },
    async advanceBy(ms) {
      const current = clock.now();
      const target = new Date(current.getTime() + ms);
      if (ms <= 0) throw new ClockMovedBackwards(target, current);
      if (target.getTime() > LATEST_SANDBOX_TIME.getTime()) throw new ClockOutOfRange(target);
      await persist(offset + ms);
    },
    async reset() {
      await persist(0);
      await clock.reload();
    },
    async reload() {
      const before = writes;
      const [row] = await db
        .select({ offset: sandboxState.clockOffsetMs, seededAt: sandboxState.seededAt })
        .from(sandboxState)
        .where(eq(sandboxState.id, 1));
      seededAt = row?.seededAt.toISOString() ?? '';
      if (writes === before) offset = row?.offset ?? 0;
    },
    seededAt: () => seededAt,
  };
  await clock.reload();
  return clock;
}

/**
 * Keeps `clock` in step with moves and resets made by other servers on the same database (sandbox
 * mode behind a load balancer): re-reads the shared offset every `everyMs`. Returns the stop function.
 */
export function followSharedClock(clock: Clock, everyMs = 1000): () => void {
  const timer = setInterval(() => {
    clock.reload().catch((error: unknown) => console.error('Could not re-read the sandbox clock:', error));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
