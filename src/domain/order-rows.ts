/**
 * How one row of the 'Order Summary' table reads (001 §2.14, §3 "Order (list row)", §9): the
 * order reference, the scheme, the order type and status wording, the amount-or-units cell, the
 * placed-on date and time, the remarks, and the page padding of 001 §7. Pure rules; the screen
 * only lays them out.
 */
import Big from 'big.js';
import { format, isValid, parseISO } from 'date-fns';
import { formatRupees, formatUnits } from '../lib/format';

/** 001 §9 "Order list: ... size 10 ... 10 per page". */
export const ORDER_PAGE_SIZE = 10;

/** 001 §9 "sorted by id descending": the server sorts, the app asks for it. */
export const ORDER_SORT = { sortBy: 'id', direction: 'DESC' } as const;

/** The fields of a list row these rules read (the contract's OrderListRow has them all). */
export interface OrderRowFields {
  orderId: number;
  orderType: string;
  /** Rupees, 2 decimals, or null. */
  amount: string | null;
  /** Units, 4 decimals, or null. */
  quantity: string | null;
  status: string;
  remarks: string | null;
  /** When the order was placed, ISO-8601 UTC. */
  placedOn: string;
}

/** OS-{orderId}, ids below 10 zero-padded: OS-01 … OS-09, OS-10, OS-123. */
export function orderReference(orderId: number): string {
  return `OS-${String(orderId).padStart(2, '0')}`;
}

/** 001 §3 "Scheme is displayed as 'name (type)', or 'Unknown' if lookup fails". */
export const UNKNOWN_SCHEME = 'Unknown';

export function schemeLabel(scheme: { schemeName: string; schemeType: string } | null | undefined): string {
  return scheme ? `${scheme.schemeName} (${scheme.schemeType})` : UNKNOWN_SCHEME;
}

const ORDER_TYPE_LABELS: ReadonlyMap<string, string> = new Map<string, string>([
  ['LUMP_SUM', 'Lumpsum'],
  ['SIP', 'Sip'],
  ['STP', 'Stp'],
  ['SWP', 'Swp'],
  ['SWITCH', 'Switch'],
  ['REDEEM', 'Redeem'],
]);

/** 001 §3 "Order type display": the six known types, any other 'Unknown'. */
export function orderTypeLabel(orderType: string): string {
  return ORDER_TYPE_LABELS.get(orderType) ?? 'Unknown';
}

/** How a status badge looks: a known status has its own tone, any other is neutral. */
export type StatusTone = 'success' | 'failure' | 'started' | 'progress' | 'authenticated' | 'neutral';

export interface StatusBadge {
  label: string;
  tone: StatusTone;
}

const STATUS_BADGES: ReadonlyMap<string, StatusBadge> = new Map<string, StatusBadge>([
  ['COMPLETED', { label: 'Completed', tone: 'success' }],
  ['FAILED', { label: 'Failed', tone: 'failure' }],
  ['INITIATED', { label: 'Initiated', tone: 'started' }],
  ['IN_PROGRESS', { label: 'In Progress', tone: 'progress' }],
  ['AUTHENTICATED', { label: 'Authenticated', tone: 'authenticated' }],
]);

/**
 * 001 §3 "Order status values: COMPLETED, FAILED, INITIATED, IN_PROGRESS (shown 'In Progress'),
 * AUTHENTICATED; others in a neutral style". A status the app does not know is still shown,
 * in words ("PAYMENT_PENDING" → "Payment Pending"), so a new server status never reads blank.
 */
export function statusBadge(status: string): StatusBadge {
  return STATUS_BADGES.get(status) ?? { label: wordsOf(status), tone: 'neutral' };
}

function wordsOf(code: string): string {
  const words = code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`);
  return words.length > 0 ? words.join(' ') : 'Unknown';
}

const isPresent = (value: string | null): value is string => value !== null && !new Big(value).eq(0);

/**
 * The Amount/Unit cell (001 §2.14): an amount shows with a rupee sign and 2 decimals; with only a
 * quantity, the units without a sign; with neither, 0.00. A zero counts as absent, so a
 * redemption by units that the server reports with amount 0.00 still shows its units.
 */
export function amountOrUnits(order: Pick<OrderRowFields, 'amount' | 'quantity'>): string {
  if (isPresent(order.amount)) return formatRupees(order.amount);
  if (isPresent(order.quantity)) return formatUnits(order.quantity);
  return '0.00';
}

export interface PlacedOn {
  /** DD-MM-YYYY in the browser's time zone. */
  date: string;
  /** hh:mm A (12-hour, AM/PM) in the browser's time zone. */
  time: string;
  /** The instant, for a <time dateTime>. */
  iso: string;
}

/** 001 §2.14 "Date is shown in the browser's time zone as DD-MM-YYYY and hh:mm A"; null if unreadable. */
export function placedOnText(placedOn: string): PlacedOn | null {
  const instant = parseISO(placedOn);
  if (!isValid(instant)) return null;
  return { date: format(instant, 'dd-MM-yyyy'), time: format(instant, 'hh:mm a'), iso: instant.toISOString() };
}

/** 001 §2.14 "The info icon shows the remarks or, when none, 'Redemption Authentication Not Received'". */
export const NO_REMARKS = 'Redemption Authentication Not Received';

export function remarksText(remarks: string | null): string {
  const trimmed = remarks?.trim();
  return trimmed ? trimmed : NO_REMARKS;
}

/** A row the server has not sent: it stands for an order on another page. */
export interface PlaceholderRow {
  placeholder: true;
  /** Zero-based position in the whole list. */
  position: number;
}

export type PaddedRow<T> = T | PlaceholderRow;

export function isPlaceholder<T extends object>(row: PaddedRow<T>): row is PlaceholderRow {
  return 'placeholder' in row && row.placeholder === true;
}

export interface OrderPage<T> {
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
