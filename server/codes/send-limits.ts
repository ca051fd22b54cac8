/**
 * How often the app sends its own one-time codes: the nominee and e-mail codes
 * (server/onboarding/one-time-codes.ts) and order OTPs (server/orders/otp.ts) follow this one
 * rule. Every send is a fresh set of 5 guesses and another e-mail in the investor's inbox, so
 * sends are limited per investor, on the sandbox clock:
 * - the same code (one order's, the e-mail's, one nominee list's) is sent again no sooner than
 *   30 s after the last send (the screens lock Resend for 60 s, so no honest user meets this),
 *   and at most 10 times an hour;
 * - codes of one purpose are sent at most 30 times an hour in all (thirty orders, or nominee
 *   lists changed again and again), so new orders or lists do not get round the per-code limit.
 * A refused send answers 429 with the wait in words and in Retry-After, and changes nothing.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import { ApiError } from '../contract/api-error';
import type { Database } from '../db/client';
import { type CodePurpose, codeSends, users } from '../db/schema';

export const RESEND_INTERVAL_MS = 30_000;
export const SEND_WINDOW_MS = 60 * 60_000;
export const SENDS_PER_CODE_PER_WINDOW = 10;
export const SENDS_PER_PURPOSE_PER_WINDOW = 30;

export const SEND_LIMIT_MESSAGES = {
  tooSoon: (seconds: number) =>
    `A code was sent moments ago. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before asking for another one.`,
  tooMany: (minutes: number) =>
    `Too many codes have been sent. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** The 429 of a refused send; `retryAfterSeconds` goes out as Retry-After. */
export class CodeSendRefused extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_CODES', message);
    this.name = 'CodeSendRefused';
  }
}

interface CodeSend {
  userId: number;
  purpose: CodePurpose;
  /** What the code confirms, e.g. `order:42`; sends of the same code share it. */
  target: string;
}

interface PastSend {
  target: string;
  sentAt: Date;
}

/**
 * The refusal for sending `target`'s code at `now`, given the purpose's sends of the last
 * window, or null when the send is allowed.
 */
export function sendRefusal(target: string, recent: readonly PastSend[], now: Date): CodeSendRefused | null {
  const at = now.getTime();
  const sameCode = recent.filter((send) => send.target === target).map((send) => send.sentAt.getTime());
  const lastOfCode = Math.max(-Infinity, ...sameCode);
  if (at - lastOfCode < RESEND_INTERVAL_MS) {
    const seconds = Math.ceil((lastOfCode + RESEND_INTERVAL_MS - at) / 1000);
    return new CodeSendRefused(SEND_LIMIT_MESSAGES.tooSoon(seconds), seconds);
  }
  const windowFull = (times: number[], limit: number) =>
    times.length >= limit ? Math.min(...times) + SEND_WINDOW_MS - at : 0;
  const wait = Math.max(
    windowFull(sameCode, SENDS_PER_CODE_PER_WINDOW),
    windowFull(
      recent.map((send) => send.sentAt.getTime()),
      SENDS_PER_PURPOSE_PER_WINDOW,
    ),
  );
  if (wait <= 0) return null;
  const seconds = Math.ceil(wait / 1000);
  return new CodeSendRefused(SEND_LIMIT_MESSAGES.tooMany(Math.ceil(seconds / 60)), seconds);
}

/**
 * Counts a send of `send.target`'s code at `now`, or throws the 429. Call it inside the
 * transaction that stores the new code, so a refusal stores nothing; the investor's row is
 * locked first, so concurrent sends are counted one after the other.
 */
export async function recordCodeSend(tx: Database, send: CodeSend, now: Date): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, send.userId)).for('update');
  const ofPurpose = and(eq(codeSends.userId, send.userId), eq(codeSends.purpose, send.purpose));
  const windowStart = new Date(now.getTime() - SEND_WINDOW_MS);
  await tx.delete(codeSends).where(and(ofPurpose, lte(codeSends.sentAt, windowStart)));
  const recent = await tx
    .select({ target: codeSends.target, sentAt: codeSends.sentAt })
    .from(codeSends)
    .where(and(ofPurpose, gt(codeSends.sentAt, windowStart)));
  const refusal = sendRefusal(send.target, recent, now);
  if (refusal) throw refusal;
  await tx.insert(codeSends).values({ ...send, sentAt: now });
}
