/**
 * One way to validate (issue 27 item 5): the bad inputs that the redemption dialog, the Switch,
 * STP and SWP wizards and the API are each given, with the scheme rules they are checked against.
 * The screen tests (tests/features/redemption, tests/features/transfers) and the API test
 * (tests/server/transfers/outflow-refusals.test.ts) both expect the message the domain schema
 * gives for the input and the holding they see, so one list proves the three agree.
 */
import { addDays } from 'date-fns';
import type { StpOutOption, SwpRules } from '../../domain/transfer-wizards';

/** Redemption limits set on the scheme: 25 to 300 units. */
export const REDEMPTION_LIMITS = { minimumRedemptionQty: '25.0000', maximumRedemptionQty: '300.0000' } as const;

/** Units as typed into DETAILS; the API receives them as the dialog would send them (4 decimals). */
export const BAD_UNITS: readonly [name: string, units: string][] = [
  ['units below the minimum', '10'],
  ['units above the maximum', '400'],
];

/** The switch's limits: at least ₹500, at most the folio amount (no maximum of its own). */
export const SWITCH_LIMITS = { minimumRedemptionAmount: '500.00', maximumRedemptionAmount: '0.00' } as const;

export const BAD_SWITCH_AMOUNTS: readonly [name: string, amount: string][] = [
  ['an amount below the minimum', '499'],
  ['an amount above the folio amount', '99999999'],
];

/** The source's only STP-out frequency. */
export const STP_OPTION: StpOutOption = {
  frequency: 'MONTHLY',
  outMinInstAmt: '1000.00',
  outMaxInstAmt: '99999999.00',
  minInstNumbers: 2,
  maxInstNumbers: 12,
  regOut: 'Y',
  status: true,
  outMultiplierAmt: '100.00',
};

/** A plan as typed on the Amount step: the start date `startInDays` days after today. */
export interface PlanInput {
  amount: string;
  instalments: string;
  startInDays: number;
}

/** Each breaks one rule of 001 §5 STP flow and no other (the folio is worth under ₹60,000). */
export const BAD_STPS: readonly [name: string, plan: PlanInput][] = [
  ['an amount below the minimum', { amount: '900', instalments: '3', startInDays: 5 }],
  ['too few instalments', { amount: '1000', instalments: '1', startInDays: 5 }],
  ['a start date beyond 60 days', { amount: '1000', instalments: '3', startInDays: 90 }],
  ['an amount not a multiple of 100', { amount: '1050', instalments: '3', startInDays: 5 }],
  ['a total above the folio amount', { amount: '5000', instalments: '12', startInDays: 5 }],
];

export const SWP_RULES: SwpRules = {
  status: 'ACTIVE',
  minInstAmt: '500.00',
  maxInstAmt: '99999999.00',
  minInstNumbers: 1,
  maxInstNumbers: 0,
  multiplierAmt: '100.00',
  minGap: 0,
  maxGap: 0,
};

/** Each breaks one rule of 001 §5 SWP flow and no other. */
export const BAD_SWPS: readonly [name: string, plan: PlanInput][] = [
  ['an amount below the minimum', { amount: '400', instalments: '2', startInDays: 5 }],
  ['more withdrawals than 100', { amount: '500', instalments: '101', startInDays: 5 }],
  ['a start date beyond 60 days', { amount: '500', instalments: '2', startInDays: 90 }],
  ['an amount not a multiple of 100', { amount: '550', instalments: '2', startInDays: 5 }],
];

/** The plan's start date as a local calendar day. */
export const startDateOf = (plan: PlanInput, today: Date) => addDays(today, plan.startInDays);
