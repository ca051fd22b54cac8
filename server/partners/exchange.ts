/**
 * The exchange in the sandbox, for purchases: which NAV date a paid order gets, when that NAV
 * is published, and whether the exchange accepts the order (partner `exchange`: `auto` and
 * `accept` allot, `reject` fails every order at allotment).
 *
 * Rules (documented for testers on the /sandbox page through the partner description):
 * - Cut-off, Indian time: 1 PM for DEBT and LIQUID schemes, 3 PM for every other type.
 * - Money received on a business day (Monday–Friday; the sandbox has no holidays) before the
 *   cut-off gets that day's NAV; after the cut-off, or on a weekend, the next business day's.
 * - A NAV date's NAV is published at 11 PM Indian time that day; allotment happens on the
 *   first processing after that (a clock move, or the investor reading orders or holdings).
 * - NFO purchases are allotted at the offer price ₹10.0000 on the offer's end date.
 */
import type { Database } from '../db/client';
import { addDays, isWeekday, kolkataDate } from '../seed/dates';
import { partnerOutcome } from './outcomes';

const MINUTE_MS = 60_000;
const KOLKATA_OFFSET_MS = 330 * MINUTE_MS;
/** 11 PM IST, in minutes after midnight. */
const NAV_PUBLISHED_AT = 23 * 60;
export const NFO_OFFER_NAV = '10.0000';

export function cutOffMinutes(schemeType: string): number {
  return schemeType === 'DEBT' || schemeType === 'LIQUID' ? 13 * 60 : 15 * 60;
}

/** Minutes after midnight in India at that instant. */
function kolkataMinutes(instant: Date): number {
  const local = new Date(instant.getTime() + KOLKATA_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

export function nextBusinessDay(date: string): string {
  let next = addDays(date, 1);
  while (!isWeekday(next)) next = addDays(next, 1);
  return next;
}

/** The NAV date of money received at `paidAt` for a scheme of that type. */
export function navDateFor(schemeType: string, paidAt: Date): string {
  const date = kolkataDate(paidAt);
  if (isWeekday(date) && kolkataMinutes(paidAt) < cutOffMinutes(schemeType)) return date;
  return nextBusinessDay(date);
}

/** The instant the NAV of `date` is published (11 PM IST that day). */
export function navPublishedAt(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - KOLKATA_OFFSET_MS + NAV_PUBLISHED_AT * MINUTE_MS);
}

/** Midnight at the start of an Indian calendar date, as an instant. */
export function kolkataMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - KOLKATA_OFFSET_MS);
}

export interface ExchangeVerdict {
  accepted: boolean;
  remarks: string | null;
}

export const EXCHANGE_REJECTION = 'Order rejected by the exchange. The amount will be refunded to your bank account.';

/** Whether the exchange takes the order (asked at allotment). */
export async function exchangeVerdict(db: Database): Promise<ExchangeVerdict> {
  const outcome = await partnerOutcome(db, 'exchange');
  return outcome === 'reject' ? { accepted: false, remarks: EXCHANGE_REJECTION } : { accepted: true, remarks: null };
}
