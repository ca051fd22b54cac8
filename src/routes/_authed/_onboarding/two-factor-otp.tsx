import { createFileRoute } from '@tanstack/react-router';
import { OnboardingStepLoading } from '../../../features/onboarding/components/onboarding-page';
import { useOnboardingStep } from '../../../features/onboarding/onboarding-context';
import { TwoFactorScreen } from '../../../features/onboarding/two-factor/two-factor-screen';

/** Two Factor Authentication, the nominee code (001 §2.10): login required; the onboarding layout runs the step. */
export const Route = createFileRoute('/_authed/_onboarding/two-factor-otp')({
  component: TwoFactorRoute,
});

function TwoFactorRoute() {
  const actor = useOnboardingStep('twoFactor');
  return actor ? <TwoFactorScreen actor={actor} /> : <OnboardingStepLoading />;
}
