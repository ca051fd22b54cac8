/**
 * The onboarding record of a demo investor who finished onboarding (the verified demo investor):
 * what each step would have saved, so the calls that read it (tax status, primary address) answer
 * for that investor as for anyone who went through the screens. The bank account is the one the
 * demo holdings' folios pay into.
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

export async function seedDemoOnboarding(
  db: Database,
  user: { id: number; pan: string | null },
  at: Date,
): Promise<void> {
  const pan = user.pan ?? '';
  await db.insert(onboardingKyc).values({
    userId: user.id,
    kycStatus: 'VALIDATED',
    checkedAt: at,
    ckycFullName: ckycFullName(pan),
    ckycDownloadedAt: at,
  });
  await db.insert(onboardingBasicInfo).values({
    userId: user.id,
    taxStatus: 'INDIVIDUAL',
    firstName: 'Vikram',
    lastName: 'Mehta',
    address1: '14 Carter Road',
    address2: 'Bandra West',
    city: 'Mumbai',
    state: 'MH',
    pincode: '400050',
    country: 'IN',
    updatedAt: at,
  });
  await db.insert(onboardingAdditionalInfo).values({
    userId: user.id,
    gender: 'MALE',
    grossAnnualIncome: 'TEN_AND_TWENTY_FIVE',
    occupation: 'PROFESSIONAL',
    resident: 'INDIAN',
    updatedAt: at,
  });
  await db.insert(onboardingNominees).values({
    userId: user.id,
    position: 1,
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
    savedAt: at,
  });
  await db.insert(onboardingBankAccounts).values({
    userId: user.id,
    bankName: DEMO_BANK.bankName,
    ifsc: DEMO_BANK.ifsc,
    accountNumber: DEMO_BANK.accountNo,
    accountType: DEMO_BANK.accountType,
    accountHoldings: 'SINGLE_BANK_ACCOUNT',
    verifiedAt: at,
  });
  await db.insert(exchangeClientRegistrations).values({
    userId: user.id,
    token: `demo-${user.id}-completed-registration`,
    state: 'COMPLETED',
    clientCode: clientCodeFor(user.id),
    createdAt: at,
    completedAt: at,
  });
}
