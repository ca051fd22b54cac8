import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorOptions, AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate';
import type { TransferOrderContext } from '../../../machines/shared/transfer-order-steps';
import { inspect } from '../../app/inspector';
import { useRefreshAfterOrder } from './use-refresh-after-order';

/**
 * What every transfer wizard screen sets up: its machine with the app's calls and the redirect to
 * /orderstatus (built once), the running actor, the step it is on, and the refresh of Order Status
 * and the holdings once the code is answered.
 */
export function useTransferWizard<TMachine extends AnyStateMachine, TStep extends string>(
  build: (goToOrderStatus: () => void) => TMachine,
  input: InputFrom<TMachine>,
  steps: readonly [TStep, ...TStep[]],
) {
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
  return { actor, stateName, step: steps.indexOf(stateName) };
}
