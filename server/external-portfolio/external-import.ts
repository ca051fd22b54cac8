/**
 * The external portfolio import (000 §4.5, §7 mfc/*): the OTP request to MF Central, the OTP
 * check that imports the statement into the investor's external holdings, the reload status,
 * and the statement itself. Everything reads and writes only the calling investor's rows.
 *
 * Chosen here: an investor imports their own statement, so once the account records a PAN and
 * date of birth (onboarding), only those are accepted; an investor who has not reached the PAN
 * step yet may import any, the OTP (sent to the contacts MF Central holds for the PAN; in the
 * sandbox, the investor's e-mail) proving it is theirs. A reload is allowed again from the day
 * after an import (IST, sandbox clock).
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import { ApiError, notFound } from '../contract/api-error';
import type { Database } from '../db/client';
import { externalHoldings, externalPortfolioImports } from '../db/schema';
import { listExternalHoldings } from '../holdings/holdings';
import type { UserRow } from '../identity/users';
import { conflict, unprocessable } from '../orders/errors';
import { casBehaviour, fetchCasStatement } from '../partners/mf-central';
import { createOutbox } from '../partners/outbox';
import { addDays } from '../seed/dates';
import { checkExternalCode, findOwnRequest, issueExternalRequest } from './otp-requests';

const RELOAD_AFTER_DAYS = 1;

export const EXTERNAL_IMPORT_MESSAGES = {
  noFunds: 'No funds were found for this PAN.',
  panMismatch: 'Please enter the PAN and date of birth of your own account.',
  requestMismatch: 'These details do not match the OTP request. Please ask for a new OTP.',
  noRequest: 'No OTP request matches this reference. Please ask for a new OTP.',
  noImport: 'No external portfolio has been imported yet.',
  reloadOn: (date: string) => `Your portfolio can be refreshed again on ${date}.`,
} as const;

export interface ExternalImportContext {
  db: Database;
  clock: Clock;
  brandName: string;
}

interface OtpVerification {
  reqId: string;
  otpRef: string;
  pan: string;
  dob: string;
  clientRefNo: string;
  enteredOtp: string;
  userSubjectReference: string;
}

/** yyyy-MM-dd as dd/mm/yyyy, the date the navbar shows (000 §2.2). */
function dayMonthYear(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

async function lastImport(db: Database, userId: number) {
  const [row] = await db.select().from(externalPortfolioImports).where(eq(externalPortfolioImports.userId, userId));
  return row;
}

export async function requestExternalOtp(
  { db, clock, brandName }: ExternalImportContext,
  user: UserRow,
  pan: string,
  dob: string,
) {
  if ((user.pan && user.pan !== pan) || (user.dob && user.dob !== dob)) {
    throw unprocessable(
      'PAN_MISMATCH',
      EXTERNAL_IMPORT_MESSAGES.panMismatch,
      user.pan !== pan ? 'body.pan' : 'body.dob',
    );
  }
  const today = clock.today();
  const previous = await lastImport(db, user.id);
  if (previous && today < previous.nextReloadOn) {
    throw conflict(EXTERNAL_IMPORT_MESSAGES.reloadOn(dayMonthYear(previous.nextReloadOn)), 'RELOAD_NOT_AVAILABLE');
  }
  if ((await casBehaviour(db, pan)) === 'no-funds') {
    throw new ApiError(422, '8003', EXTERNAL_IMPORT_MESSAGES.noFunds);
  }
  return db.transaction(async (tx) => {
    const now = clock.now();
    const { request, code } = await issueExternalRequest(tx, user.id, pan, dob, now);
    await createOutbox(tx, clock).sendEmail({
      to: user.email,
      subject: `MF Central: your OTP to share your portfolio with ${brandName}`,
      body: `${code} is your MF Central OTP to share the consolidated account statement of PAN ${pan.slice(0, 2)}******${pan.slice(-2)} with ${brandName}. It is valid for 10 minutes. Never share it with anyone.`,
      code,
    });
    return { reqId: request.reqId, clientRefNo: request.clientRefNo, otpRef: request.otpRef };
  });
}

/** Checks the OTP and replaces the investor's external holdings with the statement's. */
export async function verifyAndImport({ db, clock }: ExternalImportContext, user: UserRow, body: OtpVerification) {
  const outcome = await db.transaction(async (tx) => {
    const request = await findOwnRequest(tx, user.id, body.reqId);
    if (!request) throw notFound(EXTERNAL_IMPORT_MESSAGES.noRequest);
    const matches =
      request.otpRef === body.otpRef &&
      request.clientRefNo === body.clientRefNo &&
      request.pan === body.pan &&
      request.dob === body.dob &&
      user.sub === body.userSubjectReference;
    if (!matches) throw unprocessable('REQUEST_MISMATCH', EXTERNAL_IMPORT_MESSAGES.requestMismatch);
    const now = clock.now();
    const behaviour = await casBehaviour(tx, request.pan);
    const refusal = await checkExternalCode(tx, request, body.enteredOtp, now, behaviour === 'otp-failure');
    if (refusal) return { refusal };
    const today = clock.today();
    const statement = await fetchCasStatement(tx, request.pan, today, behaviour);
    await tx.delete(externalHoldings).where(eq(externalHoldings.userId, user.id));
    if (statement.folios.length > 0) {
      await tx.insert(externalHoldings).values(
        statement.folios.map((folio) => ({
          userId: user.id,
          fundId: folio.fundId,
          schemeName: folio.schemeName,
          amcName: folio.amcName,
          folio: folio.folio,
          units: folio.units,
          investedAmount: folio.invested,
          nav: folio.nav,
          asOf: today,
          importedAt: now,
        })),
      );
    }
    const imported = {
      pan: request.pan,
      importedOn: today,
      nextReloadOn: addDays(today, RELOAD_AFTER_DAYS),
      partial: statement.partial,
      importedAt: now,
    };
    await tx
      .insert(externalPortfolioImports)
      .values({ userId: user.id, ...imported })
      .onConflictDoUpdate({ target: externalPortfolioImports.userId, set: imported });
    return { partial: statement.partial };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return { holdings: await listExternalHoldings(db, user.id), partial: outcome.partial };
}

/** 000 §3 reload status: `status` true while a reload is not allowed yet, `date` the next reload day. */
export async function reloadStatus({ db, clock }: ExternalImportContext, userId: number) {
  const row = await lastImport(db, userId);
  return {
    status: row ? clock.today() < row.nextReloadOn : false,
    date: row?.nextReloadOn ?? null,
    errorMessage: null,
  };
}

/** Whether an external portfolio exists, and the day it was imported. */
export async function lastUpdate({ db }: ExternalImportContext, userId: number) {
  const row = await lastImport(db, userId);
  return { status: Boolean(row), date: row?.importedOn ?? null, errorMessage: null };
}

export async function importedStatement({ db }: ExternalImportContext, userId: number) {
  const row = await lastImport(db, userId);
  if (!row) throw notFound(EXTERNAL_IMPORT_MESSAGES.noImport);
  return { imported: row, holdings: await listExternalHoldings(db, userId) };
}
