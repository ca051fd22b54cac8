import { createFileRoute } from '@tanstack/react-router';
import { AdditionalInfoScreen } from '../../../features/onboarding/additional-info/additional-info-screen';
import { OnboardingStepView } from '../../../features/onboarding/onboarding-context';

/** 001 §2.8 Additional Info; login required. */
export const Route = createFileRoute('/_authed/_onboarding/additionalinfo')({
  component: AdditionalInfoRoute,
});

function AdditionalInfoRoute() {
  return (
    <OnboardingStepView step="additionalInfo">{(actor) => <AdditionalInfoScreen actor={actor} />}</OnboardingStepView>
  );
}
