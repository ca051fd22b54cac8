import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, useCallback, useState } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { ANONYMOUS, decideOrderEntry, type OrderAction } from '../../../domain/order-entry';
import type { OrderScheme } from '../../../machines/order.machine';
import { type OrderEntryRequest, orderEntryMachine, type PreparedEntry } from '../../../machines/order-entry.machine';
import { inspect } from '../../app/inspector';
import { useIsSignedIn, useSessionUser } from '../../app/session/session-context';

// The order modal, its machines and calls load on the first BUY or SIP click only.
const loadOrderDialogs = () => import('./order-dialogs');

export const OrderDialogs = lazy(loadOrderDialogs);

export type OrderEntryActor = ActorRefFrom<typeof orderEntryMachine>;

/**
 * `prepareEntry` as the app runs it: the dialogs' code, then the investor's standing, today and
 * the SIP rules, read afresh on every click. The reads stand in for what they cannot read, so
 * what fails is the code's download.
 */
function prepareEntry(queryClient: QueryClient) {
  return fromPromise<PreparedEntry, OrderEntryRequest>(async ({ input }) => {
    const dialogs = await loadOrderDialogs();
    const [standing, today, scheme] = await Promise.all([
      dialogs.readInvestorStanding(queryClient, input.investor.signupStatus),
      dialogs.appToday(queryClient),
      input.action === 'SIP' ? dialogs.withSipRules(queryClient, input.scheme) : input.scheme,
    ]);
    return { standing, today, scheme };
  });
}

interface OrderEntryControls {
  /** A click on BUY or SIP. */
  enter: (action: OrderAction, scheme: OrderScheme) => void;
  /** The button whose click is being decided (its spinner turns). */
  pending: OrderAction | null;
  /** The order-entry actor, for `OrderEntryDialogs`. */
  actor: OrderEntryActor;
}

/**
 * BUY and SIP through the order-entry machine (machines/order-entry.machine.ts): what they open
 * is the machine's decision; the app supplies the reads and the way to Sign In.
 *
 * @param machine the machine with its reads; tests hand in one whose reads they settle.
 */
export function useOrderEntry(machine?: typeof orderEntryMachine): OrderEntryControls {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentPath = useRouterState({ select: (state) => state.location.href });
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const [provided] = useState(() =>
    (machine ?? orderEntryMachine.provide({ actors: { prepareEntry: prepareEntry(queryClient) } })).provide({
      actions: {
        goToSignIn: (_, { action, fundId, returnTo }) => {
          const entry = decideOrderEntry({ visitor: ANONYMOUS, action, fundId, currentPath: returnTo });
          if (entry.kind === 'signIn') void navigate({ to: entry.to, search: entry.search });
        },
      },
    }),
  );
  const actor = useActorRef(provided, { inspect });

  const enter = useCallback(
    (action: OrderAction, scheme: OrderScheme) => {
      const investor =
        signedIn && user ? { email: user.email, signupStatus: user['custom:user_signup_status'] ?? null } : null;
      actor.send({ type: 'entry.open', action, scheme, investor, returnTo: currentPath });
    },
    [actor, signedIn, user, currentPath],
  );
  const pending = useSelector(actor, (s) => (s.matches('opening') ? (s.context.request?.action ?? null) : null));

  return { enter, pending, actor };
}
