import { describe, expect, it } from 'vitest';
import {
  furthestOnboardingStep,
  isBasicInfoSaved,
  ONBOARDING_STEP_PATHS,
  type ONBOARDING_STEPS,
  onboardingResumePath,
} from '../../domain/onboarding-resume';

describe('furthestOnboardingStep', () => {
  it('agrees with the Create Account resume map (000 §4.1) wherever that map names a step', () => {
    for (const status of ['USER_CREATED', 'BASIC_INFO', 'ADDITIONAL_INFO', 'NOMINEE_ENROLLMENT_INITIATED']) {
      const furthest = furthestOnboardingStep(status);
      expect(furthest).not.toBe('done');
      expect(ONBOARDING_STEP_PATHS[furthest as (typeof ONBOARDING_STEPS)[number]]).toBe(onboardingResumePath(status));
    }
  });

  it('opens the PAN fetch for PAN_SAVED, where Create Account sends /basicInfo: Basic Info needs the CKYC record', () => {
    expect(onboardingResumePath('PAN_SAVED')).toBe('/basicInfo');
    expect(furthestOnboardingStep('PAN_SAVED')).toBe('panFetch');
    expect(furthestOnboardingStep('CKYC_SEARCH_COMPLETED')).toBe('panFetch');
    expect(furthestOnboardingStep('CKYC_DOWNLOAD_COMPLETED')).toBe('basicInfo');
  });

  it('resumes a saved or verified bank account at the e-mail code', () => {
    expect(furthestOnboardingStep('BANK_DETAILS_SAVED')).toBe('email');
    expect(furthestOnboardingStep('BANK_DETAILS_VERIFIED')).toBe('email');
  });

  it.each(['EMAIL_VERIFIED', 'BSE_CLIENT_CREATION_INITIATED', 'BSE_USER_MANDATE_FAILED', 'VERIFIED'])(
    '%s has nothing left to fill in',
    (status) => expect(furthestOnboardingStep(status)).toBe('done'),
  );

  it.each([null, undefined, '', 'NOT_A_STATUS'])('%s starts at the PAN check', (status) =>
    expect(furthestOnboardingStep(status)).toBe('pan'),
  );
});

describe('isBasicInfoSaved (a tax status exists from then on)', () => {
  it.each([null, 'USER_CREATED', 'PAN_SAVED', 'CKYC_DOWNLOAD_COMPLETED', 'BASIC_INFO_INITIATED'])(
    '%s: not yet',
    (status) => expect(isBasicInfoSaved(status)).toBe(false),
  );
  it.each(['BASIC_INFO', 'ADDITIONAL_INFO', 'BANK_DETAILS_VERIFIED', 'EMAIL_VERIFIED', 'VERIFIED'])(
    '%s: saved',
    (status) => expect(isBasicInfoSaved(status)).toBe(true),
  );
});
