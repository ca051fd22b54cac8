import { createFileRoute } from '@tanstack/react-router';
import { OnboardingStepView } from '../../../features/onboarding/onboarding-context';
import { PanFetchScreen } from '../../../features/onboarding/pan/pan-fetch-screen';

/** 001 §2.6 PAN fetch; login required. */
export const Route = createFileRoute('/_authed/_onboarding/panFetch')({
  component: PanFetchRoute,
});

function PanFetchRoute() {
  return <OnboardingStepView step="panFetch">{(actor) => <PanFetchScreen actor={actor} />}</OnboardingStepView>;
}
