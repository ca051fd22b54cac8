/**
 * The onboarding actor for the routes under the onboarding layout. The layout owns one actor of
 * the onboarding machine per visit to the area; each step's route asks for its step with
 * `useOnboardingStep(step)`, which tells the parent the route was opened and hands back the
 * step's child actor once the parent runs it (null before, e.g. while the status loads or when
 * the parent sends the address elsewhere).
 */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { OnboardingStep, onboardingMachine } from '../../../machines/onboarding.machine';
import { OnboardingStepLoading } from './components/onboarding-page';

type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;
type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

/** The child actor of each step, typed by its machine. */
type OnboardingStepActor<S extends OnboardingStep> = NonNullable<OnboardingSnapshot['children'][S]>;

const OnboardingContext = createContext<OnboardingActor | null>(null);

export function OnboardingProvider({ actor, children }: { actor: OnboardingActor; children: ReactNode }) {
  return <OnboardingContext.Provider value={actor}>{children}</OnboardingContext.Provider>;
}

export function useOnboardingActor(): OnboardingActor {
  const actor = useContext(OnboardingContext);
  if (!actor) throw new Error('An onboarding step is used outside the onboarding layout');
  return actor;
}

/**
 * For a step's route: reports that the route was opened (the parent moves there when the
 * signup status allows it, else sends the address back), and returns the step's child actor
 * while the parent is at this step, else null.
 *
 */
export function useOnboardingStep<S extends OnboardingStep>(step: S): OnboardingStepActor<S> | null {
  const parent = useOnboardingActor();
  useEffect(() => {
    parent.send({ type: 'route.entered', step });
  }, [parent, step]);
  return useSelector(parent, (snapshot) => {
    if (!snapshot.matches({ steps: step })) return null;
    return (snapshot.children[step] ?? null) as OnboardingStepActor<S> | null;
  });
}

/**
 * A step's route in one line: the step's screen with its child actor, or a loading state while
 * the onboarding works out where the investor stands.
 *
 * @example
 * <OnboardingStepView step="bank">{(actor) => <BankAccountScreen actor={actor} />}</OnboardingStepView>
 */
export function OnboardingStepView<S extends OnboardingStep>({
  step,
  children,
}: {
  step: S;
  children: (actor: OnboardingStepActor<S>) => ReactNode;
}) {
  const actor = useOnboardingStep(step);
  return actor ? children(actor) : <OnboardingStepLoading />;
}
