/**
 * The attempt limits of a hosted Cognito pool, which cognito-local lacks, as rules over one
 * user's record of attempts. Times are milliseconds on the pool's clock (the sandbox clock, so a
 * tester can wait out a lockout by moving it).
 *
 * - Sign-in: after 5 failures in a row, the user is locked out for 1 s, doubling with each
 *   further failure up to 15 minutes; attempts while locked out are refused without a password
 *   check and not counted. A successful sign-in, or an hour without a failure, starts over (the
 *   hour outlasts the longest lockout, so waiting one out does not earn 5 fresh guesses).
 * - Codes: a confirmation or reset code dies after 5 wrong tries, and expires (24 h for sign-up,
 *   1 h for a reset); the user then needs a new code, which also resets the tries.
 * - Sending codes: at most 5 of each kind (sign-up, reset) to one user in any hour.
 */

const FAILURES_BEFORE_LOCKOUT = 5;
const FIRST_LOCKOUT_MS = 1_000;
const MAX_LOCKOUT_MS = 15 * 60_000;
/** Failures further apart than this do not add up. */
const FAILURE_MEMORY_MS = 60 * 60_000;
const WRONG_CODES_ALLOWED = 5;
const CODES_PER_WINDOW = 5;
const CODE_WINDOW_MS = 60 * 60_000;
const CODE_VALIDITY_MS = { signUp: 24 * 60 * 60_000, reset: 60 * 60_000 } as const;

type CodePurpose = keyof typeof CODE_VALIDITY_MS;

export interface AttemptRecord {
  failures?: number;
  lastFailureAt?: number;
  lockedUntil?: number;
  codePurpose?: CodePurpose;
  codeSentAt?: number;
  wrongCodes?: number;
  /** When each code of the last hour was sent, by kind. */
  sentAt?: Partial<Record<CodePurpose, number[]>>;
}

export const isLockedOut = (record: AttemptRecord, now: number): boolean => (record.lockedUntil ?? 0) > now;

export function afterSignInFailure(record: AttemptRecord, now: number): AttemptRecord {
  const recent = record.lastFailureAt !== undefined && now - record.lastFailureAt < FAILURE_MEMORY_MS;
  const failures = (recent ? (record.failures ?? 0) : 0) + 1;
  const beyond = failures - FAILURES_BEFORE_LOCKOUT;
  return {
    ...record,
    failures,
    lastFailureAt: now,
    lockedUntil: beyond >= 0 ? now + Math.min(FIRST_LOCKOUT_MS * 2 ** beyond, MAX_LOCKOUT_MS) : undefined,
  };
}

export function afterSignIn({ failures, lastFailureAt, lockedUntil, ...rest }: AttemptRecord): AttemptRecord {
  return rest;
}

const recentSends = (record: AttemptRecord, now: number, purpose: CodePurpose) =>
  (record.sentAt?.[purpose] ?? []).filter((sentAt) => now - sentAt < CODE_WINDOW_MS);

export const maySendCode = (record: AttemptRecord, now: number, purpose: CodePurpose): boolean =>
  recentSends(record, now, purpose).length < CODES_PER_WINDOW;

export function afterCodeSent(record: AttemptRecord, now: number, purpose: CodePurpose): AttemptRecord {
  return {
    ...record,
    codePurpose: purpose,
    codeSentAt: now,
    wrongCodes: 0,
    sentAt: { ...record.sentAt, [purpose]: [...recentSends(record, now, purpose), now] },
  };
}

/** False once the current code had its wrong tries or outlived its validity. */
export function codeIsAlive(record: AttemptRecord, now: number): boolean {
  if ((record.wrongCodes ?? 0) >= WRONG_CODES_ALLOWED) return false;
  if (record.codeSentAt === undefined || record.codePurpose === undefined) return true;
  return now - record.codeSentAt < CODE_VALIDITY_MS[record.codePurpose];
}

export const afterWrongCode = (record: AttemptRecord): AttemptRecord => ({
  ...record,
  wrongCodes: (record.wrongCodes ?? 0) + 1,
});

export function afterCodeUsed({ codePurpose, codeSentAt, wrongCodes, ...rest }: AttemptRecord): AttemptRecord {
  return rest;
}

/** The latest moment the record still matters for: it can be forgotten a day after. */
export function lastActivity(record: AttemptRecord): number {
  return Math.max(
    record.lastFailureAt ?? 0,
    record.lockedUntil ?? 0,
    record.codeSentAt ?? 0,
    ...Object.values(record.sentAt ?? {}).flat(),
  );
}
