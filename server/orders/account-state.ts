/**
 * What the exchange knows of an investor: client registration (UCC), nominee/ELOG
 * authentication and autopay mandates. GET /customers/status and GET /users/mandates read it,
 * and order placement checks it against the opening rules of 000 §6. Onboarding writes the
 * registration through `recordExchangeRegistration`.
 */
import { desc, eq } from 'drizzle-orm';
import { isVerificationActive } from '../../domain/verification/verification';
import type { Database } from '../db/client';
import { type ExchangeStepStatus, exchangeRegistrations, type MandateApproval, mandates } from '../db/schema';
import type { UserRow } from '../identity/users';

export type RegistrationRow = typeof exchangeRegistrations.$inferSelect;
export type MandateRow = typeof mandates.$inferSelect;

/** 000 §6 and §8: the texts of the mandate modal, which placement answers with its 409. */
export const OPENING_MESSAGES = {
  lumpSum: 'Please complete the UCC, ELOG and nominee authentication before placing a lumpsum order.',
  mandatePending: 'Mandate approval is still pending; please try again later.',
  mandateNotApproved: 'Mandate not approved, Click here to activate your autopay .',
} as const;

const PENDING_APPROVALS: readonly MandateApproval[] = ['WAITING_FOR_MANDATE_APPROVAL', 'UNDER PROCESSING'];

export async function findRegistration(db: Database, userId: number): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(exchangeRegistrations).where(eq(exchangeRegistrations.userId, userId));
  return row;
}

/** Newest first: 000 §3 "Mandate (first of the list is used)". */
export async function listUserMandates(db: Database, userId: number): Promise<MandateRow[]> {
  return db.select().from(mandates).where(eq(mandates.userId, userId)).orderBy(desc(mandates.id));
}

interface RegistrationUpdate {
  clientCode?: string | null;
  regStatus?: ExchangeStepStatus;
  elogStatus?: ExchangeStepStatus;
  taxStatus?: string;
  chequeUpload?: string | null;
  actionButton?: RegistrationRow['actionButton'];
  bankName?: string | null;
  ifsc?: string | null;
  accountType?: RegistrationRow['accountType'];
  accountNo?: string | null;
}

/** Creates or updates the investor's registration row (onboarding and verification call this). */
export async function recordExchangeRegistration(
  db: Database,
  userId: number,
  update: RegistrationUpdate,
  now: Date,
): Promise<RegistrationRow> {
  const [row] = await db
    .insert(exchangeRegistrations)
    .values({ userId, ...update, modifiedAt: now })
    .onConflictDoUpdate({ target: exchangeRegistrations.userId, set: { ...update, modifiedAt: now } })
    .returning();
  if (!row) throw new Error(`No exchange registration for user ${userId}`);
  return row;
}

/** The lump-sum rule: client registration and ELOG both ACTIVE. */
export function canBuyLumpSum(registration: RegistrationRow | undefined): boolean {
  return registration?.regStatus === 'ACTIVE' && registration.elogStatus === 'ACTIVE';
}

/** The SIP rule: the first mandate APPROVED; otherwise the mandate modal's text. */
export function sipMandateRefusal(mandate: MandateRow | undefined): string | null {
  if (mandate?.approvalStatus === 'APPROVED') return null;
  return mandate && PENDING_APPROVALS.includes(mandate.approvalStatus)
    ? OPENING_MESSAGES.mandatePending
    : OPENING_MESSAGES.mandateNotApproved;
}

/** A mandate's approval as a verification step (000 §4.4 ACTIVE, FAILED or IN_PROGRESS). */
function mandateStep(mandate: MandateRow | undefined): ExchangeStepStatus {
  if (mandate?.approvalStatus === 'APPROVED') return 'ACTIVE';
  if (mandate?.approvalStatus === 'REJECTED') return 'FAILED';
  return 'IN_PROGRESS';
}

/**
 * What the modal's button does next (000 §4.4): AUTHORIZE a mandate not yet approved, RETRY the
 * mandate registration when the exchange has none; nothing before the client code exists.
 */
function actionButtonFor(
  regStatus: ExchangeStepStatus,
  mandate: MandateRow | undefined,
): RegistrationRow['actionButton'] {
  if (regStatus !== 'ACTIVE') return null;
  if (!mandate) return 'RETRY';
  return mandate.approvalStatus === 'APPROVED' ? null : 'AUTHORIZE';
}

interface VerificationStatusBody {
  active: boolean;
  regStatus: ExchangeStepStatus;
  approvalStatus: ExchangeStepStatus;
  taxStatus: string;
  chequeUpload: string | null;
  userStatus: UserRow['signupStatus'];
  mandateStatus: ExchangeStepStatus;
  actionButton: RegistrationRow['actionButton'];
  clientCode: string | null;
  modifiedDate: string | null;
}

/**
 * 000 §3 "Verification status". An investor the exchange has not heard of yet reads
 * IN_PROGRESS everywhere and is not active.
 */
export async function verificationStatus(db: Database, user: UserRow): Promise<VerificationStatusBody> {
  const registration = await findRegistration(db, user.id);
  const [mandate] = await listUserMandates(db, user.id);
  const mandateStatus = mandateStep(mandate);
  const regStatus = registration?.regStatus ?? 'IN_PROGRESS';
  const approvalStatus = registration?.elogStatus ?? 'IN_PROGRESS';
  return {
    active: isVerificationActive({ regStatus, approvalStatus, mandateStatus }),
    regStatus,
    approvalStatus,
    taxStatus: registration?.taxStatus ?? 'INDIVIDUAL',
    chequeUpload: registration?.chequeUpload ?? null,
    userStatus: user.signupStatus,
    mandateStatus,
    actionButton: registration?.actionButton ?? actionButtonFor(regStatus, mandate),
    clientCode: registration?.clientCode ?? null,
    modifiedDate: registration?.modifiedAt.toISOString() ?? null,
  };
}
