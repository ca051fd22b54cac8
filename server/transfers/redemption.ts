/**
 * Redemptions (001 §2.13, §5 "Redemption units", §7 POST /orders/{folioNo}/{quantity}, DELETE
 * /orders/{orderId}/{fundId}): units of one scheme in one folio, `0` meaning every free unit.
 * Confirmed with the e-mailed code, the order goes to the fund house (IN_PROGRESS) and is paid
 * at the NAV its cut-off gives once that NAV is published (server/transfers/settlement.ts).
 */
import Big from 'big.js';
import type { Database } from '../db/client';
import type { UserRow } from '../identity/users';
import { unprocessable } from '../orders/errors';
import type { OrderRow } from '../orders/placement';
import { navDateFor } from '../partners/exchange';
import { availableUnits, decodeFolio, findSourceHolding, HOLDING_MESSAGES, schemeOf } from './holding';
import {
  type AfterVerified,
  confirmOutflow,
  findOwnOutflow,
  type PlacedOutflow,
  placeOutflow,
  type TransferContext,
} from './outflow-orders';

export const REDEMPTION_MESSAGES = {
  notAllowed: 'Redemption is not allowed in this scheme.',
  minimum: (units: string) => `The minimum redemption quantity is ${units} units.`,
  maximum: (units: string) => `The maximum redemption quantity is ${units} units.`,
} as const;

const insufficient = () => unprocessable('INSUFFICIENT_UNITS', HOLDING_MESSAGES.insufficient, 'quantity');

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
  const units = redeemAll ? available : new Big(quantity);
  if (units.lte(0) || units.gt(available)) throw insufficient();
  // Redeem-all may leave less than the minimum; a partial redemption may not.
  if (!redeemAll && units.lt(scheme.minimumRedemptionQty)) {
    const minimum = new Big(scheme.minimumRedemptionQty).toFixed(4);
    throw unprocessable('BELOW_MINIMUM', REDEMPTION_MESSAGES.minimum(minimum), 'quantity');
  }
  // 001 §5: "at most the maximum redemption quantity (if that is 0, the folio quantity is the maximum)".
  const maximum = new Big(scheme.maximumRedemptionQty).gt(0) ? new Big(scheme.maximumRedemptionQty) : holding.units;
  if (units.gt(maximum))
    throw unprocessable('ABOVE_MAXIMUM', REDEMPTION_MESSAGES.maximum(maximum.toFixed(4)), 'quantity');
  const fixed = units.toFixed(4);
  return placeOutflow(
    context,
    user,
    { orderType: 'REDEEM', fundId: scheme.uniqueNo, folio, quantity: fixed, amount: null },
    `REDEEM|${scheme.uniqueNo}|${folio}|${fixed}`,
  );
}

/**
 * A confirmed outflow of `units` goes to the fund house now, unless other outflows confirmed
 * before it have already promised the units it needs.
 */
export async function sendToFundHouse(
  tx: Database,
  order: OrderRow,
  scheme: { schemeType: string; lockInPeriod: number },
  units: string,
  today: string,
  now: Date,
  remarks: (tradeDate: string) => string,
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
  if (new Big(units).gt(available)) return { refused: insufficient() };
  return { status: 'IN_PROGRESS', paidAt: now, remarks: remarks(navDateFor(scheme.schemeType, now)) };
}

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
    sendToFundHouse(
      tx,
      current,
      scheme,
      current.quantity ?? '0',
      clock.today(),
      clock.now(),
      (tradeDate) =>
        `Redemption request received: ${current.quantity} units will be redeemed at the NAV of ${tradeDate}.`,
    ),
  );
}
