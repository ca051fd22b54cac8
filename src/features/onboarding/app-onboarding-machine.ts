/**
 * The onboarding machine with every step's calls provided: the profile steps (PAN check, CKYC
 * download, basic and additional info) from src/api/onboarding/profile, the later steps from
 * their own modules. The layout adds the router and the session.
 */
import { onboardingMachine } from '../../../machines/onboarding.machine';
import { appBankAccountMachine } from '../../api/onboarding/bank';
import { appEmailVerificationMachine } from '../../api/onboarding/email';
import { appNomineeDetailsMachine, appTwoFactorMachine } from '../../api/onboarding/nominees';
import {
  appAdditionalInfoMachine,
  appBasicInfoMachine,
  appPanFetchMachine,
  appPanVerificationMachine,
  loadProgressActor,
} from '../../api/onboarding/profile';

export const appOnboardingMachine = onboardingMachine.provide({
  actors: {
    loadProgress: loadProgressActor,
    panVerification: appPanVerificationMachine,
    panFetch: appPanFetchMachine,
    basicInfo: appBasicInfoMachine,
    additionalInfo: appAdditionalInfoMachine,
    nomineeDetails: appNomineeDetailsMachine,
    twoFactor: appTwoFactorMachine,
    bankAccount: appBankAccountMachine,
    emailVerification: appEmailVerificationMachine,
  },
});
