/**
 * The income tax on mutual fund capital gains (issue 31), for a resident individual, as the
 * Income-tax Act, 1961 stands after the Finance (No. 2) Act, 2024. What a sale costs in tax
 * depends on the fund, when the units were bought and sold, and what else the year holds, so a
 * year is worked out whole: its gains by kind, set against its losses and those carried in,
 * then the exemption, then the rates.
 *
 * Kinds of fund (each gain's kind comes from its scheme type and the date the units were bought):
 * - Equity-oriented (EQUITY, ELSS): short-term gains under section 111A, long-term under 112A.
 * - Specified mutual funds (section 50AA, inserted by the Finance Act, 2023): DEBT and LIQUID
 *   units bought on or after 1 April 2023. Every gain is short term whatever the holding, taxed at
 *   the investor's slab rate.
 * - Other funds (HYBRID as the sandbox seeds it, FOF, and debt units bought before 1 April 2023):
 *   short-term gains at the slab rate; long-term under section 112.
 * Which gains are short or long term is `gainTerm` in ../capital-gains.ts: the periods of section
 * 2(42A) for transfers from 23 July 2024 (12 months for equity-oriented units, 24 for others).
 * Other funds' units sold before that day were long term only after 36 months; such sales are
 * not estimated anyway (see 112 below), so only their short/long label can differ.
 *
 * Rates (sections 111A, 112A(2)(i) and 112(1), as substituted from 23 July 2024 by sections 29,
 * 31 and 30 of the Finance (No. 2) Act, 2024):
 * - 111A: 15% for a transfer before 23 July 2024, 20% on or after.
 * - 112A: 10% before 23 July 2024, 12.5% on or after, on the year's long-term gains above ₹1 lakh
 *   (financial years to 2023-24) or ₹1.25 lakh (2024-25 on), "on aggregate" of both rates' gains
 *   (the proviso to 112A(2)(i)). The Act does not order the exemption between the two rates; it is
 *   taken first from gains at the higher rate, as an assessee may.
 * - 112 on other funds' units: 12.5% without indexation on or after 23 July 2024. Before that it
 *   was 20% after indexation by the Cost Inflation Index, which is not worked out here: such a
 *   gain is counted, and its tax is left out (`notEstimated`).
 * - Slab-rate gains are taxed at the rate the investor gives, or left out when none is given.
 * Set-off (sections 70 and 74): a short-term loss goes against any gain, a long-term loss only
 * against long-term gains; losses carried in from earlier years follow the same rules. Losses are
 * set first against the gains taxed at the highest rate (a rate not known counts as highest),
 * which is what an assessee would choose; a gain inside the 112A exemption is ranked at its
 * nominal rate, though it would cost nothing.
 * Health and education cess (4%, Finance Act each year) is added; surcharge, which depends on the
 * whole income, is not.
 *
 * Amounts are rupees as decimal strings with 2 places, big.js inside, never floats.
 */
import Big from 'big.js';
import { gainTerm } from '../capital-gains';

/** 23 July 2024: the rates of sections 111A, 112 and 112A changed for transfers from this day. */
const NEW_RATES_FROM = '2024-07-23';
/** 1 April 2023: debt and liquid units bought from this day are specified mutual fund units (section 50AA). */
const SPECIFIED_FUND_FROM = '2023-04-01';
/** 31 January 2018: units bought on or before it keep their gains up to this day untaxed (section 55(2)(ac)). */
const GRANDFATHERING_DATE = '2018-01-31';
/** The Health and Education Cess on income tax. */
const CESS_RATE = '0.04';

type FundKind = 'EQUITY_ORIENTED' | 'SPECIFIED' | 'OTHER';

/** How the Act sees units of `schemeType` bought on `acquiredOn`. */
export function fundKind(schemeType: string, acquiredOn: string): FundKind {
  if (schemeType === 'EQUITY' || schemeType === 'ELSS') return 'EQUITY_ORIENTED';
  if ((schemeType === 'DEBT' || schemeType === 'LIQUID') && acquiredOn >= SPECIFIED_FUND_FROM) return 'SPECIFIED';
  return 'OTHER';
}

/** Whether units of `schemeType` bought on `acquiredOn` take a grandfathered cost (section 112A, units held on 31 January 2018). */
export function isGrandfathered(schemeType: string, acquiredOn: string): boolean {
  return fundKind(schemeType, acquiredOn) === 'EQUITY_ORIENTED' && acquiredOn <= GRANDFATHERING_DATE;
}

/**
 * The cost of units bought on or before 31 January 2018 (section 55(2)(ac), for gains under
 * section 112A): the higher of what they cost and the lower of their value on 31 January 2018
 * and what they were sold for. So it never makes a loss that the actual cost would not.
 */
export function grandfatheredCost(actualCost: string, valueOn31Jan2018: string, saleValue: string): string {
  const fairValue = Big(valueOn31Jan2018).lt(saleValue) ? Big(valueOn31Jan2018) : Big(saleValue);
  return (Big(actualCost).gt(fairValue) ? Big(actualCost) : fairValue).toFixed(2);
}

/** The year's exempt long-term gains under section 112A for the financial year 'yyyy-yy'. */
export function exemptionFor(financialYear: string): string {
  return Number(financialYear.slice(0, 4)) >= 2024 ? '125000.00' : '100000.00';
}

/** One sale's gain (or loss, negative) as the tax sees it. */
export interface TaxableGain {
  schemeType: string;
  acquiredOn: string;
  soldOn: string;
  /** Sale value less cost (grandfathered where it applies) and less the exit load, 2 decimals. */
  gain: string;
}

/** What the investor tells us, for the financial year being worked out. */
interface TaxYearInputs {
  /** Their slab rate as a fraction ('0.30'); null when not given: slab-rate gains are then not estimated. */
  slabRate: string | null;
  /** Long-term gains under section 112A booked elsewhere this year (listed shares, other platforms). */
  equityLongTermElsewhere?: string;
  /** Losses carried in from earlier years (section 74), as positive amounts. */
  shortTermLossBroughtForward?: string;
  longTermLossBroughtForward?: string;
}

/** The buckets a year's gains fall into, each with its rate (null: not estimated). */
type Bucket =
  | 'slabShort'
  | 'equityShortOld'
  | 'equityShortNew'
  | 'equityLongOld'
  | 'equityLongNew'
  | 'otherLongOld'
  | 'otherLongNew';

const RATES: Record<Exclude<Bucket, 'slabShort'>, string | null> = {
  equityShortOld: '0.15',
  equityShortNew: '0.20',
  equityLongOld: '0.10',
  equityLongNew: '0.125',
  otherLongOld: null,
  otherLongNew: '0.125',
};

const LONG_BUCKETS: readonly Bucket[] = ['equityLongOld', 'equityLongNew', 'otherLongOld', 'otherLongNew'];

function bucketOf(gain: TaxableGain): Bucket {
  const kind = fundKind(gain.schemeType, gain.acquiredOn);
  const newRates = gain.soldOn >= NEW_RATES_FROM;
  if (kind === 'SPECIFIED') return 'slabShort';
  const long = gainTerm(gain.schemeType, gain.acquiredOn, gain.soldOn) === 'LONG';
  if (kind === 'EQUITY_ORIENTED') {
    if (long) return newRates ? 'equityLongNew' : 'equityLongOld';
    return newRates ? 'equityShortNew' : 'equityShortOld';
  }
  if (!long) return 'slabShort';
  return newRates ? 'otherLongNew' : 'otherLongOld';
}

interface TaxYearResult {
  financialYear: string;
  /** Net short- and long-term gains after this year's set-off, before the exemption. */
  shortTermGain: string;
  longTermGain: string;
  /** Section 112A's exemption used by these gains (after any booked elsewhere), and what is left of it. */
  exemptionUsed: string;
  exemptionLeft: string;
  /** Losses left to carry forward (section 74): what neither this year's gains nor the exemption absorbed. */
  shortTermLossCarriedForward: string;
  longTermLossCarriedForward: string;
  /** The tax on the estimated part, cess included, 2 decimals. */
  estimatedTax: string;
  /** Gains whose tax is not estimated (slab rate not given, or 112 before 23 July 2024). */
  notEstimated: string;
}

const ZERO = () => new Big(0);
const money = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

/**
 * The year's capital gains tax on `gains` (all sold in `financialYear`), with the investor's
 * `inputs`. A loss in one bucket is first set against gains in the same bucket, then as the Act
 * allows against the others, hardest-taxed first.
 */
export function taxForYear(financialYear: string, gains: readonly TaxableGain[], inputs: TaxYearInputs): TaxYearResult {
  const slab = inputs.slabRate === null ? null : new Big(inputs.slabRate);
  const rate = (bucket: Bucket): Big | null => {
    if (bucket === 'slabShort') return slab;
    const fixed = RATES[bucket];
    return fixed === null ? null : new Big(fixed);
  };
  const net = new Map<Bucket, Big>();
  let shortLoss = new Big(inputs.shortTermLossBroughtForward ?? 0);
  let longLoss = new Big(inputs.longTermLossBroughtForward ?? 0);
  for (const gain of gains) {
    const bucket = bucketOf(gain);
    net.set(bucket, (net.get(bucket) ?? ZERO()).plus(gain.gain));
  }
  // A bucket's own losses have netted within it; what is still negative becomes a loss to set off.
  for (const [bucket, amount] of net) {
    if (amount.gte(0)) continue;
    if (LONG_BUCKETS.includes(bucket)) longLoss = longLoss.plus(amount.abs());
    else shortLoss = shortLoss.plus(amount.abs());
    net.set(bucket, ZERO());
  }
  // Hardest-taxed first; an unknown rate (slab not given, old section 112) counts as the highest.
  const byRate = (buckets: readonly Bucket[]) =>
    [...buckets].sort((a, b) => {
      const ra = rate(a);
      const rb = rate(b);
      if (ra === null || rb === null) return ra === null ? (rb === null ? 0 : -1) : 1;
      return rb.cmp(ra);
    });
  const absorb = (loss: Big, buckets: readonly Bucket[]): Big => {
    let left = loss;
    for (const bucket of byRate(buckets)) {
      const amount = net.get(bucket) ?? ZERO();
      if (left.lte(0) || amount.lte(0)) continue;
      const used = left.lt(amount) ? left : amount;
      net.set(bucket, amount.minus(used));
      left = left.minus(used);
    }
    return left;
  };
  // Section 70(3): long-term losses only against long-term gains.
  longLoss = absorb(longLoss, LONG_BUCKETS);
  // Section 70(2): short-term losses against any gain.
  const allBuckets: Bucket[] = ['slabShort', 'equityShortOld', 'equityShortNew', ...LONG_BUCKETS];
  shortLoss = absorb(shortLoss, allBuckets);

  // Section 112A's exemption, on aggregate, after what was booked elsewhere; higher rate first.
  const exemption = new Big(exemptionFor(financialYear));
  const elsewhere = new Big(inputs.equityLongTermElsewhere ?? 0);
  let exemptionLeft = exemption.minus(elsewhere).gt(0) ? exemption.minus(elsewhere) : ZERO();
  let exemptionUsed = ZERO();
  for (const bucket of ['equityLongNew', 'equityLongOld'] as const) {
    const amount = net.get(bucket) ?? ZERO();
    const used = exemptionLeft.lt(amount) ? exemptionLeft : amount;
    net.set(bucket, amount.minus(used));
    exemptionLeft = exemptionLeft.minus(used);
    exemptionUsed = exemptionUsed.plus(used);
  }

  let tax = ZERO();
  let notEstimated = ZERO();
  for (const [bucket, amount] of net) {
    const r = rate(bucket);
    if (r === null) notEstimated = notEstimated.plus(amount);
    else tax = tax.plus(amount.times(r));
  }
  const sum = (buckets: readonly Bucket[]) => buckets.reduce((total, b) => total.plus(net.get(b) ?? ZERO()), ZERO());
  return {
    financialYear,
    shortTermGain: money(sum(['slabShort', 'equityShortOld', 'equityShortNew'])),
    longTermGain: money(sum(LONG_BUCKETS).plus(exemptionUsed)),
    exemptionUsed: money(exemptionUsed),
    exemptionLeft: money(exemptionLeft),
    shortTermLossCarriedForward: money(shortLoss),
    longTermLossCarriedForward: money(longLoss),
    estimatedTax: money(tax.times(new Big(1).plus(CESS_RATE))),
    notEstimated: money(notEstimated),
  };
}

/** A statement year's tax figures as the capital gains statement shows them. */
interface StatementYearTax {
  /** Section 112A's exemption for the year. */
  exemption: string;
  exemptionUsed: string;
  exemptionLeft: string;
  estimatedTax: string;
  notEstimated: string;
  shortTermLossCarriedForward: string;
  longTermLossCarriedForward: string;
}

/**
 * The tax of each year of a statement (years in any order, each with the sales made in it), as
 * far as what was sold here tells: each year's losses left over are carried into the next
 * (section 74), no slab rate and nothing booked elsewhere is known. Keyed by financial year.
 * Section 74 keeps a loss eight assessment years; a statement's span is shorter than that here.
 */
export function statementTax(
  years: readonly { financialYear: string; rows: readonly TaxableGain[] }[],
): Map<string, StatementYearTax> {
  const taxes = new Map<string, StatementYearTax>();
  let shortTermLossBroughtForward = '0.00';
  let longTermLossBroughtForward = '0.00';
  for (const year of [...years].sort((a, b) => a.financialYear.localeCompare(b.financialYear))) {
    const result = taxForYear(year.financialYear, year.rows, {
      slabRate: null,
      shortTermLossBroughtForward,
      longTermLossBroughtForward,
    });
    shortTermLossBroughtForward = result.shortTermLossCarriedForward;
    longTermLossBroughtForward = result.longTermLossCarriedForward;
    taxes.set(year.financialYear, {
      exemption: exemptionFor(year.financialYear),
      exemptionUsed: result.exemptionUsed,
      exemptionLeft: result.exemptionLeft,
      estimatedTax: result.estimatedTax,
      notEstimated: result.notEstimated,
      shortTermLossCarriedForward: result.shortTermLossCarriedForward,
      longTermLossCarriedForward: result.longTermLossCarriedForward,
    });
  }
  return taxes;
}
