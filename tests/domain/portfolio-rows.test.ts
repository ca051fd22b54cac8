import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fundRows, portfolioTotals, returnPercent, type ValuedHolding } from '../../domain/portfolio-rows';

const holding = (overrides: Partial<ValuedHolding> & { fundId?: string } = {}) => ({
  fundId: 'INF0A1B01234',
  schemeName: 'Alpha Flexi Cap Fund',
  amount: '1000.00',
  currentValue: '1100.00',
  gainLoss: '100.00',
  quantity: '10.0000',
  ...overrides,
});

describe('returnPercent (001 §9)', () => {
  it('is gain over invested × 100 to 2 decimals, and 0 when nothing is invested', () => {
    expect(returnPercent('100.00', '1000.00')).toBe('10.00');
    expect(returnPercent('-1.00', '3.00')).toBe('-33.33');
    expect(returnPercent('2.00', '3.00')).toBe('66.67');
    expect(returnPercent('50.00', '0.00')).toBe('0.00');
  });
});

describe('fundRows', () => {
  it('adds up a fund’s folios into one row and keeps the order funds first appear in', () => {
    const rows = fundRows(
      [
        holding({ schemeName: 'Beta Fund', fundId: 'B' }),
        holding({
          fundId: 'A',
          schemeName: 'Alpha Fund',
          amount: '500.00',
          currentValue: '400.00',
          gainLoss: '-100.00',
        }),
        holding({ schemeName: 'Beta Fund', fundId: 'B', quantity: '0.1234' }),
      ],
      (h) => h.fundId,
    );
    expect(rows.map((r) => [r.key, r.schemeName, r.invested, r.currentValue, r.gainLoss, r.returns, r.units])).toEqual([
      ['B', 'Beta Fund', '2000.00', '2200.00', '200.00', '10.00', '10.1234'],
      ['A', 'Alpha Fund', '500.00', '400.00', '-100.00', '-20.00', '10.0000'],
    ]);
    expect(rows[0]?.holdings).toHaveLength(2);
  });

  it('hides funds with zero invested value (000 §2.8)', () => {
    const rows = fundRows(
      [holding({ fundId: 'A', amount: '0.00', gainLoss: '1100.00' }), holding({ fundId: 'B' })],
      (h) => h.fundId,
    );
    expect(rows.map((r) => r.key)).toEqual(['B']);
  });

  it('totals every holding, hidden ones included, without float drift', () => {
    const totals = portfolioTotals([
      holding({ amount: '0.10', currentValue: '0.20', gainLoss: '0.10' }),
      holding({ amount: '0.20', currentValue: '0.10', gainLoss: '-0.10' }),
      holding({ amount: '0.00', currentValue: '5.00', gainLoss: '5.00' }),
    ]);
    expect(totals).toEqual({ invested: '0.30', currentValue: '5.30', gainLoss: '5.00', returns: '1666.67' });
    expect(portfolioTotals([])).toEqual({ invested: '0.00', currentValue: '0.00', gainLoss: '0.00', returns: '0.00' });
  });

  it('row sums equal the totals of the rows’ holdings', () => {
    const amount = fc.integer({ min: 0, max: 1e9 }).map((p) => new Big(p).div(100).toFixed(2));
    const arb = fc.array(
      fc.record({ fundId: fc.constantFrom('A', 'B', 'C'), amount, currentValue: amount, gainLoss: amount }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, (items) => {
        const hs = items.map((i) => holding(i));
        const rows = fundRows(hs, (h) => h.fundId);
        const shown = hs.filter((h) => rows.some((r) => r.key === h.fundId));
        const sum = rows.reduce((s, r) => s.plus(r.invested), new Big(0));
        expect(sum.toFixed(2)).toBe(portfolioTotals(shown).invested);
        for (const row of rows) expect(new Big(row.invested).eq(0)).toBe(false);
      }),
    );
  });
});
