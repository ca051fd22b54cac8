/**
 * Lots and capital gains (issue 14): which units a redemption takes (first in, first out, never
 * a unit still inside its lock-in), and the gain each piece realised, short or long term by the
 * fund type's holding period, grouped by Indian financial year (April to March).
 *
 * Holding periods (Income-tax Act as amended by the Finance (No. 2) Act 2024, for units sold
 * from 23 July 2024; docs/design-notes.md says why these were picked):
 * - EQUITY and ELSS (equity-oriented): long term when held more than 12 months.
 * - DEBT and LIQUID (specified mutual funds, section 50AA): units bought on or after
 *   1 April 2023 are always short term; older units are long term when held more than 24 months.
 * - HYBRID (NC) and FOF (neither equity-oriented nor specified): long term after 24 months.
 *
 * Dates are 'yyyy-MM-dd' Kolkata calendar days; decimals are strings, big.js inside, never floats.
 */
import Big from 'big.js';

/** An allotment and how much of it earlier redemptions took. */
export interface OpenLot {
  id: number;
  /** Allotment (NAV) date. */
  tradeDate: string;
  /** Units allotted, 4 decimals. */
  units: string;
  /** Money invested in them, 2 decimals. */
  amount: string;
  consumedUnits: string;
  consumedCost: string;
}

/** Units taken from one lot and the invested value (cost of acquisition) they carry. */
interface LotTake {
  lotId: number;
  units: string;
  cost: string;
}

type FifoResult = { ok: true; takes: LotTake[]; cost: string } | { ok: false; available: string };

const DAY_MS = 86_400_000;

function utcDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

/** A lot is free on `onDate` once `lockInDays` whole days have passed since its allotment (ELSS: 1095). */
export function isLocked(tradeDate: string, lockInDays: number, onDate: string): boolean {
  return lockInDays > 0 && daysBetween(tradeDate, onDate) < lockInDays;
}

const remaining = (lot: OpenLot) => new Big(lot.units).minus(lot.consumedUnits);

/** Units a folio can give up on `onDate`: what is left of every lot past its lock-in. */
export function freeUnits(lots: readonly OpenLot[], lockInDays: number, onDate: string): Big {
  return lots
    .filter((lot) => !isLocked(lot.tradeDate, lockInDays, onDate))
    .reduce((sum, lot) => sum.plus(remaining(lot)), new Big(0));
}

/** Units still held in lots inside their lock-in on `onDate`: the holding's lockInQuantity. */
export function lockedUnits(lots: readonly OpenLot[], lockInDays: number, onDate: string): Big {
  return lots
    .filter((lot) => isLocked(lot.tradeDate, lockInDays, onDate))
    .reduce((sum, lot) => sum.plus(remaining(lot)), new Big(0));
}

/**
 * Takes `units` from the oldest lots first, skipping locked ones. A piece that empties its lot
 * takes all the cost the lot has left, so a lot's pieces always add up to what was invested.
 */
export function takeFifo(lots: readonly OpenLot[], units: string, lockInDays: number, onDate: string): FifoResult {
  const wanted = new Big(units);
  const available = freeUnits(lots, lockInDays, onDate);
  if (wanted.lte(0) || wanted.gt(available)) return { ok: false, available: available.toFixed(4) };
  const ordered = [...lots].sort((a, b) => a.tradeDate.localeCompare(b.tradeDate) || a.id - b.id);
  const takes: LotTake[] = [];
  let left = wanted;
  for (const lot of ordered) {
    if (left.lte(0)) break;
    const open = remaining(lot);
    if (open.lte(0) || isLocked(lot.tradeDate, lockInDays, onDate)) continue;
    const piece = left.lt(open) ? left : open;
    const cost = piece.eq(open)
      ? new Big(lot.amount).minus(lot.consumedCost)
      : new Big(lot.amount).times(piece).div(lot.units).round(2, Big.roundHalfUp);
    takes.push({ lotId: lot.id, units: piece.toFixed(4), cost: cost.toFixed(2) });
    left = left.minus(piece);
  }
  const cost = takes.reduce((sum, take) => sum.plus(take.cost), new Big(0));
  return { ok: true, takes, cost: cost.toFixed(2) };
}

type GainTerm = 'SHORT' | 'LONG';

/** 1 April 2023: from then on debt and liquid fund units are short term however long they are held. */
const SPECIFIED_FUND_CUTOVER = '2023-04-01';

const plusMonths = (date: string, months: number) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** Short or long term for units of `schemeType` bought on `acquiredOn` and sold on `soldOn`. */
export function gainTerm(schemeType: string, acquiredOn: string, soldOn: string): GainTerm {
  const heldOver = (months: number) => soldOn > plusMonths(acquiredOn, months);
  switch (schemeType) {
    case 'EQUITY':
    case 'ELSS':
      return heldOver(12) ? 'LONG' : 'SHORT';
    case 'DEBT':
    case 'LIQUID':
      return acquiredOn < SPECIFIED_FUND_CUTOVER && heldOver(24) ? 'LONG' : 'SHORT';
    default:
      return heldOver(24) ? 'LONG' : 'SHORT';
  }
}

/** '2025-03-31' → '2024-25', '2025-04-01' → '2025-26'. */
export function financialYear(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** One piece of a lot sold: by a redemption, a switch-out, or an STP or SWP instalment. */
export interface Disposal {
  fundId: string;
  schemeName: string;
  schemeType: string;
  folio: string;
  orderRef: string | null;
  acquiredOn: string;
  soldOn: string;
  units: string;
  /** Cost of acquisition, 2 decimals. */
  cost: string;
  /** NAV the units were sold at, 4 decimals. */
  saleNav: string;
}

interface RealisedGain extends Disposal {
  financialYear: string;
  term: GainTerm;
  daysHeld: number;
  /** units × sale NAV, 2 decimals. */
  proceeds: string;
  /** proceeds − cost, 2 decimals, negative for a loss. */
  gain: string;
}

interface YearGains {
  financialYear: string;
  shortTermGain: string;
  longTermGain: string;
  proceeds: string;
  cost: string;
  rows: RealisedGain[];
}

function realisedGain(disposal: Disposal): RealisedGain {
  const proceeds = new Big(disposal.units).times(disposal.saleNav).round(2, Big.roundHalfUp);
  return {
    ...disposal,
    financialYear: financialYear(disposal.soldOn),
    term: gainTerm(disposal.schemeType, disposal.acquiredOn, disposal.soldOn),
    daysHeld: daysBetween(disposal.acquiredOn, disposal.soldOn),
    proceeds: proceeds.toFixed(2),
    gain: proceeds.minus(disposal.cost).toFixed(2),
  };
}

/** The statement: financial years newest first, each with its sales oldest first and its totals. */
export function gainsByFinancialYear(disposals: readonly Disposal[]): YearGains[] {
  const years = new Map<string, RealisedGain[]>();
  for (const disposal of disposals) {
    const row = realisedGain(disposal);
    years.set(row.financialYear, [...(years.get(row.financialYear) ?? []), row]);
  }
  const sum = (rows: RealisedGain[], pick: (row: RealisedGain) => string) =>
    rows.reduce((total, row) => total.plus(pick(row)), new Big(0)).toFixed(2);
  return [...years.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, rows]) => {
      const sorted = [...rows].sort(
        (a, b) => a.soldOn.localeCompare(b.soldOn) || a.acquiredOn.localeCompare(b.acquiredOn),
      );
      return {
        financialYear: year,
        shortTermGain: sum(
          sorted.filter((row) => row.term === 'SHORT'),
          (row) => row.gain,
        ),
        longTermGain: sum(
          sorted.filter((row) => row.term === 'LONG'),
          (row) => row.gain,
        ),
        proceeds: sum(sorted, (row) => row.proceeds),
        cost: sum(sorted, (row) => row.cost),
        rows: sorted,
      };
    });
}

const CSV_COLUMNS = [
  'Financial year',
  'Scheme',
  'Scheme type',
  'Folio',
  'Order',
  'Acquired on',
  'Sold on',
  'Days held',
  'Units',
  'Cost',
  'Sale NAV',
  'Proceeds',
  'Gain',
  'Term',
] as const;

/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal, as the statement's figures are written: nothing a spreadsheet evaluates. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell. One starting like a formula gets a leading `'`, which spreadsheets take as "text"
 * (OWASP's advice for CSV injection); one holding a quote, a separator (`,`, or `;` where a
 * spreadsheet splits on that) or a line break is quoted, so nothing inside it starts a cell.
 */
const textCell = (value: string) => {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /^'|[",;\n\r\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A figure: left as the number it is, so a loss (-120.50) stays a number a spreadsheet adds up.
 * Anything else in a figure's column is written as text, guarded like any.
 */
const numberCell = (value: string | number) => {
  const text = String(value);
  return PLAIN_NUMBER.test(text) ? text : textCell(text);
};

/** The statement as CSV, one line per sale (the page's download): text cells guarded, figures left as numbers. */
export function gainsCsv(years: readonly YearGains[]): string {
  const lines = years.flatMap((year) =>
    year.rows.map((row) =>
      [
        textCell(row.financialYear),
        textCell(row.schemeName),
        textCell(row.schemeType),
        textCell(row.folio),
        textCell(row.orderRef ?? ''),
        textCell(row.acquiredOn),
        textCell(row.soldOn),
        numberCell(row.daysHeld),
        numberCell(row.units),
        numberCell(row.cost),
        numberCell(row.saleNav),
        numberCell(row.proceeds),
        numberCell(row.gain),
        row.term === 'LONG' ? 'Long term' : 'Short term',
      ].join(','),
    ),
  );
  return `${[CSV_COLUMNS.join(','), ...lines].join('\n')}\n`;
}
