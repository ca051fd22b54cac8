/**
 * Redemptions (001 §2.13, §5 "Redemption units", §7 POST /orders/{folioNo}/{quantity}, DELETE
 * /orders/{orderId}/{fundId}): units of one scheme in one folio, `0` meaning every free unit
 * (a redeem-all, recorded as such: it takes every unit free at settlement). Confirmed with the
 * e-mailed code, the order goes to the fund house (IN_PROGRESS), holds its units, and is paid
 * at the NAV its cut-off gives once that NAV is published (server/transfers/settlement.ts).
 */
import Big from 'big.js';
import { redemptionUnitsSchema } from '../../domain/redemption';
import { firstError } from '../../domain/validate';
import type { Database } from '../db/client';
import { navOnOrBefore } from '../holdings/holdings';
import type { UserRow } from '../identity/users';
import { unprocessable } from '../orders/errors';
import type { OrderRow } from '../orders/placement';
import { navDateFor } from '../partners/exchange';
import {
  availableUnits,
  decodeFolio,
  findSourceHolding,
  HOLDING_MESSAGES,
  type SchemeRow,
  schemeOf,
  unitsFor,
} from './holding';
import {
  type AfterVerified,
  confirmOutflow,
  findOwnOutflow,
  type PlacedOutflow,
  placeOutflow,
  type TransferContext,
} from './outflow-orders';

const REDEMPTION_MESSAGES = {
  notAllowed: 'Redemption is not allowed in this scheme.',
} as const;

const insufficient = () => unprocessable('INSUFFICIENT_UNITS', HOLDING_MESSAGES.insufficient, 'quantity');

/**
 * 001 §5 "Redemption units" with the dialog's own schema, against the units free now: the
 * scheme's minimum and maximum in the dialog's words, then 'Insufficient quantity…'.
 */
function checkUnits(quantity: string, scheme: SchemeRow, available: Big): void {
  const rules = { ...scheme, freeUnits: available.toFixed(4) };
  const problem = firstError(redemptionUnitsSchema(rules), quantity);
  if (problem === HOLDING_MESSAGES.insufficient) throw insufficient();
  if (problem) throw unprocessable('UNITS_NOT_ALLOWED', problem, 'quantity');
}

export async function placeRedemption(
  context: TransferContext,
  user: UserRow,
  folioParam: string,
  quantity: string,
  fundId: string | undefined,
): Promise<PlacedOutflow> {
  const { db, clock } = context;
  const today = clock.today();
  const folio = decodeFolio(folioParam);
  const holding = await findSourceHolding(db, user.id, folio, fundId, today);
  const { scheme } = holding;
  if (scheme.redemptionAllowed !== 'Y') throw unprocessable('REDEMPTION_NOT_ALLOWED', REDEMPTION_MESSAGES.notAllowed);
  const available = await availableUnits(db, user.id, scheme.uniqueNo, folio, scheme.lockInPeriod, today);
  const redeemAll = new Big(quantity).eq(0);
  // Redeem-all takes whatever is free, even less than the minimum; a partial redemption keeps the rules.
  if (redeemAll && available.lte(0)) throw insufficient();
  if (!redeemAll) checkUnits(quantity, scheme, available);
  const fixed = (redeemAll ? available : new Big(quantity)).toFixed(4);
  // A redeem-all is the same request whatever is free now: settlement takes what is free then.
  const asked = redeemAll ? 'ALL' : fixed;
  return placeOutflow(
    context,
    user,
    { orderType: 'REDEEM', fundId: scheme.uniqueNo, folio, quantity: fixed, amount: null, allUnits: redeemAll },
    `REDEEM|${scheme.uniqueNo}|${folio}|${asked}`,
  );
}

/**
 * The units an outflow holds once it is sent to the fund house: every unit free now for a
 * redeem-all or whole-folio switch, the quantity asked for a redemption, and an amount's units
 * at the latest NAV for a switch (settlement takes the amount's units at the trade date's NAV).
 */
function unitsToHold(order: OrderRow, scheme: SchemeRow, today: string, available: Big): Big {
  if (order.allUnits) return available;
  const nav = order.amount === null ? null : navOnOrBefore(scheme.navModel, today);
  return new Big(order.amount !== null && nav ? unitsFor(order.amount, nav) : (order.quantity ?? '0'));
}

/**
 * A confirmed outflow goes to the fund house now and holds its units (`quantity`), unless other
 * outflows confirmed before it have already promised the units it needs.
 */
export async function sendToFundHouse(
  tx: Database,
  order: OrderRow,
  scheme: SchemeRow,
  today: string,
  now: Date,
  remarks: (tradeDate: string, units: string) => string,
): Promise<AfterVerified> {
  if (!order.folio) throw new Error(`Order ${order.id} has no folio`);
  const available = await availableUnits(
    tx,
    order.userId,
    order.fundId,
    order.folio,
    scheme.lockInPeriod,
    today,
    order.id,
  );
  const units = unitsToHold(order, scheme, today, available);
  if (units.lte(0) || units.gt(available)) return { refused: insufficient() };
  const quantity = units.toFixed(4);
  return {
    status: 'IN_PROGRESS',
    paidAt: now,
    remarks: remarks(navDateFor(scheme.schemeType, now), quantity),
    quantity,
  };
}

const REDEMPTION_REMARKS = {
  received: (units: string, tradeDate: string) =>
    `Redemption request received: ${units} units will be redeemed at the NAV of ${tradeDate}.`,
  receivedAll: (units: string, tradeDate: string) =>
    `Redemption request received: every free unit (${units} now) will be redeemed at the NAV of ${tradeDate}.`,
} as const;

export async function confirmRedemption(
  context: TransferContext,
  user: UserRow,
  orderId: number,
  fundId: string,
  otp: string,
) {
  const { db, clock } = context;
  const order = await findOwnOutflow(db, user.id, orderId, 'REDEEM', fundId, 'source');
  const scheme = await schemeOf(db, order.fundId);
  return confirmOutflow(context, user, order, otp, (tx, current) =>
    sendToFundHouse(tx, current, scheme, clock.today(), clock.now(), (tradeDate, units) =>
      current.allUnits
        ? REDEMPTION_REMARKS.receivedAll(units, tradeDate)
        : REDEMPTION_REMARKS.received(units, tradeDate),
    ),
  );
}
