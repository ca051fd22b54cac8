import { createFileRoute } from '@tanstack/react-router';
import { OnboardingStepLoading } from '../../../features/onboarding/components/onboarding-page';
import { EmailVerificationScreen } from '../../../features/onboarding/email/email-verification-screen';
import { useOnboardingStep } from '../../../features/onboarding/onboarding-context';

/** Email Verification (001 §2.12): login required; the onboarding layout runs the step. */
export const Route = createFileRoute('/_authed/_onboarding/emailverification')({
  component: EmailVerificationRoute,
});

function EmailVerificationRoute() {
  const actor = useOnboardingStep('email');
  return actor ? <EmailVerificationScreen actor={actor} /> : <OnboardingStepLoading />;
}
