import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { planChangeMachine } from '../../../machines/plan-change.machine';
import { orderListKeys } from '../../api/order-status';
import { planChangeActors, planKeys } from '../../api/plans';
import { inspect } from '../../app/inspector';
import { useCloseOnSessionEnd, useSessionUser } from '../../app/session/session-context';

/**
 * The page's one plan-change machine (every card's Skip and Cancel go to it). A change that went
 * through reads the plan lists and Order Status afresh; the modal closes when the session ends.
 */
export function usePlanChange(createActors: typeof planChangeActors = planChangeActors) {
  const queryClient = useQueryClient();
  const email = useSessionUser()?.email ?? '';
  const [machine] = useState(() =>
    planChangeMachine.provide({
      actors: createActors(),
      actions: {
        planChanged: () => {
          void queryClient.invalidateQueries({ queryKey: planKeys.all });
          void queryClient.invalidateQueries({ queryKey: orderListKeys.all });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { email }, inspect });
  useCloseOnSessionEnd(() => actor.send({ type: 'dialog.close' }));
  return actor;
}
