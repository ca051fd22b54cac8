/**
 * Nominee Details and its two-factor step (001 §2.9, §2.10): without `otp` the nominees are
 * checked and a 6-digit code is e-mailed (every such call is also the resend); with `otp` the
 * code is checked against the same nominee list and the nominees are saved, which moves the
 * status to NOMINEE_ENROLLMENT_INITIATED. The code is bound to the list it was sent for.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { formatIsoDate, parseDmyDate } from '../../domain/dates';
import { nomineeListSchema, nomineeSchema } from '../../domain/onboarding/nominees';
import type { HandlerMap, Operations } from '../contract/types';
import { onboardingNominees } from '../db/schema';
import { type OnboardingDeps, sandboxToday } from './context';
import { refuseIfInvalid, schemaErrors } from './field-errors';
import { consumeCode, issueCode } from './one-time-codes';
import { advance, requireDone, requireOnboardingOpen } from './progress';
import { taxStatusOf } from './tax-status';

type Submission = Operations['submitNominees']['requestBody']['content']['application/json'];
type Nominee = Submission['nomineeData'][number];

/** The same list always hashes the same, whatever order its keys were sent in. */
function nomineeListHash(nominees: readonly Nominee[]): string {
  const canonical = nominees.map((nominee) =>
    Object.fromEntries(
      Object.entries(nominee)
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function blankToNull(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

export function nomineeHandlers({ db, clock, users, outbox }: OnboardingDeps): HandlerMap<'submitNominees'> {
  return {
    submitNominees: async ({ query, body, c }) => {
      const user = c.get('user');
      requireOnboardingOpen(user);
      requireDone(user, 'additionalInfo');

      const context = {
        holderPan: user.pan ?? '',
        taxStatus: (await taxStatusOf(db, user)) ?? 'INDIVIDUAL',
        today: sandboxToday(clock),
      };
      // Each nominee's fields, then the first broken rule across the list: the contract's JSON
      // Schema can say neither the age, the guardian of a minor, nor shares totalling 100.
      refuseIfInvalid([
        ...schemaErrors('body', v.object({ nomineeData: v.array(nomineeSchema(context)) }), body),
        ...schemaErrors('body', v.object({ nomineeData: nomineeListSchema }), body),
      ]);

      const target = { userId: user.id, purpose: 'NOMINEES' as const, subject: nomineeListHash(body.nomineeData) };
      if (query.otp === undefined) {
        const code = await issueCode(db, target, clock.now());
        await outbox.sendEmail({
          to: user.email,
          subject: 'Confirm your nominee details',
          body: `Your code to confirm your nominee details is ${code}. It is valid for 10 minutes. If you did not ask for it, please contact support.`,
          code,
        });
        return { status: 200, body: { status: 'OTP_SENT', userStatus: user.signupStatus } };
      }

      await consumeCode(db, target, query.otp, clock.now());
      const savedAt = clock.now();
      await db.transaction(async (tx) => {
        await tx.delete(onboardingNominees).where(eq(onboardingNominees.userId, user.id));
        await tx.insert(onboardingNominees).values(
          body.nomineeData.map((nominee, index) => ({
            userId: user.id,
            position: index + 1,
            name: nominee.name.trim(),
            relationship: nominee.relationship,
            idType: nominee.idType,
            idNumber: nominee.idNumber,
            email: nominee.email.trim(),
            mobile: nominee.mobile,
            address1: nominee.address1.trim(),
            address2: blankToNull(nominee.address2),
            address3: blankToNull(nominee.address3),
            city: nominee.city.trim(),
            pincode: nominee.pincode,
            country: nominee.country,
            percentage: nominee.percentage,
            // Checked by nomineeErrors above, so the date is real.
            dob: formatIsoDate(parseDmyDate(nominee.dob) ?? new Date(Number.NaN)),
            guardianName: blankToNull(nominee.guardianName),
            guardianPan: blankToNull(nominee.guardianPan),
            savedAt,
          })),
        );
      });
      const userStatus = await advance(users, user, 'NOMINEE_ENROLLMENT_INITIATED');
      return { status: 200, body: { status: 'NOMINEES_SAVED', userStatus } };
    },
  };
}
