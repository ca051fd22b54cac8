import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashFlow, xirr, xirrPercent } from '../../domain/xirr';

/*
 * Reference rates computed independently of domain/xirr.ts: a Python script bisecting
 * Σ amount ÷ (1 + r)^(days ÷ 365) = 0 in 60-digit Decimal arithmetic (Decimal.ln / exp,
 * 300 halvings of [−0.99, 10]). The values it printed are written below.
 */
const monthlySip: CashFlow[] = [
  ...Array.from({ length: 12 }, (_, month) => ({
    date: `2024-${String(month + 1).padStart(2, '0')}-05`,
    amount: '-5000',
  })),
  { date: '2025-01-05', amount: '64000.00' },
];

describe('xirr', () => {
  it('one purchase and its value a (leap) year later: 1.1^(365/366) − 1 = 0.099713585934', () => {
    const flows = [
      { date: '2024-01-01', amount: '-10000' },
      { date: '2025-01-01', amount: '11000' },
    ];
    expect(xirr(flows)).toBeCloseTo(0.099713585934, 9);
    expect(xirrPercent(flows)).toBe('9.97');
  });

  it('twelve monthly SIP instalments and today’s value: 0.124702482431', () => {
    expect(xirr(monthlySip)).toBeCloseTo(0.124702482431, 9);
    expect(xirrPercent(monthlySip)).toBe('12.47');
  });

  it('a loss with a redemption on the way: −0.090016332093', () => {
    const flows = [
      { date: '2023-03-15', amount: '-100000' },
      { date: '2023-09-01', amount: '20000' },
      { date: '2024-06-30', amount: '70000' },
    ];
    expect(xirr(flows)).toBeCloseTo(-0.090016332093, 9);
    expect(xirrPercent(flows)).toBe('-9.00');
  });

  it('several flows on the same day count as their sum: 0.111705457464', () => {
    const flows = [
      { date: '2024-02-10', amount: '-3000' },
      { date: '2024-02-10', amount: '-7000' },
      { date: '2024-08-20', amount: '-2500.50' },
      { date: '2025-02-10', amount: '13750.25' },
    ];
    expect(xirr(flows)).toBeCloseTo(0.111705457464, 9);
    const merged = [{ date: '2024-02-10', amount: '-10000' }, ...flows.slice(2)];
    expect(xirr(merged)).toBeCloseTo(xirr(flows) ?? Number.NaN, 12);
  });

  it('is undefined when the flows never change sign', () => {
    expect(xirr([{ date: '2024-01-01', amount: '-10000' }])).toBeNull();
    expect(
      xirr([
        { date: '2024-01-01', amount: '-10000' },
        { date: '2024-06-01', amount: '-5000' },
      ]),
    ).toBeNull();
    expect(xirr([{ date: '2024-01-01', amount: '10000' }])).toBeNull();
    expect(xirrPercent([{ date: '2024-01-01', amount: '-1.00' }])).toBeNull();
  });

  it('is undefined for less than a day of history', () => {
    expect(
      xirr([
        { date: '2024-01-01', amount: '-10000' },
        { date: '2024-01-01', amount: '10100' },
      ]),
    ).toBeNull();
  });

  it('is undefined for no flows and for unreadable ones', () => {
    expect(xirr([])).toBeNull();
    expect(
      xirr([
        { date: 'not a date', amount: '-1' },
        { date: '2024-01-01', amount: '2' },
      ]),
    ).toBeNull();
  });

  it('is 0% when the money comes back unchanged, and −100% is out of range', () => {
    expect(
      xirrPercent([
        { date: '2024-01-01', amount: '-5000' },
        { date: '2024-07-01', amount: '5000' },
      ]),
    ).toBe('0.00');
    expect(
      xirr([
        { date: '2024-01-01', amount: '-5000' },
        { date: '2024-07-01', amount: '0' },
      ]),
    ).toBeNull();
  });

  it('zeroes the present value at the rate it finds (a purchase and its value 30 days to 10 years later)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 30, max: 3650 }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        (paid, days, multiple) => {
          const end = new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
          const value = (paid * multiple).toFixed(2);
          const rate = xirr([
            { date: '2020-01-01', amount: `-${paid}` },
            { date: end, amount: value },
          ]);
          const expected = Number(value) / paid;
          expect(rate).not.toBeNull();
          expect((1 + (rate ?? 0)) ** (days / 365)).toBeCloseTo(expected, 6);
        },
      ),
    );
  });
});
