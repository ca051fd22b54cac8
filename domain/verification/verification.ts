/**
 * The rules of account verification (000 §4.4) shared by the dashboard's verification modal,
 * its machines and the server: which section is highlighted, which return statuses map to
 * which mandate registration status, and how an account number is masked.
 */

export type StepStatus = 'ACTIVE' | 'FAILED' | 'IN_PROGRESS';
type ActionButton = 'AUTHORIZE' | 'RESEND' | 'RETRY';

export interface VerificationState {
  active: boolean;
  regStatus: StepStatus;
  mandateStatus: StepStatus;
  approvalStatus: StepStatus;
  chequeUpload: string | null;
  actionButton: ActionButton | null;
}

export type VerificationSection = 'registration' | 'mandate' | 'approval';

const PENDING_OR_FAILED: ReadonlySet<StepStatus> = new Set(['FAILED', 'IN_PROGRESS']);

/**
 * 000 §4.4 "Highlighted section: registration when registration is FAILED or IN_PROGRESS;
 * mandate when registration is ACTIVE, the action is AUTHORIZE and the mandate is IN_PROGRESS
 * or FAILED; approval when registration is ACTIVE and approval is FAILED or IN_PROGRESS."
 * When both later sections qualify, the mandate comes first (the order of the rows).
 */
export function highlightedSection(state: VerificationState): VerificationSection | null {
  if (PENDING_OR_FAILED.has(state.regStatus)) return 'registration';
  if (state.actionButton === 'AUTHORIZE' && PENDING_OR_FAILED.has(state.mandateStatus)) return 'mandate';
  if (PENDING_OR_FAILED.has(state.approvalStatus)) return 'approval';
  return null;
}

/** 000 §2.7 "Statement Upload (visible only when retry is needed)"; 000 §4.4 "RETRY or another value". */
export function needsStatementRetry(state: Pick<VerificationState, 'chequeUpload'>): boolean {
  return state.chequeUpload === 'RETRY';
}

/** 000 §4.4: verification is active when registration, mandate and ELOG are all ACTIVE. */
export function isVerificationActive(state: Pick<VerificationState, 'regStatus' | 'mandateStatus' | 'approvalStatus'>) {
  return state.regStatus === 'ACTIVE' && state.mandateStatus === 'ACTIVE' && state.approvalStatus === 'ACTIVE';
}

export const MANDATE_RETURN_STATUSES = ['success', 'cancel', 'failure'] as const;
export type MandateReturnStatus = (typeof MANDATE_RETURN_STATUSES)[number];

const MANDATE_REGISTRATION_STATUSES = {
  success: 'MANDATE_REGISTRATION_COMPLETED',
  cancel: 'MANDATE_REGISTRATION_CANCELLED',
  failure: 'MANDATE_REGISTRATION_FAILED',
} as const satisfies Record<MandateReturnStatus, string>;

export type MandateRegistrationStatus = (typeof MANDATE_REGISTRATION_STATUSES)[MandateReturnStatus];

/** 000 §4.4 "mapped to MANDATE_REGISTRATION_COMPLETED, …_CANCELLED, …_FAILED". */
export function mandateRegistrationStatus(status: MandateReturnStatus): MandateRegistrationStatus {
  return MANDATE_REGISTRATION_STATUSES[status];
}

/** 000 §9 "Redirect and auto-close countdowns: 10 s each". */
export const COUNTDOWN_SECONDS = 10;

/** 000 §2.7 "masked account number": every digit but the last four starred. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.slice(-4);
  return `${'X'.repeat(Math.max(accountNumber.length - 4, 0))}${visible}`;
}

/** 000 §8, the verification texts shown to investors verbatim. */
export const VERIFICATION_MESSAGES = {
  popupBlocked: 'Popup was blocked. Please allow popups for this site and try again.',
  elogUnavailable: 'Unable to initiate ELOG. Please try again.',
  elogFailed: 'Failed to initiate ELOG.',
  mandateUnderProcessing: 'Mandate is under processing. Please retry after 5 minutes.',
  noMandates: 'No mandates found. Please contact support or try again later.',
  mandatesUnavailable: 'Unable to fetch mandates. Please contact support.',
  mandateRejected: 'The mandate got rejected by your bank. Please try again.',
  exchangeUploadFailed: 'Failed to upload cheque to BSE. Please try again.',
  exchangeUploadSucceeded: 'Cheque uploaded to BSE successfully.',
  passwordProtected: 'The uploaded PDF is password protected',
  uploadFailed: 'Failed to upload statement. Please try again.',
  goodToGo: "You're good to go!",
} as const;
