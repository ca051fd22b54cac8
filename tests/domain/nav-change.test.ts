import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { navChange } from '../../domain/nav-change';

describe('NAV change', () => {
  it('compares the last NAV with the previous one', () => {
    expect(
      navChange([
        { date: '2024-06-27', value: '99.0000' },
        { date: '2024-06-28', value: '100.0000' },
        { date: '2024-06-29', value: '101.2345' },
      ]),
    ).toEqual({ amount: '1.2345', percent: '1.23', direction: 'up' });
  });

  it('reports falls and flat days', () => {
    expect(
      navChange([
        { date: '2024-06-28', value: '200.0000' },
        { date: '2024-06-29', value: '199.0000' },
      ]),
    ).toEqual({ amount: '-1.0000', percent: '-0.50', direction: 'down' });
    expect(
      navChange([
        { date: '2024-06-28', value: '10.0000' },
        { date: '2024-06-29', value: '10.0000' },
      ]),
    ).toEqual({ amount: '0.0000', percent: '0.00', direction: 'flat' });
  });

  it('needs two points and a positive previous NAV', () => {
    expect(navChange([])).toBeNull();
    expect(navChange([{ date: '2024-06-29', value: '10.0000' }])).toBeNull();
    expect(
      navChange([
        { date: '2024-06-28', value: '0.0000' },
        { date: '2024-06-29', value: '10.0000' },
      ]),
    ).toBeNull();
  });

  it('direction always agrees with the sign of the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const change = navChange([
          { date: '2024-06-28', value: (a / 10_000).toFixed(4) },
          { date: '2024-06-29', value: (b / 10_000).toFixed(4) },
        ]);
        expect(change).not.toBeNull();
        const percent = Number(change?.percent);
        if (change?.direction === 'up') expect(percent).toBeGreaterThan(0);
        if (change?.direction === 'down') expect(percent).toBeLessThan(0);
        if (change?.direction === 'flat') expect(percent).toBe(0);
      }),
    );
  });
});
