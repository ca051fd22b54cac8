/**
 * Where Create Account resumes onboarding (000 §4.1), from the status the server reports
 * (GET users/status). Statuses without a step of their own, and a failed fetch (null), start
 * at PAN verification.
 */

const ONBOARDING_START_PATH = '/pancardverification';

const RESUME_PATHS: ReadonlyMap<string, string> = new Map([
  ['USER_CREATED', '/pancardverification'],
  ['PAN_SAVED', '/basicInfo'],
  ['BASIC_INFO', '/additionalinfo'],
  ['ADDITIONAL_INFO', '/nomineedetails'],
  ['NOMINEE_ENROLLMENT_INITIATED', '/bankaccountregister'],
]);

export function onboardingResumePath(status: string | null | undefined): string {
  return (status && RESUME_PATHS.get(status)) || ONBOARDING_START_PATH;
}

/**
 * The onboarding steps in the order a new investor meets them (001 §4.2): the PAN check, the
 * CKYC download on the PAN fetch screen (it supplies the name Basic Info greets with, 001 §2.6,
 * §2.7), Basic Info, Additional Info, Nominee Details, the nominee code (two-factor), Bank and
 * the e-mail code.
 */
export const ONBOARDING_STEPS = [
  'pan',
  'panFetch',
  'basicInfo',
  'additionalInfo',
  'nominees',
  'twoFactor',
  'bank',
  'email',
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** 001 §2.1, §2.6–2.12: each step's route. */
export const ONBOARDING_STEP_PATHS: Readonly<Record<OnboardingStep, string>> = {
  pan: '/pancardverification',
  panFetch: '/panFetch',
  basicInfo: '/basicInfo',
  additionalInfo: '/additionalinfo',
  nominees: '/nomineedetails',
  twoFactor: '/two-factor-otp',
  bank: '/bankaccountregister',
  email: '/emailverification',
};

export function onboardingStepIndex(step: OnboardingStep): number {
  return ONBOARDING_STEPS.indexOf(step);
}

/** Onboarding is over: the e-mail is verified and the rest is with the exchange. */
export const ONBOARDING_FINISHED = 'done';

const FURTHEST_STEPS: ReadonlyMap<string, OnboardingStep | typeof ONBOARDING_FINISHED> = new Map([
  ['USER_CREATED', 'pan'],
  // 000 §4.1 sends PAN_SAVED to /basicInfo, but Basic Info needs the CKYC record (its name is
  // the greeting, and the server refuses Basic Info without it): the PAN fetch opens until the
  // download succeeded.
  ['PAN_SAVED', 'panFetch'],
  ['CKYC_SEARCH_COMPLETED', 'panFetch'],
  ['CKYC_DOWNLOAD_COMPLETED', 'basicInfo'],
  ['BASIC_INFO_INITIATED', 'basicInfo'],
  ['BASIC_INFO', 'additionalInfo'],
  ['ADDITIONAL_INFO_INITIATED', 'additionalInfo'],
  ['ADDITIONAL_INFO', 'nominees'],
  ['NOMINEE_ENROLLMENT_INITIATED', 'bank'],
  // Beyond 000 §4.1 (which sends these back to the start): a saved or verified bank account
  // only lacks the e-mail code, and a verified e-mail has nothing left to fill in.
  ['BANK_DETAILS_SAVED', 'email'],
  ['BANK_DETAILS_VERIFIED', 'email'],
  ['EMAIL_VERIFIED', ONBOARDING_FINISHED],
  ['BSE_CLIENT_CREATION_INITIATED', ONBOARDING_FINISHED],
  ['BSE_CLIENT_CREATION_COMPLETED', ONBOARDING_FINISHED],
  ['BSE_CLIENT_CREATION_FAILED', ONBOARDING_FINISHED],
  ['BSE_USER_MANDATE_INITIATED', ONBOARDING_FINISHED],
  ['BSE_USER_MANDATE_COMPLETED', ONBOARDING_FINISHED],
  ['BSE_USER_MANDATE_FAILED', ONBOARDING_FINISHED],
  ['BSE_MANDATE_WAITING_APPROVAL', ONBOARDING_FINISHED],
  ['VERIFIED', ONBOARDING_FINISHED],
]);

/**
 * The furthest step the server's status lets the investor open (every earlier step opens
 * too), or `'done'` when onboarding is over. Unknown statuses, and no status (the fetch
 * failed), start at the PAN check like Create Account does.
 */
export function furthestOnboardingStep(status: string | null | undefined): OnboardingStep | typeof ONBOARDING_FINISHED {
  return (status && FURTHEST_STEPS.get(status)) || 'pan';
}

/** Basic Info is saved: the status allows a step after it (a tax status exists from then on). */
export function isBasicInfoSaved(status: string | null | undefined): boolean {
  const furthest = furthestOnboardingStep(status);
  return furthest === ONBOARDING_FINISHED || onboardingStepIndex(furthest) > onboardingStepIndex('basicInfo');
}
