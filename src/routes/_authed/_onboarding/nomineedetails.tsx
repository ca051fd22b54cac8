import { createFileRoute } from '@tanstack/react-router';
import { OnboardingStepLoading } from '../../../features/onboarding/components/onboarding-page';
import { NomineeDetailsScreen } from '../../../features/onboarding/nominees/nominee-details-screen';
import { useOnboardingStep } from '../../../features/onboarding/onboarding-context';

/** Nominee Details (001 §2.9): login required; the onboarding layout runs the step. */
export const Route = createFileRoute('/_authed/_onboarding/nomineedetails')({
  component: NomineeDetailsRoute,
});

function NomineeDetailsRoute() {
  const actor = useOnboardingStep('nominees');
  return actor ? <NomineeDetailsScreen actor={actor} /> : <OnboardingStepLoading />;
}
