/**
 * One way to validate (issue 27 item 5), on the API over the real database: a redemption's
 * units and a switch's, STP's and SWP's amount, instalments and start date, given the inputs the
 * screens are given (tests/support/outflow-refusals.ts), are refused 422 with the message the
 * domain schema gives for that input and the holding GET /portfolios reports (the one the
 * screens show: a field's message, else Next's first check), and the refusal changes nothing.
 */
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../../domain/dates';
import { toWireAmount } from '../../../domain/order-amount';
import { redemptionUnitsSchema, unitRules, wireUnits } from '../../../domain/redemption';
import {
  folioChoice,
  stpPlanSchema,
  switchAmountSchema,
  swpPlanSchema,
  type WizardHolding,
  wireStartDate,
} from '../../../domain/transfer-wizards';
import { fieldErrors, firstError } from '../../../domain/validate';
import { schemes } from '../../../server/db/schema';
import { ledgerPositions } from '../../../server/holdings/ledger';
import { schemeOf } from '../../../server/transfers/holding';
import {
  BAD_STPS,
  BAD_SWITCH_AMOUNTS,
  BAD_SWPS,
  BAD_UNITS,
  type PlanInput,
  REDEMPTION_LIMITS,
  STP_OPTION,
  SWITCH_LIMITS,
  SWP_RULES,
  startDateOf,
} from '../../support/outflow-refusals';
import { call, demoInvestor, type Investor } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { DEMO_FOLIOS, holdingOf, type Reply, redeem } from './support';

let server: TestServer;
let demo: Investor;
let source: string;
let target: string;

/** The demo investor's folio holding one EQUITY scheme, worth about ₹25,000. */
const FOLIO = DEMO_FOLIOS[1];

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
  // The rules change before the first GET /portfolios: a valued portfolio is kept until the
  // investor's own rows change, and scheme rules change only with a sandbox reset.
  const positions = await ledgerPositions(server.db, demo.userId, server.clock.today());
  const [position] = positions.filter((held) => held.folio === FOLIO);
  const equity = await schemeOf(server.db, position?.fundId ?? '');
  source = equity.uniqueNo;
  const [other] = await server.db
    .select()
    .from(schemes)
    .where(
      and(
        eq(schemes.amcCode, equity.amcCode),
        ne(schemes.uniqueNo, source),
        isNotNull(schemes.navModel),
        eq(schemes.isNfo, false),
      ),
    )
    .orderBy(asc(schemes.uniqueNo))
    .limit(1);
  target = other?.uniqueNo ?? '';
  await server.db
    .update(schemes)
    .set({
      ...REDEMPTION_LIMITS,
      ...SWITCH_LIMITS,
      switchFlag: 'Y',
      redemptionAllowed: 'Y',
      lockInPeriod: 0,
      stpDetails: [STP_OPTION],
      swpDetails: { ...SWP_RULES, status: 'ACTIVE' },
    })
    .where(eq(schemes.uniqueNo, source));
});
afterAll(() => server.close());

/** The holding as the screens receive it, and its folio amount as the wizards offer it. */
async function screenHolding() {
  const holding = await holdingOf(server, demo, 'EQUITY', FOLIO);
  return { holding, folioAmount: folioChoice(holding as WizardHolding).amount ?? '0' };
}

const today = () => parseIsoDate(server.clock.today()) ?? new Date(Number.NaN);

/** What the Amount step shows first: the amount's message, the instalments', then Next's first check. */
const firstShown = (errors: Record<string, string>) => Object.values(errors)[0] ?? null;

async function refusedWith(send: () => Promise<Reply>, message: string | null) {
  expect(message).not.toBeNull();
  const before = await server.rowCounts();
  const answer = await send();
  expect(answer.status).toBe(422);
  expect(answer.body.message).toBe(message);
  expect(await server.rowCounts()).toEqual(before);
}

describe('the API refuses with the domain schema’s message, changing nothing', () => {
  it.each(BAD_UNITS)('redemption: %s', async (_name, units) => {
    const { holding } = await screenHolding();
    const message = firstError(redemptionUnitsSchema(unitRules(holding)), units);
    await refusedWith(() => redeem(server, demo, FOLIO, wireUnits(units, false)), message);
  });

  it.each(BAD_SWITCH_AMOUNTS)('switch: %s', async (_name, amount) => {
    const { holding, folioAmount } = await screenHolding();
    const message = firstError(switchAmountSchema(holding, folioAmount), amount);
    const body = { type: 'SWITCH', folioNo: FOLIO, amount: toWireAmount(amount), fundId: target, fromFundId: source };
    await refusedWith(
      () => call(server, 'POST', '/api/us/orders/migrate/SWITCH', demo.token, body) as Promise<Reply>,
      message,
    );
  });

  it.each(BAD_STPS)('STP: %s', async (_name, plan: PlanInput) => {
    const { folioAmount } = await screenHolding();
    const startDate = startDateOf(plan, today());
    const schema = stpPlanSchema({ options: [STP_OPTION], folioAmount, today: today() });
    const message = firstShown(fieldErrors(schema, { ...plan, frequency: 'MONTHLY', startDate }));
    const body = {
      type: 'STP',
      folioNo: FOLIO,
      amount: toWireAmount(plan.amount),
      noOfInstallment: Number(plan.instalments),
      startDate: wireStartDate(startDate, '/'),
      frequencyType: 'MONTHLY',
      fundId: target,
      fromFundId: source,
    };
    await refusedWith(
      () => call(server, 'POST', '/api/us/stps/migrate/STP', demo.token, body) as Promise<Reply>,
      message,
    );
  });

  it.each(BAD_SWPS)('SWP: %s', async (_name, plan: PlanInput) => {
    const { folioAmount } = await screenHolding();
    const startDate = startDateOf(plan, today());
    const schema = swpPlanSchema({ rules: SWP_RULES, folioAmount, today: today() });
    const message = firstShown(fieldErrors(schema, { ...plan, startDate }));
    const body = {
      type: 'SWP',
      folioNo: FOLIO,
      installmentAmount: toWireAmount(plan.amount),
      noOfWithdrawals: Number(plan.instalments),
      startDate: wireStartDate(startDate, '-'),
      frequencyType: 'MONTHLY',
      fundId: source,
    };
    await refusedWith(
      () => call(server, 'POST', '/api/us/swps/migrate/order/SWP', demo.token, body) as Promise<Reply>,
      message,
    );
  });
});
