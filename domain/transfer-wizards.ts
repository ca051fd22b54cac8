/**
 * The rules of the Switch, STP and SWP wizards (001 §4.4, §5 "Switch flow", "STP flow", "SWP
 * flow", "Date-range check", §9): which folios each wizard lists and offers, the amount,
 * instalment and start-date checks as valibot schemas in the order the spec gives them (the
 * wizards and the server run the same ones), and which target schemes may be chosen. Amounts are
 * decimal strings compared through big.js, never floats; dates are local calendar days.
 */
import Big from 'big.js';
import { addDays, addMonths, format, getDay, startOfDay } from 'date-fns';
import * as v from 'valibot';
import { availableValue, type HoldingFigures, type LockState, lockState } from './holding-actions';
import { amountMessages, DEFAULT_MAX_AMOUNT } from './order-amount';
import { firstError, inOrder } from './validate';

/** 001 §9: "default maximum start gap 60 days, default minimum 0". */
const DEFAULT_GAPS = { min: 0, max: 60 } as const;
/** 001 §9: "SWP default installments min 1, max 100". */
const SWP_DEFAULT_INSTALMENTS = { min: 1, max: 100 } as const;
/** 001 §9: "Target-scheme page size 10". */
export const TARGET_PAGE_SIZE = 10;

export const transferMessages = {
  ...amountMessages,
  selectFolio: 'Please select a folio before proceeding.',
  switchNotAllowed: 'Switch is currently not allowed in this scheme.',
  stpNotAllowed: 'STP is currently not allowed in this scheme.',
  selectFrequency: 'Please select a frequency.',
  selectStartDate: 'Please select a start date .',
  dateRange: (min: number, max: number) =>
    `The selected date must be between ${min} and ${max} days from the current date.`,
  multiple: (multiplier: string) => `The amount should be a multiple of ${new Big(multiplier).toFixed(0)}.`,
  totalExceeded: 'Total Transfer amount should not exceed existing total amount',
  instalmentRequired: 'Please enter the number of installments.',
  instalmentMinimum: (min: number) => `The number of installments must be at least ${min}.`,
  instalmentMaximum: (max: number) => `The number of installments must be at most ${max}.`,
} as const;

/** A holding as the wizards read it (000 §3 Holding, one per folio). */
export interface WizardHolding extends HoldingFigures {
  fundId: string;
  schemeName: string;
  folio: string;
  amcCode: string;
  maximumRedemptionAmount: string;
}

/** A folio of the Folio step. */
export interface FolioChoice {
  folio: string;
  currentValue: string;
  lock: LockState;
  /**
   * The whole rupees offered (the floor of what is neither locked nor promised); null when
   * fully locked, or when every free unit is promised to outflows in progress.
   */
  amount: string | null;
  /** Some units are promised to outflows in progress (beyond the spec): the amount leaves them out. */
  promised: boolean;
}

/**
 * 001 §4.4 "Folio locking": the unlocked amount offered, floored to whole rupees, less the
 * units already promised to redemptions, switches and STP/SWP instalments in progress.
 */
export function folioChoice(holding: WizardHolding): FolioChoice {
  const lock = lockState(holding);
  const promised = new Big(holding.pendingQuantity).gt(0);
  const offered = availableValue(holding).round(0, Big.roundDown);
  const nothingLeft = lock === 'fullyLocked' || (promised && offered.lte(0));
  return {
    folio: holding.folio,
    currentValue: holding.currentValue,
    lock,
    amount: nothingLeft ? null : offered.toFixed(0),
    promised,
  };
}

/** The folios sorted by current value, descending (001 §4.4). */
export function folioChoices(holdings: readonly WizardHolding[]): FolioChoice[] {
  return holdings.map(folioChoice).sort((a, b) => new Big(b.currentValue).cmp(a.currentValue));
}

/** 001 §4.4 "The first folio not fully locked is preselected." */
export function preselectedFolio(choices: readonly FolioChoice[]): FolioChoice | null {
  return choices.find((choice) => choice.amount !== null) ?? null;
}

const within = (value: Big, min: string, max: string) => value.gte(min) && value.lte(max);

/** 001 §5 Switch: "Only holdings whose current value is at least minimumRedemptionAmount are listed." */
export function switchHoldings<H extends WizardHolding>(holdings: readonly H[]): H[] {
  return holdings.filter((holding) => new Big(holding.currentValue).gte(holding.minimumRedemptionAmount));
}

/** The scheme's STP-out option of one frequency (catalogue StpOption). */
export interface StpOutOption {
  frequency: StpFrequency;
  outMinInstAmt: string;
  outMaxInstAmt: string;
  minInstNumbers: number;
  maxInstNumbers: number;
  regOut: 'Y' | 'N';
  status: boolean;
  outMultiplierAmt: string;
}

export type StpFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY';

/** The frequencies an STP can be registered with: regOut Y and status on. */
export function openStpFrequencies(options: readonly StpOutOption[]): StpOutOption[] {
  return options.filter((option) => option.regOut === 'Y' && option.status);
}

/** 001 §5 STP: "at least one frequency where the value lies within its astpOut min and max". */
export function stpHoldings<H extends WizardHolding>(holdings: readonly H[], options: readonly StpOutOption[]): H[] {
  const open = openStpFrequencies(options);
  return holdings.filter((holding) =>
    open.some((option) => within(new Big(holding.currentValue), option.outMinInstAmt, option.outMaxInstAmt)),
  );
}

/** The scheme's SWP rules (catalogue SwpDetails). */
export interface SwpRules {
  status: string | null;
  minInstAmt: string;
  maxInstAmt: string;
  minInstNumbers: number;
  maxInstNumbers: number;
  multiplierAmt: string;
  minGap: number;
  maxGap: number;
}

/** 001 §5 SWP: "value within the aswp min and max installment amounts". */
export function swpHoldings<H extends WizardHolding>(holdings: readonly H[], rules: SwpRules | null): H[] {
  if (!rules?.status?.trim()) return [];
  return holdings.filter((holding) => within(new Big(holding.currentValue), rules.minInstAmt, rules.maxInstAmt));
}

const isPositive = (value: string | null | undefined): value is string =>
  value != null && value !== '' && new Big(value).gt(0);

const lesser = (a: string, b: string) => (new Big(a).lt(b) ? a : b);

/** Whole rupees as typed, or the wire's amount (2 decimals). */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/** 001 §5: a required amount between two limits (the switch, STP and SWP amounts). */
function amountRangeSchema({ min, max }: { min: string; max: string }) {
  return inOrder(
    v.pipe(
      v.string(transferMessages.required),
      v.regex(AMOUNT, transferMessages.required),
      v.check((amount) => new Big(amount).gte(min), transferMessages.minimum(min)),
      v.check((amount) => new Big(amount).lte(max), transferMessages.maximum(max)),
    ),
  );
}

/** 001 §5 Switch amount: min the minimum redemption amount, max the maximum (the folio amount when 0). */
export function switchAmountLimits(
  holding: Pick<WizardHolding, 'minimumRedemptionAmount' | 'maximumRedemptionAmount'>,
  folioAmount: string,
): { min: string; max: string } {
  const max = isPositive(holding.maximumRedemptionAmount) ? holding.maximumRedemptionAmount : folioAmount;
  return { min: holding.minimumRedemptionAmount, max };
}

/** The Switch amount (001 §5), which the wizard's Amount step and the server check. */
export function switchAmountSchema(
  holding: Pick<WizardHolding, 'minimumRedemptionAmount' | 'maximumRedemptionAmount'>,
  folioAmount: string,
) {
  return amountRangeSchema(switchAmountLimits(holding, folioAmount));
}

export function switchAmountError(amount: string, holding: WizardHolding, folioAmount: string): string | null {
  return firstError(switchAmountSchema(holding, folioAmount), amount);
}

/** A candidate target scheme (catalogue TargetScheme). */
export interface TargetScheme {
  uniqueNo: string;
  schemeName: string;
  purchaseTransactionMode: string;
  switchFlag: 'Y' | 'N';
  purchaseAllowed: 'Y' | 'N';
  redemptionAllowed: 'Y' | 'N';
  minimumPurchaseAmount: string;
  maximumPurchaseAmount: string;
  stpMasterBean: {
    regIn: 'Y' | 'N';
    inMinInstAmt: string;
    inMaxInstAmt: string;
    minInstNumbers: number;
    maxInstNumbers: number;
    inMultiplierAmt: string;
  } | null;
}

/** 001 §5 Switch "Target eligibility"; the row's text when it may not be chosen. */
export function switchTargetRefusal(target: TargetScheme, sourceFundId: string, amount: string): string | null {
  const max = isPositive(target.maximumPurchaseAmount) ? target.maximumPurchaseAmount : DEFAULT_MAX_AMOUNT;
  const eligible =
    target.uniqueNo !== sourceFundId &&
    target.switchFlag === 'Y' &&
    target.purchaseAllowed === 'Y' &&
    target.redemptionAllowed === 'Y' &&
    (target.purchaseTransactionMode === 'DP' || target.purchaseTransactionMode === 'P') &&
    amount !== '' &&
    within(new Big(amount), target.minimumPurchaseAmount, max);
  return eligible ? null : transferMessages.switchNotAllowed;
}

const isMultiple = (amount: string, multiplier: string) =>
  !isPositive(multiplier) || new Big(amount).mod(multiplier).eq(0);

/**
 * 001 §5 STP "Target eligibility": STP-in registered, the amount within its instalment limits
 * and a multiple of its multiplier, the instalments within its numbers (waived for DAILY).
 */
export function stpTargetRefusal(
  target: TargetScheme,
  sourceFundId: string,
  plan: { amount: string; instalments: number; frequency: StpFrequency },
): string | null {
  const rules = target.stpMasterBean;
  const daily = plan.frequency === 'DAILY';
  const eligible =
    rules !== null &&
    rules.regIn === 'Y' &&
    target.uniqueNo !== sourceFundId &&
    plan.amount !== '' &&
    within(new Big(plan.amount), rules.inMinInstAmt, rules.inMaxInstAmt) &&
    (daily || (plan.instalments >= rules.minInstNumbers && plan.instalments <= rules.maxInstNumbers)) &&
    isMultiple(plan.amount, rules.inMultiplierAmt);
  return eligible ? null : transferMessages.stpNotAllowed;
}

/** 001 §5 STP amount: min the frequency's minimum (the highest when none is chosen), max the lesser of folio and frequency maximum. */
export function stpAmountLimits(
  options: readonly StpOutOption[],
  frequency: StpFrequency | null,
  folioAmount: string,
): { min: string; max: string } {
  const open = openStpFrequencies(options);
  const chosen = open.find((option) => option.frequency === frequency);
  if (chosen) return { min: chosen.outMinInstAmt, max: lesser(folioAmount, chosen.outMaxInstAmt) };
  const highest = open.reduce(
    (top, option) => (new Big(option.outMinInstAmt).gt(top) ? option.outMinInstAmt : top),
    '0',
  );
  return { min: highest, max: folioAmount };
}

/** 001 §5 STP installment: min astpMinInstallment (default 1; 0 for DAILY), max the larger of the maximum (default 1) and floor(folio / amount). */
export function stpInstalmentLimits(
  option: StpOutOption | undefined,
  folioAmount: string,
  amount: string,
): { min: number; max: number } {
  if (option?.frequency === 'DAILY') return { min: 0, max: 0 };
  const byAmount = isPositive(amount) ? new Big(folioAmount).div(amount).round(0, Big.roundDown).toNumber() : 0;
  return { min: option?.minInstNumbers || 1, max: Math.max(option?.maxInstNumbers || 1, byAmount) };
}

/** 001 §5: a required number of instalments between two limits. */
function instalmentSchema({ min, max }: { min: number; max: number }) {
  return inOrder(
    v.pipe(
      v.string(transferMessages.instalmentRequired),
      v.regex(/^\d+$/, transferMessages.instalmentRequired),
      v.check((count) => Number(count) >= min, transferMessages.instalmentMinimum(min)),
      v.check((count) => Number(count) <= max, transferMessages.instalmentMaximum(max)),
    ),
  );
}

/**
 * Beyond the spec (issue 26): a DAILY STP has no number of instalments (001 §4.4 sets it to 0)
 * and so no total; the server runs one instalment every business day, Monday to Friday, until
 * the plan is cancelled, and once the folio no longer holds enough units its instalments fail
 * and move nothing (server/transfers/instalments.ts, settlement.ts). Screens say so in these words.
 */
export const DAILY_STP_RUNS = 'every business day until you cancel it or the folio runs out';

export const isOpenEndedStp = (frequency: StpFrequency | null): boolean => frequency === 'DAILY';

/**
 * 001 §5: the total to transfer or withdraw; the amount alone when there are no instalments
 * (DAILY), which is what the 'Total Transfer amount' check compares, never a total to show.
 */
export function planTotal(amount: string, instalments: number): string {
  if (!isPositive(amount)) return '0';
  return new Big(amount).times(instalments > 0 ? instalments : 1).toFixed(0);
}

export function isTotalExceeded(amount: string, instalments: number, folioAmount: string): boolean {
  return new Big(planTotal(amount, instalments)).gt(folioAmount);
}

/** 001 §5 "Date-range check": the start date within the gaps (days from today). */
export function dateRangeError(start: Date, today: Date, gaps: { min?: number; max?: number }): string | null {
  const min = gaps.min || DEFAULT_GAPS.min;
  const max = gaps.max || DEFAULT_GAPS.max;
  const days = Math.round((startOfDay(start).getTime() - startOfDay(today).getTime()) / 86_400_000);
  return days < min || days > max ? transferMessages.dateRange(min, max) : null;
}

/** Next's date-range check: a chosen start date within the gaps (a missing one has its own message). */
function startDateInRange<T>(startDate: Date | null, today: Date, gaps: { min?: number; max?: number }) {
  return v.rawCheck<T>(({ addIssue }) => {
    const message = startDate && dateRangeError(startDate, today, gaps);
    if (message) addIssue({ message });
  });
}

/** The Amount step of the STP and SWP wizards as typed: digits, and the start date as chosen. */
interface PlanValues {
  startDate: Date | null;
  amount: string;
  /** Digits; '0' for a DAILY STP. */
  instalments: string;
}

export interface StpPlanValues extends PlanValues {
  frequency: StpFrequency | null;
}

/** What an STP is checked against: the source's STP-out options, the folio amount and today. */
interface StpPlanRules {
  options: readonly StpOutOption[];
  folioAmount: string;
  today: Date;
}

/** An amount the form-level checks can read: the amount typed, '0' while it is not a number. */
const amountOrZero = (amount: string | undefined) => (amount && AMOUNT.test(amount) ? amount : '0');
const countOf = (instalments: string | undefined) => Number(instalments || '0');

/**
 * 001 §5 STP flow, keyed as the Amount step shows it: `amount` and `instalments` under their
 * fields, and under '' the first of Next's checks that fails, in the spec's order: frequency,
 * start date, date range, multiple, total.
 */
export function stpPlanSchema(rules: StpPlanRules) {
  return v.lazy((input: unknown) => {
    const plan = (input ?? {}) as Partial<StpPlanValues>;
    const frequency = plan.frequency ?? null;
    const option = openStpFrequencies(rules.options).find((open) => open.frequency === frequency);
    const amount = amountOrZero(plan.amount);
    const multiplier = isPositive(option?.outMultiplierAmt) ? option.outMultiplierAmt : '1';
    const startDate = plan.startDate ?? null;
    return v.pipe(
      v.object({
        amount: amountRangeSchema(stpAmountLimits(rules.options, frequency, rules.folioAmount)),
        // A DAILY STP has none: its limits are 0 and 0.
        instalments: instalmentSchema(stpInstalmentLimits(option, rules.folioAmount, amount)),
      }),
      v.check(() => frequency !== null, transferMessages.selectFrequency),
      v.check(() => startDate !== null, transferMessages.selectStartDate),
      startDateInRange(startDate, rules.today, DEFAULT_GAPS),
      v.check(() => isMultiple(amount, multiplier), transferMessages.multiple(multiplier)),
      v.check(
        () => !isTotalExceeded(amount, countOf(plan.instalments), rules.folioAmount),
        transferMessages.totalExceeded,
      ),
    );
  });
}

/** 001 §5 SWP amount: min the minimum instalment, max the lesser of folio and maximum instalment. */
function swpAmountLimits(rules: SwpRules, folioAmount: string): { min: string; max: string } {
  return { min: rules.minInstAmt, max: lesser(folioAmount, rules.maxInstAmt) };
}

function swpInstalmentLimits(rules: SwpRules): { min: number; max: number } {
  return {
    min: rules.minInstNumbers || SWP_DEFAULT_INSTALMENTS.min,
    max: rules.maxInstNumbers || SWP_DEFAULT_INSTALMENTS.max,
  };
}

/** What an SWP is checked against: the scheme's SWP rules, the folio amount and today. */
interface SwpPlanRules {
  rules: SwpRules;
  folioAmount: string;
  today: Date;
}

/**
 * 001 §5 SWP flow, keyed as the Amount step shows it: `amount` and `instalments`, and under ''
 * the first of Next's checks that fails: start date, date range (the scheme's gaps), multiple.
 */
export function swpPlanSchema({ rules, folioAmount, today }: SwpPlanRules) {
  const multiplier = isPositive(rules.multiplierAmt) ? rules.multiplierAmt : '1';
  return v.lazy((input: unknown) => {
    const plan = (input ?? {}) as Partial<PlanValues>;
    const startDate = plan.startDate ?? null;
    return v.pipe(
      v.object({
        amount: amountRangeSchema(swpAmountLimits(rules, folioAmount)),
        instalments: instalmentSchema(swpInstalmentLimits(rules)),
      }),
      v.check(() => startDate !== null, transferMessages.selectStartDate),
      startDateInRange(startDate, today, { min: rules.minGap, max: rules.maxGap }),
      v.check(() => isMultiple(amountOrZero(plan.amount), multiplier), transferMessages.multiple(multiplier)),
    );
  });
}

/** Monday to Friday, as date-fns numbers the days (0 Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 001 §5 "Weekly dates": the next such weekday at least one day ahead. */
export function nextWeekday(weekday: Weekday, today: Date): Date {
  let day = addDays(startOfDay(today), 1);
  while (getDay(day) !== weekday) day = addDays(day, 1);
  return day;
}

/** 001 §5 "Monthly or daily dates on or before today move to the next month." */
export function calendarStartDate(picked: Date, today: Date): Date {
  const day = startOfDay(picked);
  return day.getTime() <= startOfDay(today).getTime() ? addMonths(day, 1) : day;
}

/** STP sends DD/MM/YYYY, SWP DD-MM-YYYY (001 §5). */
export function wireStartDate(date: Date, separator: '/' | '-'): string {
  return format(date, `dd${separator}MM${separator}yyyy`);
}
