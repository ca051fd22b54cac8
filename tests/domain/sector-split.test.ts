import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_SECTOR, sectorSplit } from '../../domain/sector-split';

const h = (sector: string | null, allocation: string) => ({ sector, allocation });

describe('sector split', () => {
  it('sums holdings per sector and keeps the top 4, folding the rest into Other last', () => {
    const slices = sectorSplit([
      h('Financial Services', '20.00'),
      h('Financial Services', '5.50'),
      h('Information Technology', '18.00'),
      h('Energy', '12.00'),
      h('Healthcare', '10.00'),
      h('Automobile', '8.00'),
      h('Consumer Goods', '4.25'),
    ]);
    expect(slices).toEqual([
      { name: 'Financial Services', allocation: '25.50' },
      { name: 'Information Technology', allocation: '18.00' },
      { name: 'Energy', allocation: '12.00' },
      { name: 'Healthcare', allocation: '10.00' },
      { name: 'Other', allocation: '12.25' },
    ]);
  });

  it("takes 5 when 'Other' is among the top 4, so four named sectors still show", () => {
    const slices = sectorSplit([
      h('Other', '30.00'),
      h('Banking', '20.00'),
      h('IT', '15.00'),
      h('Energy', '10.00'),
      h('Pharma', '9.00'),
      h('Metals', '3.00'),
    ]);
    expect(slices.map((s) => s.name)).toEqual(['Banking', 'IT', 'Energy', 'Pharma', 'Other']);
    expect(slices.at(-1)).toEqual({ name: 'Other', allocation: '33.00' });
  });

  it('counts holdings without a sector, and "Others", as Other', () => {
    expect(sectorSplit([h(null, '10.00'), h('  ', '1.00'), h('Others', '2.00'), h('IT', '5.00')])).toEqual([
      { name: 'IT', allocation: '5.00' },
      { name: OTHER_SECTOR, allocation: '13.00' },
    ]);
  });

  it('shows no Other slice when nothing is left over, and nothing for no holdings', () => {
    expect(sectorSplit([h('IT', '60.00'), h('Banking', '40.00')])).toEqual([
      { name: 'IT', allocation: '60.00' },
      { name: 'Banking', allocation: '40.00' },
    ]);
    expect(sectorSplit([])).toEqual([]);
  });

  it('never loses allocation, has at most 5 slices, and Other only last', () => {
    const sectors = ['Banking', 'IT', 'Energy', 'Pharma', 'Metals', 'Auto', 'Other', null];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sector: fc.constantFrom(...sectors),
            allocation: fc.integer({ min: 1, max: 5000 }).map((c) => (c / 100).toFixed(2)),
          }),
          { maxLength: 40 },
        ),
        (holdings) => {
          const slices = sectorSplit(holdings);
          const total = holdings.reduce((sum, x) => sum.plus(x.allocation), new Big(0));
          const shown = slices.reduce((sum, x) => sum.plus(x.allocation), new Big(0));
          expect(shown.eq(total)).toBe(true);
          expect(slices.length).toBeLessThanOrEqual(5);
          const otherAt = slices.findIndex((s) => s.name === OTHER_SECTOR);
          if (otherAt !== -1) expect(otherAt).toBe(slices.length - 1);
          const named = slices.filter((s) => s.name !== OTHER_SECTOR);
          for (let i = 1; i < named.length; i += 1) {
            expect(new Big(named[i - 1]?.allocation ?? '0').gte(named[i]?.allocation ?? '0')).toBe(true);
          }
        },
      ),
    );
  });
});
