import { createFileRoute } from '@tanstack/react-router';
import { BankAccountScreen } from '../../../features/onboarding/bank/bank-account-screen';
import { OnboardingStepLoading } from '../../../features/onboarding/components/onboarding-page';
import { useOnboardingStep } from '../../../features/onboarding/onboarding-context';

/** Bank Account Verification (001 §2.11): login required; the onboarding layout runs the step. */
export const Route = createFileRoute('/_authed/_onboarding/bankaccountregister')({
  component: BankAccountRoute,
});

function BankAccountRoute() {
  const actor = useOnboardingStep('bank');
  return actor ? <BankAccountScreen actor={actor} /> : <OnboardingStepLoading />;
}
