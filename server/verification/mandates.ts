/**
 * Autopay mandates through verification (000 §2.7, §4.4, §7): the exchange registers a PENDING
 * mandate on the investor's registered bank account when the client code is issued (and again
 * on a retry after a rejection); its authorisation link opens the sandbox bank's e-mandate page,
 * whose decision is the only thing that approves or rejects it. The investor's app then reports
 * the mapped return status, which is recorded but never approves anything.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { VERIFICATION_MESSAGES } from '../../domain/verification/verification';
import { ApiError, notFound } from '../contract/api-error';
import type { Database } from '../db/client';
import { type MandateRegistrationReport, mandateAuthorisations, mandates } from '../db/schema';
import type { UserDirectory, UserRow } from '../identity/users';
import { conflict } from '../onboarding/progress';
import { findRegistration, listUserMandates, type MandateRow } from '../orders/account-state';
import { partnerOutcome } from '../partners/outcomes';
import { moveSignupStatus, verifyWhenActive } from './progress';

export const BANK_MANDATE_PATH = '/sandbox/bank/mandates';

const MANDATE_CONFLICTS = {
  notRegistered: 'Your client registration with the exchange is not complete yet.',
  alreadyApproved: 'This mandate is already approved.',
  completedNotApproved: 'Your bank has not approved this mandate.',
  alreadyCompleted: 'This mandate registration is already completed.',
} as const;

/** What the sandbox bank says on returning the investor (000 §2.7 `message`). */
const BANK_RETURN_MESSAGES = {
  approved: 'Your autopay mandate is approved.',
  waiting: 'Your bank has received the mandate; approval is pending.',
  cancelled: 'You cancelled the mandate authorisation.',
} as const;

/** The mandate id the exchange gives out: its client code and the investor's count of mandates. */
function mandateIdFor(clientCode: string, count: number): string {
  return `MDT-${clientCode}-${count + 1}`;
}

/** Registers a PENDING mandate on the registered bank account; answers it (none without a bank account). */
export async function registerMandate(db: Database, userId: number, now: Date): Promise<MandateRow | undefined> {
  const registration = await findRegistration(db, userId);
  if (!registration?.clientCode || !registration.accountNo || !registration.bankName) return undefined;
  const existing = await listUserMandates(db, userId);
  const [row] = await db
    .insert(mandates)
    .values({
      userId,
      mandateCfmId: mandateIdFor(registration.clientCode, existing.length),
      approvalStatus: 'PENDING',
      accountNumber: registration.accountNo,
      bankName: registration.bankName,
      createdAt: now,
    })
    .returning();
  return row;
}

async function requireActiveRegistration(db: Database, userId: number): Promise<void> {
  const registration = await findRegistration(db, userId);
  if (registration?.regStatus !== 'ACTIVE') throw conflict(MANDATE_CONFLICTS.notRegistered);
}

/** PATCH /users/mandates: a new mandate only when there is none or the newest was rejected. */
export async function retryMandate(db: Database, user: UserRow, now: Date): Promise<MandateRow[]> {
  await requireActiveRegistration(db, user.id);
  const [newest] = await listUserMandates(db, user.id);
  if (!newest || newest.approvalStatus === 'REJECTED') await registerMandate(db, user.id, now);
  return listUserMandates(db, user.id);
}

async function ownMandate(db: Database, userId: number, mandateCfmId: string): Promise<MandateRow> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.mandateCfmId, mandateCfmId)));
  // Another investor's mandate reads exactly like one that does not exist.
  if (!row) throw notFound(`Mandate ${mandateCfmId} does not exist`);
  return row;
}

const DECIDED_OR_PROCESSING: ReadonlySet<MandateRow['approvalStatus']> = new Set([
  'APPROVED',
  'WAITING_FOR_MANDATE_APPROVAL',
  'UNDER PROCESSING',
]);

/**
 * GET /users/mandates/{id}: the bank page's URL, its redirect already this server's dashboard.
 * A rejected mandate may be authorised again (the bank page approves it afresh).
 */
export async function mandateLink(
  db: Database,
  users: UserDirectory,
  user: UserRow,
  mandateCfmId: string,
  publicUrl: string,
  now: Date,
): Promise<string> {
  const mandate = await ownMandate(db, user.id, mandateCfmId);
  if (DECIDED_OR_PROCESSING.has(mandate.approvalStatus)) {
    throw new ApiError(409, 'CONFLICT', VERIFICATION_MESSAGES.mandateUnderProcessing);
  }
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(mandateAuthorisations)
    .values({ mandateId: mandate.id, userId: user.id, token, createdAt: now })
    .onConflictDoUpdate({
      target: mandateAuthorisations.mandateId,
      set: { token, reportedStatus: null, createdAt: now },
    });
  await moveSignupStatus(users, user, 'BSE_USER_MANDATE_INITIATED');
  const redirect = encodeURIComponent(`${publicUrl}/dashboard`);
  return `${publicUrl}${BANK_MANDATE_PATH}/${token}?redirect=${redirect}`;
}

/**
 * PATCH /users/mandates/{id}/{status}: the app's report of the bank's return. The bank's own
 * decision stays the truth: COMPLETED for a mandate the bank has not approved is refused, a
 * recorded COMPLETED is never replaced, and the signup status follows the bank.
 */
export async function recordMandateReport(
  db: Database,
  users: UserDirectory,
  user: UserRow,
  mandateCfmId: string,
  report: MandateRegistrationReport,
): Promise<void> {
  const mandate = await ownMandate(db, user.id, mandateCfmId);
  const [link] = await db.select().from(mandateAuthorisations).where(eq(mandateAuthorisations.mandateId, mandate.id));
  if (!link) throw conflict('This mandate has not been sent for authorisation yet.');
  if (link.reportedStatus === 'MANDATE_REGISTRATION_COMPLETED') {
    if (report === 'MANDATE_REGISTRATION_COMPLETED') return;
    throw conflict(MANDATE_CONFLICTS.alreadyCompleted);
  }
  if (report === 'MANDATE_REGISTRATION_COMPLETED' && mandate.approvalStatus !== 'APPROVED') {
    throw conflict(MANDATE_CONFLICTS.completedNotApproved);
  }
  await db
    .update(mandateAuthorisations)
    .set({ reportedStatus: report })
    .where(eq(mandateAuthorisations.mandateId, mandate.id));
  if (mandate.approvalStatus === 'APPROVED') {
    await moveSignupStatus(users, user, 'BSE_USER_MANDATE_COMPLETED');
    // Approved before verification completed itself on approval: complete it now.
    await verifyWhenActive(db, users, user.id);
  } else if (mandate.approvalStatus === 'REJECTED') await moveSignupStatus(users, user, 'BSE_USER_MANDATE_FAILED');
  else if (mandate.approvalStatus !== 'PENDING') await moveSignupStatus(users, user, 'BSE_MANDATE_WAITING_APPROVAL');
}

type BankAction = 'approve' | 'cancel' | 'fail';

interface BankMandate {
  mandate: MandateRow;
  token: string;
}

export async function findBankMandate(db: Database, token: string): Promise<BankMandate | undefined> {
  const [row] = await db
    .select({ mandate: mandates, token: mandateAuthorisations.token })
    .from(mandateAuthorisations)
    .innerJoin(mandates, eq(mandates.id, mandateAuthorisations.mandateId))
    .where(eq(mandateAuthorisations.token, token));
  return row;
}

export interface BankDecision {
  status: 'success' | 'cancel' | 'failure';
  message: string;
}

/**
 * The investor's choice on the bank page, as the `mandates` partner lets it go. An APPROVED
 * mandate is never changed; cancelling leaves the mandate as it was. An approval that is the
 * last step of verification makes the investor VERIFIED there and then.
 */
export async function decideMandate(
  db: Database,
  users: UserDirectory,
  mandate: MandateRow,
  action: BankAction,
): Promise<BankDecision> {
  if (mandate.approvalStatus === 'APPROVED') {
    await verifyWhenActive(db, users, mandate.userId);
    return { status: 'success', message: BANK_RETURN_MESSAGES.approved };
  }
  if (action === 'cancel') return { status: 'cancel', message: BANK_RETURN_MESSAGES.cancelled };
  const outcome = await partnerOutcome(db, 'mandates');
  const approvalStatus: MandateRow['approvalStatus'] =
    action === 'fail' || outcome === 'rejected'
      ? 'REJECTED'
      : outcome === 'pending'
        ? 'WAITING_FOR_MANDATE_APPROVAL'
        : 'APPROVED';
  await db.update(mandates).set({ approvalStatus }).where(eq(mandates.id, mandate.id));
  if (approvalStatus === 'REJECTED') return { status: 'failure', message: VERIFICATION_MESSAGES.mandateRejected };
  if (approvalStatus === 'APPROVED') {
    await verifyWhenActive(db, users, mandate.userId);
    return { status: 'success', message: BANK_RETURN_MESSAGES.approved };
  }
  return { status: 'success', message: BANK_RETURN_MESSAGES.waiting };
}

/** The bank only ever returns to this server's dashboard: anything else is refused, never followed. */
export function dashboardRedirect(redirect: string, publicUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(redirect);
  } catch {
    return null;
  }
  const own = new URL(publicUrl);
  if (url.origin !== own.origin || url.pathname !== '/dashboard' || url.username || url.password) return null;
  return new URL('/dashboard', own);
}
