/**
 * Order one-time codes: 6 digits, e-mailed through the outbox and stored only as an HMAC of a
 * per-code salt and the code. A code lives 10 minutes on the sandbox clock, takes at most 5
 * attempts (the 5th wrong one ends it), is used once, and a resend replaces it (as often as
 * server/codes/send-limits.ts allows).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { recordCodeSend } from '../codes/send-limits';
import type { ApiError } from '../contract/api-error';
import type { Database } from '../db/client';
import { orderOtps } from '../db/schema';
import { unprocessable } from './errors';

export const OTP_LIFETIME_MS = 10 * 60_000;
const OTP_MAX_ATTEMPTS = 5;

/**
 * The HMAC key: OTP_HMAC_KEY where set, else a fixed sandbox key. The salt makes equal codes
 * hash apart; the key keeps a leaked table from being brute-forced over the 10^6 codes.
 */
const HMAC_KEY = process.env.OTP_HMAC_KEY ?? 'sanchay-sandbox-order-otp';

export const OTP_MESSAGES = {
  wrong: (left: number) => `The OTP you entered is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  exhausted: 'Too many incorrect attempts. Please resend the OTP.',
  expired: 'The OTP has expired. Please resend the OTP.',
  none: 'No OTP is waiting for this order. Please resend the OTP.',
} as const;

function hashCode(salt: string, code: string): string {
  return createHmac('sha256', HMAC_KEY).update(`${salt}:${code}`).digest('hex');
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Replaces any live code of the order with a new one and returns the new code (to be e-mailed).
 * Call it inside a transaction: a send the limits refuse (server/codes/send-limits.ts) throws
 * 429, and the transaction must roll back whatever came before.
 */
export async function issueOrderOtp(db: Database, orderId: number, userId: number, now: Date): Promise<string> {
  await recordCodeSend(db, { userId, purpose: 'ORDER', target: `order:${orderId}` }, now);
  const code = generateCode();
  const salt = randomBytes(16).toString('hex');
  await db
    .update(orderOtps)
    .set({ replacedAt: now })
    .where(and(eq(orderOtps.orderId, orderId), isNull(orderOtps.usedAt), isNull(orderOtps.replacedAt)));
  await db.insert(orderOtps).values({
    orderId,
    userId,
    salt,
    codeHash: hashCode(salt, code),
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    createdAt: now,
  });
  return code;
}

/** The order has a code that can still confirm it: not used, replaced, expired or out of attempts. */
export async function hasUsableOrderOtp(db: Database, orderId: number, now: Date): Promise<boolean> {
  const [otp] = await db
    .select({ attempts: orderOtps.attempts, expiresAt: orderOtps.expiresAt })
    .from(orderOtps)
    .where(and(eq(orderOtps.orderId, orderId), isNull(orderOtps.usedAt), isNull(orderOtps.replacedAt)))
    .orderBy(desc(orderOtps.id))
    .limit(1);
  return otp !== undefined && otp.attempts < OTP_MAX_ATTEMPTS && otp.expiresAt.getTime() > now.getTime();
}

/**
 * Checks `code` against the order's live code: marks it used and answers null, or counts a
 * wrong attempt and answers the 422 to send. The refusal is returned, not thrown, so the
 * caller's transaction commits the counted attempt before the error goes out.
 */
export async function verifyOrderOtp(db: Database, orderId: number, code: string, now: Date): Promise<ApiError | null> {
  const [otp] = await db
    .select()
    .from(orderOtps)
    .where(and(eq(orderOtps.orderId, orderId), isNull(orderOtps.usedAt), isNull(orderOtps.replacedAt)))
    .orderBy(desc(orderOtps.id))
    .limit(1)
    .for('update');
  if (!otp) return unprocessable('OTP_NOT_FOUND', OTP_MESSAGES.none, 'body.otp');
  if (otp.attempts >= OTP_MAX_ATTEMPTS)
    return unprocessable('OTP_ATTEMPTS_EXCEEDED', OTP_MESSAGES.exhausted, 'body.otp');
  if (otp.expiresAt.getTime() <= now.getTime()) return unprocessable('OTP_EXPIRED', OTP_MESSAGES.expired, 'body.otp');
  const expected = Buffer.from(otp.codeHash, 'hex');
  const given = Buffer.from(hashCode(otp.salt, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const attempts = otp.attempts + 1;
    await db.update(orderOtps).set({ attempts }).where(eq(orderOtps.id, otp.id));
    if (attempts >= OTP_MAX_ATTEMPTS) return unprocessable('OTP_ATTEMPTS_EXCEEDED', OTP_MESSAGES.exhausted, 'body.otp');
    return unprocessable('OTP_INVALID', OTP_MESSAGES.wrong(OTP_MAX_ATTEMPTS - attempts), 'body.otp');
  }
  await db
    .update(orderOtps)
    .set({ usedAt: now, attempts: otp.attempts + 1 })
    .where(eq(orderOtps.id, otp.id));
  return null;
}
