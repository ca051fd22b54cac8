import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { orderListQueryOptions } from '../../api/order-status';
import { OrderStatusScreen } from '../../features/order-status/order-status-screen';

/** `page` is one-based; a missing or unreadable one is the first page (001 §9 "first load page 1"). */
const OrderStatusSearch = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});

export const Route = createFileRoute('/_authed/orderstatus')({
  validateSearch: OrderStatusSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Starts the request on intent (hovering 'My Orders'); the screen reads the same query.
  loader: async ({ context, deps }) => {
    void (await context.loadQueryClient()).prefetchQuery(orderListQueryOptions(deps.page - 1));
  },
  component: OrderStatusRoute,
});

function OrderStatusRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The screen scrolls smoothly itself, so the router's instant jump to the top is turned off.
  const onPageChange = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      void navigate({ search: { page: next === 1 ? undefined : next }, resetScroll: false, ...options }),
    [navigate],
  );
  return <OrderStatusScreen page={page} onPageChange={onPageChange} />;
}
