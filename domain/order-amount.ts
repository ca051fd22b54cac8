/**
 * Order amount rules (000 §5, §9): the limits of a lump sum and of a SIP instalment, the
 * multiplier, and the one validation both the order modal and the server apply. Amounts are
 * decimal strings; comparisons go through big.js, never a float.
 */
import Big from 'big.js';
import * as v from 'valibot';
import { firstError, inOrder } from './validate';
import { wholeNumberDigits } from './whole-number';

/** 000 §9 "Default max amount". */
export const DEFAULT_MAX_AMOUNT = '100000000.00';

/** 000 §2.6 / §9 quick-add buttons of a lump sum: +1 lakh, +2 lakh, +5 lakh. */
export const QUICK_ADD_AMOUNTS = [100000, 200000, 500000] as const;

/** The SIP rules of a scheme the amount limits read (catalogue `SipDetails`). */
interface SipAmountRules {
  minInstAmt: string | null;
  maxInstAmt: string | null;
  multiplierAmt: string | null;
  sipMultiplierAmount: string | null;
}

/** The scheme fields the limits read; scheme details and NFO entries both have them. */
export interface AmountScheme {
  minimumPurchaseAmount: string;
  maximumPurchaseAmount: string;
  additionalPurchaseAmount: string;
  /** Absent on an NFO entry: the SIP limits then fall back to the purchase amounts. */
  sipDetails?: SipAmountRules | null;
}

interface AmountLimits {
  min: string;
  max: string;
  /** Defaults to 1 (000 §5). */
  multiplier?: string;
}

export const amountMessages = {
  required: 'Please enter an amount.',
  minimum: (min: string) => `The minimum amount is ₹${plainAmount(min)}.`,
  maximum: (max: string) => `The maximum amount is ₹${plainAmount(max)}.`,
  multiple: (multiplier: string) => `The amount should be a multiple of ₹${plainAmount(multiplier)}.`,
} as const;

const DECIMAL = /^\d+(\.\d{1,2})?$/;

function isPositive(value: string | null | undefined): value is string {
  return value != null && DECIMAL.test(value) && new Big(value).gt(0);
}

function toAmount(value: Big): string {
  return value.toFixed(2);
}

/**
 * '500.00' → '500', '100000.00' → '1,00,000', '12.50' → '12.50': how a limit reads inside a
 * sentence, grouped the Indian way (last three digits, then pairs).
 */
export function plainAmount(value: string): string {
  const amount = new Big(value);
  const text = amount.eq(amount.round(0, Big.roundDown)) ? amount.toFixed(0) : amount.toFixed(2);
  const [whole = '', fraction] = text.split('.');
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${whole.slice(-3)}`;
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * 000 §5 SIP minimum: the SIP minimum instalment when present; otherwise the larger of the
 * minimum investment and the additional purchase amount. The spec's parenthesis spells the
 * branches of the original ("the additional amount if it is non-zero and the minimum exceeds
 * it; otherwise the additional amount"); read together with "the larger of" it is the maximum
 * of the two, which is what a zero or small additional amount must not undercut.
 */
export function sipMinimum(scheme: AmountScheme): string {
  const instalment = scheme.sipDetails?.minInstAmt;
  if (isPositive(instalment)) return toAmount(new Big(instalment));
  const minimum = new Big(scheme.minimumPurchaseAmount);
  const additional = new Big(scheme.additionalPurchaseAmount);
  return toAmount(minimum.gt(additional) ? minimum : additional);
}

/** 000 §5 SIP maximum: the SIP maximum instalment, else the scheme maximum if above 0, else 100000000. */
export function sipMaximum(scheme: AmountScheme): string {
  const instalment = scheme.sipDetails?.maxInstAmt;
  if (isPositive(instalment)) return toAmount(new Big(instalment));
  if (isPositive(scheme.maximumPurchaseAmount)) return toAmount(new Big(scheme.maximumPurchaseAmount));
  return DEFAULT_MAX_AMOUNT;
}

/** 000 §5 "multiple of the multiplier amount (default 1)". */
export function sipMultiplier(scheme: AmountScheme): string {
  const rules = scheme.sipDetails;
  if (isPositive(rules?.multiplierAmt)) return toAmount(new Big(rules.multiplierAmt));
  if (isPositive(rules?.sipMultiplierAmount)) return toAmount(new Big(rules.sipMultiplierAmount));
  return '1.00';
}

/** A lump sum starts at the scheme's minimum purchase amount. */
export function lumpSumMinimum(scheme: AmountScheme): string {
  return toAmount(new Big(scheme.minimumPurchaseAmount));
}

/** A lump sum ends at the scheme maximum when above 0, else 100000000 (000 §9). */
export function lumpSumMaximum(scheme: AmountScheme): string {
  return isPositive(scheme.maximumPurchaseAmount)
    ? toAmount(new Big(scheme.maximumPurchaseAmount))
    : DEFAULT_MAX_AMOUNT;
}

/** The limits of one order type. */
export function amountLimits(scheme: AmountScheme, type: 'LUMP_SUM' | 'SIP'): AmountLimits {
  return type === 'SIP'
    ? { min: sipMinimum(scheme), max: sipMaximum(scheme), multiplier: sipMultiplier(scheme) }
    : { min: lumpSumMinimum(scheme), max: lumpSumMaximum(scheme) };
}

/**
 * 000 §5 "digits only (non-digits stripped while typing)"; leading zeros go too. A decimal point
 * ends the number: its paise never join the rupees (issue 26, domain/whole-number.ts).
 */
export function toAmountDigits(value: string): string {
  return wholeNumberDigits(value)
    .replace(/^0+(?=\d)/, '')
    .replace(/^0$/, '');
}

/** A quick-add button: the lakh amount added to what is typed (000 §2.6). */
export function addToAmount(current: string, add: number): string {
  const base = current === '' ? new Big(0) : new Big(current);
  return base.plus(add).toFixed(0);
}

/** The amount as the wire carries it ('5000' → '5000.00'). */
export function toWireAmount(amount: string): string {
  return new Big(amount).toFixed(2);
}

/** A whole amount in rupees and paise, as typed or sent: digits, and at most two decimals. */
const decimalAmount = v.pipe(
  v.string(amountMessages.required),
  v.trim(),
  v.regex(DECIMAL, amountMessages.required),
  v.check((text) => new Big(text).gt(0), amountMessages.required),
);

/** 000 §5: required, at least the minimum, at most the maximum, a multiple of the multiplier. */
export function amountSchema(limits: AmountLimits) {
  const multiplier = limits.multiplier ?? '1';
  return inOrder(
    v.pipe(
      decimalAmount,
      v.check((text) => new Big(text).gte(limits.min), amountMessages.minimum(limits.min)),
      v.check((text) => new Big(text).lte(limits.max), amountMessages.maximum(limits.max)),
      v.check(
        (text) => !new Big(multiplier).gt(0) || new Big(text).mod(multiplier).eq(0),
        amountMessages.multiple(multiplier),
      ),
    ),
  );
}

/** The message to show for an amount, or null when it is fine. */
export function amountError(amount: string, limits: AmountLimits): string | null {
  return firstError(amountSchema(limits), amount);
}
