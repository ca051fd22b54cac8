import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { Actor, ActorOptions, AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate';
import type { TransferOrderContext } from '../../../machines/shared/transfer-order-steps';
import { inspect } from '../../app/inspector';
import type { WizardKind } from './messages';
import { useRefreshAfterOrder } from './use-refresh-after-order';
import { WizardFrame } from './wizard-frame';

interface TransferWizardProps<TMachine extends AnyStateMachine, TStep extends string> {
  kind: WizardKind;
  /** The wizard's machine, given the app's calls and the redirect to /orderstatus (built once). */
  build: (goToOrderStatus: () => void) => TMachine;
  input: InputFrom<TMachine>;
  /** The machine's steps in order; the summary band shows on those before 'review'. */
  steps: readonly [TStep, ...TStep[]];
  /** 001 §2.15: the step that hides the Portfolio button (SWP's OTP, the others' Confirm). */
  portfolioHiddenOn: TStep;
  summary: (actor: Actor<TMachine>) => ReactNode;
  /** The step the machine is on. */
  children: (actor: Actor<TMachine>, step: TStep) => ReactNode;
}

/**
 * What every transfer wizard screen sets up: its machine, the running actor, the step it is on
 * in the wizard's frame, and the refresh of Order Status and the holdings once the code is
 * answered.
 */
export function TransferWizard<TMachine extends AnyStateMachine, TStep extends string>({
  kind,
  build,
  input,
  steps,
  portfolioHiddenOn,
  summary,
  children,
}: TransferWizardProps<TMachine, TStep>) {
  const navigate = useNavigate();
  const [machine] = useState(() => build(() => void navigate({ to: '/orderstatus' })));
  // A generic machine's snapshot and options are not resolved here; every wizard's context holds
  // the shared steps' fields (TransferOrderContext).
  const actor = useActorRef(machine, { input, inspect } as ActorOptions<TMachine>);
  const stateName = useSelector(
    actor,
    (s) => steps.find((step) => (s as AnyMachineSnapshot).matches(step)) ?? steps[0],
  );
  const context = (s: unknown) => (s as AnyMachineSnapshot).context as TransferOrderContext;
  useRefreshAfterOrder(useSelector(actor, (s) => context(s).outcome !== null));
  const step = steps.indexOf(stateName);
  return (
    <WizardFrame
      kind={kind}
      step={step}
      steps={steps.length}
      showPortfolio={stateName !== portfolioHiddenOn}
      summary={step < steps.indexOf('review' as TStep) ? summary(actor) : null}
    >
      {children(actor, stateName)}
    </WizardFrame>
  );
}
