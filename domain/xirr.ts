/**
 * XIRR (beyond the spec): the annual rate r at which the cash flows' present value is zero,
 * Σ amountᵢ ÷ (1 + r)^(daysᵢ ÷ 365) = 0, days counted from the first flow (the spreadsheet
 * XIRR convention). Purchases are negative, redemptions and today's value positive.
 *
 * A rate is a measure, not money, so the solver works in floating point; the amounts arrive
 * as the ledger's decimal strings. It solves for g = ln(1 + r): the present value is then a
 * sum of exponentials, finite for every rate from −99.9999999% to 10¹³ × growth, and a
 * bracketing bisection cannot diverge as Newton's method can.
 */

export interface CashFlow {
  /** yyyy-MM-dd */
  date: string;
  /** Rupees, negative for money paid in. */
  amount: string;
}

const DAY_MS = 86_400_000;
/** ln(1 + r) range searched: 1 + r from e⁻²⁰ (a loss of all but 2 parts in 10⁹) to e³⁰. */
const LOG_GROWTH_MIN = -20;
const LOG_GROWTH_MAX = 30;
const SCAN_STEPS = 1000;
const BISECTIONS = 200;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * The annual rate as a fraction (0.1234 is 12.34%), or null when it is undefined: fewer than
 * two distinct dates (less than a day of history), flows that never change sign, or no root
 * in the range. When the flows have more than one root, the one nearest 0% is taken.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  const points = flows
    .map((flow) => ({ day: dayNumber(flow.date), amount: Number(flow.amount) }))
    .filter((point) => point.amount !== 0);
  if (points.some((point) => !Number.isFinite(point.day) || !Number.isFinite(point.amount))) return null;
  if (!points.some((point) => point.amount < 0) || !points.some((point) => point.amount > 0)) return null;
  const first = Math.min(...points.map((point) => point.day));
  const last = Math.max(...points.map((point) => point.day));
  if (last - first < 1) return null;
  const terms = points.map((point) => ({ years: (point.day - first) / 365, amount: point.amount }));
  const presentValue = (logGrowth: number) =>
    terms.reduce((sum, term) => sum + term.amount * Math.exp(-term.years * logGrowth), 0);

  const bracket = nearestBracket(presentValue);
  if (!bracket) return null;
  let [low, high] = bracket;
  let lowValue = presentValue(low);
  for (let i = 0; i < BISECTIONS && high - low > 1e-15; i++) {
    const middle = (low + high) / 2;
    const value = presentValue(middle);
    if (value === 0) return Math.expm1(middle);
    if (Math.sign(value) === Math.sign(lowValue)) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
    }
  }
  return Math.expm1((low + high) / 2);
}

/** The sign change of `f` nearest g = 0, scanning outwards both ways. */
function nearestBracket(f: (logGrowth: number) => number): [number, number] | null {
  const step = (LOG_GROWTH_MAX - LOG_GROWTH_MIN) / SCAN_STEPS;
  const atZero = f(0);
  if (atZero === 0) return [0, 0];
  let up = { at: 0, value: atZero };
  let down = { at: 0, value: atZero };
  while (up.at < LOG_GROWTH_MAX || down.at > LOG_GROWTH_MIN) {
    if (up.at < LOG_GROWTH_MAX) {
      const next = { at: up.at + step, value: f(up.at + step) };
      if (Math.sign(next.value) !== Math.sign(up.value)) return [up.at, next.at];
      up = next;
    }
    if (down.at > LOG_GROWTH_MIN) {
      const next = { at: down.at - step, value: f(down.at - step) };
      if (Math.sign(next.value) !== Math.sign(down.value)) return [next.at, down.at];
      down = next;
    }
  }
  return null;
}

/** The rate as the API carries it: a percentage with 2 decimals, or null when undefined or not finite. */
export function xirrPercent(flows: readonly CashFlow[]): string | null {
  const rate = xirr(flows);
  if (rate === null || !Number.isFinite(rate * 100)) return null;
  const percent = Math.round(rate * 10_000) / 100;
  return Object.is(percent, -0) || percent === 0 ? '0.00' : percent.toFixed(2);
}
