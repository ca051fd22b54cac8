import { describe, expect, it } from 'vitest';
import { ANNUALISED_FROM_DAYS, absoluteReturnPercent, returnFigure } from '../../domain/return-figure';
import type { CashFlow } from '../../domain/xirr';

/*
 * Every expected figure is worked by hand beside its case: absolute return =
 * (money received + today's value − money paid in) ÷ money paid in × 100, half-up to 2
 * decimals; from 365 days on, the annualised XIRR.
 */
const TODAY = '2025-06-16';

describe('absoluteReturnPercent', () => {
  it('a purchase a fortnight ago now worth 0.79% more: 79 ÷ 10,000 = 0.79%', () => {
    expect(absoluteReturnPercent([{ date: '2025-06-02', amount: '-10000.00' }], '10079.00')).toBe('0.79');
  });

  it('a 1.5% dip: (9,850 − 10,000) ÷ 10,000 = −1.50%', () => {
    expect(absoluteReturnPercent([{ date: '2025-06-10', amount: '-10000.00' }], '9850.00')).toBe('-1.50');
  });

  it('counts what was redeemed on the way: (3,000 + 7,500 − 10,000) ÷ 10,000 = 5.00%', () => {
    const flows = [
      { date: '2025-01-01', amount: '-10000.00' },
      { date: '2025-03-01', amount: '3000.00' },
    ];
    expect(absoluteReturnPercent(flows, '7500.00')).toBe('5.00');
  });

  it('nets one day’s flows, so money switched inside the selection is not paid in twice: 400 ÷ 10,000 = 4.00%', () => {
    // Fund A bought for 10,000; on 1 March 4,000 of it switched into fund B (A +4,000, B −4,000).
    const flows = [
      { date: '2025-01-01', amount: '-10000.00' },
      { date: '2025-03-01', amount: '4000.00' },
      { date: '2025-03-01', amount: '-4000.00' },
    ];
    expect(absoluteReturnPercent(flows, '10400.00')).toBe('4.00');
  });

  it('keeps today’s value apart from a purchase made today: 10 ÷ 1,500 = 0.67%, as Returns % reads it', () => {
    const flows = [
      { date: '2025-06-02', amount: '-1000.00' },
      { date: TODAY, amount: '-500.00' },
    ];
    expect(absoluteReturnPercent(flows, '1510.00')).toBe('0.67');
  });

  it('rounds half up, and a loss smaller than half a hundredth reads 0.00, never −0.00', () => {
    // 1.50 ÷ 30,000 × 100 = 0.005 → 0.01; −0.01 ÷ 30,000 × 100 = −0.0000333… → 0.00.
    expect(absoluteReturnPercent([{ date: '2025-06-02', amount: '-30000.00' }], '30001.50')).toBe('0.01');
    expect(absoluteReturnPercent([{ date: '2025-06-02', amount: '-30000.00' }], '29999.99')).toBe('0.00');
  });

  it('is undefined when nothing was paid in', () => {
    expect(absoluteReturnPercent([], '100.00')).toBeNull();
    expect(absoluteReturnPercent([{ date: '2025-06-02', amount: '500.00' }], '100.00')).toBeNull();
  });
});

describe('returnFigure', () => {
  const bought = (date: string): CashFlow[] => [{ date, amount: '-10000.00' }];

  it('under a year shows the absolute return, not the annualised one', () => {
    // 14 days: XIRR = 1.0079^(365 ÷ 14) − 1 ≈ 22.77%, the absolute return 0.79%; after 6 days the
    // 1.5% dip annualises to 0.985^(365 ÷ 6) − 1 ≈ −60.12%, the absolute return is −1.50%.
    expect(returnFigure(bought('2025-06-02'), '10079.00', TODAY)).toEqual({ kind: 'ABSOLUTE', percent: '0.79' });
    expect(returnFigure(bought('2025-06-10'), '9850.00', TODAY)).toEqual({ kind: 'ABSOLUTE', percent: '-1.50' });
  });

  it('364 days after the first flow is still absolute; 365 days is annualised', () => {
    expect(ANNUALISED_FROM_DAYS).toBe(365);
    // 2024-06-17 → 2025-06-16 is 364 days: (11,000 − 10,000) ÷ 10,000 = 10.00% absolute.
    expect(returnFigure(bought('2024-06-17'), '11000.00', TODAY)).toEqual({ kind: 'ABSOLUTE', percent: '10.00' });
    // 2024-06-16 → 2025-06-16 is 365 days, one XIRR year: 1.1^(365 ÷ 365) − 1 = 10.00% a year.
    expect(returnFigure(bought('2024-06-16'), '11000.00', TODAY)).toEqual({ kind: 'XIRR', percent: '10.00' });
  });

  it('two years: the XIRR, 1.21^(365 ÷ 730) − 1 = 10.00% a year, not the absolute 21.00%', () => {
    // 2023-06-17 → 2025-06-16 is 730 days.
    expect(returnFigure(bought('2023-06-17'), '12100.00', TODAY)).toEqual({ kind: 'XIRR', percent: '10.00' });
  });

  it('measures from the first flow of the selection, however recent the others', () => {
    const flows = [
      { date: '2023-06-17', amount: '-10000.00' },
      { date: '2025-06-09', amount: '-5000.00' },
    ];
    expect(returnFigure(flows, '17100.00', TODAY).kind).toBe('XIRR');
    expect(returnFigure(flows.slice(1), '5100.00', TODAY)).toEqual({ kind: 'ABSOLUTE', percent: '2.00' });
  });

  it('has no figure without today’s value (no NAV), but still says which kind it would be', () => {
    expect(returnFigure(bought('2025-06-02'), null, TODAY)).toEqual({ kind: 'ABSOLUTE', percent: null });
    expect(returnFigure(bought('2023-06-17'), null, TODAY)).toEqual({ kind: 'XIRR', percent: null });
  });

  it('bought today: an absolute return (the XIRR is undefined under a day)', () => {
    expect(returnFigure(bought(TODAY), '10000.00', TODAY)).toEqual({ kind: 'ABSOLUTE', percent: '0.00' });
    expect(returnFigure([], null, TODAY)).toEqual({ kind: 'ABSOLUTE', percent: null });
  });
});
