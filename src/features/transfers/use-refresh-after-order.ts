import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderListKeys } from '../../api/order-status';
import { portfolioKeys } from '../../api/portfolio';

/** Once the code has been answered, Order Status and the holdings must not show older pages. */
export function useRefreshAfterOrder(answered: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!answered) return;
    void queryClient.invalidateQueries({ queryKey: orderListKeys.all });
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
  }, [answered, queryClient]);
}
