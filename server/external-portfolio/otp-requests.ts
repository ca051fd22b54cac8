/**
 * OTP requests to MF Central (000 §4.5, §9): each names the investor, PAN and date of birth and
 * carries a 6-digit code, stored only as an HMAC of a salt and the code. A code lives 10 minutes
 * on the sandbox clock, takes at most 5 attempts, is used once, and a new request for the same
 * PAN sends a new code on the same request (as often as server/codes/send-limits.ts allows).
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { recordCodeSend } from '../codes/send-limits';
import type { ApiError } from '../contract/api-error';
import type { Database } from '../db/client';
import { externalPortfolioRequests } from '../db/schema';
import { unprocessable } from '../orders/errors';
import { generateCode } from '../orders/otp';

const EXTERNAL_OTP_LIFETIME_MS = 10 * 60_000;
const EXTERNAL_OTP_MAX_ATTEMPTS = 5;

const HMAC_KEY = process.env.OTP_HMAC_KEY ?? 'sanchay-sandbox-mf-central-otp';

export const EXTERNAL_OTP_MESSAGES = {
  wrong: (left: number) => `The OTP you entered is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  exhausted: 'Too many incorrect attempts. Please resend the OTP.',
  expired: 'The OTP has expired. Please resend the OTP.',
  used: 'This OTP was already used. Please resend the OTP.',
  rejected: 'MF Central could not verify the OTP. Please try again later.',
} as const;

type ExternalPortfolioRequest = typeof externalPortfolioRequests.$inferSelect;

function hashCode(salt: string, code: string): string {
  return createHmac('sha256', HMAC_KEY).update(`${salt}:${code}`).digest('hex');
}

/**
 * Sends a code for the PAN: a live request for the same PAN and date of birth gets a new code
 * (its references stay, as an order keeps its id when its OTP is resent; the attempts start
 * over); otherwise any live request is replaced by a new one. Returns the request and its code,
 * to be sent.
 */
export async function issueExternalRequest(
  tx: Database,
  userId: number,
  pan: string,
  dob: string,
  now: Date,
): Promise<{ request: ExternalPortfolioRequest; code: string }> {
  await recordCodeSend(tx, { userId, purpose: 'EXTERNAL_PORTFOLIO', target: `pan:${pan}` }, now);
  const live = and(
    eq(externalPortfolioRequests.userId, userId),
    isNull(externalPortfolioRequests.usedAt),
    isNull(externalPortfolioRequests.replacedAt),
  );
  const code = generateCode();
  const salt = randomBytes(16).toString('hex');
  const fresh = {
    salt,
    codeHash: hashCode(salt, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + EXTERNAL_OTP_LIFETIME_MS),
    createdAt: now,
  };
  const [resent] = await tx
    .update(externalPortfolioRequests)
    .set(fresh)
    .where(and(live, eq(externalPortfolioRequests.pan, pan), eq(externalPortfolioRequests.dob, dob)))
    .returning();
  if (resent) return { request: resent, code };
  await tx.update(externalPortfolioRequests).set({ replacedAt: now }).where(live);
  const [request] = await tx
    .insert(externalPortfolioRequests)
    .values({
      userId,
      reqId: randomUUID(),
      clientRefNo: `SNCH${randomBytes(6).toString('hex').toUpperCase()}`,
      otpRef: randomBytes(8).toString('hex'),
      pan,
      dob,
      ...fresh,
    })
    .returning();
  if (!request) throw new Error('The OTP request was not stored');
  return { request, code };
}

/** The caller's own request by reqId, locked for the check; another investor's is not found. */
export async function findOwnRequest(
  tx: Database,
  userId: number,
  reqId: string,
): Promise<ExternalPortfolioRequest | undefined> {
  const [request] = await tx
    .select()
    .from(externalPortfolioRequests)
    .where(and(eq(externalPortfolioRequests.reqId, reqId), eq(externalPortfolioRequests.userId, userId)))
    .for('update');
  return request;
}

/**
 * Checks `code` against the request: marks it used and answers null, or counts a wrong attempt
 * and answers the 422 to send. `refuseEvery` is MF Central refusing every code (a magic PAN),
 * which counts as a wrong attempt too. The refusal is returned, not thrown, so the caller's
 * transaction commits the counted attempt.
 */
export async function checkExternalCode(
  tx: Database,
  request: ExternalPortfolioRequest,
  code: string,
  now: Date,
  refuseEvery: boolean,
): Promise<ApiError | null> {
  const field = 'body.enteredOtp';
  if (request.usedAt || request.replacedAt) return unprocessable('OTP_USED', EXTERNAL_OTP_MESSAGES.used, field);
  if (request.attempts >= EXTERNAL_OTP_MAX_ATTEMPTS)
    return unprocessable('OTP_ATTEMPTS_EXCEEDED', EXTERNAL_OTP_MESSAGES.exhausted, field);
  if (request.expiresAt.getTime() <= now.getTime())
    return unprocessable('OTP_EXPIRED', EXTERNAL_OTP_MESSAGES.expired, field);
  const matches = timingSafeEqual(
    Buffer.from(request.codeHash, 'hex'),
    Buffer.from(hashCode(request.salt, code), 'hex'),
  );
  const attempts = request.attempts + 1;
  if (matches && !refuseEvery) {
    await tx
      .update(externalPortfolioRequests)
      .set({ usedAt: now, attempts })
      .where(eq(externalPortfolioRequests.id, request.id));
    return null;
  }
  await tx.update(externalPortfolioRequests).set({ attempts }).where(eq(externalPortfolioRequests.id, request.id));
  if (attempts >= EXTERNAL_OTP_MAX_ATTEMPTS)
    return unprocessable('OTP_ATTEMPTS_EXCEEDED', EXTERNAL_OTP_MESSAGES.exhausted, field);
  if (refuseEvery) return unprocessable('OTP_REJECTED', EXTERNAL_OTP_MESSAGES.rejected, field);
  return unprocessable('OTP_INVALID', EXTERNAL_OTP_MESSAGES.wrong(EXTERNAL_OTP_MAX_ATTEMPTS - attempts), field);
}
