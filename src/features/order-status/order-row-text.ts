/**
 * How one row of the 'Order Summary' table reads (001 §2.14, §3 "Order (list row)"): the scheme,
 * the order type and status wording, the amount-or-units cell, the placed-on date and time and
 * the remarks. The screen only lays them out.
 */
import Big from 'big.js';
import { format, isValid, parseISO } from 'date-fns';
import { formatRupees, formatUnits } from '../../lib/format';

/** The fields of a list row these rules read (the contract's OrderListRow has them all). */
interface OrderRowFields {
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

/** 001 §3 "Scheme is displayed as 'name (type)', or 'Unknown' if lookup fails". */
const UNKNOWN_SCHEME = 'Unknown';

export function schemeLabel(scheme: { schemeName: string; schemeType: string } | null | undefined): string {
  return scheme ? `${scheme.schemeName} (${scheme.schemeType})` : UNKNOWN_SCHEME;
}

/**
 * A row's scheme as the list itself gives it (beyond the spec, issue 30: read with the list rather
 * than by a Scheme details call per fund); null, a scheme the catalogue does not know, is 'Unknown'.
 */
export function orderSchemeLabel(row: { schemeName: string | null; schemeType: string | null }): string {
  const { schemeName, schemeType } = row;
  return schemeLabel(schemeName !== null && schemeType !== null ? { schemeName, schemeType } : null);
}

/**
 * Skips and cancels of a plan (001 §2.16) are orders too, confirmed with a code and listed here;
 * 001 §3's table predates them. They read like its entries (beyond the spec) rather than 'Unknown'.
 */
const PLAN_CHANGE_LABELS: ReadonlyMap<string, string> = new Map<string, string>([
  ['SIP_PAUSE', 'Sip skip'],
  ['SIP_CANCEL', 'Sip cancel'],
  ['STP_CANCEL', 'Stp cancel'],
  ['SWP_CANCEL', 'Swp cancel'],
]);

const ORDER_TYPE_LABELS: ReadonlyMap<string, string> = new Map<string, string>([
  ['LUMP_SUM', 'Lumpsum'],
  ['SIP', 'Sip'],
  ['STP', 'Stp'],
  ['SWP', 'Swp'],
  ['SWITCH', 'Switch'],
  ['REDEEM', 'Redeem'],
  ...PLAN_CHANGE_LABELS,
]);

/** 001 §3 "Order type display": the six known types, the plan changes, any other 'Unknown'. */
export function orderTypeLabel(orderType: string): string {
  return ORDER_TYPE_LABELS.get(orderType) ?? 'Unknown';
}

/** How a status badge looks: a known status has its own tone, any other is neutral. */
export type StatusTone = 'success' | 'failure' | 'started' | 'progress' | 'authenticated' | 'neutral';

interface StatusBadge {
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

/** The Amount/Unit cell of a plan change. */
export const NO_AMOUNT = '—';

/**
 * The Amount/Unit cell (001 §2.14): an amount shows with a rupee sign and 2 decimals; with only a
 * quantity, the units without a sign; with neither, 0.00. A zero counts as absent, so a
 * redemption by units that the server reports with amount 0.00 still shows its units. A skip or
 * cancel moves no money and no units: '0.00' would read as an order for nothing and the plan's
 * instalment as money moved, so it shows a dash (the type and scheme say which plan it changed).
 */
export function amountOrUnits(order: Pick<OrderRowFields, 'orderType' | 'amount' | 'quantity'>): string {
  if (PLAN_CHANGE_LABELS.has(order.orderType)) return NO_AMOUNT;
  if (isPresent(order.amount)) return formatRupees(order.amount);
  if (isPresent(order.quantity)) return formatUnits(order.quantity);
  return '0.00';
}

interface PlacedOn {
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
