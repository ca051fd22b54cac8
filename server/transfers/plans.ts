/**
 * STP and SWP plans (001 §2.15, §5 "STP flow", "SWP flow", "Date-range check", §7 /stps and
 * /swps): placing checks every rule of §5 in its order and registers the plan awaiting
 * confirmation with its order; the e-mailed code activates it. The placing order is the plan's
 * first instalment; each instalment runs on its date on the sandbox clock
 * (server/transfers/instalments.ts) and is settled like a switch (STP) or a redemption (SWP).
 */
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { daysBetween } from '../../domain/capital-gains';
import type { components } from '../../domain/contract/user';
import { formatIsoDate, parseDmyDate } from '../../domain/dates';
import { amountMessages } from '../../domain/order-amount';
import { validationFailed } from '../contract/api-error';
import type { Database } from '../db/client';
import { type TransferFrequency, type TransferPlanKind, transferPlans } from '../db/schema';
import type { UserRow } from '../identity/users';
import { unprocessable } from '../orders/errors';
import { formatRupees } from '../orders/order-description';
import { isWeekday } from '../seed/dates';
import {
  availableUnits,
  decodeFolio,
  findSourceHolding,
  HOLDING_MESSAGES,
  requirePositive,
  rupeeValue,
  type SchemeRow,
  type SourceHolding,
  schemeOf,
} from './holding';
import { confirmOutflow, findOwnOutflow, placeOutflow, type TransferContext } from './outflow-orders';

type Schemas = components['schemas'];
export type StpOrderRequest = Schemas['StpOrderRequest'] & { fromFundId?: string };
export type SwpOrderRequest = Schemas['SwpOrderRequest'];

/** 001 §9: "default maximum start gap 60 days, default minimum 0; SWP default installments min 1, max 100; default multiplier 1". */
const DEFAULT_MAX_GAP = 60;
const DEFAULT_SWP_INSTALMENTS = { min: 1, max: 100 };

export const PLAN_MESSAGES = {
  startDate: 'Please select a start date .',
  dateRange: (min: number, max: number) =>
    `The selected date must be between ${min} and ${max} days from the current date.`,
  multiple: (multiplier: string) => `The amount should be a multiple of ${new Big(multiplier).toFixed(0)}.`,
  totalExceeded: 'Total Transfer amount should not exceed existing total amount',
  stpTargetRefused: 'STP is currently not allowed in this scheme.',
  stpNotOffered: (frequency: string) => `This scheme does not offer a ${frequency.toLowerCase()} STP.`,
  swpNotOffered: 'This scheme does not offer an SWP.',
  weekday: 'Weekly instalments start on a weekday (Monday to Friday).',
  instalments: (min: number, max: number) => `The number of instalments must be between ${min} and ${max}.`,
} as const;

/** 'DD/MM/YYYY' or 'DD-MM-YYYY' → 'yyyy-MM-dd', or null when it is not a real day. */
export function wireDate(value: string): string | null {
  const day = parseDmyDate(value.replaceAll('/', '-'));
  return day ? formatIsoDate(day) : null;
}

function checkStartDate(startDate: string, today: string, gaps: { min: number; max: number }): string {
  const start = wireDate(startDate);
  if (!start) throw unprocessable('START_DATE_REQUIRED', PLAN_MESSAGES.startDate, 'startDate');
  const gap = daysBetween(today, start);
  if (gap < gaps.min || gap > gaps.max) {
    throw unprocessable('START_DATE_OUT_OF_RANGE', PLAN_MESSAGES.dateRange(gaps.min, gaps.max), 'startDate');
  }
  return start;
}

const isMultiple = (amount: string, multiplier: string) =>
  new Big(multiplier).lte(0) || new Big(amount).mod(multiplier).eq(0);

/** 000 §5: STP and SWP need a folio with no units under lock-in, and a NAV to value it at. */
async function freeValueOf(context: TransferContext, userId: number, holding: SourceHolding): Promise<Big> {
  if (holding.lockedUnits.gt(0)) throw unprocessable('LOCKED_IN', HOLDING_MESSAGES.locked);
  const { scheme, folio } = holding;
  const units = await availableUnits(
    context.db,
    userId,
    scheme.uniqueNo,
    folio.folioNo,
    scheme.lockInPeriod,
    context.clock.today(),
  );
  return rupeeValue(units, holding.nav);
}

function checkAmountRange(amount: string, min: string, max: Big) {
  if (new Big(amount).lt(min)) throw unprocessable('BELOW_MINIMUM', amountMessages.minimum(min), 'amount');
  if (new Big(amount).gt(max)) throw unprocessable('ABOVE_MAXIMUM', amountMessages.maximum(max.toFixed(2)), 'amount');
}

function checkInstalments(count: number, min: number, max: number) {
  if (count < min || count > max) {
    throw unprocessable('INSTALMENTS_NOT_ALLOWED', PLAN_MESSAGES.instalments(min, max), 'noOfInstallment');
  }
}

/** 001 §5 STP target eligibility; the row's text otherwise. */
export function stpTargetRefusal(
  source: SchemeRow,
  target: SchemeRow,
  amount: string,
  instalments: number,
  frequency: TransferFrequency,
): string | null {
  const rules = target.stpInRules;
  const daily = frequency === 'DAILY';
  const eligible =
    rules?.regIn === 'Y' &&
    target.uniqueNo !== source.uniqueNo &&
    target.amcCode === source.amcCode &&
    new Big(amount).gte(rules.inMinInstAmt) &&
    new Big(amount).lte(rules.inMaxInstAmt) &&
    (daily || (instalments >= rules.minInstNumbers && instalments <= rules.maxInstNumbers)) &&
    isMultiple(amount, rules.inMultiplierAmt);
  return eligible ? null : PLAN_MESSAGES.stpTargetRefused;
}

interface PlanValues {
  kind: TransferPlanKind;
  holding: SourceHolding;
  toFundId: string | null;
  amount: string;
  frequency: TransferFrequency;
  instalments: number;
  startDate: string;
}

function placePlan(context: TransferContext, user: UserRow, plan: PlanValues) {
  const { holding } = plan;
  const amount = new Big(plan.amount).toFixed(2);
  const print = [
    plan.kind,
    holding.scheme.uniqueNo,
    holding.folio.folioNo,
    plan.toFundId ?? '',
    amount,
    plan.frequency,
    plan.instalments,
    plan.startDate,
  ].join('|');
  return placeOutflow(
    context,
    user,
    {
      orderType: plan.kind,
      fundId: holding.scheme.uniqueNo,
      targetFundId: plan.toFundId,
      folio: holding.folio.folioNo,
      amount,
      quantity: null,
    },
    print,
    async (tx) => {
      const [row] = await tx
        .insert(transferPlans)
        .values({
          userId: user.id,
          kind: plan.kind,
          fromFundId: holding.scheme.uniqueNo,
          toFundId: plan.toFundId,
          folio: holding.folio.folioNo,
          amount,
          frequency: plan.frequency,
          instalments: plan.instalments,
          startDate: plan.startDate,
          nextInstalmentDate: plan.startDate,
          createdAt: context.clock.now(),
        })
        .returning({ id: transferPlans.id });
      return { transferPlanId: row?.id ?? null };
    },
  );
}

export async function placeStp(context: TransferContext, user: UserRow, pathType: string, body: StpOrderRequest) {
  if (pathType !== body.type) throw validationFailed([{ field: 'body.type', message: 'must equal the path type' }]);
  requirePositive(body.amount, 'amount');
  const { db, clock } = context;
  const today = clock.today();
  const except = body.fromFundId ? undefined : body.fundId;
  const holding = await findSourceHolding(db, user.id, decodeFolio(body.folioNo), body.fromFundId, today, except);
  const frequency = body.frequencyType;
  const rule = holding.scheme.stpDetails?.find(
    (option) => option.frequency === frequency && option.regOut === 'Y' && option.status,
  );
  if (!rule) throw unprocessable('STP_NOT_OFFERED', PLAN_MESSAGES.stpNotOffered(frequency), 'frequencyType');
  const folioAmount = await freeValueOf(context, user.id, holding);
  const maxAmount = folioAmount.lt(rule.outMaxInstAmt) ? folioAmount : new Big(rule.outMaxInstAmt);
  checkAmountRange(body.amount, rule.outMinInstAmt, maxAmount);
  const daily = frequency === 'DAILY';
  const maxInstalments = Math.max(
    rule.maxInstNumbers || 1,
    new Big(folioAmount).div(body.amount).round(0, Big.roundDown).toNumber(),
  );
  checkInstalments(body.noOfInstallment, daily ? 0 : rule.minInstNumbers || 1, daily ? 0 : maxInstalments);
  const startDate = checkStartDate(body.startDate, today, { min: 0, max: DEFAULT_MAX_GAP });
  if (frequency === 'WEEKLY' && !isWeekday(startDate)) {
    throw unprocessable('START_DATE_NOT_WEEKDAY', PLAN_MESSAGES.weekday, 'startDate');
  }
  const multiplier = rule.outMultiplierAmt || '1';
  if (!isMultiple(body.amount, multiplier)) {
    throw unprocessable('NOT_A_MULTIPLE', PLAN_MESSAGES.multiple(multiplier), 'amount');
  }
  const total = new Big(body.amount).times(body.noOfInstallment || 1);
  if (total.gt(folioAmount)) throw unprocessable('TOTAL_EXCEEDED', PLAN_MESSAGES.totalExceeded, 'amount');
  const target = await schemeOf(db, body.fundId);
  const refusal = stpTargetRefusal(holding.scheme, target, body.amount, body.noOfInstallment, frequency);
  if (refusal) throw unprocessable('TARGET_NOT_ALLOWED', refusal, 'fundId');
  return placePlan(context, user, {
    kind: 'STP',
    holding,
    toFundId: target.uniqueNo,
    amount: body.amount,
    frequency,
    instalments: body.noOfInstallment,
    startDate,
  });
}

export async function placeSwp(context: TransferContext, user: UserRow, pathType: string, body: SwpOrderRequest) {
  if (pathType !== body.type) throw validationFailed([{ field: 'body.type', message: 'must equal the path type' }]);
  requirePositive(body.installmentAmount, 'installmentAmount');
  const { db, clock } = context;
  const today = clock.today();
  const holding = await findSourceHolding(db, user.id, decodeFolio(body.folioNo), body.fundId, today);
  const rules = holding.scheme.swpDetails;
  if (!rules?.status) throw unprocessable('SWP_NOT_OFFERED', PLAN_MESSAGES.swpNotOffered);
  const folioAmount = await freeValueOf(context, user.id, holding);
  checkAmountRange(
    body.installmentAmount,
    rules.minInstAmt,
    folioAmount.lt(rules.maxInstAmt) ? folioAmount : new Big(rules.maxInstAmt),
  );
  checkInstalments(
    body.noOfWithdrawals,
    rules.minInstNumbers || DEFAULT_SWP_INSTALMENTS.min,
    rules.maxInstNumbers || DEFAULT_SWP_INSTALMENTS.max,
  );
  const startDate = checkStartDate(body.startDate, today, {
    min: rules.minGap || 0,
    max: rules.maxGap || DEFAULT_MAX_GAP,
  });
  const multiplier = rules.multiplierAmt || '1';
  if (!isMultiple(body.installmentAmount, multiplier)) {
    throw unprocessable('NOT_A_MULTIPLE', PLAN_MESSAGES.multiple(multiplier), 'installmentAmount');
  }
  return placePlan(context, user, {
    kind: 'SWP',
    holding,
    toFundId: null,
    amount: body.installmentAmount,
    frequency: body.frequencyType,
    instalments: body.noOfWithdrawals,
    startDate,
  });
}

async function activatePlan(tx: Database, planId: number | null, orderId: number) {
  if (planId === null) throw new Error(`Order ${orderId} has no plan`);
  const [plan] = await tx
    .update(transferPlans)
    .set({ status: 'ACTIVE', orderId })
    .where(eq(transferPlans.id, planId))
    .returning();
  if (!plan) throw new Error(`Plan ${planId} was not found`);
  return plan;
}

/** Confirms an STP (`fundId` the target) or an SWP (`fundId` the source): the plan becomes ACTIVE. */
export async function confirmPlan(
  context: TransferContext,
  user: UserRow,
  kind: TransferPlanKind,
  orderId: number,
  fundId: string,
  otp: string,
) {
  const order = await findOwnOutflow(context.db, user.id, orderId, kind, fundId, kind === 'STP' ? 'target' : 'source');
  return confirmOutflow(context, user, order, otp, async (tx, current) => {
    const plan = await activatePlan(tx, current.transferPlanId, current.id);
    const count = plan.instalments === 0 ? 'open-ended' : `${plan.instalments}`;
    return {
      status: 'AUTHENTICATED',
      remarks: `${kind} registered: ${count} ${plan.frequency.toLowerCase()} instalments of ${formatRupees(plan.amount)}. The first instalment runs on ${plan.startDate}.`,
    };
  });
}
