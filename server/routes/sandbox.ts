/**
 * Sandbox controls (/sandbox): the outbox as an inbox, the clock, reset, the demo investors and
 * partner outcomes.
 * Mounted only in sandbox mode.
 */
import { desc, eq } from 'drizzle-orm';
import { type Clock, ClockMovedBackwards, ClockOutOfRange, LATEST_SANDBOX_TIME } from '../clock';
import { ApiError, notFound, validationFailed } from '../contract/api-error';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { outboxMessages, sandboxState } from '../db/schema';
import { DEMO_INVESTORS, resetWithDemoInvestors } from '../identity/demo-investors';
import type { Identity } from '../identity/identity';
import { WorkNotDone } from '../jobs/runner';
import { clockMoved } from '../orders/clock-moved';
import { normaliseRecipient } from '../partners/outbox';
import { allowedOutcomes, isPartnerName, listPartnerOutcomes, setPartnerOutcome } from '../partners/outcomes';
import type { ResponseCache } from './response-cache';

interface SandboxDeps {
  db: Database;
  clock: Clock;
  identity: Identity;
  /** Caches of seeded data, emptied when the seed is restored. */
  caches: ResponseCache[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function sandboxHandlers({
  db,
  clock,
  identity,
  caches,
}: SandboxDeps): HandlerMap<
  | 'getInbox'
  | 'getClock'
  | 'moveClock'
  | 'resetSandbox'
  | 'listDemoInvestors'
  | 'listPartnerOutcomes'
  | 'setPartnerOutcome'
> {
  const clockBody = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });

  const reset = async () => {
    // Every investor goes, in the pool too; the demo investors come back as seeded.
    await resetWithDemoInvestors(db, identity, clock.wallTime());
    for (const cache of caches) cache.clear();
    await clock.reset();
    const [state] = await db.select({ seededAt: sandboxState.seededAt }).from(sandboxState);
    if (!state) throw new Error('The seed wrote no sandbox_state row');
    return { status: 200 as const, body: { status: 'reset' as const, seededAt: state.seededAt.toISOString() } };
  };
  // Two resets at once would empty the pool under each other: each waits for the one before
  // (resetDatabase's advisory lock also orders servers sharing one database).
  let lastReset: Promise<unknown> = Promise.resolve();

  return {
    getInbox: async ({ query }) => {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, normaliseRecipient(query.to)))
        .orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.id));
      return {
        status: 200,
        body: {
          messages: rows.map((m) => ({
            id: m.id,
            channel: m.channel,
            to: m.recipient,
            subject: m.subject,
            body: m.body,
            code: m.code,
            sentAt: m.sentAt.toISOString(),
          })),
        },
      };
    },

    getClock: async () => ({ status: 200, body: clockBody() }),

    moveClock: async ({ body }) => {
      let move: () => Promise<void>;
      let field: string;
      if ('advance' in body) {
        const { days = 0, hours = 0, minutes = 0 } = body.advance;
        const step = days * DAY + hours * HOUR + minutes * MINUTE;
        if (step <= 0) throw validationFailed([{ field: 'body.advance', message: 'must move the clock forward' }]);
        // By the step itself, so a day is exactly a day however long the request takes.
        move = () => clock.advanceBy(step);
        field = 'body.advance';
      } else {
        const target = new Date(body.to);
        move = () => clock.moveTo(target);
        field = 'body.to';
      }
      try {
        await move();
      } catch (error) {
        if (error instanceof ClockMovedBackwards) {
          throw validationFailed([
            { field, message: `must be later than the current sandbox time ${error.current.toISOString()}` },
          ]);
        }
        if (error instanceof ClockOutOfRange) {
          throw validationFailed([{ field, message: `must not be later than ${LATEST_SANDBOX_TIME.toISOString()}` }]);
        }
        throw error;
      }
      // Allotments, instalments and other work the move made due run before the answer; when
      // they cannot, the answer says so instead of a 200 the tester would take for done.
      try {
        await clockMoved(clock);
      } catch (error) {
        if (error instanceof WorkNotDone) {
          throw new ApiError(
            503,
            'WORK_PENDING',
            `The sandbox clock moved to ${clock.now().toISOString()}. ${error.message}`,
          );
        }
        throw error;
      }
      return { status: 200, body: clockBody() };
    },

    resetSandbox: () => {
      const run = lastReset.then(reset, reset);
      lastReset = run.catch(() => undefined);
      return run;
    },

    listDemoInvestors: async () => ({
      status: 200,
      body: DEMO_INVESTORS.map(({ email, password, phone, signupStatus, description }) => ({
        email,
        password,
        phone,
        signupStatus,
        description,
      })),
    }),

    listPartnerOutcomes: async () => ({ status: 200, body: await listPartnerOutcomes(db) }),

    setPartnerOutcome: async ({ params, body }) => {
      if (!isPartnerName(params.partner)) throw notFound(`Partner ${params.partner} does not exist`);
      const allowed = allowedOutcomes(params.partner);
      if (!allowed.includes(body.outcome)) {
        throw validationFailed([{ field: 'body.outcome', message: `must be one of: ${allowed.join(', ')}` }]);
      }
      return { status: 200, body: await setPartnerOutcome(db, params.partner, body.outcome) };
    },
  };
}
