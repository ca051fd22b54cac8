import { createFileRoute } from '@tanstack/react-router';
import { OnboardingStepView } from '../../../features/onboarding/onboarding-context';
import { PanVerificationScreen } from '../../../features/onboarding/pan/pan-verification-screen';

/** 001 §2.6 PAN verification; login required. */
export const Route = createFileRoute('/_authed/_onboarding/pancardverification')({
  component: PanVerificationRoute,
});

function PanVerificationRoute() {
  return <OnboardingStepView step="pan">{(actor) => <PanVerificationScreen actor={actor} />}</OnboardingStepView>;
}
