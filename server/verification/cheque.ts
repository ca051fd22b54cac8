/**
 * The cheque (bank statement) sent to the exchange (000 §4.4 "an 'Upload to the exchange'
 * step; result 0 means success, anything else failure"). The newest statement the investor
 * uploaded (POST users/upload) goes; the `exchange` partner on `reject` refuses it. The answer is
 * recorded as the verification status's `chequeUpload`: UPLOADED, or RETRY for the Statement
 * Upload row.
 */
import { desc, eq } from 'drizzle-orm';
import { VERIFICATION_MESSAGES } from '../../domain/verification/verification';
import { notFound } from '../contract/api-error';
import type { Database } from '../db/client';
import { onboardingStatements } from '../db/schema';
import { conflict } from '../onboarding/progress';
import { findRegistration, recordExchangeRegistration } from '../orders/account-state';
import { partnerOutcome } from '../partners/outcomes';

const NO_STATEMENT_MESSAGE = 'Please upload your bank statement first.';
const CHEQUE_UPLOADED = 'UPLOADED';
export const CHEQUE_RETRY = 'RETRY';

export async function uploadChequeToExchange(db: Database, userId: number, now: Date) {
  const registration = await findRegistration(db, userId);
  if (registration?.regStatus !== 'ACTIVE') {
    throw conflict('Your client registration with the exchange is not complete yet.');
  }
  const [statement] = await db
    .select({ id: onboardingStatements.id })
    .from(onboardingStatements)
    .where(eq(onboardingStatements.userId, userId))
    .orderBy(desc(onboardingStatements.id))
    .limit(1);
  if (!statement) throw notFound(NO_STATEMENT_MESSAGE);
  // Once the exchange has the cheque, nothing moves it back to RETRY.
  if (registration.chequeUpload === CHEQUE_UPLOADED) return SUCCEEDED;
  const accepted = (await partnerOutcome(db, 'exchange')) !== 'reject';
  await recordExchangeRegistration(db, userId, { chequeUpload: accepted ? CHEQUE_UPLOADED : CHEQUE_RETRY }, now);
  return accepted ? SUCCEEDED : { Status: '1', Remarks: VERIFICATION_MESSAGES.exchangeUploadFailed };
}

const SUCCEEDED = { Status: '0', Remarks: VERIFICATION_MESSAGES.exchangeUploadSucceeded };
