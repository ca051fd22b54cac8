/**
 * Order Status reads (001 §2.14, §7 "GET /orders?pageNo&pageSize&sortBy&direction"): one page of
 * the investor's orders, sorted by the server, newest id first. Scheme names come from the
 * catalogue's own scheme query (`schemeQueryOptions`), so a fund already opened on its details
 * page costs nothing here and the two screens share one cache entry.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '../../domain/contract/user';
import { ORDER_PAGE_SIZE, ORDER_SORT } from '../../domain/order-list';
import { unwrap, userApi } from './client';

export type OrderListRow = components['schemas']['OrderListRow'];
export type OrderListResponse = components['schemas']['OrderListResponse'];

export const orderListKeys = {
  all: ['orders'] as const,
  /** Every page of the list: what a placed, paid or confirmed order invalidates. */
  lists: () => [...orderListKeys.all, 'list'] as const,
  page: (pageNo: number) => [...orderListKeys.lists(), { pageNo, pageSize: ORDER_PAGE_SIZE }] as const,
};

/** One zero-based page of 10. The previous page stays on screen while the next one loads. */
export function orderListQueryOptions(pageNo: number) {
  return queryOptions({
    queryKey: orderListKeys.page(pageNo),
    queryFn: async ({ signal }): Promise<OrderListResponse> =>
      unwrap(
        await userApi.GET('/orders', {
          params: { query: { pageNo, pageSize: ORDER_PAGE_SIZE, ...ORDER_SORT } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // Statuses move on (INITIATED → … → COMPLETED) without the investor doing anything here, so
    // the list is kept only long enough for a preload on hover (or the route's loader) to serve
    // the screen that follows; commands that change orders invalidate `orderListKeys.lists()`.
    staleTime: 10_000,
  });
}
