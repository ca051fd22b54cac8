import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, useCallback, useState } from 'react';
import { ANONYMOUS, decideOrderEntry, type OrderAction } from '../../../domain/order-entry';
import type { OrderScheme } from '../../../machines/order.machine';
import { useIsSignedIn, useSessionUser } from '../../app/session/session-context';
import type { OrderDialog } from './order-dialogs';

// The order modal, its machines and calls load on the first BUY or SIP click only.
const loadOrderDialogs = () => import('./order-dialogs');

export const OrderDialogs = lazy(loadOrderDialogs);

interface OpenOrderDialog {
  scheme: OrderScheme;
  dialog: OrderDialog;
  opened: boolean;
}

interface OrderEntryControls {
  /** Carries out `decideOrderEntry` for a click on BUY or SIP. */
  enter: (action: OrderAction, scheme: OrderScheme) => void;
  /** The button whose decision is being made (the investor's standing is read afresh). */
  pending: OrderAction | null;
  /** The dialog to show, once one has been opened. */
  current: OpenOrderDialog | null;
  close: () => void;
}

export function useOrderEntry(): OrderEntryControls {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentPath = useRouterState({ select: (state) => state.location.href });
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const [pending, setPending] = useState<OrderAction | null>(null);
  const [current, setCurrent] = useState<OpenOrderDialog | null>(null);

  const enter = useCallback(
    (action: OrderAction, scheme: OrderScheme) => {
      const request = { action, fundId: scheme.fundId, currentPath };
      if (!signedIn || !user) {
        const entry = decideOrderEntry({ ...request, visitor: ANONYMOUS });
        if (entry.kind === 'signIn') void navigate({ to: entry.to, search: entry.search });
        return;
      }
      setPending(action);
      void (async () => {
        try {
          const dialogs = await loadOrderDialogs();
          const [standing, today, orderScheme] = await Promise.all([
            dialogs.readInvestorStanding(queryClient, user['custom:user_signup_status'] ?? null),
            dialogs.appToday(queryClient),
            action === 'SIP' ? dialogs.withSipRules(queryClient, scheme) : scheme,
          ]);
          const entry = decideOrderEntry({ ...request, visitor: { kind: 'signedIn', ...standing } });
          if (entry.kind === 'signIn') {
            void navigate({ to: entry.to, search: entry.search });
            return;
          }
          const dialog: OrderDialog =
            entry.kind === 'orderModal'
              ? { kind: 'orderModal', type: entry.type, mandateId: entry.mandateId, email: user.email, today }
              : { kind: 'mandateModal', notice: entry.notice };
          setCurrent({ scheme: orderScheme, dialog, opened: true });
        } catch (error) {
          console.error('The order could not be opened.', error);
        } finally {
          setPending(null);
        }
      })();
    },
    [navigate, queryClient, currentPath, signedIn, user],
  );

  const close = useCallback(() => setCurrent((open) => (open ? { ...open, opened: false } : open)), []);

  return { enter, pending, current, close };
}
