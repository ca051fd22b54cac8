/**
 * The PAN screens' calls (001 §2.6, §4.2): the KYC registry check, which saves the PAN and date
 * of birth and moves the status to PAN_SAVED when the registry validates them, and the CKYC
 * download, which needs that PAN and gives the record's full name (CKYC_DOWNLOAD_COMPLETED).
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { formatIsoDate, parseDmyDate, parseIsoDate } from '../../domain/dates';
import { pan } from '../../domain/fields';
import { adultDob, panSchema } from '../../domain/onboarding/pan';
import { ApiError } from '../contract/api-error';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { onboardingKyc, users } from '../db/schema';
import type { UserRow } from '../identity/users';
import { downloadCkycRecord } from '../partners/ckyc';
import { checkKyc } from '../partners/kyc-registry';
import { type OnboardingDeps, sandboxToday } from './context';
import { emailMismatch, refuseIfInvalid, schemaErrors } from './field-errors';
import { advance, conflict, PREREQUISITES, requireDone, requireOnboardingOpen } from './progress';

const KYC_TECHNICAL_ISSUE_MESSAGE = 'The KYC registry could not be reached. Please try again in a little while.';
const CKYC_MISMATCH_MESSAGE =
  'These PAN details differ from the ones you verified. Please enter the same PAN and date of birth.';
/** 001 §8 "PAN fetch failure": the client shows the first error's message. */
const CKYC_NOT_FOUND_MESSAGE =
  'The provided PAN details are not KYC compliant. Please complete your KYC verification to proceed.';

/** The name the CKYC record of the investor's saved PAN gave; null before the download (or after a new PAN check). */
export async function ckycFullNameOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ fullName: onboardingKyc.ckycFullName })
    .from(onboardingKyc)
    .where(eq(onboardingKyc.userId, userId));
  return row?.fullName ?? null;
}

/**
 * Refuses Basic Info until the CKYC record of the PAN now saved is downloaded: the status alone
 * is not enough, since checking another PAN later keeps the status but drops the old record.
 */
export async function requireCkycRecord(db: Database, user: UserRow): Promise<void> {
  requireDone(user, 'ckyc');
  if ((await ckycFullNameOf(db, user.id)) === null) throw conflict(PREREQUISITES.ckyc.message);
}

export function kycHandlers({
  db,
  clock,
  users: directory,
}: OnboardingDeps): HandlerMap<'checkKycStatus' | 'downloadCkyc'> {
  return {
    checkKycStatus: async ({ body, c }) => {
      const user = c.get('user');
      requireOnboardingOpen(user);
      const dob = parseIsoDate(body.dob);
      refuseIfInvalid(schemaErrors('body', panSchema(sandboxToday(clock)), { pan: body.pan, dob }));

      const answer = await checkKyc(db, body.pan);
      if (answer.kind === 'technical-issue') throw new ApiError(502, '8015', KYC_TECHNICAL_ISSUE_MESSAGE);
      if (answer.kycStatus !== 'VALIDATED') return { status: 200, body: { kyc_status: answer.kycStatus } };

      const now = clock.now();
      // The same PAN and date of birth checked again (Previous) keep their CKYC record; a
      // different PAN needs its own download before Basic Info.
      const samePan = user.pan === body.pan && user.dob === body.dob;
      const ckycReset = samePan ? {} : { ckycFullName: null, ckycConsent: null, ckycDownloadedAt: null };
      await db.transaction(async (tx) => {
        await tx.update(users).set({ pan: body.pan, dob: body.dob }).where(eq(users.id, user.id));
        await tx
          .insert(onboardingKyc)
          .values({ userId: user.id, kycStatus: answer.kycStatus, checkedAt: now })
          .onConflictDoUpdate({
            target: onboardingKyc.userId,
            set: { kycStatus: answer.kycStatus, checkedAt: now, ...ckycReset },
          });
      });
      await advance(directory, user, 'PAN_SAVED');
      return { status: 200, body: { kyc_status: 'VALIDATED' } };
    },

    downloadCkyc: async ({ body, c }) => {
      const user = c.get('user');
      requireOnboardingOpen(user);
      requireDone(user, 'pan');
      const dob = parseDmyDate(body.dateOfBirth);
      refuseIfInvalid([
        ...schemaErrors('body', v.object({ pan, dateOfBirth: adultDob(sandboxToday(clock)) }), {
          pan: body.pan,
          dateOfBirth: dob,
        }),
        ...emailMismatch(body.email, user.email),
      ]);
      if (body.pan !== user.pan || (dob && formatIsoDate(dob)) !== user.dob) {
        throw new ApiError(422, 'CKYC_MISMATCH', CKYC_MISMATCH_MESSAGE, [
          { field: 'pan', message: CKYC_MISMATCH_MESSAGE },
        ]);
      }

      const answer = await downloadCkycRecord(db, body.pan);
      if (answer.kind === 'not-found') {
        throw new ApiError(422, 'CKYC_NOT_FOUND', 'No CKYC record exists for this PAN.', [
          { field: 'pan', message: CKYC_NOT_FOUND_MESSAGE },
        ]);
      }
      await db
        .update(onboardingKyc)
        .set({ ckycFullName: answer.fullName, ckycConsent: { ...body.consent }, ckycDownloadedAt: clock.now() })
        .where(eq(onboardingKyc.userId, user.id));
      await advance(directory, user, 'CKYC_DOWNLOAD_COMPLETED');
      return { status: 200, body: { fullName: answer.fullName } };
    },
  };
}
