/**
 * Basic Info and Additional Info (001 §2.7, §2.8), the primary-holder address the nominee screen
 * copies (001 §3), and the tax status the bank step follows.
 */
import { eq } from 'drizzle-orm';
import { additionalInfoSchema } from '../../domain/onboarding/additional-info';
import { basicInfoSchema, RESIDENTIAL_COUNTRY } from '../../domain/onboarding/basic-info';
import { notFound } from '../contract/api-error';
import type { HandlerMap } from '../contract/types';
import { onboardingAdditionalInfo, onboardingBasicInfo } from '../db/schema';
import type { OnboardingDeps } from './context';
import { emailMismatch, refuseIfInvalid, schemaErrors } from './field-errors';
import { requireCkycRecord } from './kyc';
import { advance, PREREQUISITES, requireDone, requireOnboardingOpen } from './progress';
import { taxStatusOf } from './tax-status';

/** Optional text as stored: blank becomes null. */
function optional(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

export function profileHandlers({
  db,
  clock,
  users,
}: OnboardingDeps): HandlerMap<'saveBasicDetail' | 'saveAdditionalDetail' | 'getPrimaryAddress' | 'getTaxStatus'> {
  return {
    saveBasicDetail: async ({ body, c }) => {
      const user = c.get('user');
      requireOnboardingOpen(user);
      await requireCkycRecord(db, user);
      refuseIfInvalid(schemaErrors('body', basicInfoSchema, body));

      const foreign = 'foreignAddress1' in body ? body : undefined;
      const values = {
        taxStatus: body.taxStatus,
        firstName: body.firstName.trim(),
        middleName: optional(body.middleName),
        lastName: body.lastName.trim(),
        address1: optional(body.address1),
        address2: optional(body.address2),
        address3: optional(body.address3),
        city: optional(body.city),
        state: optional(body.state),
        pincode: optional(body.pincode),
        country: RESIDENTIAL_COUNTRY,
        foreignAddress1: optional(foreign?.foreignAddress1),
        foreignAddress2: optional(foreign?.foreignAddress2),
        foreignAddress3: optional(foreign?.foreignAddress3),
        foreignCity: optional(foreign?.foreignCity),
        foreignState: optional(foreign?.foreignState),
        foreignPincode: optional(foreign?.foreignPincode),
        foreignCountry: optional(foreign?.foreignCountry),
        updatedAt: clock.now(),
      };
      await db
        .insert(onboardingBasicInfo)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: onboardingBasicInfo.userId, set: values });
      const userStatus = await advance(users, user, 'BASIC_INFO');
      // The status the later steps follow: a non-individual PAN's holder type wins over the form's choice.
      return { status: 200, body: { userStatus, taxStatus: (await taxStatusOf(db, user)) ?? body.taxStatus } };
    },

    saveAdditionalDetail: async ({ body, c }) => {
      const user = c.get('user');
      requireOnboardingOpen(user);
      requireDone(user, 'basicInfo');
      refuseIfInvalid([...schemaErrors('body', additionalInfoSchema, body), ...emailMismatch(body.email, user.email)]);

      const values = {
        gender: body.gender,
        grossAnnualIncome: body.grossAnnualIncome,
        occupation: body.occupation,
        resident: body.resident,
        updatedAt: clock.now(),
      };
      await db
        .insert(onboardingAdditionalInfo)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: onboardingAdditionalInfo.userId, set: values });
      return { status: 200, body: { userStatus: await advance(users, user, 'ADDITIONAL_INFO') } };
    },

    getPrimaryAddress: async ({ c }) => {
      const user = c.get('user');
      const [row] = await db.select().from(onboardingBasicInfo).where(eq(onboardingBasicInfo.userId, user.id));
      if (!row) throw notFound(PREREQUISITES.basicInfo.message);
      // A non-resident may give no Indian address; the foreign one is then the primary address.
      if (row.address1 === null && row.foreignAddress1 !== null) {
        return {
          status: 200,
          body: {
            address1: row.foreignAddress1,
            address2: row.foreignAddress2,
            address3: row.foreignAddress3,
            city: row.foreignCity ?? '',
            pincode: row.foreignPincode ?? '',
            country: row.foreignCountry ?? '',
          },
        };
      }
      return {
        status: 200,
        body: {
          address1: row.address1 ?? '',
          address2: row.address2,
          address3: row.address3,
          city: row.city ?? '',
          pincode: row.pincode ?? '',
          country: row.country,
        },
      };
    },

    getTaxStatus: async ({ c }) => {
      const taxStatus = await taxStatusOf(db, c.get('user'));
      if (taxStatus === null) throw notFound(PREREQUISITES.basicInfo.message);
      return { status: 200, body: { taxStatus } };
    },
  };
}
