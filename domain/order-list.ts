/**
 * The investor's order list (001 §2.14, §7, §9): how it is asked for (page size, server-side
 * sort) and the page padding of 001 §7, so the pager reflects every order while only one page is
 * fetched. How a row reads on screen is the Order Status feature's (order-row-text.ts).
 */

/** 001 §9 "Order list: ... size 10 ... 10 per page". */
export const ORDER_PAGE_SIZE = 10;

/** 001 §9 "sorted by id descending": the server sorts, the app asks for it. */
export const ORDER_SORT = { sortBy: 'id', direction: 'DESC' } as const;

/** A row the server has not sent: it stands for an order on another page. */
interface PlaceholderRow {
  placeholder: true;
  /** Zero-based position in the whole list. */
  position: number;
}

type PaddedRow<T> = T | PlaceholderRow;

export function isPlaceholder<T extends object>(row: PaddedRow<T>): row is PlaceholderRow {
  return 'placeholder' in row && row.placeholder === true;
}

interface OrderPage<T> {
  totalElements: number;
  /** Zero-based. */
  currentPage: number;
  perPage: number;
  orders: readonly T[];
}

/**
 * 001 §7 "Page padding": the list the table pages through holds `totalElements` rows, the page the
 * server sent at its offset and placeholders everywhere else, so the pager and the row count
 * reflect every order across pages while only one page is fetched. Rows beyond the total (a server
 * that sent more than it counted) are kept rather than dropped.
 */
export function padOrderPage<T extends object>(page: OrderPage<T>): PaddedRow<T>[] {
  const offset = Math.max(0, page.currentPage) * Math.max(1, page.perPage);
  const length = Math.max(page.totalElements, offset + page.orders.length);
  return Array.from({ length }, (_, position): PaddedRow<T> => {
    const inPage = position - offset;
    const order = inPage >= 0 && inPage < page.orders.length ? page.orders[inPage] : undefined;
    return order ?? { placeholder: true, position };
  });
}

/** The rows of one zero-based page of a padded list. */
export function pageOfPadded<T extends object>(
  rows: readonly PaddedRow<T>[],
  pageNo: number,
  pageSize: number,
): PaddedRow<T>[] {
  return rows.slice(pageNo * pageSize, (pageNo + 1) * pageSize);
}

/** The orders on one zero-based page of a padded list, placeholders left out. */
export function ordersOnPage<T extends object>(rows: readonly PaddedRow<T>[], pageNo: number, pageSize: number): T[] {
  return pageOfPadded(rows, pageNo, pageSize).filter((row): row is T => !isPlaceholder(row));
}
