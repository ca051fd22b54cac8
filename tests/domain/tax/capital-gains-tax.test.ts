/**
 * Worked cases for domain/tax/capital-gains-tax.ts, each figured by hand from the Act's words
 * (sections 111A, 112, 112A, 50AA, 55(2)(ac), 70, 74; Finance (No. 2) Act, 2024, sections 29–31).
 * Tax figures include the 4% cess.
 */
import { describe, expect, it } from 'vitest';
import {
  exemptionFor,
  fundKind,
  grandfatheredCost,
  isGrandfathered,
  statementTax,
  type TaxableGain,
  taxForYear,
} from '../../../domain/tax/capital-gains-tax';

const equity = (soldOn: string, gain: string, acquiredOn = '2022-01-03'): TaxableGain => ({
  schemeType: 'EQUITY',
  acquiredOn,
  soldOn,
  gain,
});
const NO_SLAB = { slabRate: null };

describe('what kind of fund the Act sees', () => {
  it.each([
    ['EQUITY', '2020-05-01', 'EQUITY_ORIENTED'],
    ['ELSS', '2024-05-01', 'EQUITY_ORIENTED'],
    ['DEBT', '2023-04-01', 'SPECIFIED'],
    ['LIQUID', '2025-01-10', 'SPECIFIED'],
    ['DEBT', '2023-03-31', 'OTHER'],
    ['HYBRID', '2024-01-01', 'OTHER'],
    ['FOF', '2024-01-01', 'OTHER'],
  ])('%s bought %s: %s (section 50AA from 1 April 2023)', (type, acquiredOn, kind) => {
    expect(fundKind(type, acquiredOn)).toBe(kind);
  });
});

describe('grandfathered cost, section 55(2)(ac)', () => {
  it.each([
    ['EQUITY', '2018-01-31', true],
    ['ELSS', '2017-06-01', true],
    ['EQUITY', '2018-02-01', false],
    ['HYBRID', '2017-06-01', false],
    ['DEBT', '2017-06-01', false],
  ])('%s units bought %s: grandfathered %s', (type, acquiredOn, expected) => {
    expect(isGrandfathered(type, acquiredOn)).toBe(expected);
  });

  it.each([
    // cost, value on 31 Jan 2018, sale value → cost taken
    ['100.00', '150.00', '200.00', '150.00'], // the 31 January value, below the sale
    ['100.00', '150.00', '120.00', '120.00'], // the sale value, below the 31 January value: no gain
    ['180.00', '150.00', '200.00', '180.00'], // the actual cost, above both
    ['100.00', '150.00', '90.00', '100.00'], // a loss stays the actual loss, never larger
  ])('cost %s, 31 Jan 2018 %s, sold for %s → %s', (cost, fmv, sale, expected) => {
    expect(grandfatheredCost(cost, fmv, sale)).toBe(expected);
  });
});

describe('the 112A exemption by financial year', () => {
  it('is ₹1 lakh to 2023-24 and ₹1.25 lakh from 2024-25', () => {
    expect(exemptionFor('2023-24')).toBe('100000.00');
    expect(exemptionFor('2024-25')).toBe('125000.00');
    expect(exemptionFor('2026-27')).toBe('125000.00');
  });
});

describe('a year worked out', () => {
  it('equity long term above the exemption: ₹2,00,000 in 2025-26 → ₹75,000 at 12.5% = ₹9,375, ₹9,750 with cess', () => {
    const year = taxForYear('2025-26', [equity('2025-06-10', '200000.00', '2023-01-02')], NO_SLAB);
    expect(year).toMatchObject({
      longTermGain: '200000.00',
      exemptionUsed: '125000.00',
      exemptionLeft: '0.00',
      estimatedTax: '9750.00',
      notEstimated: '0.00',
    });
  });

  it('2024-25 across 23 July: one ₹1.25 lakh on aggregate, taken from the 12.5% gains first', () => {
    // ₹1,00,000 sold in May (10%) and ₹1,00,000 in September (12.5%): the exemption covers all of
    // September's and ₹25,000 of May's; ₹75,000 at 10% = ₹7,500, ₹7,800 with cess.
    const year = taxForYear('2024-25', [equity('2024-05-02', '100000.00'), equity('2024-09-02', '100000.00')], NO_SLAB);
    expect(year).toMatchObject({ exemptionUsed: '125000.00', estimatedTax: '7800.00' });
  });

  it('2023-24: ₹1,50,000 long term, ₹1 lakh exempt, ₹50,000 at 10% = ₹5,000, ₹5,200 with cess', () => {
    expect(taxForYear('2023-24', [equity('2023-12-01', '150000.00')], NO_SLAB).estimatedTax).toBe('5200.00');
  });

  it('equity short term: 15% before 23 July 2024, 20% from that day', () => {
    const recent = '2024-03-01';
    expect(taxForYear('2024-25', [equity('2024-07-22', '50000.00', recent)], NO_SLAB).estimatedTax).toBe('7800.00');
    expect(taxForYear('2024-25', [equity('2024-07-23', '50000.00', recent)], NO_SLAB).estimatedTax).toBe('10400.00');
  });

  it('a short-term loss goes against the gain taxed hardest first (section 70(2))', () => {
    // Loss ₹30,000; short-term gain ₹10,000 (20%); long-term ₹2,00,000 (12.5%). The loss clears the
    // short-term gain, then ₹20,000 of the long-term: ₹1,80,000 − ₹1,25,000 = ₹55,000 at 12.5% =
    // ₹6,875, ₹7,150 with cess.
    const year = taxForYear(
      '2025-26',
      [
        equity('2025-05-02', '-30000.00', '2025-01-02'),
        equity('2025-05-02', '10000.00', '2025-01-02'),
        equity('2025-05-02', '200000.00'),
      ],
      NO_SLAB,
    );
    expect(year).toMatchObject({
      shortTermGain: '0.00',
      longTermGain: '180000.00',
      exemptionUsed: '125000.00',
      estimatedTax: '7150.00',
      shortTermLossCarriedForward: '0.00',
    });
  });

  it('a long-term loss goes only against long-term gains, and what is left is carried forward (sections 70(3), 74)', () => {
    const debt: TaxableGain = { schemeType: 'DEBT', acquiredOn: '2024-01-02', soldOn: '2025-05-02', gain: '10000.00' };
    const year = taxForYear('2025-26', [equity('2025-05-02', '100000.00', '2025-01-02'), debt], {
      slabRate: '0.30',
      longTermLossBroughtForward: '50000.00',
    });
    // ₹1,00,000 short term at 20% = ₹20,000 and ₹10,000 at the 30% slab = ₹3,000: ₹23,920 with
    // cess; the ₹50,000 loss touches neither and stays.
    expect(year).toMatchObject({ estimatedTax: '23920.00', longTermLossCarriedForward: '50000.00' });
  });

  it('a brought-forward short-term loss lowers a long-term gain too', () => {
    const year = taxForYear('2025-26', [equity('2025-05-02', '200000.00')], {
      slabRate: null,
      shortTermLossBroughtForward: '25000.00',
    });
    // ₹1,75,000 − ₹1,25,000 = ₹50,000 at 12.5% = ₹6,250, ₹6,500 with cess.
    expect(year).toMatchObject({
      longTermGain: '175000.00',
      estimatedTax: '6500.00',
      shortTermLossCarriedForward: '0.00',
    });
  });

  it('gains booked elsewhere use the exemption first', () => {
    const year = taxForYear('2025-26', [equity('2025-05-02', '50000.00')], {
      slabRate: null,
      equityLongTermElsewhere: '100000.00',
    });
    // ₹25,000 of exemption left: ₹25,000 taxed at 12.5% = ₹3,125, ₹3,250 with cess.
    expect(year).toMatchObject({ exemptionUsed: '25000.00', exemptionLeft: '0.00', estimatedTax: '3250.00' });
  });

  it('a loss in the same kind nets first: ₹1,00,000 − ₹30,000 long term sits inside the exemption', () => {
    const year = taxForYear('2025-26', [equity('2025-05-02', '100000.00'), equity('2025-06-02', '-30000.00')], NO_SLAB);
    expect(year).toMatchObject({ exemptionUsed: '70000.00', exemptionLeft: '55000.00', estimatedTax: '0.00' });
  });

  it('a specified fund is taxed at the slab rate given, whatever the holding; none given, it is not estimated', () => {
    const debt: TaxableGain = { schemeType: 'DEBT', acquiredOn: '2023-05-02', soldOn: '2026-01-12', gain: '10000.00' };
    expect(taxForYear('2025-26', [debt], { slabRate: '0.30' })).toMatchObject({
      shortTermGain: '10000.00',
      estimatedTax: '3120.00',
    });
    expect(taxForYear('2025-26', [debt], NO_SLAB)).toMatchObject({ estimatedTax: '0.00', notEstimated: '10000.00' });
  });

  it('other funds long term: 12.5% from 23 July 2024; before it (20% after indexation) not estimated', () => {
    const hybrid = (soldOn: string): TaxableGain => ({
      schemeType: 'HYBRID',
      acquiredOn: '2021-06-01',
      soldOn,
      gain: '40000.00',
    });
    expect(taxForYear('2024-25', [hybrid('2025-01-02')], NO_SLAB).estimatedTax).toBe('5200.00');
    expect(taxForYear('2024-25', [hybrid('2024-07-01')], NO_SLAB)).toMatchObject({
      estimatedTax: '0.00',
      notEstimated: '40000.00',
    });
  });

  it('a year with only losses carries them forward and owes nothing', () => {
    const year = taxForYear(
      '2025-26',
      [equity('2025-05-02', '-12000.50', '2025-01-02'), equity('2025-05-02', '-8000.25')],
      NO_SLAB,
    );
    expect(year).toMatchObject({
      estimatedTax: '0.00',
      shortTermLossCarriedForward: '12000.50',
      longTermLossCarriedForward: '8000.25',
      exemptionLeft: '125000.00',
    });
  });
});

describe("a statement's years", () => {
  it("carry a year's unabsorbed losses into the next (section 74), oldest year first whatever the order given", () => {
    const taxes = statementTax([
      { financialYear: '2025-26', rows: [equity('2025-06-02', '160000.00')] },
      {
        financialYear: '2024-25',
        rows: [equity('2024-10-01', '-20000.00'), equity('2024-11-01', '-5000.00', '2024-06-03')],
      },
    ]);
    expect(taxes.get('2024-25')).toMatchObject({
      estimatedTax: '0.00',
      longTermLossCarriedForward: '20000.00',
      shortTermLossCarriedForward: '5000.00',
      exemption: '125000.00',
    });
    // 2025-26: ₹1,60,000 − ₹20,000 − ₹5,000 = ₹1,35,000; ₹10,000 above the exemption at 12.5% =
    // ₹1,250, ₹1,300 with cess; nothing left to carry.
    expect(taxes.get('2025-26')).toMatchObject({
      exemptionUsed: '125000.00',
      estimatedTax: '1300.00',
      longTermLossCarriedForward: '0.00',
      shortTermLossCarriedForward: '0.00',
    });
  });
});
