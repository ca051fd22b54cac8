/**
 * The holding an outflow (redemption, switch, STP, SWP) takes units from: the investor's own
 * folio, the scheme in it, and how many units are still free to sell. Units are free when they
 * are past their lock-in (per lot, domain/capital-gains.ts) and not already promised to another
 * confirmed outflow of the same holding that has not been settled yet (its `quantity`).
 */
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { freeUnits } from '../../domain/capital-gains';
import { amountMessages } from '../../domain/order-amount';
import { REDEMPTION_MESSAGES } from '../../domain/redemption';
import { notFound } from '../contract/api-error';
import type { Database } from '../db/client';
import { folios, type OrderKind, schemes } from '../db/schema';
import { navOnOrBefore } from '../holdings/holdings';
import { ledgerPositions, openLots } from '../holdings/ledger';
import { OUTFLOW_KINDS, promisedTotal, promisesOn } from '../holdings/promised-units';
import { unprocessable } from '../orders/errors';

export type SchemeRow = typeof schemes.$inferSelect;
type FolioRow = typeof folios.$inferSelect;

export { OUTFLOW_KINDS };

export const isOutflow = (order: { orderType: OrderKind }) => OUTFLOW_KINDS.includes(order.orderType);

export const HOLDING_MESSAGES = {
  amount: amountMessages.required,
  /** 001 §5, the screens' words. */
  insufficient: REDEMPTION_MESSAGES.insufficient,
  whichScheme: 'This folio holds more than one scheme. Please choose the scheme (fundId).',
  locked: 'Units under lock-in cannot be transferred or withdrawn.',
} as const;

export interface SourceHolding {
  scheme: SchemeRow;
  folio: FolioRow;
  /** Units held, lock-in included. */
  units: Big;
  lockedUnits: Big;
  /** Latest NAV on or before today, or null when none is known. */
  nav: string | null;
}

/** '1234567~-89' (001 §3 "slashes replaced by the two characters ~-") → '1234567/89'. */
export const decodeFolio = (folio: string) => folio.replaceAll('~-', '/');

/**
 * The investor's holding of `fundId` (or the one scheme held) in their folio `folioNo`. Someone
 * else's folio, or a scheme not held in it, answers 404 as if it did not exist.
 */
export async function findSourceHolding(
  db: Database,
  userId: number,
  folioNo: string,
  fundId: string | undefined,
  today: string,
  except?: string,
): Promise<SourceHolding> {
  const [folio] = await db
    .select()
    .from(folios)
    .where(and(eq(folios.userId, userId), eq(folios.folioNo, folioNo)));
  if (!folio) throw notFound(`Folio ${folioNo} was not found`);
  const positions = (await ledgerPositions(db, userId, today)).filter(
    (position) => position.folio === folioNo && position.fundId !== except,
  );
  const candidates = fundId === undefined ? positions : positions.filter((position) => position.fundId === fundId);
  if (candidates.length === 0) throw notFound(`No units of ${fundId ?? 'any scheme'} are held in folio ${folioNo}`);
  if (candidates.length > 1) throw unprocessable('SCHEME_REQUIRED', HOLDING_MESSAGES.whichScheme, 'fundId');
  const [position] = candidates as [(typeof candidates)[number]];
  const scheme = await schemeOf(db, position.fundId);
  return {
    scheme,
    folio,
    units: new Big(position.units),
    lockedUnits: new Big(position.lockedUnits),
    nav: navOnOrBefore(scheme.navModel, today),
  };
}

export async function schemeOf(db: Database, fundId: string): Promise<SchemeRow> {
  const [scheme] = await db.select().from(schemes).where(eq(schemes.uniqueNo, fundId));
  if (!scheme) throw notFound(`Scheme ${fundId} was not found`);
  return scheme;
}

/** Units of the holding promised to confirmed outflows not yet settled (other than `exceptOrderId`). */
async function earmarkedUnits(
  db: Database,
  userId: number,
  fundId: string,
  folio: string,
  exceptOrderId?: number,
): Promise<Big> {
  return promisedTotal(await promisesOn(db, userId, fundId, folio, exceptOrderId));
}

/** Units free of lock-in on `today` and not promised to another outflow. */
export async function availableUnits(
  db: Database,
  userId: number,
  fundId: string,
  folio: string,
  lockInDays: number,
  today: string,
  exceptOrderId?: number,
): Promise<Big> {
  const lots = await openLots(db, userId, fundId, folio);
  const free = freeUnits(lots, lockInDays, today).minus(await earmarkedUnits(db, userId, fundId, folio, exceptOrderId));
  return free.gt(0) ? free : new Big(0);
}

/** Rupees the available units are worth at the holding's latest NAV (0 without a NAV). */
export function rupeeValue(units: Big, nav: string | null): Big {
  return nav ? units.times(nav).round(2, Big.roundDown) : new Big(0);
}

/** What the wizards offer of a folio (domain/transfer-wizards.ts `folioChoice`): its free value floored to rupees. */
export function offeredAmount(freeValue: Big): string {
  return freeValue.round(0, Big.roundDown).toFixed(0);
}

/** The wire's Amount allows a sign and zero; money out of a folio is always positive. */
export function requirePositive(amount: string, field: string): void {
  if (new Big(amount).lte(0)) throw unprocessable('AMOUNT_REQUIRED', HOLDING_MESSAGES.amount, field);
}

/** Units `amount` rupees come to at `nav`, rounded up so the units sold always cover the amount. */
export function unitsFor(amount: string, nav: string): string {
  return new Big(amount).div(nav).round(4, Big.roundUp).toFixed(4);
}

/** Locks the folio row: outflows of one folio are confirmed and settled one after the other. */
export async function lockFolio(db: Database, userId: number, folio: string): Promise<void> {
  await db
    .select({ id: folios.id })
    .from(folios)
    .where(and(eq(folios.userId, userId), eq(folios.folioNo, folio)))
    .for('update');
}
