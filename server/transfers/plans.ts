/**
 * STP and SWP plans (001 §2.15, §5 "STP flow", "SWP flow", "Date-range check", §7 /stps and
 * /swps): placing checks every rule of §5 in its order and registers the plan awaiting
 * confirmation with its order; the e-mailed code activates it. The placing order is the plan's
 * first instalment; each instalment runs on its date on the sandbox clock
 * (server/transfers/instalments.ts) and is settled like a switch (STP) or a redemption (SWP).
 */
import Big from 'big.js';
import { eq } from 'drizzle-orm';
import type { components } from '../../domain/contract/user';
import { formatIsoDate, parseDmyDate, parseIsoDate } from '../../domain/dates';
import { stpPlanSchema, swpPlanSchema, transferMessages } from '../../domain/transfer-wizards';
import { type FieldErrors, fieldErrors } from '../../domain/validate';
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
  offeredAmount,
  requirePositive,
  rupeeValue,
  type SchemeRow,
  type SourceHolding,
  schemeOf,
} from './holding';
import { confirmOutflow, findOwnOutflow, placeOutflow, type TransferContext } from './outflow-orders';

type Schemas = components['schemas'];
type StpOrderRequest = Schemas['StpOrderRequest'] & { fromFundId?: string };
type SwpOrderRequest = Schemas['SwpOrderRequest'];

export const PLAN_MESSAGES = {
  stpTargetRefused: transferMessages.stpNotAllowed,
  stpNotOffered: (frequency: string) => `This scheme does not offer a ${frequency.toLowerCase()} STP.`,
  swpNotOffered: 'This scheme does not offer an SWP.',
  weekday: 'Weekly instalments start on a weekday (Monday to Friday).',
} as const;

/** The plan as the wizard's Amount step holds it, read from the wire; an unreal start date is none. */
function typedPlan(amount: string, instalments: number, startDate: string) {
  return { amount, instalments: String(instalments), startDate: parseDmyDate(startDate.replaceAll('/', '-')) };
}

/**
 * Refuses with the message the wizard's Amount step shows first for the same plan (its schema:
 * the amount's, the instalments', then the first of Next's checks), named by the request's fields.
 */
function refuseLikeTheWizard(errors: FieldErrors, fields: { amount: string; instalments: string }): void {
  const [entry] = Object.entries(errors);
  if (!entry) return;
  const [key, message] = entry;
  if (key === 'amount') throw unprocessable('AMOUNT_NOT_ALLOWED', message, fields.amount);
  if (key === 'instalments') throw unprocessable('INSTALMENTS_NOT_ALLOWED', message, fields.instalments);
  throw unprocessable('PLAN_NOT_ALLOWED', message);
}

/** Today on the sandbox clock as the wizards hold it: the local calendar day. */
const calendarToday = (context: TransferContext) => parseIsoDate(context.clock.today()) ?? new Date(Number.NaN);

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

/** 001 §5 STP target eligibility; the row's text otherwise. */
function stpTargetRefusal(
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
  const offered = holding.scheme.stpDetails?.some(
    (option) => option.frequency === frequency && option.regOut === 'Y' && option.status,
  );
  if (!offered) throw unprocessable('STP_NOT_OFFERED', PLAN_MESSAGES.stpNotOffered(frequency), 'frequencyType');
  const folioAmount = offeredAmount(await freeValueOf(context, user.id, holding));
  const plan = { ...typedPlan(body.amount, body.noOfInstallment, body.startDate), frequency };
  const schema = stpPlanSchema({
    options: holding.scheme.stpDetails ?? [],
    folioAmount,
    today: calendarToday(context),
  });
  refuseLikeTheWizard(fieldErrors(schema, plan), { amount: 'amount', instalments: 'noOfInstallment' });
  const startDate = plan.startDate ? formatIsoDate(plan.startDate) : '';
  // Beyond the spec: the wizard offers weekdays only; a weekly plan sent for a weekend is refused.
  if (frequency === 'WEEKLY' && !isWeekday(startDate)) {
    throw unprocessable('START_DATE_NOT_WEEKDAY', PLAN_MESSAGES.weekday, 'startDate');
  }
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
  const folioAmount = offeredAmount(await freeValueOf(context, user.id, holding));
  const plan = typedPlan(body.installmentAmount, body.noOfWithdrawals, body.startDate);
  const schema = swpPlanSchema({ rules, folioAmount, today: calendarToday(context) });
  refuseLikeTheWizard(fieldErrors(schema, plan), { amount: 'installmentAmount', instalments: 'noOfWithdrawals' });
  const startDate = plan.startDate ? formatIsoDate(plan.startDate) : '';
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
