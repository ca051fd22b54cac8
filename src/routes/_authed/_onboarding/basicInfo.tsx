import { createFileRoute } from '@tanstack/react-router';
import { BasicInfoScreen } from '../../../features/onboarding/basic-info/basic-info-screen';
import { OnboardingStepView } from '../../../features/onboarding/onboarding-context';

/** 001 §2.7 Basic Info; login required. */
export const Route = createFileRoute('/_authed/_onboarding/basicInfo')({
  component: BasicInfoRoute,
});

function BasicInfoRoute() {
  return <OnboardingStepView step="basicInfo">{(actor) => <BasicInfoScreen actor={actor} />}</OnboardingStepView>;
}
