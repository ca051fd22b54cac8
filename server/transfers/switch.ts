/**
 * Switches (001 §2.15, §5 "Switch flow", §7 POST /orders/migrate/{type}, PUT
 * /orders/migrate/{fundId}/{orderId}): an amount out of one scheme of a folio into another
 * scheme of the same fund house, or (beyond the spec, `allUnits`) the whole folio: every unit
 * free at settlement, whatever the NAV did since. Settled as a redemption of the source and a
 * purchase of the target at their NAVs of the same day (server/transfers/settlement.ts).
 */
import Big from 'big.js';
import type { components } from '../../domain/contract/user';
import { DEFAULT_MAX_AMOUNT } from '../../domain/order-amount';
import { switchAmountSchema, transferMessages } from '../../domain/transfer-wizards';
import { firstError } from '../../domain/validate';
import { validationFailed } from '../contract/api-error';
import type { UserRow } from '../identity/users';
import { unprocessable } from '../orders/errors';
import { formatRupees } from '../orders/order-description';
import {
  availableUnits,
  decodeFolio,
  findSourceHolding,
  HOLDING_MESSAGES,
  offeredAmount,
  requirePositive,
  rupeeValue,
  type SchemeRow,
  type SourceHolding,
  schemeOf,
  unitsFor,
} from './holding';
import {
  confirmOutflow,
  findOwnOutflow,
  type PlacedOutflow,
  placeOutflow,
  type TransferContext,
} from './outflow-orders';
import { sendToFundHouse } from './redemption';
import { outflowTradeDate } from './settlement';

type SwitchOrderRequest = components['schemas']['SwitchOrderRequest'];

export const SWITCH_MESSAGES = {
  targetRefused: transferMessages.switchNotAllowed,
  sourceRefused: 'Switch is not allowed out of this scheme.',
  belowHoldingMinimum: 'The value of this folio is below the minimum redemption amount of the scheme.',
} as const;

const SWITCH_REMARKS = {
  received: (amount: string, from: string, to: string, tradeDate: string) =>
    `Switch request received: ${formatRupees(amount)} from ${from} to ${to} at the NAVs of ${tradeDate}.`,
  receivedAll: (units: string, from: string, to: string, tradeDate: string) =>
    `Switch request received: every free unit of ${from} (${units} now) to ${to} at the NAVs of ${tradeDate}.`,
} as const;

/** 001 §5 target eligibility: flags, transaction mode, purchase limits (max 0 is 100000000), never the source. */
function targetRefusal(source: SchemeRow, target: SchemeRow, amount: string): string | null {
  const max = new Big(target.maximumPurchaseAmount).gt(0) ? target.maximumPurchaseAmount : DEFAULT_MAX_AMOUNT;
  const eligible =
    target.uniqueNo !== source.uniqueNo &&
    target.amcCode === source.amcCode &&
    target.switchFlag === 'Y' &&
    target.purchaseAllowed === 'Y' &&
    target.redemptionAllowed === 'Y' &&
    ['DP', 'P'].includes(target.purchaseTransactionMode) &&
    new Big(amount).gte(target.minimumPurchaseAmount) &&
    new Big(amount).lte(max);
  return eligible ? null : SWITCH_MESSAGES.targetRefused;
}

/**
 * The source's rules of 001 §5 for an amount taken out of it (switch), with the wizard's own
 * schema: minimum, maximum (the folio amount when the scheme sets none), then what is free when
 * the scheme's maximum lies above it. The folio amount is the free value floored to rupees, as
 * the wizard offers it; a whole-folio switch's amount is that figure as the screen saw it, which
 * may differ from the server's by the paise of rounding, never by a rupee.
 */
async function checkOutflowAmount(
  context: TransferContext,
  userId: number,
  holding: SourceHolding,
  amount: string,
  allUnits = false,
): Promise<{ nav: string; available: Big }> {
  const { scheme, folio } = holding;
  const today = context.clock.today();
  const available = await availableUnits(
    context.db,
    userId,
    scheme.uniqueNo,
    folio.folioNo,
    scheme.lockInPeriod,
    today,
  );
  if (!holding.nav) throw unprocessable('NO_NAV', 'No NAV is known for this scheme yet. Please try again later.');
  const freeValue = rupeeValue(available, holding.nav);
  const folioAmount = allUnits ? freeValue.round(0, Big.roundUp).toFixed(0) : offeredAmount(freeValue);
  const problem = firstError(switchAmountSchema(scheme, folioAmount), amount);
  if (problem) throw unprocessable('AMOUNT_NOT_ALLOWED', problem, 'amount');
  if (available.lte(0) || new Big(amount).gt(folioAmount)) {
    throw unprocessable('INSUFFICIENT_UNITS', HOLDING_MESSAGES.insufficient, 'amount');
  }
  return { nav: holding.nav, available };
}

export async function placeSwitch(
  context: TransferContext,
  user: UserRow,
  pathType: string,
  body: SwitchOrderRequest & { fromFundId?: string },
): Promise<PlacedOutflow> {
  if (pathType !== body.type) throw validationFailed([{ field: 'body.type', message: 'must equal the path type' }]);
  requirePositive(body.amount, 'amount');
  const { db, clock } = context;
  const today = clock.today();
  const folio = decodeFolio(body.folioNo);
  // Without a named source, the target cannot be it; a named source equal to the target is refused below.
  const holding = await findSourceHolding(
    db,
    user.id,
    folio,
    body.fromFundId,
    today,
    body.fromFundId ? undefined : body.fundId,
  );
  const source = holding.scheme;
  if (source.switchFlag !== 'Y' || source.redemptionAllowed !== 'Y') {
    throw unprocessable('SWITCH_NOT_ALLOWED', SWITCH_MESSAGES.sourceRefused);
  }
  // 001 §5: "Only holdings whose current value is at least minimumRedemptionAmount are listed."
  if (rupeeValue(holding.units, holding.nav).lt(source.minimumRedemptionAmount)) {
    throw unprocessable('HOLDING_TOO_SMALL', SWITCH_MESSAGES.belowHoldingMinimum);
  }
  // The wizard's order (001 §2.15): the amount step, then the target.
  // A whole-folio switch (switch-all unticked) takes its units, not the amount's: see settlement.ts.
  const allUnits = body.allUnits === true;
  const { nav, available } = await checkOutflowAmount(context, user.id, holding, body.amount, allUnits);
  const target = await schemeOf(db, body.fundId);
  const refusal = targetRefusal(source, target, body.amount);
  if (refusal) throw unprocessable('TARGET_NOT_ALLOWED', refusal, 'fundId');
  const amount = new Big(body.amount).toFixed(2);
  return placeOutflow(
    context,
    user,
    {
      orderType: 'SWITCH',
      fundId: source.uniqueNo,
      targetFundId: target.uniqueNo,
      folio,
      amount,
      quantity: allUnits ? available.toFixed(4) : unitsFor(amount, nav),
      allUnits,
    },
    `SWITCH|${source.uniqueNo}|${folio}|${target.uniqueNo}|${amount}${allUnits ? '|ALL' : ''}`,
  );
}

export async function confirmSwitch(
  context: TransferContext,
  user: UserRow,
  orderId: number,
  targetFundId: string,
  otp: string,
) {
  const { db, clock } = context;
  const order = await findOwnOutflow(db, user.id, orderId, 'SWITCH', targetFundId, 'target');
  const [source, target] = [await schemeOf(db, order.fundId), await schemeOf(db, targetFundId)];
  const now = clock.now();
  const sameDay = outflowTradeDate(now, source, target);
  return confirmOutflow(context, user, order, otp, (tx, current) =>
    sendToFundHouse(tx, current, source, clock.today(), now, (_, units) =>
      current.allUnits
        ? SWITCH_REMARKS.receivedAll(units, source.schemeName, target.schemeName, sameDay)
        : SWITCH_REMARKS.received(current.amount ?? '0', source.schemeName, target.schemeName, sameDay),
    ),
  );
}
