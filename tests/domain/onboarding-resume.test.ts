import { describe, expect, it } from 'vitest';
import {
  furthestOnboardingStep,
  ONBOARDING_STEP_PATHS,
  type ONBOARDING_STEPS,
  onboardingResumePath,
} from '../../domain/onboarding-resume';

describe('furthestOnboardingStep', () => {
  it('agrees with the Create Account resume map (000 §4.1) wherever that map names a step', () => {
    for (const status of [
      'USER_CREATED',
      'PAN_SAVED',
      'BASIC_INFO',
      'ADDITIONAL_INFO',
      'NOMINEE_ENROLLMENT_INITIATED',
    ]) {
      const furthest = furthestOnboardingStep(status);
      expect(furthest).not.toBe('done');
      expect(ONBOARDING_STEP_PATHS[furthest as (typeof ONBOARDING_STEPS)[number]]).toBe(onboardingResumePath(status));
    }
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
