/**
 * Where Create Account resumes onboarding (000 §4.1), from the status the server reports
 * (GET users/status). Statuses without a step of their own, and a failed fetch (null), start
 * at PAN verification.
 */

export const ONBOARDING_START_PATH = '/pancardverification';

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
