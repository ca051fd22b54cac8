import { describe, expect, it } from 'vitest';
import {
  ASSET_CLASSES,
  assetAllocation,
  assetClassOf,
  type ChartHolding,
  TOP_FUNDS,
  topFunds,
} from '../../domain/portfolio-charts';

const holding = (fundId: string, schemeType: string, amount: string, schemeName = `Fund ${fundId}`): ChartHolding => ({
  fundId,
  schemeName,
  schemeType,
  amount,
});

describe('asset classes (000 §9: Equity, Debt, ELSS, Hybrid, Other)', () => {
  it('maps every scheme type', () => {
    expect(ASSET_CLASSES).toEqual(['Equity', 'Debt', 'ELSS', 'Hybrid', 'Other']);
    expect(
      ['EQUITY', 'DEBT', 'LIQUID', 'ELSS', 'HYBRID (NC)', 'FOF', 'SOMETHING'].map((type) => assetClassOf(type)),
    ).toEqual(['Equity', 'Debt', 'Debt', 'ELSS', 'Hybrid', 'Other', 'Other']);
  });
});

describe('assetAllocation', () => {
  it('adds invested value per class, in class order, with shares to 2 decimals', () => {
    expect(
      assetAllocation([
        holding('a', 'ELSS', '150000.00'),
        holding('b', 'DEBT', '80000.00'),
        holding('c', 'EQUITY', '50000.00'),
        holding('c', 'EQUITY', '25000.00'),
        holding('d', 'FOF', '0.00'),
      ]),
    ).toEqual([
      { name: 'Equity', amount: '75000.00', percentage: '24.59' },
      { name: 'Debt', amount: '80000.00', percentage: '26.23' },
      { name: 'ELSS', amount: '150000.00', percentage: '49.18' },
    ]);
  });

  it('covers Hybrid and Other, and leaves out classes with nothing invested', () => {
    expect(assetAllocation([holding('h', 'HYBRID (NC)', '1.00'), holding('f', 'FOF', '3.00')])).toEqual([
      { name: 'Hybrid', amount: '1.00', percentage: '25.00' },
      { name: 'Other', amount: '3.00', percentage: '75.00' },
    ]);
  });

  it('is empty when nothing is invested', () => {
    expect(assetAllocation([])).toEqual([]);
    expect(assetAllocation([holding('a', 'EQUITY', '0.00')])).toEqual([]);
  });
});

describe('topFunds (000 §9: top 5 by invested value)', () => {
  it('keeps the 5 largest funds, a fund’s folios together, largest first, ties by name', () => {
    const rows = topFunds([
      holding('1', 'EQUITY', '1000.00', 'Alpha'),
      holding('2', 'EQUITY', '6000.00', 'Bravo'),
      holding('3', 'DEBT', '3000.00', 'Charlie'),
      holding('3', 'DEBT', '3000.00', 'Charlie'),
      holding('4', 'ELSS', '2000.00', 'Delta'),
      holding('5', 'EQUITY', '2000.00', 'Echo'),
      holding('6', 'EQUITY', '500.00', 'Foxtrot'),
      holding('7', 'EQUITY', '0.00', 'Golf'),
    ]);
    expect(rows).toHaveLength(TOP_FUNDS);
    expect(rows.map((row) => [row.name, row.amount, row.percentage])).toEqual([
      ['Bravo', '6000.00', '35.29'],
      ['Charlie', '6000.00', '35.29'],
      ['Delta', '2000.00', '11.76'],
      ['Echo', '2000.00', '11.76'],
      ['Alpha', '1000.00', '5.88'],
    ]);
  });

  it('lists fewer when fewer funds are held, and none when nothing is invested', () => {
    expect(topFunds([holding('1', 'EQUITY', '10.00', 'Only')])).toEqual([
      { name: 'Only', amount: '10.00', percentage: '100.00' },
    ]);
    expect(topFunds([])).toEqual([]);
  });
});
