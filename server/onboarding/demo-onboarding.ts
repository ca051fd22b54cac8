/**
 * The onboarding record of a demo investor who finished onboarding: what each step would have
 * saved, so the calls that read it (tax status, primary address, the ELOG page's nominees)
 * answer for that investor as for anyone who went through the screens. The verified demo
 * investor's bank account is the one their demo holdings' folios pay into; the registered demo
 * investor's record is what a resident individual enters on the short way through onboarding.
 */
import type { Database } from '../db/client';
import {
  exchangeClientRegistrations,
  onboardingAdditionalInfo,
  onboardingBankAccounts,
  onboardingBasicInfo,
  onboardingKyc,
  onboardingNominees,
} from '../db/schema';
import { DEMO_BANK } from '../holdings/demo-holdings';
import { ckycFullName } from '../partners/ckyc';
import { clientCodeFor } from '../partners/exchange-client';

type Row<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'userId' | 'updatedAt' | 'savedAt'>;

/** The screens' answers, as the steps store them. */
export interface DemoOnboarding {
  basicInfo: Row<typeof onboardingBasicInfo>;
  additionalInfo: Row<typeof onboardingAdditionalInfo>;
  nominee: Omit<Row<typeof onboardingNominees>, 'position'>;
  bank: Omit<Row<typeof onboardingBankAccounts>, 'verifiedAt'>;
}

export const VERIFIED_ONBOARDING: DemoOnboarding = {
  basicInfo: {
    taxStatus: 'INDIVIDUAL',
    firstName: 'Vikram',
    lastName: 'Mehta',
    address1: '14 Carter Road',
    address2: 'Bandra West',
    city: 'Mumbai',
    state: 'MH',
    pincode: '400050',
    country: 'IN',
  },
  additionalInfo: {
    gender: 'MALE',
    grossAnnualIncome: 'TEN_AND_TWENTY_FIVE',
    occupation: 'PROFESSIONAL',
    resident: 'INDIAN',
  },
  nominee: {
    name: 'Nisha Mehta',
    relationship: 'SPOUSE',
    idType: 'AADHAR',
    idNumber: '4821',
    email: 'nisha.mehta@sanchay.example',
    mobile: '9000000012',
    address1: '14 Carter Road',
    address2: 'Bandra West',
    city: 'Mumbai',
    pincode: '400050',
    country: 'India',
    percentage: 100,
    dob: '1988-07-09',
  },
  bank: {
    bankName: DEMO_BANK.bankName,
    ifsc: DEMO_BANK.ifsc,
    accountNumber: DEMO_BANK.accountNo,
    accountType: DEMO_BANK.accountType,
    accountHoldings: 'SINGLE_BANK_ACCOUNT',
  },
};

export const REGISTERED_ONBOARDING: DemoOnboarding = {
  basicInfo: {
    taxStatus: 'INDIVIDUAL',
    firstName: 'Priya',
    lastName: 'Kumar',
    address1: '14 MG Road',
    city: 'Bengaluru',
    state: 'KA',
    pincode: '560001',
    country: 'IN',
  },
  additionalInfo: {
    gender: 'FEMALE',
    grossAnnualIncome: 'TEN_AND_TWENTY_FIVE',
    occupation: 'PROFESSIONAL',
    resident: 'INDIAN',
  },
  nominee: {
    name: 'Ravi Kumar',
    relationship: 'SPOUSE',
    idType: 'PAN',
    idNumber: 'BKLPK3377Q',
    email: 'ravi.kumar@example.com',
    mobile: '9876501234',
    address1: '14 MG Road',
    city: 'Bengaluru',
    pincode: '560001',
    country: 'India',
    percentage: 100,
    dob: '1985-05-02',
  },
  bank: {
    bankName: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    accountNumber: '50100123456789',
    accountType: 'SAVINGS_BANK',
    accountHoldings: 'SINGLE_BANK_ACCOUNT',
  },
};

/** Every step's record, and the exchange's client registration completed on the authentication page. */
export async function seedDemoOnboarding(
  db: Database,
  user: { id: number; pan: string | null },
  at: Date,
  onboarding: DemoOnboarding,
): Promise<void> {
  const pan = user.pan ?? '';
  await db.insert(onboardingKyc).values({
    userId: user.id,
    kycStatus: 'VALIDATED',
    checkedAt: at,
    ckycFullName: ckycFullName(pan),
    ckycDownloadedAt: at,
  });
  await db.insert(onboardingBasicInfo).values({ userId: user.id, ...onboarding.basicInfo, updatedAt: at });
  await db.insert(onboardingAdditionalInfo).values({ userId: user.id, ...onboarding.additionalInfo, updatedAt: at });
  await db.insert(onboardingNominees).values({ userId: user.id, position: 1, ...onboarding.nominee, savedAt: at });
  await db.insert(onboardingBankAccounts).values({ userId: user.id, ...onboarding.bank, verifiedAt: at });
  await db.insert(exchangeClientRegistrations).values({
    userId: user.id,
    token: `demo-${user.id}-completed-registration`,
    state: 'COMPLETED',
    clientCode: clientCodeFor(user.id),
    createdAt: at,
    completedAt: at,
  });
}
