/**
 * One-time codes of the nominee and e-mail steps (001 §9 "OTP length: 6 digits everywhere").
 * Only a salted SHA-256 of the code is stored; a code lasts 10 minutes on the sandbox clock,
 * allows 5 wrong tries, is used once, and a new send replaces the previous code (as often as
 * server/codes/send-limits.ts allows). A code can be
 * bound to a subject (a hash of what it confirms), so it cannot confirm anything else.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { recordCodeSend } from '../codes/send-limits';
import { ApiError } from '../contract/api-error';
import type { Database } from '../db/client';
import { type OneTimeCodePurpose, oneTimeCodes } from '../db/schema';

const CODE_LIFETIME_MS = 10 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

const CODE_MESSAGES = {
  notRequested: 'No code was requested. Please request a new one.',
  expired: 'The code has expired. Please request a new one.',
  exhausted: 'Too many incorrect codes. Please request a new one.',
  subjectChanged: 'The details changed after the code was sent. Please submit them again to get a new code.',
  wrong: (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
} as const;

const refused = (code: string, message: string) => new ApiError(422, code, message);

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** A uniformly random 6-digit code. */
function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

interface CodeTarget {
  userId: number;
  purpose: OneTimeCodePurpose;
  /** What the code confirms; null when it confirms only the owner. */
  subject: string | null;
}

/** The send limits count sends of one code: the purpose's, and for a bound code the subject's. */
const sendTarget = (target: CodeTarget) =>
  target.subject === null ? target.purpose : `${target.purpose}:${target.subject}`;

/**
 * Makes a new code for the target, replacing any earlier one, and answers it (to be sent, never
 * stored); a send the limits refuse (server/codes/send-limits.ts) throws 429 and changes nothing.
 */
export async function issueCode(db: Database, target: CodeTarget, now: Date): Promise<string> {
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  const values = {
    salt,
    codeHash: hashCode(salt, code),
    subject: target.subject,
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  };
  await db.transaction(async (tx) => {
    await recordCodeSend(tx, { userId: target.userId, purpose: target.purpose, target: sendTarget(target) }, now);
    await tx
      .insert(oneTimeCodes)
      .values({ userId: target.userId, purpose: target.purpose, ...values })
      .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: values });
  });
  return code;
}

/**
 * Accepts the code (and uses it up) or throws 422 saying why not. A wrong code counts an
 * attempt; an unknown, expired or exhausted code stays refused until a new one is sent.
 */
export async function consumeCode(db: Database, target: CodeTarget, code: string, now: Date): Promise<void> {
  const where = and(eq(oneTimeCodes.userId, target.userId), eq(oneTimeCodes.purpose, target.purpose));
  const [row] = await db.select().from(oneTimeCodes).where(where);
  if (!row) throw refused('OTP_NOT_REQUESTED', CODE_MESSAGES.notRequested);
  if (row.expiresAt.getTime() <= now.getTime()) throw refused('OTP_EXPIRED', CODE_MESSAGES.expired);
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw refused('OTP_ATTEMPTS_EXCEEDED', CODE_MESSAGES.exhausted);
  if (row.subject !== target.subject) throw refused('OTP_SUBJECT_CHANGED', CODE_MESSAGES.subjectChanged);

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.salt, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = row.attempts + 1;
    await db.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
    if (attempts >= MAX_CODE_ATTEMPTS) throw refused('OTP_ATTEMPTS_EXCEEDED', CODE_MESSAGES.exhausted);
    throw refused('OTP_INVALID', CODE_MESSAGES.wrong(MAX_CODE_ATTEMPTS - attempts));
  }
  // Deleting by id and attempts makes a concurrent second use of the same code find nothing.
  const used = await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.id, row.id), eq(oneTimeCodes.attempts, row.attempts)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) throw refused('OTP_NOT_REQUESTED', CODE_MESSAGES.notRequested);
}
