import { createFileRoute } from '@tanstack/react-router';
import { OnboardingLayout } from '../../features/onboarding/onboarding-layout';

/**
 * Every onboarding step's route sits under this pathless layout (001 §2.6–2.12): it owns the
 * onboarding actor, which resumes at the step the server's status allows (000 §4.1).
 */
export const Route = createFileRoute('/_authed/_onboarding')({
  component: OnboardingRoute,
});

function OnboardingRoute() {
  return <OnboardingLayout />;
}
