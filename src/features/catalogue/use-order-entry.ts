import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ANONYMOUS, decideOrderEntry, type OrderAction } from './order-entry';

/** A click handler for BUY / SIP that carries out `decideOrderEntry`. */
export function useOrderEntry(): (action: OrderAction, fundId: string) => void {
  const navigate = useNavigate();
  const currentPath = useRouterState({ select: (state) => state.location.href });
  return useCallback(
    (action: OrderAction, fundId: string) => {
      const entry = decideOrderEntry({ visitor: ANONYMOUS, action, fundId, currentPath });
      navigate({ to: entry.to, search: entry.search });
    },
    [navigate, currentPath],
  );
}
