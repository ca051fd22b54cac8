/**
 * Display formatting shared by every screen. Money and NAVs arrive as decimal
 * strings and are formatted with big.js, never through a float, so ₹0.10 + ₹0.20
 * style drift cannot reach the screen.
 */
import Big from 'big.js';
import { format, isValid, parseISO } from 'date-fns';

const RUPEE = '₹';

/** Groups the integer digits the Indian way: last three, then pairs (12,34,567). */
export function groupIndian(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error(`Not a digit string: ${digits}`);
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${lastThree}`;
}

/**
 * Rounds a decimal string half-up to `places` and groups it the Indian way.
 * A value that rounds to zero loses its minus sign ("-0.00" reads as an error).
 */
export function formatDecimal(value: string, places = 2): string {
  const rounded = new Big(value).round(places, Big.roundHalfUp);
  const negative = rounded.lt(0);
  const [intPart = '0', fracPart] = rounded.abs().toFixed(places).split('.');
  const grouped = groupIndian(intPart);
  const body = fracPart === undefined ? grouped : `${grouped}.${fracPart}`;
  return negative ? `-${body}` : body;
}

/** ₹1,23,456.78 — rupees with Indian grouping and 2 decimals. */
export function formatRupees(value: string): string {
  const body = formatDecimal(value, 2);
  return body.startsWith('-') ? `-${RUPEE}${body.slice(1)}` : `${RUPEE}${body}`;
}

/** A NAV on screen: rupees, 2 decimals (000 §9 "NAV rounding 2 decimals"). */
export function formatNav(value: string): string {
  return formatRupees(value);
}

/** Units are shown with 4 decimals. */
export function formatUnits(value: string): string {
  return formatDecimal(value, 4);
}

/** AUM travels in crores already; shown as "₹12,345.67 Cr". */
export function formatCrores(value: string): string {
  return `${formatRupees(value)} Cr`;
}

/** Largest first; `carry` is how far a rounded figure may grow before the next unit up takes over. */
const COMPACT_UNITS = [
  { suffix: ' Cr', size: new Big('10000000'), carry: null },
  { suffix: ' L', size: new Big('100000'), carry: new Big(100) },
  { suffix: ' K', size: new Big('1000'), carry: new Big(100) },
  { suffix: '', size: new Big(1), carry: new Big(1000) },
] as const;

/**
 * Compact rupees per 000 §9: 1,000+ is K, 1,00,000+ is L, 1,00,00,000+ is Cr,
 * 2 decimals, plain rupees below 1,000. When rounding carries a figure into the
 * next unit (99,999 → "100.00 K") it is shown in that unit instead ("1.00 L").
 */
export function formatCompactRupees(value: string): string {
  const amount = new Big(value);
  const magnitude = amount.abs();
  let index = COMPACT_UNITS.findIndex((unit) => magnitude.gte(unit.size));
  if (index === -1) index = COMPACT_UNITS.length - 1;
  let unit: (typeof COMPACT_UNITS)[number] = COMPACT_UNITS[index] ?? COMPACT_UNITS[3];
  let scaled = magnitude.div(unit.size).round(2, Big.roundHalfUp);
  const larger = COMPACT_UNITS[index - 1];
  if (larger && unit.carry && scaled.gte(unit.carry)) {
    unit = larger;
    scaled = magnitude.div(unit.size).round(2, Big.roundHalfUp);
  }
  const sign = amount.lt(0) && !scaled.eq(0) ? '-' : '';
  return `${sign}${RUPEE}${formatDecimal(scaled.toFixed(2), 2)}${unit.suffix}`;
}

const LAKH = new Big('100000');
const CRORE = new Big('10000000');

/**
 * A doughnut's total (000 §9 "chart total uses Lakhs or Crores, or plain RS below 1,000"):
 * ₹1.20 Crores from 1,00,00,000, ₹0.50 Lakhs from 1,000, plain rupees below that; 2 decimals.
 */
export function formatChartTotal(value: string): string {
  const amount = new Big(value);
  const magnitude = amount.abs();
  if (magnitude.gte(CRORE)) return `${formatRupees(amount.div(CRORE).toFixed(10))} Crores`;
  if (magnitude.gte(1000)) return `${formatRupees(amount.div(LAKH).toFixed(10))} Lakhs`;
  return formatRupees(value);
}

/**
 * A percentage with 2 decimals. Accepts a decimal string or a number (rates such
 * as CAGR are computed, not money). `signed` prefixes "+" on gains.
 */
export function formatPercent(value: string | number, options: { signed?: boolean } = {}): string {
  const rounded = new Big(value).round(2, Big.roundHalfUp);
  const text = rounded.eq(0) ? '0.00' : rounded.toFixed(2);
  const plus = options.signed && rounded.gt(0) ? '+' : '';
  return `${plus}${text}%`;
}

/** Parses a wire date (yyyy-MM-dd) or timestamp; null when it is not a real date. */
export function parseWireDate(value: string): Date | null {
  const parsed = parseISO(value);
  return isValid(parsed) ? parsed : null;
}

function formatWith(value: string, pattern: string): string | null {
  const parsed = parseWireDate(value);
  return parsed ? format(parsed, pattern) : null;
}

/**
 * DD-MM-YYYY, the app's one date style wherever the spec states none (issue 29): NFO dates, the
 * Current NAV card, the NAV chart, the imported portfolio. Null for an unreadable date.
 */
export function formatDayMonthYear(value: string): string | null {
  return formatWith(value, 'dd-MM-yyyy');
}

/** dd/MM/yyyy where the spec states it: 'Available on dd/mm/yyyy', My Investments (001 §9). Null for an unreadable date. */
export function formatSlashDate(value: string): string | null {
  return formatWith(value, 'dd/MM/yyyy');
}

/** Title case per word: "aditya BIRLA sun life" → "Aditya Birla Sun Life". */
export function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s\-(/])(\p{L})/gu, (_, lead: string, letter: string) => {
    return `${lead}${letter.toUpperCase()}`;
  });
}

const NAME_LIMIT = 20;
const NAME_KEEP = 10;

/** 000 §5: names longer than 20 characters show the first 10 plus '..' (charts too). */
export function truncateName(value: string): string {
  const chars = Array.from(value);
  return chars.length > NAME_LIMIT ? `${chars.slice(0, NAME_KEEP).join('')}..` : value;
}

/** A user's display name: title-cased, then truncated. */
export function displayName(value: string): string {
  return truncateName(titleCase(value.trim()));
}

const STAT_LIMIT = 13;

/** 000 §2.5: stat-card text is cut at 13 characters with '...'. */
export function truncateStat(value: string): string {
  const chars = Array.from(value);
  return chars.length > STAT_LIMIT ? `${chars.slice(0, STAT_LIMIT).join('')}...` : value;
}

/** OS-{orderId}, ids below 10 zero-padded: OS-01 … OS-09, OS-10, OS-123. */
export function orderReference(orderId: number): string {
  return `OS-${String(orderId).padStart(2, '0')}`;
}
