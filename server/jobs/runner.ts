/**
 * Runs processing as jobs (issue 12): finds what is due on the clock (sandbox time in sandbox
 * mode, real time in production, where the offset stays 0), puts one job per payment,
 * registration or order on the queue, and, in a worker, runs them.
 *
 * - A worker looks for due work every `scanEveryMs` as time passes, and runs every queue.
 * - Any server (worker or API-only) enqueues a UPI payment's settlement when it is requested,
 *   and on a move of the sandbox clock enqueues what became due and waits until the queue has
 *   run it, round after round (a paid instalment may make an allotment due), so the move's
 *   consequences are there when POST /sandbox/clock answers, whichever server ran them. It waits
 *   for the jobs it queued (or found waiting), never for the whole queue: a job whose worker was
 *   killed stays active until it expires, and is no reason to wait. When its work does not get
 *   done it fails with `WorkNotDone` rather than answer as if it had.
 *
 * One job per key waits on each queue, so scans by several servers do not pile up duplicates; any
 * number may run (./queue.ts says why), and the work itself is idempotent (./work.ts).
 */
import type { Job, PgBoss } from 'pg-boss';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { onClockMoved } from '../orders/clock-moved';
import { movePgBoss10Jobs, setAsidePgBoss10 } from './pg-boss-10';
import { createJobQueue, jobsNotDone, prepareQueues, queueJobs, type UnfinishedState, unfinishedJobs } from './queue';
import { type DueJob, findDueJobs, JOB_BATCHES, JOB_KINDS, type JobContext, type JobKind } from './work';

interface JobRunnerOptions {
  db: Database;
  clock: Clock;
  /** Runs the jobs; an API-only server (false) only enqueues them. */
  worker: boolean;
  /** How often a worker looks for work that fell due as time passed; 0: only when asked (tests). */
  scanEveryMs: number;
  /** How long a clock move waits while none of its jobs finishes, before it gives up (default: a minute). */
  drainTimeoutMs?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Queues one piece of work now (e.g. a UPI payment the payer approves). */
  dispatch(kind: JobKind, id: number): Promise<void>;
  /** Queues everything due and returns how many jobs that was, without waiting for them. */
  enqueueDue(): Promise<number>;
  /**
   * Queues everything due and waits until the queue has run it, until nothing more is due; throws
   * `WorkNotDone` when a job fails, when none finishes for `drainTimeoutMs`, or when work is still
   * due after the last round.
   */
  runDue(): Promise<void>;
  /**
   * Waits until no job at all is queued or running (false: gave up after `drainTimeoutMs`), for
   * tests: a job whose worker was killed counts until it expires.
   */
  idle(): Promise<boolean>;
  stop(): Promise<void>;
}

/** A piece of work that is due, with what became of it. */
interface WorkLeft {
  kind: JobKind;
  id: number;
  /** What became of its job; undefined: nothing, it is still due after the last round. */
  state?: UnfinishedState;
  error?: string;
}

/** Work a clock move made due that is not done when the move has to answer. */
export class WorkNotDone extends Error {
  constructor(
    readonly work: WorkLeft[],
    message: string,
  ) {
    super(message);
    this.name = 'WorkNotDone';
  }
}

/**
 * How often a worker asks the queue for jobs. A server wakes its own workers when it queues a
 * job, so this is how long work queued by another (e.g. API-only) server may wait.
 */
const POLL_SECONDS = 2;
const BATCH_SIZE = 20;
/**
 * Rounds of `runDue`: each round's work can make more due (instalment → allotment), and a plan
 * runs at most 24 instalments a job, so a move of years over a weekly plan takes dozens. The bound
 * stops a job that leaves its work due however often it runs.
 */
const MAX_ROUNDS = 100;
/** How long a clock move waits while none of its jobs finishes, unless told otherwise. */
const DRAIN_TIMEOUT_MS = 60_000;
/** Waiting on the queue asks again after 20 ms, then less and less often, at least every half second. */
const FIRST_LOOK_MS = 20;
const LAST_LOOK_MS = 500;
/** How many pieces of work a message names. */
const NAMED = 10;

const KINDS = Object.keys(JOB_KINDS) as JobKind[];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const later = (ms: number) => Math.min(Math.round(ms * 1.5), LAST_LOOK_MS);

const STATE_WORDS: Record<UnfinishedState, string> = {
  created: 'waiting',
  retry: 'waiting to be tried again',
  active: 'running',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** `allot-order 12 (running), settle-payment 4 (waiting) and 3 more`. */
function listed(work: WorkLeft[]): string {
  const named = work
    .slice(0, NAMED)
    .map(({ kind, id, state }) => (state ? `${kind} ${id} (${STATE_WORDS[state]})` : `${kind} ${id}`));
  return work.length > NAMED ? `${named.join(', ')} and ${work.length - NAMED} more` : named.join(', ');
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A job queued for a piece of work: by this round, or already waiting for it. */
interface Tracked {
  kind: JobKind;
  id: number;
  job: string;
}

export function createJobRunner({
  db,
  clock,
  worker,
  scanEveryMs,
  drainTimeoutMs = DRAIN_TIMEOUT_MS,
}: JobRunnerOptions): JobRunner {
  const boss: PgBoss = createJobQueue(db, { worker });
  const context: JobContext = { db, clock };
  const localWorkers = new Map<JobKind, string>();
  let scanTimer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;
  let scanning = false;

  boss.on('error', (error) => console.error('Job queue:', error));

  /** Has this server's worker of `kind`, if it runs one, look for jobs now rather than at its next poll. */
  const wake = (kind: JobKind) => {
    const local = localWorkers.get(kind);
    if (local) boss.notifyWorker(local);
  };

  /**
   * Queues the work, each kind in one statement, and returns the jobs that will do it: new ones, or
   * ones already waiting for the same work. A waiting job may start between the insert that
   * skipped its key and the look-up, leaving none: that work is queued again.
   */
  const track = async (due: readonly DueJob[]): Promise<Tracked[]> => {
    const tracked: Tracked[] = [];
    for (const kind of KINDS) {
      let ids = due.filter((work) => work.kind === kind).map((work) => work.id);
      for (let attempt = 0; attempt < 3 && ids.length > 0; attempt++) {
        const jobs = await queueJobs(boss, kind, ids);
        for (const [id, job] of jobs) tracked.push({ kind, id, job });
        ids = ids.filter((id) => !jobs.has(id));
      }
      if (ids.length > 0) throw new Error(`Job queue: could not queue ${listed(ids.map((id) => ({ kind, id })))}`);
      wake(kind);
    }
    return tracked;
  };

  /**
   * A batch of one kind, together when the kind allows (./work.ts), else or when that fails job by
   * job; a failing job is failed alone (pg-boss retries it), the rest complete.
   */
  const runBatch = async (kind: JobKind, jobs: Job<{ id: number }>[]) => {
    // Another server may have moved the sandbox clock since this one last looked.
    await clock.reload();
    const together = JOB_BATCHES[kind];
    if (together && jobs.length > 1) {
      try {
        await together(
          context,
          jobs.map((job) => job.data.id),
        );
        return;
      } catch (error) {
        console.warn(`Jobs ${kind} run together failed, so each runs alone:`, error);
      }
    }
    for (const job of jobs) {
      try {
        await JOB_KINDS[kind](context, job.data.id);
      } catch (error) {
        console.error(`Job ${kind} ${job.data.id} failed:`, error);
        await boss.fail(kind, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  /**
   * Waits until every one of `jobs` has completed, asking less often as it waits: a few jobs are
   * seen done at once, and thousands are not asked after every few milliseconds (each look names
   * every job still left).
   */
  const waitFor = async (jobs: Tracked[]) => {
    let left = jobs;
    let lastFinished = Date.now();
    let pause = FIRST_LOOK_MS;
    for (;;) {
      const unfinished = await unfinishedJobs(
        boss,
        left.map((job) => job.kind),
        left.map((job) => job.job),
      );
      const byJob = new Map(unfinished.map((job) => [job.id, job]));
      const work = (states: UnfinishedState[]): WorkLeft[] =>
        left.flatMap(({ kind, id, job }) => {
          const found = byJob.get(job);
          return found && states.includes(found.state) ? [{ kind, id, state: found.state, error: found.error }] : [];
        });
      const failed = work(['failed', 'cancelled']);
      if (failed.length > 0) {
        const reasons = failed.map(({ kind, id, state, error }) => sentence(`${kind} ${id}: ${error ?? state}`));
        throw new WorkNotDone(failed, `Work it made due failed. ${reasons.join(' ')}`);
      }
      const pending = work(['created', 'retry', 'active']);
      if (pending.length === 0) return;
      if (pending.length < left.length) {
        lastFinished = Date.now();
        left = left.filter(({ job }) => byJob.has(job));
      } else if (Date.now() - lastFinished > drainTimeoutMs) {
        throw new WorkNotDone(
          pending,
          `Work it made due is not done: ${listed(pending)}; none of it finished in ${Math.round(drainTimeoutMs / 1000)} s. ` +
            'Is a job worker running (SANCHAY_ROLE all or worker)? The work is queued and runs once one is.',
        );
      }
      await delay(pause);
      pause = later(pause);
    }
  };

  const queueDue = async (): Promise<Tracked[]> => {
    await clock.reload();
    return track(await findDueJobs(context));
  };

  const runner: JobRunner = {
    async start() {
      // A queue pg-boss 10 kept is set aside before pg-boss starts and moved once the queues exist (./pg-boss-10.ts).
      await setAsidePgBoss10(db);
      // Instances started together on a new database race to create pg-boss's schema, and the
      // loser's CREATE SCHEMA fails on a duplicate key: pg-boss's own retry (1 s, then 2 s) finds
      // the schema made and goes on.
      await boss.start({ attempts: 3 });
      await prepareQueues(boss, KINDS);
      const moved = await movePgBoss10Jobs(db);
      if (moved !== undefined) console.info(`Job queue: moved ${moved} unfinished jobs over from pg-boss 10's tables`);
      if (worker) {
        for (const kind of KINDS) {
          const id = await boss.work<{ id: number }>(
            kind,
            // While batches come back full there is more waiting: fetch the next at once.
            { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLL_SECONDS, burstWhenBatchFull: true },
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

    async dispatch(kind, id) {
      // Nothing when a job for it is already waiting: that one does the same.
      await boss.send(kind, { id }, { singletonKey: String(id) });
      wake(kind);
    },

    async idle() {
      const deadline = Date.now() + drainTimeoutMs;
      let pause = FIRST_LOOK_MS;
      while ((await jobsNotDone(boss, KINDS)) > 0) {
        if (Date.now() > deadline) {
          console.error(`Job queue: work still pending after ${drainTimeoutMs / 1000} s; is a worker running?`);
          return false;
        }
        await delay(pause);
        pause = later(pause);
      }
      return true;
    },

    async enqueueDue() {
      await clock.reload();
      const due = await findDueJobs(context);
      await track(due);
      return due.length;
    },

    async runDue() {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const queued = await queueDue();
        if (queued.length === 0) return;
        await waitFor(queued);
      }
      await clock.reload();
      const due = await findDueJobs(context);
      if (due.length > 0) {
        throw new WorkNotDone(
          due,
          `Work is still due after ${MAX_ROUNDS} rounds of jobs: ${listed(due)}. The workers carry on with it.`,
        );
      }
    },

    async stop() {
      clearInterval(scanTimer);
      stopListening?.();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
  return runner;
}
