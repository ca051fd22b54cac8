/**
 * Runs processing as jobs (issue 12): finds what is due on the clock (sandbox time in sandbox
 * mode, real time in production, where the offset stays 0), puts one job per payment,
 * registration or order on the queue, and, in a worker, runs them.
 *
 * - A worker looks for due work every `scanEveryMs` as time passes, and runs every queue.
 * - Any server (worker or API-only) enqueues a UPI payment's settlement when it is requested,
 *   and on a move of the sandbox clock enqueues what became due and waits until the queue has
 *   run it, round after round (a paid instalment may make an allotment due), so the move's
 *   consequences are there when POST /sandbox/clock answers, whichever server ran them.
 *
 * The queues are 'stately': one job per key waits and one runs at a time, so scans by several
 * servers do not pile up duplicates; the work itself is idempotent (server/jobs/work.ts).
 */
import type PgBoss from 'pg-boss';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { onClockMoved } from '../orders/clock-moved';
import { createJobQueue } from './queue';
import { findDueJobs, JOB_KINDS, type JobContext, type JobKind } from './work';

export interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  /** Runs the jobs; an API-only server (false) only enqueues them. */
  worker: boolean;
  /** How often a worker looks for work that fell due as time passed; 0: only when asked (tests). */
  scanEveryMs: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Queues one piece of work now (e.g. a UPI payment the payer approves). */
  dispatch(kind: JobKind, id: number): Promise<void>;
  /** Queues everything due and returns how many jobs that was, without waiting for them. */
  enqueueDue(): Promise<number>;
  /** Queues everything due and waits until the queue has run it, until nothing more is due. */
  runDue(): Promise<void>;
  /** Waits until no job is queued or running (false: gave up after a minute). */
  idle(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * How often a worker asks the queue for jobs. A server wakes its own workers when it queues a
 * job, so this is how long work queued by another (e.g. API-only) server may wait.
 */
const POLL_SECONDS = 2;
const BATCH_SIZE = 20;
/** Rounds of `runDue`: each round's work can make more due (instalment → allotment). */
const MAX_ROUNDS = 10;
/** How long a clock move waits for the workers before answering anyway. */
const DRAIN_TIMEOUT_MS = 60_000;
const DRAIN_POLL_MS = 20;

const KINDS = Object.keys(JOB_KINDS) as JobKind[];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createJobRunner({ db, clock, worker, scanEveryMs }: JobRunnerOptions): JobRunner {
  const boss: PgBoss = createJobQueue(db);
  const context: JobContext = { db, clock };
  const localWorkers = new Map<JobKind, string>();
  let scanTimer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;
  let scanning = false;

  boss.on('error', (error) => console.error('Job queue:', error));

  const send = async (kind: JobKind, id: number) => {
    await boss.send(kind, { id }, { singletonKey: String(id) });
    const local = localWorkers.get(kind);
    if (local) boss.notifyWorker(local);
  };

  /** A batch of one kind; a failing job is failed alone (pg-boss retries it), the rest complete. */
  const runBatch = async (kind: JobKind, jobs: PgBoss.Job<{ id: number }>[]) => {
    // Another server may have moved the sandbox clock since this one last looked.
    await clock.reload();
    for (const job of jobs) {
      try {
        await JOB_KINDS[kind](context, job.data.id);
      } catch (error) {
        console.error(`Job ${kind} ${job.data.id} failed:`, error);
        await boss.fail(kind, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  const pending = async () => {
    let total = 0;
    for (const kind of KINDS) total += await boss.getQueueSize(kind, { before: 'completed' });
    return total;
  };

  const idle = async () => {
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    while ((await pending()) > 0) {
      if (Date.now() > deadline) {
        console.error(`Job queue: work still pending after ${DRAIN_TIMEOUT_MS / 1000} s; is a worker running?`);
        return false;
      }
      await delay(DRAIN_POLL_MS);
    }
    return true;
  };

  const runner: JobRunner = {
    async start() {
      await boss.start();
      for (const kind of KINDS) {
        if (!(await boss.getQueue(kind))) await boss.createQueue(kind, { name: kind, policy: 'stately' });
      }
      if (worker) {
        for (const kind of KINDS) {
          const id = await boss.work<{ id: number }>(
            kind,
            { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLL_SECONDS },
            (jobs) => runBatch(kind, jobs),
          );
          localWorkers.set(kind, id);
        }
        if (scanEveryMs > 0) {
          scanTimer = setInterval(() => {
            if (scanning) return;
            scanning = true;
            runner
              .enqueueDue()
              .catch((error: unknown) => console.error('Job queue: scan failed:', error))
              .finally(() => {
                scanning = false;
              });
          }, scanEveryMs);
          scanTimer.unref();
        }
      }
      stopListening = onClockMoved(clock, () => runner.runDue());
    },

    dispatch: send,
    idle,

    async enqueueDue() {
      await clock.reload();
      const due = await findDueJobs(context);
      for (const job of due) await send(job.kind, job.id);
      return due.length;
    },

    async runDue() {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        if ((await runner.enqueueDue()) === 0) return;
        if (!(await idle())) return;
      }
    },

    async stop() {
      clearInterval(scanTimer);
      stopListening?.();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return runner;
}
